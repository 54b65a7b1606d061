import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { presentBrandCampaignV3 } from '@/lib/api/presenters/campaign';
import { BrandCampaignV3Body, ExtraInfoQuery, PatchCampaignIn } from '@/lib/schemas/campaign';
import { getCampaign, patchCampaignExtraInfo } from '@/lib/services/campaigns';

// GET /v3/brand/campaigns/{campaignId}?extra_info: Get campaign (op 28g).
// PATCH /v3/brand/campaigns/{campaignId}: Partial update of extra_info (op 28h), 204 (decision 9).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: 'Get a campaign (op 28g)',
    responses: { 200: BrandCampaignV3Body },
    query: ExtraInfoQuery,
    handler: async ({ db, principal, params, query }) => {
      const campaign = await getCampaign(db, principal, pathId(params.campaignId, 'Campaign'));
      return { body: { data: presentBrandCampaignV3(campaign, query.extra_info) } };
    },
  }),
  PATCH: endpoint({
    summary: "Set or remove a campaign's extra_info keys (op 28h)",
    responses: { 204: null },
    body: PatchCampaignIn,
    handler: async ({ db, principal, params, body }) => {
      await patchCampaignExtraInfo(db, principal, pathId(params.campaignId, 'Campaign'), body);
      return { status: 204 };
    },
  }),
});
