import { apiRoute, endpoint } from '@/lib/api/http/route';
import { offsetQuery } from '@/lib/api/http/pagination';
import { pathId } from '@/lib/api/http/params';
import { filtersOfUrl } from '@/lib/api/endpoints/publisher-filters';
import { PublisherFiltersQuery } from '@/lib/schemas/publisher-filters';
import { PublisherIdsV2Response } from '@/lib/schemas/publisher-v2';
import { listPartnerIdsV2 } from '@/lib/services/partners';

// GET /v2/networks/{network_id}/publishers/ids: the ids of the partners the list's filters
// match, paged (limit up to 10,000; count is every match). Staff and brand users.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary:
      'The ids of the partners matching the list filters (limit up to 10,000, default 1,000; count is every match)',
    reference: 'partnerize-publishers GET /v2/networks/{network_id}/publishers/ids',
    responses: { 200: PublisherIdsV2Response },
    query: offsetQuery(1000, 10_000).extend(PublisherFiltersQuery.shape),
    handler: async ({ db, principal, params, query, request }) => {
      const networkId = pathId(params.networkId, 'Network');
      const filters = filtersOfUrl(new URL(request.url));
      const page = { offset: query.offset, limit: query.limit };
      const { ids, total } = await listPartnerIdsV2(db, principal, networkId, filters, page);
      return {
        body: {
          count: total,
          limit: page.limit,
          offset: page.offset,
          publisher_ids: ids.map(String),
        },
      };
    },
  }),
});
