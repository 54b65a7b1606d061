'use client';

import { useConsoleSession, isStaff } from '@/components/console/shell/session-context';
import { Button } from '@/components/ui/button';
import { selectAllColumn } from '@/components/ui/data-table';
import { QueryTable } from '@/components/ui/query-table';
import { EmptyState } from '@/components/ui/states';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { AddToCollectionDialog } from './add-to-collection';
import { AddToGroupDialog } from './add-to-group';
import { BulkStatusBar, BulkStatusDialog } from './bulk-status';
import { PartnerRow, sortColumns } from './partner-row';
import { PartnerSearchForm } from './partner-search-form';
import { usePartnerGrid } from './use-partner-grid';

/**
 * The console's partner grid, on the v2 partner list: search, status, collection and partner
 * group filters, sorting and paging on the server; staff tick partners to change their network
 * status or add them to a collection or a partner group; the export takes the same filters.
 */
export function PartnerGrid() {
  const session = useConsoleSession();
  const staff = isStaff(session);
  const g = usePartnerGrid(session.networkId, staff);
  const { selected, allOnPage, toggle, toggleAll, clear } = g.selection;
  const afterAdd = () => {
    g.setDialog(null);
    clear();
  };

  return (
    <div>
      <PageHeader
        title="Partners"
        crumbs={[{ label: 'Console', href: '/console' }, { label: 'Partners' }]}
        actions={
          <Button onClick={g.exportCsv} disabled={g.exporting}>
            {g.exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
        }
      >
        Every partner of the network. Export CSV downloads the partners you see: the same search,
        filters and order.
      </PageHeader>
      <PartnerSearchForm
        search={g.search}
        onSearchChange={g.setSearch}
        params={g.params}
        setParams={g.setParams}
        updating={g.list.isFetching && !g.list.isLoading}
        collections={staff ? g.collectionOptions : undefined}
        groups={g.groupOptions}
      />
      {staff && selected.size > 0 && (
        <BulkStatusBar
          count={selected.size}
          pending={g.bulkPending}
          onAction={g.setAction}
          onClear={clear}
        >
          <Button size="sm" onClick={() => g.setDialog('collection')}>
            Add to collection
          </Button>
          <Button size="sm" onClick={() => g.setDialog('group')}>
            Add to partner group
          </Button>
        </BulkStatusBar>
      )}
      <QueryTable
        query={g.list}
        rows={g.rows}
        caption="Partners on the network"
        look="list"
        columns={[
          staff && selectAllColumn('Select every partner on this page', allOnPage, toggleAll),
          ...sortColumns(g.params.sort, (sort) => g.setParams({ sort })),
          'Contact',
        ]}
        empty={
          <div className="p-4">
            <EmptyState title={g.filtered ? 'No partner matches this search' : 'No partners yet'}>
              {g.filtered
                ? 'Change the search or the filters.'
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
      {g.list.data && (
        <Pagination
          offset={g.params.offset}
          limit={g.params.limit}
          total={g.total}
          onChange={(offset) => g.setParams({ offset })}
          label="partners"
        />
      )}
      <BulkStatusDialog
        networkId={session.networkId}
        action={g.action}
        selected={selected}
        selectedOnPage={g.rows.filter((r) => selected.has(r.publisher_id)).length}
        total={g.total}
        onClose={() => g.setAction(null)}
        onConfirm={g.confirmStatus}
      />
      <AddToCollectionDialog
        networkId={session.networkId}
        open={g.dialog === 'collection'}
        selected={selected}
        onClose={() => g.setDialog(null)}
        onDone={afterAdd}
      />
      <AddToGroupDialog
        networkId={session.networkId}
        open={g.dialog === 'group'}
        selected={selected}
        onClose={() => g.setDialog(null)}
        onDone={afterAdd}
      />
    </div>
  );
}
