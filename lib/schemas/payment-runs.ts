import { z } from 'zod';
import { entityId } from './fields';
import { Country, Currency, PaymentType } from './enums';
import { PaymentRunStatus, TaxEntityType, UsTaxForm } from './payment-enums';

/** Our payment-run operations (docs/payments.md#payment-runs-built). Money is text with 4 places. */

export const PaymentRunIn = z.strictObject({
  currency: Currency,
  payment_type: PaymentType,
  cut_off: z.iso.datetime({ offset: true }).optional().meta({
    description: 'Ledger entries up to this time are paid; default now; not in the future',
  }),
});
export type PaymentRunIn = z.output<typeof PaymentRunIn>;

const money = z.string().meta({ description: 'Exact amount, 4 decimal places' });

export const PaymentRunLineOut = z.object({
  partner_id: z.string(),
  partner_name: z.string().optional(),
  payment_detail_id: z.string().nullable(),
  amount: money,
  included: z.boolean(),
  exclusion_reason: z.string().nullable(),
  /** Commissions not paid whatever the line says: those of sales in a paid-search window. */
  unpaid_amount: money.nullable(),
  unpaid_reason: z.string().nullable(),
});

export const PaymentRunOut = z
  .object({
    id: z.string(),
    currency: z.string(),
    payment_type: PaymentType,
    cut_off: z.string(),
    status: PaymentRunStatus,
    total: money,
    included_count: z.number().int(),
    excluded_count: z.number().int(),
    needs_second_approver: z.boolean(),
    created_by: z.string(),
    created_by_name: z.string().optional(),
    approved_by: z.string().nullable(),
    approved_by_name: z.string().nullable().optional(),
    created_at: z.string(),
    lines: z.array(PaymentRunLineOut).optional().meta({
      description:
        'A page of the lines: up to page.limit included ones from page.included_offset, then up to page.limit excluded ones from page.excluded_offset, each in partner order (included_count and excluded_count say how many there are)',
    }),
    page: z
      .object({
        limit: z.number().int(),
        included_offset: z.number().int(),
        excluded_offset: z.number().int(),
        self_bills_offset: z.number().int(),
      })
      .optional()
      .meta({ description: 'The page of lines and self-bills this answer carries' }),
    self_bill_count: z
      .number()
      .int()
      .optional()
      .meta({ description: 'Self-bills issued (a run read one by one)' }),
    pdfs_ready: z.number().int().optional().meta({
      description:
        'Self-bills whose PDF the background job has made; a PDF asked for earlier is made on demand',
    }),
    self_bills: z
      .array(
        z.object({
          id: z.string(),
          number: z.number().int(),
          partner_id: z.string(),
          partner_name: z.string(),
          currency: z.string(),
          net: money,
          vat: money,
          withheld: money,
          total: money,
          status: z.enum(['issued', 'paid']),
          paid_at: z.string().nullable(),
          item_count: z.number().int(),
          returned_item_count: z.number().int(),
        }),
      )
      .optional()
      .meta({
        description:
          'Read one by one: a page of the self-bills the run issued, up to page.limit from page.self_bills_offset in number order (self_bill_count says how many there are)',
      }),
  })
  .meta({ id: 'PaymentRun' });

export const PaymentRunResponse = z.object({ data: PaymentRunOut });

const pageParam = (description: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({
      error: (issue) => (issue.code === 'invalid_type' ? 'must be a whole number' : undefined),
    })
    .int()
    .min(min)
    .max(max)
    .default(fallback)
    .meta({ description });

/** GET .../payment-runs/{runId}: which page of its lines and self-bills. */
export const PaymentRunQuery = z.object({
  limit: pageParam(
    'Lines of each kind and self-bills per page, 1 to 1,000 (default 100)',
    1,
    1_000,
    100,
  ),
  included_offset: pageParam('Included lines to skip (default 0)', 0, 2_000_000_000, 0),
  excluded_offset: pageParam('Excluded lines to skip (default 0)', 0, 2_000_000_000, 0),
  self_bills_offset: pageParam('Self-bills to skip (default 0)', 0, 2_000_000_000, 0),
});
export const PaymentRunListResponse = z.object({ data: z.array(PaymentRunOut) });

export const ItemReturnIn = z.strictObject({
  reason: z.string().trim().min(1).max(500).meta({ description: "The bank's reason" }),
});

export const DoneResponse = z.object({ data: z.object({ id: z.string(), status: z.string() }) });

export const PaymentHoldIn = z.strictObject({ reason: z.string().trim().min(1).max(500) });
export const PaymentHoldReleaseIn = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .meta({ description: 'Why the hold ends (kept in the audit log)' }),
});
const PaymentHoldOut = z.object({
  id: z.string(),
  partner_id: z.string(),
  partner_name: z.string().optional(),
  reason: z.string(),
  created_at: z.string(),
  released_at: z.string().nullable(),
});
export const PaymentHoldResponse = z.object({ data: PaymentHoldOut });
export const PaymentHoldListResponse = z.object({ data: z.array(PaymentHoldOut) });
export const PaymentHoldQuery = z.object({
  partner_id: entityId().optional(),
  status: z.enum(['open', 'all']).optional().meta({ description: 'open (default) or all' }),
});

