import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { DISCOVERY_DEFAULT_LIMIT, offsetQuery } from '@/lib/api/http/pagination';
import { presentDiscoveryAdvertiser } from '@/lib/api/presenters/participation';
import { DiscoveryListResponse } from '@/lib/schemas/participation';
import { discoverAdvertisers } from '@/lib/services/discovery';

// GET /v2/publishers/{publisherId}/discovery/advertisers: campaigns a partner can see, grouped
// by brand, a page of brands at a time. Flat advertiser items; no campaign_icon here.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: 'Discover campaigns grouped by brand, as a partner; offset and limit page the brands',
    reference:
      'partnerize-brand-discovery-v2 GET /v2/publishers/{publisherId}/discovery/advertisers',
    query: offsetQuery(DISCOVERY_DEFAULT_LIMIT),
    responses: { 200: DiscoveryListResponse },
    handler: async ({ db, principal, params, query, origin }) => {
      const page = { offset: query.offset, limit: query.limit };
      const found = await discoverAdvertisers(
        db,
        principal,
        pathId(params.publisherId, 'Publisher'),
        page,
      );
      return {
        body: {
          count: found.total,
          ...page,
          advertisers: found.advertisers.map((a) => presentDiscoveryAdvertiser(a, origin, false)),
        },
      };
    },
  }),
});
