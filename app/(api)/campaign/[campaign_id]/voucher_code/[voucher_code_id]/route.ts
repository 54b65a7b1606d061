import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentVoucherCode } from '@/lib/api/presenters/voucher-code';
import { VoucherCodeResponse } from '@/lib/schemas/voucher-code';
import { getCampaignVoucher } from '@/lib/services/vouchers';

// GET /campaign/{campaign_id}/voucher_code/{voucher_code_id}: one voucher code of the campaign.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'Retrieve a voucher code of a campaign',
    reference:
      'partnerize-voucher-codes GET /campaign/{campaign_id}/voucher_code/{voucher_code_id}',
    responses: { 200: VoucherCodeResponse },
    handler: async ({ db, principal, params }) => {
      const record = await getCampaignVoucher(
        db,
        principal,
        pathId(params.campaign_id, 'Campaign'),
        pathId(params.voucher_code_id, 'Voucher code'),
      );
      return { body: { voucher_code: presentVoucherCode(record) } };
    },
  }),
});
