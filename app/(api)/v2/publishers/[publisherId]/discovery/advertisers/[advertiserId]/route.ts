import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentDiscoveryAdvertiser } from '@/lib/api/presenters/participation';
import { DiscoveryAdvertiserResponse } from '@/lib/schemas/participation';
import { discoverAdvertiser } from '@/lib/services/discovery';

// GET /v2/publishers/{publisherId}/discovery/advertisers/{advertiserId}: one brand with the
// campaigns the partner can see; campaigns carry campaign_icon.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: 'One brand with its campaigns, as a partner sees it',
    reference:
      'partnerize-brand-discovery-v2 GET /v2/publishers/{publisherId}/discovery/advertisers/{advertiserId}',
    responses: { 200: DiscoveryAdvertiserResponse },
    handler: async ({ db, principal, params, origin }) => {
      const found = await discoverAdvertiser(
        db,
        principal,
        pathId(params.publisherId, 'Publisher'),
        pathId(params.advertiserId, 'Advertiser'),
      );
      return { body: { advertiser: presentDiscoveryAdvertiser(found, origin, true) } };
    },
  }),
});
