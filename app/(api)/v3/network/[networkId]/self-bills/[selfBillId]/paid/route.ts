import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { DoneResponse } from '@/lib/schemas/payment-runs';
import { markSelfBillPaid } from '@/lib/services/payment-runs';

// Our operation, network staff only (docs/payments.md#paying):
// POST /v3/network/{networkId}/self-bills/{selfBillId}/paid
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: endpoint({
    summary:
      "Mark one self-bill paid: a payment ledger entry and a you've-been-paid e-mail (our operation; staff only)",
    reference: 'ours',
    responses: { 200: DoneResponse },
    handler: async ({ db, principal, params }) => {
      const id = pathId(params.selfBillId, 'Self-bill');
      await markSelfBillPaid(db, principal, pathId(params.networkId, 'Network'), id);
      return { body: { data: { id: String(id), status: 'paid' } } };
    },
  }),
});
