import { useInfiniteQuery } from '@tanstack/react-query';
import { AuditEventListResponse } from '@/lib/schemas/audit';
import { ApiClientError, type FieldProblem } from '../errors';
import { keys } from '../query-keys';

type Id = string | number;

/** The audit log's filters as the console keeps them in the URL (the API's query names). */
export interface AuditFilters {
  entity_type?: string;
  entity_id?: string;
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
}

export const AUDIT_FILTER_NAMES = ['entity_type', 'entity_id', 'actor', 'action', 'from', 'to'] as const;

function queryString(filters: AuditFilters, extra: Record<string, string | number | undefined> = {}): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...filters, ...extra })) if (v !== undefined && v !== '') qs.set(k, String(v));
  const text = qs.toString();
  return text ? `?${text}` : '';
}

/** The CSV export of the same filters, for a plain download link (the session cookie goes with it). */
export function auditExportHref(networkId: Id, filters: AuditFilters): string {
  return `/v3/network/${networkId}/audit-events/export${queryString(filters)}`;
}

/** The console's audit page for a set of filters: also what "History" links point at. */
export function auditHref(filters: AuditFilters): string {
  const picked = Object.fromEntries(AUDIT_FILTER_NAMES.filter((name) => filters[name]).map((name) => [name, filters[name]]));
  return `/console/audit${queryString(picked)}`;
}

async function fetchAuditPage(networkId: Id, filters: AuditFilters, limit: number, cursor: string | undefined) {
  const response = await fetch(`/v3/network/${networkId}/audit-events${queryString(filters, { limit, cursor })}`, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (json as { error?: { message?: string; errors?: FieldProblem[] } } | undefined)?.error;
    throw new ApiClientError(response.status, error?.message ?? `HTTP ${response.status}`, error?.errors ?? []);
  }
  return AuditEventListResponse.parse(json);
}

/** The network's audit events, newest first; fetchNextPage follows the API's cursor ("Load more"). */
export function useAuditEvents(networkId: Id, filters: AuditFilters, limit = 50, enabled = true) {
  return useInfiniteQuery({
    queryKey: keys.audit.list(networkId, { ...filters, limit }),
    queryFn: ({ pageParam }) => fetchAuditPage(networkId, filters, limit, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.hypermedia.pagination.next_cursor ?? undefined,
    enabled,
  });
}
