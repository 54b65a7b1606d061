import { z } from 'zod';
import { Currency } from './enums';
import { entityId } from './fields';

/**
 * Conversion shapes: recording one conversion (our v3 call, decision 10), the bulk update of
 * op 33, the v3 conversion record and the partner conversion report (op 34).
 * Amounts are exact decimals: sent as a string or a number, kept as text, stored as numeric.
 */

export const CONVERSION_STATUSES = ['pending', 'approved', 'rejected', 'fraudulent'] as const;
export const ConversionStatus = z.enum(CONVERSION_STATUSES);
export const CustomerType = z.enum(['new', 'existing']);

/** Op 33's pattern for every text field; references we record follow it too, so bulk updates can name them. */
export const TEXT_PATTERN = /^[a-zA-Z0-9 :\-_.,;#]+$/;
const PATTERN_MESSAGE = 'may only contain letters, digits, spaces and the characters : - _ . , ; #';

export const patternText = (max: number) => z.string().trim().min(1).max(max).regex(TEXT_PATTERN, { message: PATTERN_MESSAGE });

/** The largest amount: op 33's item_value range, 0..99999999.9999. */
export const MAX_AMOUNT = '99999999.9999';

/** An exact decimal amount 0..99999999.9999 with at most 4 decimals, returned as text. */
export const amount = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,8}(\.\d{1,4})?$/.test(v), {
      params: { kind: 'invalid_format' },
      message: 'must be a decimal number from 0 to 99999999.9999 with at most 4 decimals',
    });

/**
 * A date-time: ISO 8601 with Z or an offset (v3), or `YYYY-MM-DD HH:MM:SS` read as UTC (v1).
 * Returns a Date.
 */
export const dateTime = () =>
  z.string().transform((v, ctx) => {
    const s = v.trim();
    const v1 = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)$/.exec(s);
    const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?(Z|[+-]\d\d:?\d\d)$/.test(s);
    const date = v1 ? new Date(`${v1[1]}-${v1[2]}-${v1[3]}T${v1[4]}:${v1[5]}:${v1[6]}Z`) : iso ? new Date(s) : null;
    // The round trip refuses dates that do not exist (2016-02-30).
    const valid =
      date !== null &&
      !Number.isNaN(date.getTime()) &&
      date.getUTCFullYear() >= 1900 &&
      date.getUTCFullYear() <= 9999 &&
      (!v1 || date.toISOString().slice(0, 19) === `${v1[1]}-${v1[2]}-${v1[3]}T${v1[4]}:${v1[5]}:${v1[6]}`);
    if (!valid) {
      ctx.addIssue({ code: 'custom', params: { kind: 'invalid_datetime' }, message: 'must be a date-time from 1900 to 9999: YYYY-MM-DD HH:MM:SS (UTC) or ISO 8601 with an offset' });
      return z.NEVER;
    }
    return date!;
  });

// ---------------------------------------------------------------- recording (decision 10)

export const ConversionItemIn = z.strictObject({
  sku: patternText(512).optional(),
  category: patternText(128).optional(),
  item_value: amount(),
});

/**
 * POST /v3/brand/campaigns/{campaignId}/conversions. v3: unknown attributes are refused.
 * currency defaults to the campaign's; conversion_time to now (it may not be in the future).
 */
export const RecordConversionIn = z.strictObject({
  publisher_id: entityId(),
  conversion_reference: patternText(256),
  value: amount(),
  currency: Currency.optional(),
  customer_type: CustomerType.optional(),
  conversion_time: dateTime().optional(),
  publisher_reference: patternText(256).optional(),
  advertiser_reference: patternText(256).optional(),
  customer_reference: patternText(256).optional(),
  items: z.array(ConversionItemIn).max(1000).optional(),
});
export type RecordConversionIn = z.output<typeof RecordConversionIn>;

// ---------------------------------------------------------------- bulk update (op 33)

const intField = () => z.number().int().min(0).max(2_147_483_647);

