import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import type { PublisherListQuery } from '@/lib/client/hooks/partner-collections';
import type { RequestBody } from '@/lib/client/api';

export const PAGE_SIZES = [25, 50, 100];

export interface GridParams {
  q: string;
  status: string;
  /** A partner collection's id (staff only). */
  collection: string;
  /** A partner (commission) group's id. */
  group: string;
  sort: string;
  offset: number;
  limit: number;
}

/** The grid's state lives in the URL, so it survives reloads and back, and feeds the export. */
export function useGridParams() {
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const params: GridParams = {
    q: search.get('q') ?? '',
    status: search.get('status') ?? '',
    collection: search.get('collection') ?? '',
    group: search.get('group') ?? '',
    sort: search.get('sort') ?? '-created',
    offset: Math.max(0, Number(search.get('offset') ?? 0) || 0),
    limit: PAGE_SIZES.includes(Number(search.get('limit'))) ? Number(search.get('limit')) : 25,
  };
  const set = (changes: Partial<GridParams>) => {
    const next = { ...params, ...changes };
    if (!('offset' in changes)) next.offset = 0;
    const qs = new URLSearchParams();
    for (const key of ['q', 'status', 'collection', 'group'] as const)
      if (next[key]) qs.set(key, next[key]);
    if (next.sort !== '-created') qs.set('sort', next.sort);
    if (next.offset) qs.set('offset', String(next.offset));
    if (next.limit !== 25) qs.set('limit', String(next.limit));
    router.replace(`${pathname}${qs.size ? `?${qs}` : ''}`, { scroll: false });
  };
  return [params, set] as const;
}

/** The grid's sort keys as the v2 list names them. */
const V2_SORT: Record<string, string> = {
  publisher_id: 'id',
  account_name: 'name',
  company_name: 'company_name',
  network_status: 'network_status',
  created: 'account_created',
};

function v2Sort(sort: string): string {
  const key = V2_SORT[sort.replace(/^-/, '')] ?? 'account_created';
  return sort.startsWith('-') ? `-${key}` : key;
}

/** The filters of the grid as the v2 list's parameters (blank ones left out). */
function filtersOf(params: GridParams) {
  return {
    search: params.q || undefined,
    network_statuses: params.status || undefined,
    partner_collection_id: params.collection || undefined,
    commission_group_ids: params.group || undefined,
    sort: v2Sort(params.sort),
  };
}

/** What the grid shows of each partner: a brand user's record has no contact e-mail. */
const GRID_FIELDS = 'id,name,company_name,network_status,account_created,contact_email';

export function listQueryOf(params: GridParams): PublisherListQuery {
  return {
    ...filtersOf(params),
    fields: GRID_FIELDS,
    offset: params.offset,
    limit: params.limit,
  };
}

type CsvExport = RequestBody<'/v2/networks/{networkId}/publishers.csv', 'post'>;

/** The CSV export of what the grid shows: the same filters and sort, every page. */
export function exportBodyOf(params: GridParams): CsvExport {
  const filter = Object.entries(filtersOf(params))
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([property, value]) => ({ property, value }));
  return {
    filter,
    fields: [
      'id',
      'name',
      'company_name',
      'network_status',
      'account_created',
      'contact_name',
      'contact_email',
      'operating_country',
      'vertical',
      'promotional_method',
      'websites',
      'commission_groups',
    ],
  };
}
