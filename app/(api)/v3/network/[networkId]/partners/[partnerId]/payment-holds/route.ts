import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { PaymentHoldIn, PaymentHoldResponse } from '@/lib/schemas/payment-runs';
import { holdPayments } from '@/lib/services/payment-runs';
import { presentHold } from '@/lib/api/presenters/payment-run';

// Our operation, network staff only (docs/payments.md#holds-built):
// POST /v3/network/{networkId}/partners/{partnerId}/payment-holds: hold the partner's payments.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: endpoint({
    summary:
      "Hold a partner's payments with a reason: runs leave the partner out until released (our operation; staff only)",
    reference: 'ours',
    body: PaymentHoldIn,
    responses: { 201: PaymentHoldResponse },
    handler: async ({ db, principal, params, body }) => {
      const hold = await holdPayments(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        pathId(params.partnerId, 'Partner'),
        body.reason,
      );
      return { status: 201, body: { data: presentHold(hold) } };
    },
  }),
});
