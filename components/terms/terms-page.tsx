'use client';

import Link from 'next/link';
import { Fragment, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PublishTermsIn } from '@/lib/schemas/terms';
import { apiResolver } from '@/lib/client/form-resolver';
import { splitServerError } from '@/lib/client/form-errors';
import { usePublishTerms, useTermsAcknowledgements, useTermsHistory } from '@/lib/client/hooks/terms';
import { formatDateTime } from '@/lib/client/format';
import { useConsoleSession } from '@/components/console/session-context';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/dialog';
import { FormError, SelectField, TextAreaField } from '@/components/ui/field';
import { CountryOptions, LocaleOptions, countryName } from '@/components/ui/options';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, ErrorState, LoadingState, SkeletonRows } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';

interface Version {
  id: string;
  locale: string;
  country: string | null;
  version: number;
  content: string;
  created_at: string;
}

const groupKey = (t: { locale: string; country: string | null }) => `${t.locale}|${t.country ?? ''}`;
const where = (t: { locale: string; country: string | null }) => `${t.locale} · ${t.country ? countryName(t.country) : 'every country'}`;

type PublishValues = { locale: string; country: string; content: string };

function PublishForm({ preset, onDone }: { preset: { locale: string; country: string | null; content: string } | null; onDone: () => void }) {
  const session = useConsoleSession();
  const toast = useToast();
  const publish = usePublishTerms(session.networkId);
  const toInput = (v: PublishValues) => ({ locale: v.locale, country: v.country || null, content: v.content });
  const form = useForm<PublishValues>({
    defaultValues: { locale: preset?.locale ?? 'en', country: preset?.country ?? '', content: preset?.content ?? '' },
    resolver: apiResolver<PublishValues>(PublishTermsIn, toInput),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const created = await publish.mutateAsync(toInput(values) as never);
      toast(`Version ${created.data.version} published for ${where(created.data)}.`);
      onDone();
    } catch (error) {
      const split = splitServerError(error, ['locale', 'country', 'content']);
      for (const f of split.fields) form.setError(f.name as keyof PublishValues, { type: 'server', message: f.message });
      setFormError(split.message);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Locale" error={errors.locale?.message} {...form.register('locale')}>
          <LocaleOptions />
        </SelectField>
        <SelectField label="Country" error={errors.country?.message} {...form.register('country')}>
          <option value="">Every country</option>
          <CountryOptions />
        </SelectField>
      </div>
      <TextAreaField label="Content" rows={10} hint="HTML; scripts and unknown tags are removed. Partners accept the newest version; older ones stay on record." error={errors.content?.message} {...form.register('content')} />
      <div className="flex justify-end">
        <Button type="submit" variant="primary" disabled={publish.isPending}>
          {publish.isPending ? 'Publishing…' : 'Publish new version'}
        </Button>
      </div>
    </form>
  );
}

function Acknowledgements({ versions }: { versions: Version[] }) {
  const session = useConsoleSession();
  const [termsId, setTermsId] = useState('');
  const [offset, setOffset] = useState(0);
  const limit = 25;
  const acks = useTermsAcknowledgements(session.networkId, { terms_id: termsId || undefined, offset, limit });
  const rows = acks.data?.data ?? [];
  return (
    <div>
      <SelectField
        label="Version"
        className="mb-4 max-w-md"
        value={termsId}
        onChange={(e) => {
          setTermsId(e.target.value);
          setOffset(0);
        }}
      >
        <option value="">Every version</option>
        {versions.map((v) => (
          <option key={v.id} value={v.id}>
            {where(v)} · version {v.version}
          </option>
        ))}
      </SelectField>
      {acks.isError ? (
        <ErrorState error={acks.error} retry={() => acks.refetch()} />
      ) : (
        <DataTable caption="Acceptances" testId="acknowledgements" bare columns={['Accepted', 'Partner', 'User', 'Terms']}>
          {acks.isLoading ? (
            <SkeletonRows columns={4} />
          ) : (
            rows.map((a) => (
              <tr key={a.id}>
                <td className="py-2 pr-3 text-slate-600">{formatDateTime(a.created_at)}</td>
                <td className="px-3 py-2">
                  {a.partner ? (
                    <Link href={`/console/partners/${a.partner.partner_id}`} className="text-brand hover:underline">
                      {a.partner.account_name}
                    </Link>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="px-3 py-2 text-slate-600">{a.user ? a.user.user_name : 'at sign-up'}</td>
                <td className="px-3 py-2">
                  {where(a)} · version {a.version}
                </td>
              </tr>
            ))
          )}
        </DataTable>
      )}
      {!acks.isLoading && !acks.isError && rows.length === 0 && <EmptyState title="Nobody has accepted these terms yet" />}
      {acks.data && (
        <Pagination offset={offset} limit={limit} total={acks.data.hypermedia.pagination.total_item_count} onChange={setOffset} label="acceptances" />
      )}
    </div>
  );
}

/** The network terms by locale and country: current versions, their history, publishing, and who accepted what. */
export function TermsPage() {
  const session = useConsoleSession();
  const history = useTermsHistory(session.networkId);
  const [publishing, setPublishing] = useState<{ locale: string; country: string | null; content: string } | null | undefined>(undefined);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [locale, setLocale] = useState('');
  const versions: Version[] = useMemo(() => history.data?.data ?? [], [history.data]);
  const groups = useMemo(() => {
    const byKey = new Map<string, Version[]>();
    for (const v of versions) byKey.set(groupKey(v), [...(byKey.get(groupKey(v)) ?? []), v]);
    return [...byKey.values()]
      .map((list) => list.sort((a, b) => b.version - a.version))
      .filter((list) => !locale || list[0]!.locale === locale)
      .sort((a, b) => groupKey(a[0]!).localeCompare(groupKey(b[0]!)));
  }, [versions, locale]);
  const locales = [...new Set(versions.map((v) => v.locale))].sort();

  return (
    <div className="space-y-6">
      <PageHeader
        title="Network terms"
        crumbs={[{ label: 'Console', href: '/console' }, { label: 'Terms' }]}
        actions={
          <Button variant="primary" onClick={() => setPublishing(null)}>
            Publish terms
          </Button>
        }
      >
        Partners accept the newest version for their locale and country when they join. Terms fall back from locale and country to the locale, its language, then English.
      </PageHeader>
      <Section title="Terms by locale and country" id="current">
        {history.isLoading ? (
          <LoadingState label="Loading the terms…" />
        ) : history.isError ? (
          <ErrorState error={history.error} retry={() => history.refetch()} />
        ) : (
          <>
            <SelectField label="Locale" className="mb-4 max-w-xs" value={locale} onChange={(e) => setLocale(e.target.value)}>
              <option value="">Every locale</option>
              {locales.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </SelectField>
            {groups.length === 0 ? (
              <EmptyState title="No terms for this locale" />
            ) : (
              <DataTable caption="Current terms" bare columns={['Applies to', 'Current version', 'Published', { label: 'Actions', align: 'right' }]}>
                {groups.map((list) => {
                  const current = list[0]!;
                  const key = groupKey(current);
                  return (
                    <Fragment key={key}>
                      <tr>
                        <td className="py-2 pr-3 font-medium">{where(current)}</td>
                        <td className="px-3 py-2">
                          <Badge tone="green">v{current.version}</Badge>
                          {list.length > 1 && <span className="ml-2 text-xs text-slate-500">{list.length - 1} older</span>}
                        </td>
                        <td className="px-3 py-2 text-slate-600">{formatDateTime(current.created_at)}</td>
                        <td className="space-x-1 whitespace-nowrap py-2 pl-3 text-right">
                          <Button size="sm" variant="ghost" aria-expanded={expanded === key} onClick={() => setExpanded(expanded === key ? null : key)}>
                            {expanded === key ? 'Hide versions' : 'Show versions'}
                          </Button>
                          <Button size="sm" onClick={() => setPublishing({ locale: current.locale, country: current.country, content: current.content })}>
                            New version
                          </Button>
                        </td>
                      </tr>
                      {expanded === key && (
                        <tr>
                          <td colSpan={4} className="bg-slate-50 px-4 py-3">
                            <ol className="space-y-3">
                              {list.map((v) => (
                                <li key={v.id}>
                                  <p className="text-xs font-medium text-slate-500">
                                    Version {v.version} · {formatDateTime(v.created_at)} · terms id {v.id}
                                  </p>
                                  <pre className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap rounded border border-slate-200 bg-white p-2 text-xs">{v.content}</pre>
                                </li>
                              ))}
                            </ol>
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
              </DataTable>
            )}
          </>
        )}
      </Section>
      <Section title="Who accepted which version" id="acknowledgements" description="Every acceptance is kept with the version and a hash of the content accepted.">
        {history.data ? <Acknowledgements versions={versions} /> : history.isError ? null : <LoadingState />}
      </Section>
      <Modal open={publishing !== undefined} onOpenChange={(open) => !open && setPublishing(undefined)} title="Publish a new version" wide>
        {publishing !== undefined && <PublishForm preset={publishing} onDone={() => setPublishing(undefined)} />}
      </Modal>
    </div>
  );
}
