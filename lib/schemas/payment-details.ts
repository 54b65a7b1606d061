import { z } from 'zod';
import { Country, Currency, PaymentType } from './enums';
import { decimalText } from './fields';

/** Partner payment details (docs/payments.md#payment-details-built), as the reference models the sets. */

const valueText = z.string().max(254);

export const PaymentDetailSetIn = z.strictObject({
  publisher_payment_detail_set_id: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional()
    .meta({ description: 'The set to replace (optional: the paid currency names it)' }),
  country: Country.meta({
    description: 'Country of the bank account (or of the partner, for PayPal)',
  }),
  paid_currency: Currency,
  tracked_currency: z
    .array(Currency)
    .min(1)
    .max(10)
    .optional()
    .meta({ description: 'Commission currencies this set collects (default: the paid currency)' }),
  payment_type_code: PaymentType,
  automatic_self_bill_creation_threshold: decimalText(
    8,
    'must be an amount with at most 4 decimals',
  )
    .optional()
    .meta({ description: "The partner's payment threshold; omitted: the network's" }),
  payment_detail_values: z.record(z.string().max(40), valueText).meta({
    description:
      'bank_transfer: account_name with iban and bic (SEPA countries), sort_code and account_number (GB), routing_number and account_number (US); paypal: paypal_email',
  }),
});
export type PaymentDetailSetIn = z.output<typeof PaymentDetailSetIn>;

/** POST /user/publisher/{publisher_id}/payment_detail. */
export const PaymentDetailsIn = z.strictObject({
  payment_details: z.array(PaymentDetailSetIn).min(1).max(10),
});
export type PaymentDetailsIn = z.output<typeof PaymentDetailsIn>;

export const PaymentDetailSetOut = z
  .object({
    publisher_payment_detail_set_id: z.string(),
    country: z.string(),
    paid_currency: z.string(),
    tracked_currency: z.array(z.string()),
    payment_type_code: z.string(),
    payment_type_name: z.string(),
    automatic_self_bill_creation_date: z.string(),
    automatic_self_bill_creation_threshold: z.string(),
    suspended: z.enum(['y', 'n']),
    suspended_at: z.string().nullable(),
    suspended_by: z.string().nullable(),
    suspension_notes: z.string().nullable(),
    payment_detail_values: z
      .record(z.string(), z.string())
      .meta({ description: 'Masked: account numbers and IBANs show their last 4 characters' }),
  })
  .meta({ id: 'PaymentDetailSet' });
export type PaymentDetailSetOut = z.infer<typeof PaymentDetailSetOut>;

/** The reference's shape: a list of objects, each keyed by its set id. */
export const PaymentDetailsResponse = z.object({
  payment_details: z.array(z.record(z.string(), PaymentDetailSetOut)),
});

/** PUT /v3/network/{networkId}/payment-detail-sets/{setId}/suspension (ours, staff). */
export const PaymentDetailSuspensionIn = z.strictObject({
  suspended: z.boolean().meta({ description: 'true: leave the set out of payment runs' }),
  note: z
    .string()
    .trim()
    .min(1, 'Say why, for the partner and the other staff')
    .max(1000)
    .meta({ description: 'Why the set is suspended or released; shown to the partner' }),
});
export type PaymentDetailSuspensionIn = z.output<typeof PaymentDetailSuspensionIn>;

export const PaymentDetailSetV3Response = z.object({ data: PaymentDetailSetOut });
