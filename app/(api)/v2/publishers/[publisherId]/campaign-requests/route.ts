import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentRequestResult } from '@/lib/api/presenters/participation';
import { CampaignRequestsIn, CampaignRequestsResponse } from '@/lib/schemas/participation';
import { createCampaignRequests } from '@/lib/services/participations';

// POST /v2/publishers/{publisherId}/campaign-requests: Create campaign requests, 201.
// Partial success: each item succeeds or fails alone; `results` (ours) says why an item failed.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  POST: endpoint({
    summary: 'Request to join campaigns, as a partner',
    reference:
      'partnerize-campaign-requests-v2 POST /v2/publishers/{publisherId}/campaign-requests',
    responses: { 201: CampaignRequestsResponse },
    body: CampaignRequestsIn,
    handler: async ({ db, principal, params, body }) => {
      const items = body.campaign_requests.map((r) => ({
        campaignId: r.campaign_id,
        advertiserId: r.advertiser_id,
        termsId: r.terms_id,
      }));
      const outcomes = await createCampaignRequests(
        db,
        principal,
        pathId(params.publisherId, 'Publisher'),
        items,
      );
      const failures = outcomes.filter((o) => o.error).length;
      return {
        status: 201,
        body: {
          success_count: outcomes.length - failures,
          failure_count: failures,
          // Legacy: the real response spells it execution_type; the v2 envelope fills it in
          // (docs/api-decisions.md#execution_type-on-campaign-requests).
          execution_type: '',
          results: outcomes.map(presentRequestResult),
        },
      };
    },
  }),
});
