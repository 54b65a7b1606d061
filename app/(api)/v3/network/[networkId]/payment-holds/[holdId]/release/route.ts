import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { PaymentHoldReleaseIn, PaymentHoldResponse } from '@/lib/schemas/payment-runs';
import { releasePaymentHold } from '@/lib/services/payment-runs';
import { presentHold } from '@/lib/api/presenters/payment-run';

// Our operation, network staff only (docs/payments.md#holds-built):
// POST /v3/network/{networkId}/payment-holds/{holdId}/release
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: endpoint({
    summary:
      'Release a payment hold with a reason: later runs include the partner again (our operation; staff only)',
    reference: 'ours',
    body: PaymentHoldReleaseIn,
    responses: { 200: PaymentHoldResponse },
    handler: async ({ db, principal, params, body }) => {
      const hold = await releasePaymentHold(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        pathId(params.holdId, 'Payment hold'),
        body.reason,
      );
      return { body: { data: presentHold(hold) } };
    },
  }),
});