/** ConvUpd of op 33. At least one attribute. */
export const ConversionUpdateIn = z
  .strictObject({
    status: ConversionStatus.optional(),
    reason: patternText(255).optional(),
    ref_partnership_model_id: intField().optional(),
    force_commission_recalculation: z.boolean().optional(),
    publisher_reference: patternText(256).optional(),
    advertiser_reference: patternText(256).optional(),
    conversion_reference: patternText(256).optional(),
    customer_reference: patternText(256).optional(),
    traffic_source_id: intField().optional(),
    conversion_metric_id: intField().optional(),
    customer_type: CustomerType.optional(),
  })
  .refine((u) => Object.keys(u).length > 0, { params: { kind: 'required' }, message: 'must set at least one attribute' });
export type ConversionUpdateIn = z.output<typeof ConversionUpdateIn>;

/** ItemUpd of op 33. At least one attribute. */
export const ConversionItemUpdateIn = z
  .strictObject({
    status: ConversionStatus.optional(),
    item_value: amount().optional(),
    reason: patternText(255).optional(),
    force_commission_recalculation: z.boolean().optional(),
    display_to_publisher: z.boolean().optional(),
    category: patternText(128).optional(),
    sku: patternText(512).optional(),
  })
  .refine((u) => Object.keys(u).length > 0, { params: { kind: 'required' }, message: 'must set at least one attribute' });
export type ConversionItemUpdateIn = z.output<typeof ConversionItemUpdateIn>;

export const BULK_MAX_ENTRIES = 100_000;
export const BULK_FORMS = ['conversions', 'conversion_items', 'conversion_references'] as const;
export type BulkForm = (typeof BULK_FORMS)[number];

const entries = <T extends z.ZodType>(update: T) =>
  z
    .record(z.string().max(256), update)
    .refine((m) => Object.keys(m).length >= 1, { params: { kind: 'too_few_items' }, message: 'must have at least 1 entry' })
    .refine((m) => Object.keys(m).length <= BULK_MAX_ENTRIES, { params: { kind: 'too_many_items' }, message: `must have at most ${BULK_MAX_ENTRIES} entries` });

/**
 * Op 33 body: exactly one of the three maps, each `<identifier>: update`, 1..100,000 entries.
 * conversions and conversion_items are keyed by our ids, conversion_references by the
 * references the brand recorded. job_reference (ours; op 33 defines it without wiring it in)
 * becomes the job's reference, which GET /v3/jobs?reference= searches.
 * Which form and whether the keys are ids is checked by the service (op 33's own code).
 */
export const BulkConversionUpdateIn = z.strictObject({
  conversions: entries(ConversionUpdateIn).optional(),
  conversion_items: entries(ConversionItemUpdateIn).optional(),
  conversion_references: entries(ConversionUpdateIn).optional(),
  job_reference: patternText(256).optional(),
});
export type BulkConversionUpdateIn = z.output<typeof BulkConversionUpdateIn>;

// ---------------------------------------------------------------- responses

const str = z.string();
const nstr = z.string().nullable();

export const ConversionItemOut = z.object({
  id: str,
  sku: nstr,
  category: nstr,
  item_value: str,
  item_commission: str,
  status: ConversionStatus,
  display_to_publisher: z.boolean(),
  reason: nstr,
});

/** The v3 conversion record. value in `currency`; commission in `commission_currency` (the campaign's). */
export const ConversionV3Out = z
  .object({
    id: str,
    campaign_id: str,
    publisher_id: str,
    conversion_reference: str,
    publisher_reference: nstr,
    advertiser_reference: nstr,
    customer_reference: nstr,
    customer_type: CustomerType.nullable(),
    status: ConversionStatus,
    reason: nstr,
    currency: str,
    value: str,
    commission: str,
    commission_currency: str,
    conversion_time: str.meta({ description: 'ISO 8601 with offset' }),
    created_at: str,
    updated_at: str,
    items: z.array(ConversionItemOut),
  })
  .meta({ id: 'ConversionV3' });
