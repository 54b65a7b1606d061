import { z } from 'zod';

/** The partner's payment history and next payment (docs/partner-self-service.md#payments). */

const Money = z.string().meta({ description: 'Exact decimal amount, four places' });

const ReturnedItemOut = z.object({
  item_id: z.string(),
  conversion_id: z.string().nullable(),
  conversion_reference: z.string().nullable(),
  amount: Money,
  returned_at: z.string(),
  reason: z.string().nullable(),
});

const PaymentHistoryOut = z.object({
  id: z.string(),
  number: z.number().int(),
  created_at: z.string(),
  currency: z.string(),
  net: Money,
  vat_rate: Money,
  vat: Money,
  withheld: Money,
  total: Money,
  status: z.enum(['issued', 'paid', 'returned']).meta({
    description: 'issued, paid, or returned: paid and the bank returned at least one item',
  }),
  paid_at: z.string().nullable(),
  items: z.number().int(),
  returned_items: z.array(ReturnedItemOut),
  pdf: z.string().meta({ description: 'Path of the PDF' }),
  csv: z.string().meta({ description: 'Path of the items as CSV' }),
});

export const PaymentHistoryResponse = z.object({ data: z.array(PaymentHistoryOut) });

const NextPaymentOut = z.object({
  currency: z.string(),
  available: Money.meta({ description: 'The balance, as the payment summary says it' }),
  unbilled: Money.meta({ description: 'What the next run in this currency would pay' }),
  threshold: Money,
  threshold_source: z.enum(['partner', 'network']),
  to_threshold: Money.meta({ description: 'How much more is needed to reach the threshold' }),
  has_payment_details: z.boolean(),
  suspended: z.boolean(),
  run: z
    .object({ status: z.string(), started_at: z.string() })
    .nullable()
    .meta({ description: 'A run under way in this currency that includes the partner' }),
});

export const NextPaymentResponse = z.object({ data: z.array(NextPaymentOut) });
