import { z } from 'zod';
import { REPORT_STATUSES } from '../enums';
import { timeZone } from '../fields';
import { parseReportDate, textDateWindow } from './report-dates';

/**
 * The query of both conversion reports (partner: GET /reporting/report_publisher/publisher/{id}/
 * conversion, brand: GET /reporting/report_advertiser/campaign/{id}/conversion), as the
 * reference documents it. `reportQueryInput` gathers the URL's parameters (array keys, comma
 * lists, multipivot filters); `ConversionReportQuery` checks them and resolves the date window.
 * Decisions: docs/jobs-and-conversions.md#conversion-reports.
 */

/** Values of `name[]` and `name`; comma lists split unless `split` is false. */
function listOf(params: URLSearchParams, names: string[], split = true): string[] | undefined {
  const values = names
    .flatMap((n) => [...params.getAll(`${n}[]`), ...params.getAll(n)])
    .flatMap((v) => (split ? v.split(',') : [v]))
    .map((v) => v.trim())
    .filter(Boolean);
  return values.length ? values : undefined;
}

/** `multipivot[campaign][]=1&multipivot[product]=x` as {campaign: ['1'], product: ['x']}. */
function pivotsOf(params: URLSearchParams): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, value] of params) {
    const m = /^multipivot\[([a-z_]+)\](?:\[\d*\])?$/i.exec(key);
    if (m && value.trim()) (out[m[1]!.toLowerCase()] ??= []).push(value.trim());
  }
  return out;
}

const merge = (...lists: (string[] | undefined)[]) => {
  const all = lists.flatMap((l) => l ?? []);
  return all.length ? all : undefined;
};

/** The raw report query from a URL, for `ConversionReportQuery`. */
export function reportQueryInput(params: URLSearchParams): Record<string, unknown> {
  const one = (name: string) => params.get(name) ?? undefined;
  const pivots = pivotsOf(params);
  return {
    start_date: one('start_date'),
    end_date: one('end_date'),
    text_date: one('text_date'),
    timezone: one('timezone'),
    date_type: one('date_type'),
    statuses: listOf(params, ['statuses', 'status']),
    currencies: listOf(params, ['currency']),
    campaign_ids: merge(listOf(params, ['campaign_id']), pivots.campaign),
    publisher_ids: merge(listOf(params, ['publisher_id']), pivots.publisher),
    conversion_ids: listOf(params, ['conversion_id']),
    conversion_references: listOf(params, ['conversion_reference'], false),
    ref_conversion_metric_ids: listOf(params, ['ref_conversion_metric_id']),
    products: pivots.product,
    publisher_references: pivots.publisher_reference,
    advertiser_references: pivots.advertiser_reference,
    invoice_created_date: one('invoice_created_date'),
    include_payment_info: one('include_payment_info'),
    pagination: one('pagination'),
    offset: one('offset'),
    cursor_id: one('cursor_id'),
    limit: one('limit'),
  };
}

const texts = z.array(z.string()).optional();
const int = z.coerce.number().int();

const RawReportQuery = z.object({
  start_date: z.string().optional(),
  end_date: z.string().optional(),
  text_date: z.string().optional(),
  timezone: timeZone().default('UTC'),
  date_type: z
    .enum(['standard', 'approved_at', 'last_modified', 'last_updated'])
    .default('standard')
    .transform((v) => (v === 'last_updated' ? 'last_modified' : v)),
  statuses: z.array(z.enum(REPORT_STATUSES)).optional(),
  currencies: z
    .array(
      z
        .string()
        .refine((v) => /^[A-Za-z]{3}$/.test(v), {
          params: { kind: 'invalid_currency' },
          message: 'must be a currency code',
        })
        .transform((v) => v.toUpperCase()),
    )
    .optional(),
  /** Ids of other systems (`1l12903`) are accepted and match nothing. */
  campaign_ids: texts,
  publisher_ids: texts,
  conversion_ids: texts,
  conversion_references: texts,
  ref_conversion_metric_ids: texts,
  products: texts,
  publisher_references: texts,
  advertiser_references: texts,
  invoice_created_date: z.string().optional(),
  include_payment_info: z
    .enum(['true', 'false', '1', '0', 'y', 'n', 'yes', 'no', ''])
    .optional()
    .transform((v) => v === 'true' || v === '1' || v === 'y' || v === 'yes'),
  pagination: z.enum(['cursor', 'offset']).optional(),
  offset: int.min(0).max(2_000_000_000).optional(),
  cursor_id: int.min(1).optional(),
  limit: int.min(1).max(300).default(300),
});

