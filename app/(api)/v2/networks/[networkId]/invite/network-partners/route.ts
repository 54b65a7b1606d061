import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { partnerSelectionOf, preferOf } from '@/lib/api/network-partners';
import { presentDecisions } from '@/lib/api/presenters/participation';
import { DecisionsOut, NetworkPartnersDecisionIn } from '@/lib/schemas/participation';
import { decideNetworkPartners } from '@/lib/services/participations';

// POST /v2/networks/{network_id}/invite/network-partners: Invite partners to campaigns (op 30c): a pending request (p) is approved, a partner with no
// participation or a rejected one (r) gets an invitation (t), a and t stay. Only partners
// approved on the network.
// Partial success per (campaign, partner) pair; `results` (ours) says why a pair failed.
// Legacy: the reference spells the path parameter {network_id}; Next.js allows one dynamic
// segment name per folder level, so this lives under the [networkId] of ops 30a/30b (same URL).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  POST: endpoint({
    summary: 'Invite partners to campaigns; a pending request is approved (op 30c)',
    responses: { 200: DecisionsOut },
    body: NetworkPartnersDecisionIn,
    handler: async ({ db, principal, params, body, request }) => {
      preferOf(request);
      const outcomes = await decideNetworkPartners(db, principal, pathId(params.networkId, 'Network'), 'invite', body.campaign_id, partnerSelectionOf(body));
      return { body: presentDecisions(outcomes) };
    },
  }),
});
