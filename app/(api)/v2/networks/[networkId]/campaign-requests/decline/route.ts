import { apiRoute } from '@/lib/api/http/route';
import { decideCampaignRequestsEndpoint } from '@/lib/api/endpoints/campaign-request-decisions';
import { DeclineRequestsIn } from '@/lib/schemas/participation';

// POST /v2/networks/{networkId}/campaign-requests/decline: Decline pending campaign requests; the
// reason (may be null) is kept in the participation history.
// Partial success; only pending requests can be decided; `results` (ours) says why an item failed.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  POST: decideCampaignRequestsEndpoint('r', DeclineRequestsIn, {
    summary: 'Decline pending campaign requests, with an optional reason',
    reference:
      'partnerize-campaign-requests-and-invites POST /v2/networks/{networkId}/campaign-requests/decline',
  }),
});
