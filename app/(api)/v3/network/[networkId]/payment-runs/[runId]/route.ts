import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentPaymentRun } from '@/lib/api/presenters/payment-run';
import { PaymentRunQuery, PaymentRunResponse } from '@/lib/schemas/payment-runs';
import { discardPaymentRun, getPaymentRun } from '@/lib/services/payment-runs';

// Our operation, network staff only (docs/payments.md#payment-runs-built):
// GET /v3/network/{networkId}/payment-runs/{runId}: the run with a page of its included and
// excluded partners and of its self-bills (limit, included_offset, excluded_offset,
// self_bills_offset).
// DELETE the same path: discard a run without self-bills (previewed or approved), 204.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      'A payment run with each partner, included or excluded with the reason (our operation; staff only)',
    reference: 'ours',
    query: PaymentRunQuery,
    responses: { 200: PaymentRunResponse },
    handler: async ({ db, principal, params, query }) => {
      const run = await getPaymentRun(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        pathId(params.runId, 'Payment run'),
        {
          limit: query.limit,
          includedOffset: query.included_offset,
          excludedOffset: query.excluded_offset,
          selfBillsOffset: query.self_bills_offset,
        },
      );
      return { body: { data: presentPaymentRun(run) } };
    },
  }),
  DELETE: endpoint({
    summary:
      'Discard a payment run that has no self-bills yet (previewed or approved): the currency is free for a new run (204; our operation; staff only)',
    reference: 'ours',
    responses: { 204: null },
    conflict: 'The run is issued or paid: its self-bills are documents and stay',
    handler: async ({ db, principal, params }) => {
      await discardPaymentRun(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        pathId(params.runId, 'Payment run'),
      );
      return { status: 204 };
    },
  }),
});
