import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { presentDecisions } from '@/lib/api/presenters/participation';
import { AcceptRequestsIn, DecisionsOut, type DecisionItemIn } from '@/lib/schemas/participation';
import { decideCampaignRequests } from '@/lib/services/participations';

// POST /v2/networks/{networkId}/campaign-requests/accept: Accept pending campaign requests (op 30a).
// Partial success; only pending requests can be decided; `results` (ours) says why an item failed.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  POST: endpoint({
    summary: 'Accept pending campaign requests (op 30a)',
    responses: { 200: DecisionsOut },
    body: AcceptRequestsIn,
    handler: async ({ db, principal, params, body }) => {
      const items = (body.campaign_requests as DecisionItemIn[]).map((r) => ({ campaignId: r.campaign_id, partnerId: r.publisher_id, reason: r.reason }));
      const outcomes = await decideCampaignRequests(db, principal, pathId(params.networkId, 'Network'), 'a', items);
      return { body: presentDecisions(outcomes) };
    },
  }),
});