export type ConversionV3Out = z.infer<typeof ConversionV3Out>;
export const ConversionV3Body = z.object({ data: ConversionV3Out });

// ---------------------------------------------------------------- report (op 34)

export const REPORT_STATUSES = ['approved', 'pending', 'rejected'] as const;

/**
 * Query of op 34 (parsed by the route from the URL: statuses[] may repeat). start_date and
 * end_date are required, `YYYY-MM-DD HH:MM:SS` (UTC) or ISO 8601; end_date not before start_date.
 */
export const ConversionReportQuery = z.object({
  start_date: dateTime(),
  end_date: dateTime(),
  statuses: z.array(z.enum(REPORT_STATUSES)).optional(),
  campaign_id: entityId().optional(),
  cursor_id: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(300).default(300),
});
export type ConversionReportQuery = z.output<typeof ConversionReportQuery>;

const num = z.number();
const nint = z.number().int().nullable();

export const ReportConversionItemOut = z.object({
  conversion_item_id: str,
  sku: nstr,
  category: nstr,
  item_value: num,
  item_publisher_commission: num,
  item_status: z.enum(REPORT_STATUSES),
  item_status_id: z.number().int(),
  last_update: str,
  approved_at: nstr,
  publisher_self_bill_id: nint,
  reject_reason: nstr,
  voucher_codes: z.array(str),
  meta_data: z.record(z.string(), z.string()),
  payable: z.boolean(),
});

/** conversion_data of op 34. Clicks are not tracked here: click and the creative/device refs are null. */
export const ConversionDataOut = z.object({
  conversion_id: str,
  campaign_id: str,
  publisher_id: str,
  conversion_time: str,
  currency: str,
  publisher_reference: nstr,
  advertiser_reference: nstr,
  conversion_reference: str,
  customer_reference: nstr,
  customer_type: CustomerType.nullable(),
  creative_type: nint,
  creative_id: nint,
  specific_creative_id: nint,
  referer_ip: nstr,
  source_referer: nstr,
  last_modified: str,
  conversion_type: z.number().int(),
  country: nstr,
  ref_device_id: nint,
  ref_partnership_model_id: nint,
  ref_traffic_source_id: nint,
  ref_conversion_metric_id: nint,
  ref_user_context_id: nint,
  ref_device: nstr,
  ref_partnership_model: nstr,
  ref_traffic_source: nstr,
  ref_user_context: nstr,
  ref_conversion_metric: nstr,
  campaign_title: str,
  publisher_name: str,
  click: z.null(),
  conversion_value: z.object({
    conversion_status: z.enum(REPORT_STATUSES),
    value: num,
    publisher_commission: num,
    /** Ours: the currency of publisher_commission (the campaign's). */
    commission_currency: str,
  }),
  meta_data: z.record(z.string(), z.string()),
  conversion_items: z.array(ReportConversionItemOut),
  was_disputed: z.boolean(),
  conversion_lag: z.number().int(),
  clickref: nstr,
});
export type ConversionDataOut = z.infer<typeof ConversionDataOut>;

const totals = z.record(z.string(), num).meta({ description: 'Keyed by currency code' });

export const ConversionReportOut = z.object({
  total_conversion_count: totals,
  total_publisher_commission: totals,
  total_value: totals,
  start_date_time_utc: str,
  end_date_time_utc: str,
  start_date_time: str,
  end_date_time: str,
  limit: z.number().int(),
  meta_data: z.array(z.unknown()),
  count: z.number().int().meta({ description: 'Conversions on this page' }),
  cursor_id: z.number().int().nullable().meta({ description: 'Pass it back for the next page; null on the last page' }),
  conversions: z.array(z.object({ conversion_data: ConversionDataOut })),
  hypermedia: z.object({ pagination: z.object({ first_page: str, next_page: nstr }) }),
});
