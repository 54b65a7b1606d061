import { apiRoute } from '@/lib/api/http/route';
import { decideCampaignRequestsEndpoint } from '@/lib/api/endpoints/campaign-request-decisions';
import { AcceptRequestsIn } from '@/lib/schemas/participation';

// POST /v2/networks/{networkId}/campaign-requests/accept: Accept pending campaign requests.
// Partial success; only pending requests can be decided; `results` (ours) says why an item failed.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  POST: decideCampaignRequestsEndpoint('a', AcceptRequestsIn, {
    summary: 'Accept pending campaign requests',
    reference:
      'partnerize-campaign-requests-and-invites POST /v2/networks/{networkId}/campaign-requests/accept',
  }),
});
