import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentPaymentDetailSet } from '@/lib/api/presenters/payment-details';
import { PaymentDetailsIn, PaymentDetailsResponse } from '@/lib/schemas/payment-details';
import { readPaymentDetails, savePaymentDetails } from '@/lib/services/payment-details';

// GET|POST /user/publisher/{publisher_id}/payment_detail: the partner's payment details, one set
// per paid currency (docs/payments.md#payment-details-built). The partner's own users and staff.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: "A partner's payment detail sets, values masked",
    reference: 'partnerize-payment-details GET /user/publisher/{publisher_id}/payment_detail',
    responses: { 200: PaymentDetailsResponse },
    handler: async ({ db, principal, params }) => {
      const rows = await readPaymentDetails(
        db,
        principal,
        pathId(params.publisher_id, 'Publisher'),
      );
      return { body: { payment_details: rows.map(presentPaymentDetailSet) } };
    },
  }),
  POST: endpoint({
    summary:
      'Create or replace payment detail sets (one per paid currency): bank transfer with the fields the country needs (IBAN and BIC for SEPA, sort code and account number for GB, routing and account number for US) or a PayPal e-mail, checked offline; answers the saved sets masked',
    reference: 'partnerize-payment-details POST /user/publisher/{publisher_id}/payment_detail',
    body: PaymentDetailsIn,
    responses: { 200: PaymentDetailsResponse },
    handler: async ({ db, principal, params, body }) => {
      const rows = await savePaymentDetails(
        db,
        principal,
        pathId(params.publisher_id, 'Publisher'),
        body.payment_details.map((s) => ({
          setId:
            s.publisher_payment_detail_set_id === undefined
              ? undefined
              : Number(s.publisher_payment_detail_set_id),
          country: s.country,
          paidCurrency: s.paid_currency,
          trackedCurrencies: s.tracked_currency,
          paymentType: s.payment_type_code,
          threshold: s.automatic_self_bill_creation_threshold,
          values: s.payment_detail_values,
        })),
      );
      return { body: { payment_details: rows.map(presentPaymentDetailSet) } };
    },
  }),
});
