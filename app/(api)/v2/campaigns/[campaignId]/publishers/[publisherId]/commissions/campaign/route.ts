import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentPartnerCampaignCommissions } from '@/lib/api/presenters/partner-commissions';
import { partnerRules } from '@/lib/services/commissions';
import { PartnerCampaignCommissionsResponse } from '@/lib/schemas/commission';

// GET /v2/campaigns/{campaignId}/publishers/{publisherId}/commissions/campaign: brand side (staff, or a brand user granted the campaign's brand); the
// partner's groups are those active now (docs/commissions.md#partner-views).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: "List a partner's standard commissions in a campaign, each with the partner's rate",
    reference:
      'partnerize-commissions GET /v2/campaigns/{campaignId}/publishers/{publisherId}/commissions/campaign',

    responses: { 200: PartnerCampaignCommissionsResponse },
    handler: async ({ db, principal, params }) => {
      const views = await partnerRules(
        db,
        principal,
        pathId(params.campaignId, 'Campaign'),
        pathId(params.publisherId, 'Publisher'),
      );
      return { body: presentPartnerCampaignCommissions(views) };
    },
  }),
});
