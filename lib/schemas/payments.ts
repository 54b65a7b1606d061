import { z } from 'zod';
import { FundingMode } from './enums';

/** The reference's payment reads (docs/payments.md#reading-balances-built). */

/** Currency code -> amount, as the reference renders money here: a JSON number. */
const perCurrency = (description: string) => z.record(z.string(), z.number()).meta({ description });

/** GET /user/publisher/{publisher_id}/payment/summary. */
export const PaymentSummaryResponse = z.object({
  summary: z.object({
    pending: perCurrency('Commission of pending conversions'),
    approved: perCurrency('Commission of approved (and locked) conversions, not yet payable'),
    confirmed: perCurrency(
      'Payable commission not yet available: on a pay-when-paid network, waiting for the brand invoice',
    ),
    available: perCurrency('The ledger balance: available to be paid'),
    paid: perCurrency('Paid out'),
  }),
});

export const AvailableCommissionOut = z
  .object({
    no_items: z.number().int().meta({ description: 'Conversions made available' }),
    value: z.number().meta({ description: 'Their sale value, net of value adjustments' }),
    publisher_commission: z.number().meta({ description: 'The balance in the currency' }),
    currency: z.string(),
    publisher_id: z.string(),
    publisher_commission_converted: z.object({ currency: z.string(), value: z.number() }).meta({
      description:
        "The balance in the currency it is paid in (the partner's payment-detail set tracking it), at the latest exchange rate; the same when paid as it is or no rate exists",
    }),
  })
  .meta({ id: 'AvailableCommission' });
export type AvailableCommissionOut = z.infer<typeof AvailableCommissionOut>;

/** GET /user/publisher/{publisher_id}/available_commission. */
export const AvailableCommissionListResponse = z.object({
  available_commissions: z.array(AvailableCommissionOut),
});

/** limit (<= 300, default 300) and offset of the payable report. */
export const PayableReportQuery = z.object({
  limit: z.coerce.number().int().min(1).max(300).default(300),
  offset: z.coerce.number().int().min(0).default(0),
});

export const PayableItemOut = z
  .object({
    conversion_item: z.object({
      conversion_id: z.string(),
      campaign_id: z.string(),
      conversion_reference: z.string(),
      conversion_date_time: z.string(),
      payable_date: z.string(),
      currency: z.string(),
      value: z.number().meta({ description: 'Sale value, net of value adjustments' }),
      commission_currency: z.string(),
      publisher_commission: z.number().meta({ description: 'Commission, net of adjustments' }),
      payable: z.boolean().meta({ description: 'true once the commission is available' }),
      publisher_self_bill_id: z
        .string()
        .nullable()
        .meta({ description: 'The self-bill whose run paid its commission (null until one does)' }),
    }),
  })
  .meta({ id: 'PayableItem' });
export type PayableItemOut = z.infer<typeof PayableItemOut>;

const counts = (description: string) => z.record(z.string(), z.number()).meta({ description });

/** GET /reporting/report_publisher/publisher/{publisher_id}/payable. */
export const PayableReportResponse = z.object({
  offset: z.number().int(),
  limit: z.number().int(),
  count: z.number().int(),
  total_conversion_count: counts('Payable conversions per commission currency'),
  total_commission_value: counts('Payable commission per commission currency'),
  total_value: counts('Sale value per sale currency'),
  total_publisher_commission_value: counts('Payable commission per commission currency'),
  conversion_items: z.array(PayableItemOut),
});

/** PATCH /v3/network/{networkId}/payment-settings (ours). */
/** Decimal text of at most 10 digits and 4 decimals (numeric(14, 4)), never negative. */
const amount = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    const refuse = (kind: string, message: string) =>
      ctx.addIssue({ code: 'custom', params: { kind }, message, input: v });
    if (/^-\d/.test(v)) return refuse('too_small', 'must not be negative');
    if (!/^\d{1,10}(\.\d{1,4})?$/.test(v))
      refuse('invalid_format', 'must be an amount such as 50 or 12.50 (at most 4 decimals)');
  });

const accountField = (max: number, description: string) =>
  z.string().trim().min(1).max(max).nullable().optional().meta({ description });

export const PaymentSettingsIn = z
  .strictObject({
    funding_mode: FundingMode.optional().meta({
      description:
        'scheduled: payable commission is available at once; pay_when_paid: when the brand invoice holding it is paid',
    }),
    payer_account_name: accountField(
      140,
      "The network's account holder name, the payer of its SEPA files (null clears)",
    ),
    payer_iban: accountField(42, "The network's IBAN, debited by its SEPA files (null clears)"),
    payer_bic: accountField(15, "The network's BIC (optional; null clears)"),
    payment_threshold: amount.optional().meta({
      description:
        "A run pays a partner's balance at or above this, in the run's currency (default 0; a partner's payment-detail set may set its own)",
    }),
    payment_approval_limit: amount.nullable().optional().meta({
      description:
        'A run whose total is above this needs a second staff user to approve it (null: never)',
    }),
    payment_details_hold_days: z.number().int().min(0).max(90).optional().meta({
      description:
        'A partner whose payment details changed within this many days of a run is held for review (0 to 90, default 7)',
    }),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: 'Name at least one setting to change',
  });
export type PaymentSettingsIn = z.output<typeof PaymentSettingsIn>;

export const PaymentSettingsV3Response = z.object({
  data: z.object({
    network_id: z.string(),
    funding_mode: FundingMode,
    payer_account_name: z.string().nullable(),
    payer_iban: z.string().nullable(),
    payer_bic: z.string().nullable(),
    payment_threshold: z.string().meta({ description: 'Exact decimal text' }),
    payment_approval_limit: z
      .string()
      .nullable()
      .meta({ description: 'Exact decimal text; null: never' }),
    payment_details_hold_days: z.number().int(),
  }),
});
