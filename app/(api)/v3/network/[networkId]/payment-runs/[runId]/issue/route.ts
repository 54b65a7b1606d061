import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentPaymentRun } from '@/lib/api/presenters/payment-run';
import { PaymentRunResponse } from '@/lib/schemas/payment-runs';
import { issuePaymentRun } from '@/lib/services/payment-runs';

// Our operation, network staff only (docs/payments.md#payment-runs-built):
// POST /v3/network/{networkId}/payment-runs/{runId}/issue
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: endpoint({
    summary:
      "Issue an approved run's self-bills, one per partner and payment-detail set, in one transaction (our operation; staff only)",
    reference: 'ours',
    responses: { 200: PaymentRunResponse },
    handler: async ({ db, principal, params }) => {
      const run = await issuePaymentRun(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        pathId(params.runId, 'Payment run'),
      );
      return { body: { data: presentPaymentRun(run) } };
    },
  }),
});
