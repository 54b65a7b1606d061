import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentPaymentSummary } from '@/lib/api/presenters/payments';
import { PaymentSummaryResponse } from '@/lib/schemas/payments';
import { paymentSummary } from '@/lib/services/ledger';

// GET /user/publisher/{publisher_id}/payment/summary: where the partner's money stands per
// currency (docs/payments.md#reading-balances-built). Staff and the partner's own users.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary:
      "A partner's commission per currency: pending, approved (and locked), confirmed (payable, not yet available), available (the ledger balance), paid",
    reference: 'partnerize-summary GET /user/publisher/{publisher_id}/payment/summary',
    responses: { 200: PaymentSummaryResponse },
    handler: async ({ db, principal, params }) => ({
      body: presentPaymentSummary(
        await paymentSummary(db, principal, pathId(params.publisher_id, 'Publisher')),
      ),
    }),
  }),
});
