import { z } from 'zod';
import { Currency, TransactionQueryState, TransactionQueryType } from './enums';
import { entityId } from './fields';
import { amount, customerTypeIn, dateTime, patternText } from './conversion/fields';
import { checkTransactionQueryRange, transactionQueryDateFields } from './transaction-query-dates';

/**
 * Transaction queries (missing-sale claims), v1 as the reference
 * (partnerize-transaction-queries, partnerize-campaign-transaction-queries,
 * partnerize-transaction-query-reasons). Amounts are exact decimals; v1 renders them as numbers.
 */

const notes = z.string().trim().max(1000);

/** One claim as the partner sends it (POST /user/publisher/{publisher_id}/tq/create). */
export const TransactionQueryIn = z.object({
  camref: z
    .string()
    .trim()
    .regex(/^[1-9][0-9]{0,17}l[1-9][0-9]{0,17}$/, {
      message:
        'must be the camref of a campaign you are approved on ({campaign_id}l{publisher_id})',
    })
    .meta({ description: 'The campaign reference ({campaign_id}l{publisher_id})' }),
  transaction_query_type: TransactionQueryType.default('untracked'),
  conversion_reference: patternText(256),
  conversion_value: amount().optional(),
  conversion_currency: Currency.optional(),
  conversion_date_time: dateTime({ minutes: true }).optional(),
  expected_commission: amount().optional(),
  clickref: patternText(256).optional().meta({ description: 'The clickref of the click (ours)' }),
  voucher_code: patternText(64).optional().meta({ description: 'The voucher code used (ours)' }),
  customer_type: customerTypeIn().optional(),
  publisher_reference: patternText(256).optional(),
  notes: notes.optional(),
});
export type TransactionQueryIn = z.output<typeof TransactionQueryIn>;

export const TransactionQueryCreateIn = z.object({
  transaction_queries: z.array(TransactionQueryIn).min(1).max(1000),
});
export type TransactionQueryCreateIn = z.output<typeof TransactionQueryCreateIn>;

/** approve, pend (body optional) and reject. */
export const TransactionQueryApproveIn = z
  .object({ expected_commission: amount().optional(), notes: notes.optional() })
  .default({});
export const TransactionQueryPendIn = z.object({ notes: notes.optional() }).default({});
export const TransactionQueryRejectIn = z.object({
  reason: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .meta({ description: "One of the campaign's reasons (tq_reasons), by its text or its id" }),
  notes: notes.optional(),
});

export const TransactionQueryProcessIn = z.object({
  transaction_queries: z
    .array(
      z.object({
        transaction_query_id: entityId(),
        new_state: TransactionQueryState,
        new_reason: z.string().trim().min(1).max(255).optional(),
        new_expected_commission: amount().optional(),
      }),
    )
    .min(1)
    .max(10000),
});
export type TransactionQueryProcessIn = z.output<typeof TransactionQueryProcessIn>;

export const TransactionQueryListQuery = z
  .object({
    transaction_query_id: entityId().optional(),
    transaction_query_type: TransactionQueryType.optional(),
    publisher_reference: z.string().optional(),
    conversion_reference: z.string().optional(),
    campaign_id: entityId().optional(),
    current_state: TransactionQueryState.optional(),
    sort_column: z.enum(['created_at', 'updated_at', 'conversion_date_time']).default('created_at'),
    order_by: z
      .string()
      .transform((v) => v.toUpperCase())
      .pipe(z.enum(['ASC', 'DESC']))
      .default('ASC'),
    limit: z.coerce.number().int().min(1).max(300).default(300),
    offset: z.coerce.number().int().min(0).default(0),
    ...transactionQueryDateFields,
  })
  .superRefine(checkTransactionQueryRange);
export type TransactionQueryListQuery = z.output<typeof TransactionQueryListQuery>;

const str = z.string();
const nstr = z.string().nullable();
const num = z.number().nullable();

const TransactionQueryStateOut = z.object({
  transaction_query_state_id: str,
  transaction_query_id: str,
  state: str,
  notes: nstr,
  user_id: nstr,
  conversion_expected_commission: num,
  created_at: str,
});

export const TransactionQueryOut = z
  .object({
    transaction_query_id: str,
    transaction_query_type: TransactionQueryType,
    campaign_id: str,
    camref: str,
    publisher_id: str,
    conversion_reference: str,
    conversion_value: num,
    conversion_currency: nstr,
    conversion_date_time: nstr,
    conversion_id: nstr,
    expected_commission: num,
    clickref: nstr,
    voucher_code: nstr,
    publisher_reference: nstr,
    notes: nstr,
    reason: nstr,
    current_state: TransactionQueryState,
    actions_available: z.array(str),
    campaign: z.object({
      campaign_id: str,
      advertiser_id: str,
      title: str,
      status: str,
      type: nstr,
      hidden_campaign: z.enum(['y', 'n']),
      vertical_id: z.number().int(),
      default_override: nstr,
      network_fee: nstr,
      payment_date: nstr,
      reporting_timezone: str,
      week_start: nstr,
      created: str,
      created_by: nstr,
      last_modified: str,
    }),
    publisher: z.object({
      publisher_id: str,
      name: str,
      network_id: str,
      network_status: str,
      agreed_to_latest_network_terms: z.enum(['y', 'n']).nullable(),
      ref_terms_and_conditions_locale_id: nstr,
      reporting_timezone: str,
      week_start: str,
      signup_ip: nstr.meta({ description: 'Always null: brands read claims too' }),
      created: str,
      created_by: nstr,
    }),
    state_history: TransactionQueryStateOut.meta({
      description: 'The latest state change (the reference returns one object)',
    }),
    state_changes: z
      .array(TransactionQueryStateOut)
      .meta({ description: 'Every state change, oldest first (ours)' }),
    created_at: str,
    updated_at: str,
  })
  .meta({ id: 'TransactionQueryV1' });
export type TransactionQueryOut = z.infer<typeof TransactionQueryOut>;

export const TransactionQueryResponse = z.object({ transaction_query: TransactionQueryOut });
export const TransactionQueryListResponse = z.object({
  count: z.number().int(),
  filters: z.record(z.string(), z.unknown()),
  sort: z.object({ column: str, direction: z.enum(['ASC', 'DESC']) }),
  transaction_queries: z.array(TransactionQueryResponse),
});
export const TransactionQueryDeletedResponse = z.object({
  transaction_query: z.object({ deleted: z.boolean() }),
});

export const TransactionQueryReasonIn = z.object({ reason: z.string().trim().min(1).max(255) });
export const TransactionQueryReasonOut = z
  .object({ transaction_query_reason_id: str, campaign_id: str, reason: str, created_at: str })
  .meta({ id: 'TransactionQueryReasonV1' });
export type TransactionQueryReasonOut = z.infer<typeof TransactionQueryReasonOut>;
export const TransactionQueryReasonResponse = z.object({
  transaction_query_reason: TransactionQueryReasonOut,
});
export const TransactionQueryReasonListResponse = z.object({
  count: z.number().int(),
  transaction_query_reasons: z.array(TransactionQueryReasonResponse),
});
// Legacy: the reference answers deleted as the string 'true' here (a boolean for claims).
export const TransactionQueryReasonDeletedResponse = z.object({
  transaction_query_reason: z.object({ deleted: z.literal('true') }),
});
