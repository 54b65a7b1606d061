import { apiRoute } from '@/lib/api/http/route';
import { decideNetworkPartnersEndpoint } from '@/lib/api/endpoints/network-partners';

// POST /v2/networks/{network_id}/reject/network-partners: Reject partners from campaigns (the invite operation's twin): a, p and t become r, r stays; a partner
// that neither requested nor was invited fails.
// Partial success per (campaign, partner) pair; `results` (ours) says why a pair failed.
// Legacy: the reference spells the path parameter {network_id}; Next.js allows one dynamic
// segment name per folder level, so this lives under the [networkId] of the request accept/decline routes (same URL).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  POST: decideNetworkPartnersEndpoint('reject', {
    summary: 'Reject partners from campaigns (the twin of the invite operation)',
    reference:
      'partnerize-campaign-requests-and-invites POST /v2/networks/{network_id}/reject/network-partners',
  }),
});
