'use client';

import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { useBulkPartnerStatus, useParticipationCounts, usePartnerList, type NetworkStatus } from '@/lib/client/hooks/partners';
import { describeError } from '@/lib/client/form-errors';
import { formatDate, formatNumber, plural } from '@/lib/client/format';
import { useConsoleSession, isStaff } from '@/components/console/session-context';
import { Button, buttonClass } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { ConfirmDialog } from '@/components/ui/dialog';
import { NETWORK_STATUS_LABELS, StatusBadge } from '@/components/ui/badge';
import { EmptyState, ErrorState, SkeletonRows, Spinner } from '@/components/ui/states';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { useToast } from '@/components/ui/toast';

const PAGE_SIZES = [25, 50, 100];
const NO_SELECTION = new Map<string, string>();
const SORTS = [
  { key: 'publisher_id', label: 'ID' },
  { key: 'account_name', label: 'Account name' },
  { key: 'company_name', label: 'Company' },
  { key: 'network_status', label: 'Status' },
  { key: 'created', label: 'Joined' },
] as const;

const ACTIONS: { status: NetworkStatus; label: string; done: string; variant: 'primary' | 'secondary' | 'danger' }[] = [
  { status: 'a', label: 'Approve', done: 'approved', variant: 'primary' },
  { status: 'p', label: 'Set pending', done: 'set to pending', variant: 'secondary' },
  { status: 'r', label: 'Reject', done: 'rejected', variant: 'danger' },
];

/** The grid's state lives in the URL, so it survives reloads and back, and feeds the export link. */
function useGridParams() {
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const params = {
    q: search.get('q') ?? '',
    status: search.get('status') ?? '',
    sort: search.get('sort') ?? '-created',
    offset: Math.max(0, Number(search.get('offset') ?? 0) || 0),
    limit: PAGE_SIZES.includes(Number(search.get('limit'))) ? Number(search.get('limit')) : 25,
  };
  const set = (changes: Partial<typeof params>) => {
    const next = { ...params, ...changes };
    if (!('offset' in changes)) next.offset = 0;
    const qs = new URLSearchParams();
    if (next.q) qs.set('q', next.q);
    if (next.status) qs.set('status', next.status);
    if (next.sort !== '-created') qs.set('sort', next.sort);
    if (next.offset) qs.set('offset', String(next.offset));
    if (next.limit !== 25) qs.set('limit', String(next.limit));
    router.replace(`${pathname}${qs.size ? `?${qs}` : ''}`, { scroll: false });
  };
  return [params, set] as const;
}

