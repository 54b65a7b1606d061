import { useEffect, useState } from 'react';
import { useBulkPartnerStatus } from '@/lib/client/hooks/partners';
import {
  useExportPartnersCsv,
  usePartnerCollections,
  usePartnerListV2,
  useShowStatusAtOnce,
} from '@/lib/client/hooks/partner-collections';
import { usePartnerGroups } from '@/lib/client/hooks/partner-groups';
import { describeError } from '@/lib/client/form-errors';
import { plural } from '@/lib/client/format';
import { useToast } from '@/components/ui/toast';
import type { BulkAction } from './bulk-status';
import type { FilterOptions } from './partner-search-form';
import { collectionLabel } from './add-to-collection';
import { groupLabel } from './add-to-group';
import { exportBodyOf, listQueryOf, useGridParams } from './use-grid-params';
import { usePartnerSelection } from './use-partner-selection';

/** Which of the grid's dialogs is open. */
export type GridDialog = 'collection' | 'group' | null;

/**
 * The partner grid's state: the URL's filters, the v2 list they ask for, the selection, the
 * bulk status change (shown at once, put back if refused), the filter options and the export.
 */
export function usePartnerGrid(networkId: number, staff: boolean) {
  const toast = useToast();
  const [params, setParams] = useGridParams();
  const [search, setSearch] = useState(params.q);
  const list = usePartnerListV2(networkId, listQueryOf(params));
  const rows = (list.data?.publishers ?? []).map((p) => ({
    publisher_id: p.id ?? '',
    account_name: p.name ?? '',
    company_name: p.company_name,
    network_status: p.network_status ?? '',
    created: p.account_created ?? '',
    contact_email: p.contact_email,
  }));
  const filterKey = [params.q, params.status, params.collection, params.group].join('|');
  const selection = usePartnerSelection(filterKey, rows);
  const [action, setAction] = useState<BulkAction | null>(null);
  const [dialog, setDialog] = useState<GridDialog>(null);
  const bulk = useBulkPartnerStatus(networkId);
  const showAtOnce = useShowStatusAtOnce();
  const extras = useGridExtras(networkId, staff);

  // A new search runs 300 ms after typing stops.
  useEffect(() => {
    if (search === params.q) return;
    const timer = setTimeout(() => setParams({ q: search.trim() }), 300);
    return () => clearTimeout(timer);
  }, [search]); // eslint-disable-line react-hooks/exhaustive-deps

  function confirmStatus() {
    if (!action) return;
    const chosen = action;
    const ids = [...selection.selected.keys()];
    const putBack = showAtOnce(ids, chosen.status);
    bulk.mutate(
      { ids, status: chosen.status },
      {
        onSuccess: () => {
          toast(`${plural(ids.length, 'partner')} ${chosen.done}.`);
          selection.clear();
        },
        onError: (error) => {
          putBack();
          toast(`Nothing was changed: ${describeError(error)}`, 'error');
        },
      },
    );
    setAction(null);
  }

  return {
    params,
    setParams,
    search,
    setSearch,
    list,
    rows,
    total: list.data?.count ?? 0,
    filtered: Boolean(params.q || params.status || params.collection || params.group),
    selection,
    action,
    setAction,
    confirmStatus,
    bulkPending: bulk.isPending,
    dialog,
    setDialog,
    exportCsv: () => extras.exportCsv(exportBodyOf(params)),
    exporting: extras.exporting,
    collectionOptions: extras.collectionOptions,
    groupOptions: extras.groupOptions,
  };
}

/** The collection and group filters' options, and the CSV export (its failure is a toast). */
function useGridExtras(networkId: number, staff: boolean) {
  const toast = useToast();
  const exporter = useExportPartnersCsv(networkId);
  const collections = usePartnerCollections(networkId, staff);
  const groups = usePartnerGroups(networkId);
  const collectionOptions: FilterOptions | undefined = collections.data?.map((c) => [
    c.id,
    collectionLabel(c),
  ]);
  const groupOptions: FilterOptions | undefined = groups.data?.map((g) => [g.id, groupLabel(g)]);
  return {
    collectionOptions,
    groupOptions,
    exporting: exporter.isPending,
    exportCsv: (body: Parameters<typeof exporter.mutate>[0]) =>
      exporter.mutate(body, {
        onError: (error) => toast(`The export failed: ${describeError(error)}`, 'error'),
      }),
  };
}
