import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentPaymentDetailSet } from '@/lib/api/presenters/payment-details';
import {
  PaymentDetailSetV3Response,
  PaymentDetailSuspensionIn,
} from '@/lib/schemas/payment-details';
import { setPaymentDetailSuspension } from '@/lib/services/payment-details';

// PUT /v3/network/{networkId}/payment-detail-sets/{setId}/suspension (ours, network staff):
// suspend or release a partner's payment-detail set with a note (docs/payments.md#payment-details-built).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  PUT: endpoint({
    summary:
      "Suspend or release a partner's payment-detail set, with a note the partner sees; audited and e-mailed to the partner (our operation; staff only)",
    reference: 'ours',
    body: PaymentDetailSuspensionIn,
    responses: { 200: PaymentDetailSetV3Response },
    handler: async ({ db, principal, params, body }) => {
      const row = await setPaymentDetailSuspension(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        pathId(params.setId, 'Payment detail set'),
        body,
      );
      return { body: { data: Object.values(presentPaymentDetailSet(row))[0]! } };
    },
  }),
});
