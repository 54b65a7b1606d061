import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentPartnerVouchers } from '@/lib/api/presenters/partner-commissions';
import { partnerRules } from '@/lib/services/commissions';
import { PartnerVoucherCommissionsResponse } from '@/lib/schemas/commission';

// GET /v2/campaigns/{campaignId}/publishers/{publisherId}/commissions/voucher: brand side (staff, or a brand user granted the campaign's brand); the
// partner's groups are those active now (docs/commissions.md#partner-views).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: "List the voucher commissions of a partner's codes in a campaign",
    reference:
      'partnerize-voucher-commissions GET /v2/campaigns/{campaignId}/publishers/{publisherId}/commissions/voucher',

    responses: { 200: PartnerVoucherCommissionsResponse },
    handler: async ({ db, principal, params }) => {
      const views = await partnerRules(
        db,
        principal,
        pathId(params.campaignId, 'Campaign'),
        pathId(params.publisherId, 'Publisher'),
      );
      return { body: presentPartnerVouchers(views) };
    },
  }),
});
