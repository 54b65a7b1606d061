import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentBrandCampaignV3 } from '@/lib/api/presenters/campaign';
import { BrandCampaignV3Response, ExtraInfoQuery, PatchCampaignIn } from '@/lib/schemas/campaign';
import { getCampaign, patchCampaignExtraInfo } from '@/lib/services/campaigns';

// GET /v3/brand/campaigns/{campaignId}?extra_info: Get campaign.
// PATCH /v3/brand/campaigns/{campaignId}: Partial update of extra_info (and our lock_period_days), 204
// (docs/api-decisions.md#campaign-patch-answers-204).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: 'Get a campaign',
    reference: 'partnerize-campaign-v3 GET /v3/brand/campaigns/{campaignId}',
    responses: { 200: BrandCampaignV3Response },
    query: ExtraInfoQuery,
    handler: async ({ db, principal, params, query }) => {
      const campaign = await getCampaign(db, principal, pathId(params.campaignId, 'Campaign'));
      return { body: { data: presentBrandCampaignV3(campaign, query.extra_info) } };
    },
  }),
  PATCH: endpoint({
    summary: "Set or remove a campaign's extra_info keys; set its lock period",
    reference: 'partnerize-campaign-v3 PATCH /v3/brand/campaigns/{campaignId}',
    responses: { 204: null },
    body: PatchCampaignIn,
    handler: async ({ db, principal, params, body }) => {
      await patchCampaignExtraInfo(db, principal, pathId(params.campaignId, 'Campaign'), body);
      return { status: 204 };
    },
  }),
});
