import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentPaymentRun } from '@/lib/api/presenters/payment-run';
import {
  PaymentRunIn,
  PaymentRunListResponse,
  PaymentRunResponse,
} from '@/lib/schemas/payment-runs';
import { createPaymentRun, listPaymentRuns } from '@/lib/services/payment-runs';

// Our operations, network staff only (docs/payments.md#payment-runs-built):
// GET /v3/network/{networkId}/payment-runs: the runs, newest first.
// POST /v3/network/{networkId}/payment-runs: start a run; answers its preview (409 while one
// for the currency is open).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: 'Payment runs, newest first (our operation; staff only)',
    reference: 'ours',
    responses: { 200: PaymentRunListResponse },
    handler: async ({ db, principal, params }) => {
      const networkId = pathId(params.networkId, 'Network');
      const runs = await listPaymentRuns(db, principal, networkId);
      return { body: { data: runs.map(presentPaymentRun) } };
    },
  }),
  POST: endpoint({
    summary:
      "Start a payment run for a currency, cut-off and method: the preview of each partner's balance, included or excluded with the reason (our operation; staff only)",
    reference: 'ours',
    body: PaymentRunIn,
    responses: { 201: PaymentRunResponse },
    handler: async ({ db, principal, params, body }) => {
      const networkId = pathId(params.networkId, 'Network');
      const run = await createPaymentRun(db, principal, networkId, {
        currency: body.currency,
        paymentType: body.payment_type,
        cutOff: body.cut_off ? new Date(body.cut_off) : new Date(),
      });
      return { status: 201, body: { data: presentPaymentRun(run) } };
    },
  }),
});
