import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentPartnerPromotions } from '@/lib/api/presenters/partner-commissions';
import { partnerRules } from '@/lib/services/commissions';
import { PartnerPromotionsResponse } from '@/lib/schemas/commission';

// GET /v2/campaigns/{campaignId}/publishers/{publisherId}/commissions/promotion: brand side (staff, or a brand user granted the campaign's brand); the
// partner's groups are those active now (docs/commissions.md#partner-views).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: 'List the promotional commissions that pay a partner in a campaign',
    reference:
      'partnerize-promotional-commissions GET /v2/campaigns/{campaignId}/publishers/{publisherId}/commissions/promotion',

    responses: { 200: PartnerPromotionsResponse },
    handler: async ({ db, principal, params }) => {
      const views = await partnerRules(
        db,
        principal,
        pathId(params.campaignId, 'Campaign'),
        pathId(params.publisherId, 'Publisher'),
      );
      return { body: presentPartnerPromotions(views) };
    },
  }),
});
