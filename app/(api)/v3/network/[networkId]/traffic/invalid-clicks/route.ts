import { apiRoute, endpoint } from '@/lib/api/http/route';
import { offsetPagination, offsetQuery } from '@/lib/api/http/pagination';
import { pathId } from '@/lib/api/http/params';
import { presentInvalidClick } from '@/lib/api/presenters/traffic';
import { InvalidClickListResponse, InvalidClicksQuery } from '@/lib/schemas/traffic';
import { listInvalidClicks } from '@/lib/services/traffic';

// GET /v3/network/{networkId}/traffic/invalid-clicks (ours; staff, and brand users for their
// brands): the clicks that earn nobody anything, with their verdicts, newest first, offset paged.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      'Invalid clicks of the last 7, 30 or 90 days with their verdict (reason), newest first; filters brand_id, campaign_id, ' +
      'partner_id and reason (our operation)',
    reference: 'ours',
    responses: { 200: InvalidClickListResponse },
    query: offsetQuery(25, 100).extend(InvalidClicksQuery.shape),
    handler: async ({ db, principal, params, query, request }) => {
      const page = { offset: query.offset, limit: query.limit };
      const { rows, total } = await listInvalidClicks(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        query,
        page,
      );
      return {
        body: {
          data: rows.map(presentInvalidClick),
          hypermedia: { pagination: offsetPagination(request.url, page, total) },
        },
      };
    },
  }),
});
