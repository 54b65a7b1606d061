import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentPartnerDefault } from '@/lib/api/presenters/partner-commissions';
import { partnerRules } from '@/lib/services/commissions';
import { PartnerDefaultCommissionResponse } from '@/lib/schemas/commission';

// GET /v2/campaigns/{campaignId}/publishers/{publisherId}/commissions/default: brand side (staff, or a brand user granted the campaign's brand); the
// partner's groups are those active now (docs/commissions.md#partner-views).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: "Get a partner's default commission in a campaign, with its partner and group rates",
    reference:
      'partnerize-commissions GET /v2/campaigns/{campaignId}/publishers/{publisherId}/commissions/default',

    responses: { 200: PartnerDefaultCommissionResponse },
    handler: async ({ db, principal, params }) => {
      const views = await partnerRules(
        db,
        principal,
        pathId(params.campaignId, 'Campaign'),
        pathId(params.publisherId, 'Publisher'),
      );
      return { body: presentPartnerDefault(views) };
    },
  }),
});
