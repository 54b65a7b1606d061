import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentNextPayment } from '@/lib/api/presenters/partner-payments';
import { NextPaymentResponse } from '@/lib/schemas/partner-payments';
import { partnerNextPayment } from '@/lib/services/partner-payments';

// GET /v3/partner/{partnerId}/next-payment (ours): per currency, the balance, the threshold that
// applies and how far the balance is from it, and a run under way (docs/partner-self-service.md#payments).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "A partner's next payment per currency: the available balance, what the next run would pay, the threshold that applies (its own or the network's) and how much is missing to reach it, and a payment run under way that includes it (our operation; staff and the partner's users)",
    reference: 'ours',
    responses: { 200: NextPaymentResponse },
    handler: async ({ db, principal, params }) => {
      const rows = await partnerNextPayment(db, principal, pathId(params.partnerId, 'Partner'));
      return { body: { data: rows.map(presentNextPayment) } };
    },
  }),
});
