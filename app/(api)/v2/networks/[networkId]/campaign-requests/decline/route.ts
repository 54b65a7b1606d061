import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { presentDecisions } from '@/lib/api/presenters/participation';
import { DeclineRequestsIn, DecisionsOut, type DecisionItemIn } from '@/lib/schemas/participation';
import { decideCampaignRequests } from '@/lib/services/participations';

// POST /v2/networks/{networkId}/campaign-requests/decline: Decline pending campaign requests; the
// reason (may be null) is kept in the participation history (op 30b).
// Partial success; only pending requests can be decided; `results` (ours) says why an item failed.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  POST: endpoint({
    summary: 'Decline pending campaign requests, with an optional reason (op 30b)',
    responses: { 200: DecisionsOut },
    body: DeclineRequestsIn,
    handler: async ({ db, principal, params, body }) => {
      const items = (body.campaign_requests as DecisionItemIn[]).map((r) => ({ campaignId: r.campaign_id, partnerId: r.publisher_id, reason: r.reason }));
      const outcomes = await decideCampaignRequests(db, principal, pathId(params.networkId, 'Network'), 'r', items);
      return { body: presentDecisions(outcomes) };
    },
  }),
});