export function PartnerGrid() {
  const session = useConsoleSession();
  const staff = isStaff(session);
  const toast = useToast();
  const [params, setParams] = useGridParams();
  const [search, setSearch] = useState(params.q);
  const apiQuery = { q: params.q || undefined, network_status: params.status || undefined, sort: params.sort, offset: params.offset, limit: params.limit };
  const list = usePartnerList(session.networkId, apiQuery);
  // Selection belongs to one filter: changing the search or the status starts afresh.
  const filterKey = `${params.q}|${params.status}`;
  const [selection, setSelection] = useState<{ key: string; items: Map<string, string> }>({ key: filterKey, items: new Map() });
  const selected = selection.key === filterKey ? selection.items : NO_SELECTION;
  const setSelected = (update: Map<string, string> | ((prev: Map<string, string>) => Map<string, string>)) =>
    setSelection({ key: filterKey, items: typeof update === 'function' ? update(selected) : update });
  const [action, setAction] = useState<(typeof ACTIONS)[number] | null>(null);
  const bulk = useBulkPartnerStatus(session.networkId);

  // A new search runs 300 ms after typing stops.
  useEffect(() => {
    if (search === params.q) return;
    const timer = setTimeout(() => setParams({ q: search.trim() }), 300);
    return () => clearTimeout(timer);
  }, [search]); // eslint-disable-line react-hooks/exhaustive-deps

  const rows = list.data?.publishers.map((p) => p.publisher) ?? [];
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.publisher_id));
  const ids = [...selected.keys()];
  const counts = useParticipationCounts(session.networkId, ids, action?.status === 'r');

  const exportHref = useMemo(() => {
    const qs = new URLSearchParams();
    if (params.q) qs.set('q', params.q);
    if (params.status) qs.set('network_status', params.status);
    qs.set('sort', params.sort);
    return `/network/${session.networkId}/publisher.csv?${qs}`;
  }, [params.q, params.status, params.sort, session.networkId]);

  function toggle(id: string, name: string) {
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(id)) next.delete(id);
      else next.set(id, name);
      return next;
    });
  }

  function toggleAll() {
    setSelected((prev) => {
      const next = new Map(prev);
      if (allOnPage) rows.forEach((r) => next.delete(r.publisher_id));
      else rows.forEach((r) => next.set(r.publisher_id, r.account_name));
      return next;
    });
  }

  function sortBy(key: string) {
    const current = params.sort.replace(/^-/, '');
    const descending = params.sort.startsWith('-');
    setParams({ sort: current === key && !descending ? `-${key}` : key });
  }

  function confirm() {
    if (!action) return;
    const chosen = action;
    const changed = ids.length;
    bulk.mutate(
      { ids, status: chosen.status },
      {
        onSuccess: () => {
          toast(`${plural(changed, 'partner')} ${chosen.done}.`);
          setSelected(new Map());
        },
        onError: (error) => toast(`Nothing was changed: ${describeError(error)}`, 'error'),
      },
    );
    setAction(null);
  }

  const total = list.data?.count ?? 0;
  const openParticipations = counts.data?.meta.open;

  return (
    <div>
      <PageHeader
        title="Partners"
        crumbs={[{ label: 'Console', href: '/console' }, { label: 'Partners' }]}
        actions={
          <a href={exportHref} className={buttonClass('secondary')} download>
            Export CSV
          </a>
        }
      >
        Search, filter and sort run on the server; the export takes the current search, filter and sort.
      </PageHeader>

      <form role="search" className="mb-4 flex flex-wrap items-end gap-3" onSubmit={(e) => { e.preventDefault(); setParams({ q: search.trim() }); }}>
        <label className="block text-sm font-medium text-slate-700">
          Search
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Account, company or e-mail"
            className="mt-1 block w-72 rounded-md border border-slate-300 px-3 py-2 text-sm focus:outline-2 focus:outline-brand"
          />
        </label>
        <label className="block text-sm font-medium text-slate-700">
          Status
          <select
            value={params.status}
            onChange={(e) => setParams({ status: e.target.value })}
            className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:outline-2 focus:outline-brand"
          >
            <option value="">All statuses</option>
            {Object.entries(NETWORK_STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-slate-700">
          Per page
          <select
            value={params.limit}
            onChange={(e) => setParams({ limit: Number(e.target.value) })}
            className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:outline-2 focus:outline-brand"
          >
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        {list.isFetching && !list.isLoading && (
          <span className="mb-2 flex items-center gap-2 text-sm text-slate-500" role="status">
            <Spinner /> Updating…
          </span>
        )}
      </form>

      {staff && selected.size > 0 && (
        <div role="region" aria-label="Bulk actions" className="mb-3 flex flex-wrap items-center gap-2 rounded-md border border-blue-200 bg-blue-50 px-4 py-2 text-sm">
          <span className="mr-2 font-medium text-blue-900">{plural(selected.size, 'partner')} selected</span>
          {ACTIONS.map((a) => (
            <Button key={a.status} size="sm" variant={a.variant} onClick={() => setAction(a)} disabled={bulk.isPending}>
              {a.label}
            </Button>
          ))}
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Map())}>
            Clear selection
          </Button>
        </div>
      )}

      {list.isError ? (
        <ErrorState error={list.error} retry={() => list.refetch()} />
      ) : (
        <DataTable
          caption="Partners on the network"
          look="list"
          columns={[
            staff && {
              label: <input type="checkbox" aria-label="Select every partner on this page" checked={allOnPage} onChange={toggleAll} className="h-4 w-4 accent-brand" />,
              className: 'w-10',
            },
            ...SORTS.map((s): Column => {
              const active = params.sort.replace(/^-/, '') === s.key;
              const dir = params.sort.startsWith('-') ? 'descending' : 'ascending';
              return {
                sort: active ? dir : 'none',
                label: (
                  <button type="button" onClick={() => sortBy(s.key)} className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand">
                    {s.label}
                    <span aria-hidden className="text-slate-400">{active ? (dir === 'ascending' ? '▲' : '▼') : '↕'}</span>
                  </button>
                ),
              };
            }),
            'Contact',
          ]}
          after={
            !list.isLoading && rows.length === 0 && (
              <div className="p-4">
                <EmptyState title={params.q || params.status ? 'No partner matches this search' : 'No partners yet'}>
                  {params.q || params.status ? 'Change the search or the status filter.' : 'Partners appear here when they sign up or are created through the API.'}
                </EmptyState>
              </div>
            )
          }
        >
          {list.isLoading ? (
            <SkeletonRows columns={staff ? 7 : 6} />
          ) : (
            rows.map((p) => (
              <tr key={p.publisher_id} className={selected.has(p.publisher_id) ? 'bg-blue-50/60' : 'hover:bg-slate-50'}>
                {staff && (
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      aria-label={`Select ${p.account_name}`}
                      checked={selected.has(p.publisher_id)}
                      onChange={() => toggle(p.publisher_id, p.account_name)}
                      className="h-4 w-4 accent-brand"
                    />
                  </td>
                )}
                <td className="px-3 py-2 tabular-nums text-slate-500">{p.publisher_id}</td>
                <td className="px-3 py-2 font-medium">
                  {staff ? (
                    <Link href={`/console/partners/${p.publisher_id}`} className="text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand">
                      {p.account_name}
                    </Link>
                  ) : (
                    p.account_name
                  )}
                </td>
                <td className="px-3 py-2">{p.company_name || '—'}</td>
                <td className="px-3 py-2" data-testid="partner-status">
                  <StatusBadge status={p.network_status} />
                </td>
                <td className="px-3 py-2 text-slate-600">{formatDate(p.created)}</td>
                <td className="px-3 py-2 text-slate-600">{p.contact_email}</td>
              </tr>
            ))
          )}
        </DataTable>
      )}
      {list.data && <Pagination offset={params.offset} limit={params.limit} total={total} onChange={(offset) => setParams({ offset })} label="partners" />}

      <ConfirmDialog
        open={action !== null}
        onOpenChange={(open) => !open && setAction(null)}
        title={action ? `${action.label} ${plural(selected.size, 'partner')}?` : ''}
        confirmLabel={action ? `${action.label} ${plural(selected.size, 'partner')}` : ''}
        confirmVariant={action?.variant === 'danger' ? 'danger' : 'primary'}
        confirmDisabled={action?.status === 'r' && !counts.data && !counts.isError}
        onConfirm={confirm}
        description={
          action?.status === 'r' ? (
            counts.isLoading ? (
              <span className="flex items-center gap-2" role="status">
                <Spinner /> Counting their participations…
              </span>
            ) : counts.isError ? (
              <span>The participations could not be counted ({describeError(counts.error)}). Rejecting still ends every participation they have.</span>
            ) : (
              <span data-testid="reject-impact">
                Rejecting from the network also rejects them from every campaign: this will end{' '}
                <strong>{plural(openParticipations ?? 0, 'participation')}</strong>. Setting them back to approved later does not restore them.
              </span>
            )
          ) : (
            `${plural(selected.size, 'partner')} will be ${action?.done ?? ''} on the network.`
          )
        }
      >
        <ul className="max-h-40 overflow-y-auto rounded border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
          {[...selected.entries()].map(([id, name]) => (
            <li key={id}>
              {name} <span className="text-slate-400">#{id}</span>
            </li>
          ))}
        </ul>
        {selected.size > rows.filter((r) => selected.has(r.publisher_id)).length && (
          <p className="mt-2 text-xs text-slate-500">Includes partners selected on other pages.</p>
        )}
        {total > 0 && <p className="sr-only">{formatNumber(total)} partners match the filter.</p>}
      </ConfirmDialog>
    </div>
  );
}
