import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentPartnerVoucherCode } from '@/lib/api/presenters/voucher-code';
import { PartnerVoucherCodeListResponse } from '@/lib/schemas/voucher-code';
import { listPartnerVouchers } from '@/lib/services/vouchers';

// GET /user/publisher/{publisher_id}/campaign/{campaign_id}/voucher: the campaign's voucher
// codes that credit the partner (staff, the partner itself, a brand user granted the brand).
// Legacy: Next.js names one dynamic segment once per level, and the sibling route
// /user/publisher/{publisher_id}/campaign/{status} named it first, so the campaign id arrives as
// `status` here (the OpenAPI document shows that name).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary:
      'List the voucher codes of a campaign that credit the partner ({status} is the campaign id)',
    reference:
      'partnerize-voucher-codes-v1 GET /user/publisher/{publisher_id}/campaign/{campaign_id}/voucher',
    responses: { 200: PartnerVoucherCodeListResponse },
    handler: async ({ db, principal, params }) => {
      const codes = await listPartnerVouchers(
        db,
        principal,
        pathId(params.publisher_id, 'Publisher'),
        pathId(params.status, 'Campaign'),
      );
      return {
        body: {
          count: codes.length,
          commission_fields: [],
          voucher_codes: codes.map((c) => ({ voucher_code: presentPartnerVoucherCode(c) })),
        },
      };
    },
  }),
});
