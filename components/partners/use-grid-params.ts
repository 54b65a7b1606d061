import { usePathname, useRouter, useSearchParams } from 'next/navigation';

export const PAGE_SIZES = [25, 50, 100];

export interface GridParams {
  q: string;
  status: string;
  sort: string;
  offset: number;
  limit: number;
}

/** The grid's state lives in the URL, so it survives reloads and back, and feeds the export link. */
export function useGridParams() {
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const params: GridParams = {
    q: search.get('q') ?? '',
    status: search.get('status') ?? '',
    sort: search.get('sort') ?? '-created',
    offset: Math.max(0, Number(search.get('offset') ?? 0) || 0),
    limit: PAGE_SIZES.includes(Number(search.get('limit'))) ? Number(search.get('limit')) : 25,
  };
  const set = (changes: Partial<GridParams>) => {
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

/** The CSV export of what the grid shows: the same search, filter and sort, every page. */
export function exportHrefOf(networkId: number, params: GridParams) {
  const qs = new URLSearchParams();
  if (params.q) qs.set('q', params.q);
  if (params.status) qs.set('network_status', params.status);
  qs.set('sort', params.sort);
  return `/network/${networkId}/publisher.csv?${qs}`;
}
