import { useInfiniteQuery } from '@tanstack/react-query';
import type { paths } from '../generated/openapi';
import { api, call, serializeQuery } from '../api';
import { keys } from '../query-keys';

type Id = string | number;
type AuditQuery = NonNullable<
  paths['/v3/network/{networkId}/audit-events']['get']['parameters']['query']
>;

export const AUDIT_FILTER_NAMES = [
  'entity_type',
  'entity_id',
  'actor',
  'action',
  'from',
  'to',
] as const;

/** The audit log's filters as the console keeps them in the URL (the API's query names). */
export type AuditFilters = Pick<AuditQuery, (typeof AUDIT_FILTER_NAMES)[number]>;

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const text = serializeQuery(query);
  return text ? `${path}?${text}` : path;
};

/** The CSV export of the same filters, for a plain download link (the session cookie goes with it). */
export function auditExportHref(networkId: Id, filters: AuditFilters): string {
  return withQuery(`/v3/network/${networkId}/audit-events/export`, filters);
}

/** The console's audit page for a set of filters: also what "History" links point at. */
export function auditHref(filters: AuditFilters): string {
  const picked = Object.fromEntries(AUDIT_FILTER_NAMES.map((name) => [name, filters[name]]));
  return withQuery('/console/audit', picked);
}

/** The network's audit events, newest first; fetchNextPage follows the API's cursor ("Load more"). */
export function useAuditEvents(networkId: Id, filters: AuditFilters, limit = 50, enabled = true) {
  return useInfiniteQuery({
    queryKey: keys.audit.list(networkId, { ...filters, limit }),
    queryFn: ({ pageParam }) =>
      call(
        api.GET('/v3/network/{networkId}/audit-events', {
          params: {
            path: { networkId: String(networkId) },
            query: { ...filters, limit, cursor: pageParam },
          },
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.hypermedia.pagination.next_cursor ?? undefined,
    enabled,
  });
}
