import { apiRoute } from '@/lib/api/route';
import { decideNetworkPartnersEndpoint } from '@/lib/api/network-partners';

// POST /v2/networks/{network_id}/invite/network-partners: Invite partners to campaigns: a pending request (p) is approved, a partner with no
// participation or a rejected one (r) gets an invitation (t), a and t stay. Only partners
// approved on the network.
// Partial success per (campaign, partner) pair; `results` (ours) says why a pair failed.
// Legacy: the reference spells the path parameter {network_id}; Next.js allows one dynamic
// segment name per folder level, so this lives under the [networkId] of the request accept/decline routes (same URL).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  POST: decideNetworkPartnersEndpoint('invite', {
    summary: 'Invite partners to campaigns; a pending request is approved',
    reference:
      'partnerize-campaign-requests-and-invites POST /v2/networks/{network_id}/invite/network-partners',
  }),
});
