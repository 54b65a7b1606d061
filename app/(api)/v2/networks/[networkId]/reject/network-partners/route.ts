import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { partnerSelectionOf, preferOf } from '@/lib/api/network-partners';
import { presentDecisions } from '@/lib/api/presenters/participation';
import { DecisionsOut, NetworkPartnersDecisionIn } from '@/lib/schemas/participation';
import { decideNetworkPartners } from '@/lib/services/participations';

// POST /v2/networks/{network_id}/reject/network-partners: Reject partners from campaigns (op 30c's twin): a, p and t become r, r stays; a partner
// that neither requested nor was invited fails.
// Partial success per (campaign, partner) pair; `results` (ours) says why a pair failed.
// Legacy: the reference spells the path parameter {network_id}; Next.js allows one dynamic
// segment name per folder level, so this lives under the [networkId] of ops 30a/30b (same URL).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  POST: endpoint({
    summary: 'Reject partners from campaigns (op 30c, reject twin)',
    responses: { 200: DecisionsOut },
    body: NetworkPartnersDecisionIn,
    handler: async ({ db, principal, params, body, request }) => {
      preferOf(request);
      const outcomes = await decideNetworkPartners(db, principal, pathId(params.networkId, 'Network'), 'reject', body.campaign_id, partnerSelectionOf(body));
      return { body: presentDecisions(outcomes) };
    },
  }),
});
