import type { CsvColumn } from '@/lib/api/http/csv';
import type { AuditEventRecord } from '@/lib/services/audit';
import {
  encodeAuditCursor,
  type AuditEventOut,
  type AuditPaginationOut,
} from '@/lib/schemas/audit';
import { isoDateTime } from './common';

/** An item of GET /v3/network/{networkId}/audit-events. */
export function presentAuditEvent(r: AuditEventRecord): AuditEventOut {
  const e = r.event;
  return {
    id: String(e.id),
    created_at: isoDateTime(e.createdAt),
    actor:
      e.actorUserId === null ? null : { id: String(e.actorUserId), user_name: r.actorUserName },
    request_id: e.requestId,
    entity_type: e.entityType,
    entity_id: e.entityId,
    action: e.action,
    before: e.before ?? null,
    after: e.after ?? null,
  };
}

/**
 * hypermedia.pagination of a cursor-paged list: the first page and, when there is more, the
 * next one (the same URL with `cursor`), as absolute paths.
 */
export function auditPagination(
  requestUrl: string,
  limit: number,
  nextBeforeId: number | null,
): AuditPaginationOut {
  const first = new URL(requestUrl);
  first.searchParams.delete('cursor');
  first.searchParams.set('limit', String(limit));
  const nextCursor = nextBeforeId === null ? null : encodeAuditCursor(nextBeforeId);
  let next: string | null = null;
  if (nextCursor !== null) {
    const url = new URL(first);
    url.searchParams.set('cursor', nextCursor);
    next = `${url.pathname}${url.search}`;
  }
  return {
    limit,
    first_page: `${first.pathname}${first.search}`,
    next_page: next,
    next_cursor: nextCursor,
  };
}

const jsonText = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value);

/** The CSV export's columns: the item's fields, the actor split in two, before and after as JSON text. */
export const AUDIT_CSV_COLUMNS: CsvColumn<AuditEventRecord>[] = [
  { header: 'id', value: (r) => String(r.event.id) },
  { header: 'created_at', value: (r) => isoDateTime(r.event.createdAt) },
  {
    header: 'actor_id',
    value: (r) => (r.event.actorUserId === null ? null : String(r.event.actorUserId)),
  },
  {
    header: 'actor_user_name',
    value: (r) => (r.event.actorUserId === null ? 'system' : r.actorUserName),
  },
  { header: 'request_id', value: (r) => r.event.requestId },
  { header: 'entity_type', value: (r) => r.event.entityType },
  { header: 'entity_id', value: (r) => r.event.entityId },
  { header: 'action', value: (r) => r.event.action },
  { header: 'before', value: (r) => jsonText(r.event.before) },
  { header: 'after', value: (r) => jsonText(r.event.after) },
];
