import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { DoneResponse, ItemReturnIn } from '@/lib/schemas/payment-runs';
import { returnSelfBillItem } from '@/lib/services/payment-runs';

// Our operation, network staff only (docs/payments.md#payment-runs-built):
// POST /v3/network/{networkId}/self-bills/{selfBillId}/items/{itemId}/return: the bank returned it.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: endpoint({
    summary:
      'Record that the bank returned one item of a paid self-bill: its amount goes back to the balance (our operation; staff only)',
    reference: 'ours',
    body: ItemReturnIn,
    responses: { 200: DoneResponse },
    handler: async ({ db, principal, params, body }) => {
      const itemId = pathId(params.itemId, 'Self-bill item');
      await returnSelfBillItem(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        pathId(params.selfBillId, 'Self-bill'),
        itemId,
        body.reason,
      );
      return { body: { data: { id: String(itemId), status: 'returned' } } };
    },
  }),
});
