import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentPaymentRun } from '@/lib/api/presenters/payment-run';
import { PaymentRunResponse } from '@/lib/schemas/payment-runs';
import { approvePaymentRun } from '@/lib/services/payment-runs';

// Our operation, network staff only (docs/payments.md#payment-runs-built):
// POST /v3/network/{networkId}/payment-runs/{runId}/approve
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: endpoint({
    summary:
      "Approve a previewed payment run; above the network's approval limit another staff user than its starter must approve (our operation; staff only)",
    reference: 'ours',
    responses: { 200: PaymentRunResponse },
    handler: async ({ db, principal, params }) => {
      const run = await approvePaymentRun(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        pathId(params.runId, 'Payment run'),
      );
      return { body: { data: presentPaymentRun(run) } };
    },
  }),
});
