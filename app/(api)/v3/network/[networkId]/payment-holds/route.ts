import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { PaymentHoldListResponse, PaymentHoldQuery } from '@/lib/schemas/payment-runs';
import { listPaymentHolds } from '@/lib/services/payment-runs';
import { presentHold } from '@/lib/api/presenters/payment-run';

// Our operation, network staff only (docs/payments.md#holds-built):
// GET /v3/network/{networkId}/payment-holds: the holds (open ones by default), with partner names.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      'Payment holds, open ones unless status=all, optionally of one partner (our operation; staff only)',
    reference: 'ours',
    query: PaymentHoldQuery,
    responses: { 200: PaymentHoldListResponse },
    handler: async ({ db, principal, params, query }) => {
      const holds = await listPaymentHolds(db, principal, pathId(params.networkId, 'Network'), {
        partnerId: query.partner_id,
        open: query.status !== 'all',
      });
      return { body: { data: holds.map(presentHold) } };
    },
  }),
});
