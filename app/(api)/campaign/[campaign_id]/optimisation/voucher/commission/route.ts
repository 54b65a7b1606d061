import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentVoucherCommission } from '@/lib/api/presenters/commission';
import {
  CommissionsAtQuery,
  VoucherCommissionIn,
  VoucherCommissionListResponse,
  VoucherCommissionResponse,
} from '@/lib/schemas/commission';
import { createRule, listRules, voucherValues, withRecord } from '@/lib/services/commissions';

// GET and POST /campaign/{campaignId}/optimisation/voucher/commission: commissions paid for
// sales with the campaign's voucher codes (they beat every other rule: docs/commissions.md).
// Made here they are version 1 (POST /v2/.../commissions/{id}/migrate moves them to 2).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: "List a campaign's active and scheduled voucher commissions (at: another moment)",
    reference:
      'partnerize-voucher-commissions GET /campaign/{campaignId}/optimisation/voucher/commission',
    query: CommissionsAtQuery,
    responses: { 200: VoucherCommissionListResponse },
    handler: async ({ db, principal, params, query }) => {
      const records = await listRules(
        db,
        principal,
        pathId(params.campaign_id, 'Campaign'),
        'voucher',
        query.at,
      );
      return {
        body: {
          count: records.length,
          voucher_commissions: records.map(presentVoucherCommission),
        },
      };
    },
  }),
  POST: endpoint({
    summary: 'Create a voucher commission for voucher codes of the campaign (ids)',
    reference:
      'partnerize-voucher-commissions POST /campaign/{campaignId}/optimisation/voucher/commission',
    body: VoucherCommissionIn,
    responses: { 200: VoucherCommissionResponse },
    handler: async ({ db, principal, params, body }) => {
      const row = await createRule(
        db,
        principal,
        pathId(params.campaign_id, 'Campaign'),
        'voucher',
        { ...voucherValues(body), startAt: body.start_date },
        { version: 1 },
      );
      return { body: { voucher_commission: presentVoucherCommission(await withRecord(db, row)) } };
    },
  }),
});