const badDate = (ctx: z.RefinementCtx, field: string) =>
  ctx.addIssue({
    code: 'custom',
    path: [field],
    params: { kind: 'invalid_datetime' },
    message:
      'must be a date: YYYY-MM-DD, YYYY-MM-DD HH:MM:SS or ISO 8601 (read in timezone unless it has an offset)',
  });

/**
 * The checked query with its window: `text_date` when given (it takes precedence), else
 * `start_date` (required) to `end_date` (default: now). Dates without an offset are read in
 * `timezone` (default UTC).
 */
export const ConversionReportQuery = RawReportQuery.transform((q, ctx) => {
  const now = new Date();
  let start: Date | null = null;
  let end: Date | null = null;
  if (q.text_date !== undefined) {
    const window = textDateWindow(q.text_date, q.timezone, now);
    if (!window) {
      ctx.addIssue({
        code: 'custom',
        path: ['text_date'],
        params: { kind: 'invalid_enum' },
        message:
          'must be one of: this hour, last hour, today, yesterday, this week, last week, last n days, this month, last month, this year, last year',
      });
      return z.NEVER;
    }
    ({ start, end } = window);
  } else {
    if (q.start_date === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['start_date'],
        params: { kind: 'required' },
        message: 'start_date (or text_date) is required',
      });
    } else if (!(start = parseReportDate(q.start_date, q.timezone))) badDate(ctx, 'start_date');
    if (q.end_date === undefined) end = now;
    else if (!(end = parseReportDate(q.end_date, q.timezone))) badDate(ctx, 'end_date');
    if (!start || !end) return z.NEVER;
  }
  let invoiceCreatedAfter: Date | undefined;
  if (q.invoice_created_date !== undefined) {
    const d = parseReportDate(q.invoice_created_date, q.timezone);
    if (!d) return (badDate(ctx, 'invoice_created_date'), z.NEVER);
    invoiceCreatedAfter = d;
  }
  if (end < start) {
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      params: { kind: 'invalid_value' },
      message: 'end_date must not be before start_date',
    });
    return z.NEVER;
  }
  return {
    ...q,
    start_date: start,
    end_date: end,
    /** The dates as sent: what a cursor must continue (a defaulted end moves with the clock). */
    sentDates: [q.text_date ?? null, q.start_date ?? null, q.end_date ?? null],
    invoiceCreatedAfter,
  };
});
export type ConversionReportQuery = z.output<typeof ConversionReportQuery>;

const doc = (description: string) => z.string().optional().meta({ description });

/** The parameters as the OpenAPI document lists them (the handlers read the URL themselves). */
export const ConversionReportQueryDoc = z.object({
  start_date: doc(
    'Required unless text_date: YYYY-MM-DD, YYYY-MM-DD HH:MM:SS or ISO 8601; read in timezone unless it has an offset',
  ),
  end_date: doc('Default: now'),
  text_date: doc(
    'this hour, last hour, today, yesterday, this week, last week, last n days, this month, last month, this year, last year; takes precedence over start_date and end_date',
  ),
  timezone: doc('IANA time zone of the dates sent and the times rendered; default UTC'),
  date_type: doc(
    'standard (conversion_time, default), approved_at, last_modified (or last_updated)',
  ),
  'statuses[]': doc('approved, pending, rejected; repeated or a comma list'),
  'currency[]': doc('Currency codes; repeated or a comma list'),
  'campaign_id[]': doc('Campaign ids'),
  'publisher_id[]': doc('Partner ids'),
  conversion_id: doc('Conversion ids'),
  conversion_reference: doc('Conversion references (repeat the key for several)'),
  'ref_conversion_metric_id[]': doc('Conversion metric ids'),
  'multipivot[{pivot}][]': doc(
    'campaign, publisher, product (an item sku), publisher_reference, advertiser_reference',
  ),
  invoice_created_date: doc('We keep no invoices: any value matches nothing'),
  include_payment_info: doc('true adds the payment fields (null: we keep no payments)'),
  pagination: doc('cursor forces cursor paging; offset paging is used when offset is sent'),
  offset: doc('Offset paging: rows to skip (default 0)'),
  cursor_id: doc('Cursor paging: the cursor_id of the previous page'),
  limit: doc('1-300, default 300'),
});
