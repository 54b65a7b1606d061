import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { DoneResponse } from '@/lib/schemas/payment-runs';
import { markRunPaid } from '@/lib/services/payment-runs';

// Our operation, network staff only (docs/payments.md#paying):
// POST /v3/network/{networkId}/payment-runs/{runId}/paid: every self-bill of the run paid.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: endpoint({
    summary:
      "Mark every self-bill of an issued run paid: a payment ledger entry and a you've-been-paid e-mail each (our operation; staff only)",
    reference: 'ours',
    responses: { 200: DoneResponse },
    handler: async ({ db, principal, params }) => {
      const runId = pathId(params.runId, 'Payment run');
      await markRunPaid(db, principal, pathId(params.networkId, 'Network'), runId);
      return { body: { data: { id: String(runId), status: 'paid' } } };
    },
  }),
});
