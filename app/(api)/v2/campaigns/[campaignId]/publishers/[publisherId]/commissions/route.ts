import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentAllPartnerCommissions } from '@/lib/api/presenters/partner-commissions';
import { partnerRules } from '@/lib/services/commissions';
import { PartnerCommissionsQuery, PartnerCommissionsResponse } from '@/lib/schemas/commission';

// GET /v2/campaigns/{campaignId}/publishers/{publisherId}/commissions: brand side (staff, or a brand user granted the campaign's brand); the
// partner's groups are those active now (docs/commissions.md#partner-views).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary:
      "List a partner's commissions of every kind in a campaign (default, standard, promotional, voucher, tiers)",
    reference:
      'partnerize-partner-commissions GET /v2/campaigns/{campaignId}/publishers/{publisherId}/commissions',
    query: PartnerCommissionsQuery,
    responses: { 200: PartnerCommissionsResponse },
    handler: async ({ db, principal, params, query }) => {
      const views = await partnerRules(
        db,
        principal,
        pathId(params.campaignId, 'Campaign'),
        pathId(params.publisherId, 'Publisher'),
      );
      return { body: presentAllPartnerCommissions(views, query) };
    },
  }),
});
