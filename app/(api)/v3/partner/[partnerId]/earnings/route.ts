import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentTotals } from '@/lib/api/presenters/earnings';
import { PartnerEarningsV3Response } from '@/lib/schemas/earnings';
import { partnerEarnings } from '@/lib/services/earnings';

// GET /v3/partner/{partnerId}/earnings: a partner's commission per currency by lifecycle stage, ours.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "A partner's earnings per commission currency: pending, approved (not yet locked), locked and payable, " +
      'adjustments included (ours; the partner itself or staff)',
    reference: 'ours',
    responses: { 200: PartnerEarningsV3Response },
    handler: async ({ db, principal, params }) => {
      const partnerId = pathId(params.partnerId, 'Partner');
      const totals = await partnerEarnings(db, principal, partnerId);
      return { body: { data: { publisher_id: String(partnerId), totals: presentTotals(totals) } } };
    },
  }),
});
