import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { presentDiscoveryAdvertiser } from '@/lib/api/presenters/participation';
import { DiscoveryListOut } from '@/lib/schemas/participation';
import { discoverAdvertisers } from '@/lib/services/discovery';

// GET /v2/publishers/{publisherId}/discovery/advertisers: campaigns a partner can see, grouped
// by brand (op 23). Flat advertiser items; no campaign_icon here.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: 'Discover campaigns grouped by brand, as a partner (op 23)',
    responses: { 200: DiscoveryListOut },
    handler: async ({ db, principal, params, origin }) => {
      const found = await discoverAdvertisers(db, principal, pathId(params.publisherId, 'Publisher'));
      return { body: { count: found.length, advertisers: found.map((a) => presentDiscoveryAdvertiser(a, origin, false)) } };
    },
  }),
});
