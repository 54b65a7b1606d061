import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { auditPagination, presentAuditEvent } from '@/lib/api/presenters/audit';
import { AuditEventListResponse, AuditEventsQuery } from '@/lib/schemas/audit';
import { listAuditEvents } from '@/lib/services/audit';

// GET /v3/network/{networkId}/audit-events (ours, staff only): who changed what and when,
// newest first, filtered by entity, actor, action and time, cursor paged.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "The network's audit log, newest first: filters entity_type, entity_id, actor (a user id or system), action, from and to; " +
      'cursor paging through hypermedia.pagination.next_page (our operation; staff only)',
    reference: 'ours',
    responses: { 200: AuditEventListResponse },
    query: AuditEventsQuery,
    handler: async ({ db, principal, params, query, request }) => {
      const page = await listAuditEvents(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        query,
        { beforeId: query.cursor, limit: query.limit },
      );
      return {
        body: {
          data: page.items.map(presentAuditEvent),
          hypermedia: { pagination: auditPagination(request.url, query.limit, page.nextBeforeId) },
        },
      };
    },
  }),
});
