'use client';

import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import {
  AUDIT_FILTER_NAMES,
  auditExportHref,
  auditHref,
  useAuditEvents,
  type AuditFilters,
} from '@/lib/client/hooks/audit';
import { useNetworkUsers } from '@/lib/client/hooks/users';
import { formatDateTime, plural } from '@/lib/client/format';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { useCan } from '@/components/console/shell/use-can';
import { Button, buttonClass } from '@/components/ui/button';
import { TextField, SelectField } from '@/components/ui/field';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, SkeletonRows, Spinner } from '@/components/ui/states';
import { entityLabel, fieldLabel } from './audit-words';
import { ChangeDiff } from './change-diff';

/** Entity types the console has a page for. */
const ENTITY_PAGES: Record<string, (id: string) => string> = {
  partner: (id) => `/console/partners/${id}`,
  brand: (id) => `/console/brands/${id}`,
  campaign: (id) => `/console/campaigns/${id}`,
};

/** Suggestions for the entity type field; any type the log holds can be typed. */
const ENTITY_TYPES = [
  'partner',
  'participation',
  'brand',
  'campaign',
  'website',
  'database',
  'user',
  'conversion',
  'job',
  'job_task',
  'terms',
  'terms_acknowledgement',
  'campaign_terms_acknowledgement',
  'webhook',
  'network',
];

/** The filters live in the URL, so reload, back and shared links keep them, and the CSV link repeats them. */
function useAuditParams() {
  const search = useSearchParams();
  const router = useRouter();
  const filters: AuditFilters = {};
  for (const name of AUDIT_FILTER_NAMES) {
    const value = search.get(name)?.trim();
    if (value) filters[name] = value;
  }
  const set = (next: AuditFilters) => router.replace(auditHref(next), { scroll: false });
  return [filters, set] as const;
}

function FilterForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (f: AuditFilters) => void;
}) {
  const session = useConsoleSession();
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const people = useNetworkUsers(session.networkId, { limit: 500 });
  const users = people.data?.data ?? [];
  const field = (name: keyof AuditFilters) => ({
    value: draft[name] ?? '',
    onChange: (e: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [name]: e.target.value })),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const clean: AuditFilters = {};
    for (const name of AUDIT_FILTER_NAMES)
      if (draft[name]?.trim()) clean[name] = draft[name]!.trim();
    onApply(clean);
  };
  return (
    <form
      role="search"
      aria-label="Filter the audit log"
      onSubmit={submit}
      className="mb-4 grid items-end gap-3 sm:grid-cols-3 lg:grid-cols-7"
    >
      <TextField
        label="Entity type"
        list="audit-entity-types"
        placeholder="partner"
        autoComplete="off"
        {...field('entity_type')}
      />
      <datalist id="audit-entity-types">
        {ENTITY_TYPES.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      <TextField label="Entity id" placeholder="42" autoComplete="off" {...field('entity_id')} />
      <SelectField label="Actor" {...field('actor')}>
        <option value="">Anyone</option>
        <option value="system">System (no user)</option>
        {draft.actor &&
          draft.actor !== 'system' &&
          !users.some((u) => u.user_id === draft.actor) && (
            <option value={draft.actor}>User #{draft.actor}</option>
          )}
        {users.map((u) => (
          <option key={u.user_id} value={u.user_id}>
            {u.user_name}
          </option>
        ))}
      </SelectField>
      <TextField label="Action" placeholder="updated" autoComplete="off" {...field('action')} />
      <TextField label="From" type="date" {...field('from')} />
      <TextField label="To" type="date" hint="Inclusive, UTC" {...field('to')} />
      <div className="flex gap-2">
        <Button type="submit" variant="primary">
          Apply
        </Button>
        <Button
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}

/** The network's audit log for staff: who changed what and when, filtered, paged by cursor, exportable. */
export function AuditLogPage() {
  const session = useConsoleSession();
  const staff = useCan('audit.read');
  const [filters, setFilters] = useAuditParams();
  const events = useAuditEvents(session.networkId, filters, 50, staff);
  const rows = events.data?.pages.flatMap((p) => p.data) ?? [];
  const filterKey = JSON.stringify(filters);

  if (!staff) {
    return (
      <>
        <PageHeader
          title="Audit log"
          crumbs={[{ label: 'Console', href: '/console' }, { label: 'Audit log' }]}
        />
        <EmptyState title="Only network staff can read the audit log" />
      </>
    );
  }

  return (
    <div>
      <PageHeader
        title="Audit log"
        crumbs={[{ label: 'Console', href: '/console' }, { label: 'Audit log' }]}
        actions={
          <a
            href={auditExportHref(session.networkId, filters)}
            className={buttonClass('secondary')}
            download
            data-testid="audit-export"
          >
            Download CSV
          </a>
        }
      >
        Every change to the network: who made it, when, and the fields before and after (secrets are
        never stored). Newest first; the CSV download takes the current filters.
      </PageHeader>

      {/* Keyed by the URL's filters, so a History link or the back button resets the form. */}
      <FilterForm key={filterKey} filters={filters} onApply={setFilters} />

      {events.isError ? (
        <ErrorState error={events.error} retry={() => events.refetch()} />
      ) : (
        <DataTable
          caption="Audit events, newest first"
          testId="audit-events"
          look="log"
          columns={['Time', 'Actor', 'Entity', 'Action', 'Change']}
        >
          {events.isLoading ? (
            <SkeletonRows columns={5} />
          ) : (
            rows.map((e) => {
              const page = ENTITY_PAGES[e.entity_type];
              return (
                <tr key={e.id} className="align-top">
                  <td
                    className="px-3 py-2 whitespace-nowrap text-slate-600"
                    title={e.request_id ? `Request ${e.request_id}` : undefined}
                  >
                    {formatDateTime(e.created_at)}
                  </td>
                  <td className="px-3 py-2">
                    {e.actor ? (
                      <Link
                        href={auditHref({ ...filters, actor: e.actor.id })}
                        className="text-brand hover:underline"
                        title="Only changes by this user"
                      >
                        {e.actor.user_name ?? `User #${e.actor.id}`}
                      </Link>
                    ) : (
                      <span className="text-slate-500">System</span>
                    )}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <Link
                      href={auditHref({ entity_type: e.entity_type, entity_id: e.entity_id })}
                      className="text-brand hover:underline"
                      title="History of this entity"
                    >
                      {entityLabel(e.entity_type)} #{e.entity_id}
                    </Link>
                    {page && (
                      <Link
                        href={page(e.entity_id)}
                        className="ml-2 text-xs text-slate-500 hover:underline"
                      >
                        open
                      </Link>
                    )}
                  </td>
                  <td className="px-3 py-2 font-medium">{fieldLabel(e.action)}</td>
                  <td className="px-3 py-2">
                    <ChangeDiff entityType={e.entity_type} before={e.before} after={e.after} />
                  </td>
                </tr>
              );
            })
          )}
        </DataTable>
      )}
      {!events.isLoading && !events.isError && rows.length === 0 && (
        <div className="mt-4">
          <EmptyState title="No changes match these filters" />
        </div>
      )}
      {rows.length > 0 && (
        <div className="mt-4 flex items-center justify-between gap-3 text-sm text-slate-600">
          <span role="status">
            Showing {plural(rows.length, 'change')}
            {events.hasNextPage ? '; there are more' : ''}.
          </span>
          {events.hasNextPage && (
            <Button onClick={() => events.fetchNextPage()} disabled={events.isFetchingNextPage}>
              {events.isFetchingNextPage ? (
                <>
                  <Spinner /> Loading…
                </>
              ) : (
                'Load more'
              )}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
