'use client';

import Link from 'next/link';
import { useBrandPartnerProfile } from '@/lib/client/hooks/conversion-tracking';
import { formatDate, formatDateTime } from '@/lib/client/format';
import { PARTICIPATION_LABELS, StatusBadge } from '@/components/ui/badge';
import { PageHeader, Section } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { isStaff, useConsoleSession } from '@/components/console/shell/session-context';

const crumbs = (name: string) => [
  { label: 'Console', href: '/console' },
  { label: 'Requests', href: '/console/requests' },
  { label: name },
];

/** "GBP 4.00": the exact amount, its last two zero decimals dropped. */
const money = (currency: string, amount: string) =>
  `${currency} ${amount.replace(/^(-?\d+\.\d\d)00$/, '$1')}`;

const statusWord = (s: string | null) => (s ? (PARTICIPATION_LABELS[s] ?? s) : 'none');

/**
 * A partner as a brand user sees it, read-only: what it is, where and how it promotes, its
 * audience, and its history on the user's campaigns. No contact, address, tax or staff notes.
 */
export function BrandPartnerProfilePage({ partnerId }: { partnerId: string }) {
  const profile = useBrandPartnerProfile(partnerId);
  const staff = isStaff(useConsoleSession());
  if (profile.isLoading)
    return (
      <>
        <PageHeader title="Partner" crumbs={crumbs(`#${partnerId}`)} />
        <LoadingState label="Loading the partner…" />
      </>
    );
  if (profile.isError || !profile.data)
    return (
      <>
        <PageHeader title="Partner" crumbs={crumbs(`#${partnerId}`)} />
        <ErrorState
          error={profile.error}
          retry={() => profile.refetch()}
          title="This partner could not be loaded"
        />
      </>
    );
  const p = profile.data;
  return (
    <div className="space-y-6" data-testid="brand-partner-profile">
      <PageHeader title={p.account_name} crumbs={crumbs(p.account_name)}>
        Partner #{p.publisher_id}
        {p.company_name && ` · ${p.company_name}`} · joined the network {formatDate(p.created)}
      </PageHeader>
      <Section title="About" id="about">
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
          <dt className="font-medium text-slate-700">Promotes through</dt>
          <dd>{p.promotional_method_name || '—'}</dd>
          <dt className="font-medium text-slate-700">Sector</dt>
          <dd>{p.vertical_name || '—'}</dd>
          <dt className="font-medium text-slate-700">Based in</dt>
          <dd>{p.operating_country ?? '—'}</dd>
          <dt className="font-medium text-slate-700">Description</dt>
          <dd className="whitespace-pre-line">{p.description || '—'}</dd>
        </dl>
      </Section>
      <Section title="Websites" id="websites" description="Where the partner promotes campaigns.">
        {p.websites.length === 0 ? (
          <EmptyState title="No websites listed" />
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {p.websites.map((w) => (
              <li key={w.website_id} className="py-2">
                <a
                  href={w.website_url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="font-medium break-all text-brand hover:underline"
                >
                  {w.website_name || w.website_url}
                </a>
                <span className="block text-xs text-slate-500">
                  {[w.website_type.name, w.website_vertical.name, w.website_country]
                    .filter(Boolean)
                    .join(' · ')}
                  {w.primary && ' · main website'}
                </span>
                {w.description && <span className="block text-slate-600">{w.description}</span>}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Audience" id="audience" description="The partner's mailing lists.">
        {!staff ? (
          <p className="text-sm text-slate-600">
            A partner&apos;s mailing lists are shared with the network only.
          </p>
        ) : p.databases.length === 0 ? (
          <EmptyState title="No mailing lists listed" />
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {p.databases.map((d) => (
              <li key={d.database_id} className="py-2">
                <span className="font-medium">{d.database_name}</span>
                <span className="block text-xs text-slate-500">
                  {d.size.toLocaleString('en')} subscribers · {d.creation_method}
                  {d.female + d.male > 0 && ` · ${d.female}% women, ${d.male}% men`}
                  {d.max_age > 0 && ` · aged ${d.min_age}–${d.max_age}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section
        title="On your campaigns"
        id="campaigns"
        description="Requests, invitations and decisions, with sales so far."
      >
        {p.campaigns.length === 0 ? (
          <EmptyState title="No history on your campaigns" />
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {p.campaigns.map((c) => (
              <li key={c.campaign_id} className="space-y-1 py-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link
                    href={`/console/campaigns/${c.campaign_id}`}
                    className="font-medium text-brand hover:underline"
                  >
                    {c.title}
                  </Link>
                  <StatusBadge status={c.campaign_status} labels={PARTICIPATION_LABELS} />
                </div>
                <p className="text-xs text-slate-500">
                  {c.advertiser_name} · {c.conversions} sales · {money(c.currency, c.commission)}{' '}
                  commission pending or approved
                </p>
                {c.history.length > 0 && (
                  <ol className="ml-4 list-disc text-xs text-slate-600">
                    {c.history.map((h, i) => (
                      <li key={i}>
                        {formatDateTime(h.at)}: {statusWord(h.from_status)} →{' '}
                        {statusWord(h.to_status)}
                        {h.reason && ` (${h.reason})`}
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
