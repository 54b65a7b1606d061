import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { SelfBillItemListResponse } from '@/lib/schemas/payment-runs';
import { listSelfBillItems } from '@/lib/services/payment-runs';

// Our operation, network staff only (docs/payments.md#payment-runs-built):
// GET /v3/network/{networkId}/self-bills/{selfBillId}/items: the items, to record a return.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "A self-bill's items (at most 1,000), each with its conversion and whether the bank returned it (our operation; staff only)",
    reference: 'ours',
    responses: { 200: SelfBillItemListResponse },
    handler: async ({ db, principal, params }) => {
      const items = await listSelfBillItems(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        pathId(params.selfBillId, 'Self-bill'),
      );
      return {
        body: {
          data: items.map((i) => ({
            id: String(i.id),
            conversion_id: i.conversionId === null ? null : String(i.conversionId),
            conversion_reference: i.reference,
            amount: i.amount,
            returned_at: i.returnedAt?.toISOString() ?? null,
            return_reason: i.returnReason,
          })),
        },
      };
    },
  }),
});
