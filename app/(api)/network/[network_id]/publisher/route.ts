import { apiRoute, endpoint } from '@/lib/api/route';
import { offsetPagination, offsetQuery } from '@/lib/api/pagination';
import { pathId } from '@/lib/api/params';
import { presentPartner } from '@/lib/api/presenters/partner';
import { NetworkStatusUpdateIn, PartnerListQuery, PartnerListResponse, PartnerStatusResponse } from '@/lib/schemas/partner';
import { listPartners, updateNetworkStatuses } from '@/lib/services/partners';

// GET /network/{network_id}/publisher: List all partners on the network (op 4), with our
// optional offset/limit, network_status, q and sort.
// POST /network/{network_id}/publisher: Update partners' network status (op 5).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List all partners on the network (op 4), with paging, network_status filter, search (q) and sort',
    responses: { 200: PartnerListResponse },
    query: offsetQuery().extend(PartnerListQuery.shape),
    handler: async ({ db, principal, params, query, request, origin }) => {
      const networkId = pathId(params.network_id, 'Network');
      const page = { offset: query.offset, limit: query.limit };
      const { rows, total } = await listPartners(db, principal, networkId, query, page);
      return {
        body: {
          count: total,
          limit: page.limit,
          offset: page.offset,
          publishers: rows.map((p) => ({ publisher: presentPartner(p, origin, principal) })),
          hypermedia: { pagination: offsetPagination(request.url, page, total) },
        },
      };
    },
  }),
  POST: endpoint({
    summary: "Update partners' network status (op 5); r also rejects the partner from every campaign",
    responses: { 200: PartnerStatusResponse },
    body: NetworkStatusUpdateIn,
    handler: async ({ db, principal, params, body, origin }) => {
      const networkId = pathId(params.network_id, 'Network');
      const rows = await updateNetworkStatuses(db, principal, networkId, body.publishers);
      return { body: { count: rows.length, publishers: rows.map((p) => ({ publisher: presentPartner(p, origin, principal) })) } };
    },
  }),
});
