import { apiRoute, endpoint } from '@/lib/api/http/route';
import { PaymentMethodListResponse } from '@/lib/schemas/reference/responses';
import { listPaymentMethods } from '@/lib/services/reference-data';

// GET /reference/payment_method: the methods partners are paid by, the same for every caller.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List the payment methods partners are paid by (bank transfer, PayPal)',
    reference: 'reference.apib GET /reference/payment_method',
    responses: { 200: PaymentMethodListResponse },
    handler: async () => ({ body: listPaymentMethods() }),
  }),
});
