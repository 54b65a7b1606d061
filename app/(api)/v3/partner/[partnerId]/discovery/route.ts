import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { offsetQuery } from '@/lib/api/http/pagination';
import { presentDiscoveryAdvertiserWithDetails } from '@/lib/api/presenters/discovery-details';
import { DiscoveryDetailsV3Response } from '@/lib/schemas/participation';
import { discoverAdvertisers } from '@/lib/services/discovery';

// GET /v3/partner/{partnerId}/discovery: the partner area's discovery page, ours. The v2
// discovery page (same paging, same brands) with what a partner weighs before asking to join:
// description, default commission, cookie period and approval type (docs/api-decisions.md).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      'Discover campaigns grouped by brand with their description, default commission, cookie ' +
      'period and approval type (ours; the partner area, the partner itself or staff)',
    reference: 'ours',
    query: offsetQuery(),
    responses: { 200: DiscoveryDetailsV3Response },
    handler: async ({ db, principal, params, query, origin }) => {
      const page = { offset: query.offset, limit: query.limit };
      const found = await discoverAdvertisers(
        db,
        principal,
        pathId(params.partnerId, 'Partner'),
        page,
        { details: true },
      );
      return {
        body: {
          data: {
            count: found.total,
            ...page,
            advertisers: found.advertisers.map((a) =>
              presentDiscoveryAdvertiserWithDetails(a, origin),
            ),
          },
        },
      };
    },
  }),
});