export const SelfBillItemListResponse = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      conversion_id: z.string().nullable(),
      conversion_reference: z.string().nullable(),
      amount: money,
      returned_at: z.string().nullable(),
      return_reason: z.string().nullable(),
    }),
  ),
});

export const TaxProfileIn = z.strictObject({
  entity_type: TaxEntityType,
  country: Country,
  vat_registered: z.boolean(),
  vat_number: z.string().trim().max(20).nullable().optional(),
  us_tax_form: UsTaxForm.nullable().optional().meta({
    description: 'US partners: the W-9 or W-8 form on file (recorded, not e-signed)',
  }),
});
export type TaxProfileIn = z.output<typeof TaxProfileIn>;

export const TaxProfileResponse = z.object({
  data: z
    .object({
      partner_id: z.string(),
      entity_type: TaxEntityType,
      country: z.string(),
      vat_registered: z.boolean(),
      vat_number: z.string().nullable(),
      us_tax_form: UsTaxForm.nullable(),
      updated_at: z.string(),
    })
    .nullable(),
});

const SelfBillOut = z
  .object({
    selfbill: z.object({
      creation_date: z.string(),
      download: z.string().nullable().meta({ description: 'URL of the PDF' }),
      item_download: z.string().nullable().meta({ description: 'URL of the items as CSV' }),
      items_in_bill: z.number(),
      legal_entity: z.string(),
      majority_received_currency: z.string(),
      net_value: z.number(),
      paid_currency: z.string(),
      payment_batch_id: z.string().nullable().meta({ description: 'The payment run' }),
      payment_date: z.string().nullable(),
      payment_detail_set_id: z.number(),
      publisher_id: z.string(),
      publisher_payment_detail_set_id: z.string().nullable(),
      publisher_self_bill_id: z.string(),
      publisher_self_bill_reference: z
        .string()
        .nullable()
        .meta({ description: "The self-bill's number in the network's sequence" }),
      self_bill_reference: z.string(),
      selfbill_currency: z.string(),
      status: z.enum(['created', 'paid']),
      timestamp: z.string(),
      total_value: z.number(),
      tracked_currency: z.string(),
      tracked_net_value: z.number(),
      vat_rate: z.number(),
      vat_value: z.number(),
      withheld_tax: z.number(),
    }),
  })
  .meta({ id: 'Selfbill' });

export const SelfBillResponse = SelfBillOut;
export const SelfBillListResponse = z.object({ selfbills: z.array(SelfBillOut) });

const v1DateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, 'Use YYYY-MM-DD HH:MM:SS');
export const SelfBillQuery = z.object({
  start_date: v1DateTime.optional(),
  end_date: v1DateTime.optional(),
  currency: z.string().length(3).optional(),
  status: z.enum(['created', 'paid']).optional(),
});

/** GET .../payment-runs/{runId}/bank-file (docs/payments.md#bank-files-for-runs-built). */
export const BankFileQuery = z.object({
  format: z.enum(['sepa', 'paypal', 'csv']).meta({
    description:
      'sepa: pain.001.001.09 (EUR bank-transfer runs paid to IBANs); paypal: PayPal Payouts CSV (PayPal runs); csv: a plain CSV of every payment',
  }),
  part: z.coerce
    .number({
      error: (issue) => (issue.code === 'invalid_type' ? 'must be a whole number' : undefined),
    })
    .int()
    .min(1)
    .default(1)
    .meta({
      description:
        'PayPal takes at most 5,000 payments a file: part N of a larger run (the X-Bank-File-Parts header says how many); 1 by default',
    }),
});
