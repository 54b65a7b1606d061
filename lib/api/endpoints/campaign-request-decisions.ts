import type { z } from 'zod';
import { DecisionsResponse, type DecisionItemIn } from '@/lib/schemas/participation';
import { decideCampaignRequests } from '@/lib/services/participations';
import { endpoint, type AnyMethodSpec, type OperationDoc } from '../http/endpoint';
import { pathId } from '../http/params';
import { presentDecisions } from '../presenters/participation';

/**
 * POST /v2/networks/{networkId}/campaign-requests/accept and /decline: one handler, told which
 * status the pending requests get (a: approved, r: rejected) and which body schema to read.
 */
export function decideCampaignRequestsEndpoint(
  status: 'a' | 'r',
  body: z.ZodType<{ campaign_requests: DecisionItemIn[] }>,
  doc: OperationDoc,
): AnyMethodSpec {
  return endpoint({
    ...doc,
    responses: { 200: DecisionsResponse },
    body,
    handler: async ({ db, principal, params, body }) => {
      const items = body.campaign_requests.map((r) => ({
        campaignId: r.campaign_id,
        partnerId: r.publisher_id,
        reason: r.reason,
      }));
      const networkId = pathId(params.networkId, 'Network');
      const outcomes = await decideCampaignRequests(db, principal, networkId, status, items);
      return { body: presentDecisions(outcomes) };
    },
  });
}
