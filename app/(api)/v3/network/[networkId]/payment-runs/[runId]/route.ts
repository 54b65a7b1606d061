import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentPaymentRun } from '@/lib/api/presenters/payment-run';
import { PaymentRunQuery, PaymentRunResponse } from '@/lib/schemas/payment-runs';
import { getPaymentRun } from '@/lib/services/payment-runs';

// Our operation, network staff only (docs/payments.md#payment-runs-built):
// GET /v3/network/{networkId}/payment-runs/{runId}: the run with a page of its included and
// excluded partners and of its self-bills (limit, included_offset, excluded_offset,
// self_bills_offset).
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
});
