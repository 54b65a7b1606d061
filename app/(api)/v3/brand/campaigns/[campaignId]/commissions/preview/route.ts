import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentCommissionPreview } from '@/lib/api/presenters/commission-preview';
import { CommissionPreviewIn, CommissionPreviewV3Response } from '@/lib/schemas/commission';
import { previewCommission } from '@/lib/services/commissions';

// POST /v3/brand/campaigns/{campaignId}/commissions/preview: what a conversion would pay a
// partner, and by which rule, resolved as recording does; nothing is written
// (docs/api-decisions.md#commission-preview).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: endpoint({
    summary:
      'Preview the commission a conversion would pay a partner, and the rule that would pay it (nothing is recorded)',
    reference: 'ours',
    body: CommissionPreviewIn,
    responses: { 200: CommissionPreviewV3Response },
    handler: async ({ db, principal, params, body }) => {
      const items = body.items ?? [];
      const { campaign, priced } = await previewCommission(
        db,
        principal,
        pathId(params.campaignId, 'Campaign'),
        {
          partnerId: body.publisher_id,
          value: body.value,
          at: body.conversion_time,
          voucherCode: body.voucher_code,
          items,
        },
      );
      return {
        body: { data: presentCommissionPreview(body.publisher_id, campaign, priced, items) },
      };
    },
  }),
});
