'use client';

import { useEffect, useState } from 'react';
import { useBulkPartnerStatus, usePartnerList } from '@/lib/client/hooks/partners';
import { describeError } from '@/lib/client/form-errors';
import { plural } from '@/lib/client/format';
import { useConsoleSession, isStaff } from '@/components/console/session-context';
import { buttonClass } from '@/components/ui/button';
import { selectAllColumn } from '@/components/ui/data-table';
import { QueryTable } from '@/components/ui/query-table';
import { EmptyState } from '@/components/ui/states';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { useToast } from '@/components/ui/toast';
import { BulkStatusBar, BulkStatusDialog, type BulkAction } from './bulk-status';
import { PartnerRow, sortColumns } from './partner-row';
import { PartnerSearchForm } from './partner-search-form';
import { exportHrefOf, useGridParams } from './use-grid-params';
import { usePartnerSelection } from './use-partner-selection';

export function PartnerGrid() {
  const session = useConsoleSession();
  const staff = isStaff(session);
  const toast = useToast();
  const [params, setParams] = useGridParams();
  const [search, setSearch] = useState(params.q);
  const list = usePartnerList(session.networkId, {
    q: params.q || undefined,
    network_status: params.status || undefined,
    sort: params.sort,
    offset: params.offset,
    limit: params.limit,
  });
  const rows = list.data?.publishers.map((p) => p.publisher) ?? [];
  const { selected, allOnPage, toggle, toggleAll, clear } = usePartnerSelection(
    `${params.q}|${params.status}`,
    rows,
  );
  const [action, setAction] = useState<BulkAction | null>(null);
  const bulk = useBulkPartnerStatus(session.networkId);
  const total = list.data?.count ?? 0;
  const filtered = Boolean(params.q || params.status);

  // A new search runs 300 ms after typing stops.
  useEffect(() => {
    if (search === params.q) return;
    const timer = setTimeout(() => setParams({ q: search.trim() }), 300);
    return () => clearTimeout(timer);
  }, [search]); // eslint-disable-line react-hooks/exhaustive-deps

  function confirm() {
    if (!action) return;
    const chosen = action;
    const ids = [...selected.keys()];
    bulk.mutate(
      { ids, status: chosen.status },
      {
        onSuccess: () => {
          toast(`${plural(ids.length, 'partner')} ${chosen.done}.`);
          clear();
        },
        onError: (error) => toast(`Nothing was changed: ${describeError(error)}`, 'error'),
      },
    );
    setAction(null);
  }

  return (
    <div>
      <PageHeader
        title="Partners"
        crumbs={[{ label: 'Console', href: '/console' }, { label: 'Partners' }]}
        actions={
          <a
            href={exportHrefOf(session.networkId, params)}
            className={buttonClass('secondary')}
            download
          >
            Export CSV
          </a>
        }
      >
        Search, filter and sort run on the server; the export takes the current search, filter and
        sort.
      </PageHeader>
      <PartnerSearchForm
        search={search}
        onSearchChange={setSearch}
        params={params}
        setParams={setParams}
        updating={list.isFetching && !list.isLoading}
      />
      {staff && selected.size > 0 && (
        <BulkStatusBar
          count={selected.size}
          pending={bulk.isPending}
          onAction={setAction}
          onClear={clear}
        />
      )}
      <QueryTable
        query={list}
        rows={rows}
        caption="Partners on the network"
        look="list"
        columns={[
          staff && selectAllColumn('Select every partner on this page', allOnPage, toggleAll),
          ...sortColumns(params.sort, (sort) => setParams({ sort })),
          'Contact',
        ]}
        empty={
          <div className="p-4">
            <EmptyState title={filtered ? 'No partner matches this search' : 'No partners yet'}>
              {filtered
                ? 'Change the search or the status filter.'
                : 'Partners appear here when they sign up or are created through the API.'}
            </EmptyState>
          </div>
        }
      >
        {(p) => (
          <PartnerRow
            key={p.publisher_id}
            partner={p}
            staff={staff}
            selected={selected.has(p.publisher_id)}
            onToggle={() => toggle(p.publisher_id, p.account_name)}
          />
        )}
      </QueryTable>
      {list.data && (
        <Pagination
          offset={params.offset}
          limit={params.limit}
          total={total}
          onChange={(offset) => setParams({ offset })}
          label="partners"
        />
      )}
      <BulkStatusDialog
        networkId={session.networkId}
        action={action}
        selected={selected}
        selectedOnPage={rows.filter((r) => selected.has(r.publisher_id)).length}
        total={total}
        onClose={() => setAction(null)}
        onConfirm={confirm}
      />
    </div>
  );
}
