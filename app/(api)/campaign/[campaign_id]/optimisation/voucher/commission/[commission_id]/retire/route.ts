import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentVoucherCommission } from '@/lib/api/presenters/commission';
import { VoucherCommissionResponse } from '@/lib/schemas/commission';
import { retireRule, withRecord } from '@/lib/services/commissions';

// POST /campaign/{campaignId}/optimisation/voucher/commission/{commissionId}/retire.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  POST: endpoint({
    summary: 'Retire a voucher commission now',
    reference:
      'partnerize-voucher-commissions POST /campaign/{campaignId}/optimisation/voucher/commission/{commissionId}/retire',
    responses: { 200: VoucherCommissionResponse },
    handler: async ({ db, principal, params }) => {
      const row = await retireRule(
        db,
        principal,
        pathId(params.campaign_id, 'Campaign'),
        'voucher',
        pathId(params.commission_id, 'Voucher commission'),
      );
      return { body: { voucher_commission: presentVoucherCommission(await withRecord(db, row)) } };
    },
  }),
});
