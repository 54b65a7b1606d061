import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentVoucherCommission } from '@/lib/api/presenters/commission';
import { VoucherCommissionIn, VoucherCommissionResponse } from '@/lib/schemas/commission';
import {
  deleteRule,
  getRule,
  updateRule,
  voucherValues,
  withRecord,
} from '@/lib/services/commissions';

const ids = (params: Record<string, string | undefined>) =>
  [
    pathId(params.campaign_id, 'Campaign'),
    pathId(params.commission_id, 'Voucher commission'),
  ] as const;

const REF = 'partnerize-voucher-commissions';
const PATH = '/campaign/{campaignId}/optimisation/voucher/commission/{commissionId}';

// GET, PUT and DELETE of one voucher commission. PUT replaces its fields (the whole body, as
// POST) except fixed_per (ours, not in the answer), kept when left out; DELETE stamps it
// deleted and answers it.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'Show a voucher commission',
    reference: `${REF} GET ${PATH}`,
    responses: { 200: VoucherCommissionResponse },
    handler: async ({ db, principal, params }) => {
      const [campaignId, id] = ids(params);
      const record = await getRule(db, principal, campaignId, 'voucher', id);
      return { body: { voucher_commission: presentVoucherCommission(record) } };
    },
  }),
  PUT: endpoint({
    summary: 'Update a voucher commission (the whole body)',
    reference: `${REF} PUT ${PATH}`,
    body: VoucherCommissionIn,
    responses: { 200: VoucherCommissionResponse },
    handler: async ({ db, principal, params, body }) => {
      const [campaignId, id] = ids(params);
      const row = await updateRule(db, principal, campaignId, 'voucher', id, voucherValues(body));
      return { body: { voucher_commission: presentVoucherCommission(await withRecord(db, row)) } };
    },
  }),
  DELETE: endpoint({
    summary: 'Delete a voucher commission',
    reference: `${REF} DELETE ${PATH}`,
    responses: { 200: VoucherCommissionResponse },
    handler: async ({ db, principal, params }) => {
      const [campaignId, id] = ids(params);
      const record = await getRule(db, principal, campaignId, 'voucher', id);
      await deleteRule(db, principal, campaignId, 'voucher', id);
      return {
        body: {
          voucher_commission: {
            ...presentVoucherCommission(record),
            status: 'DELETED' as const,
          },
        },
      };
    },
  }),
});
