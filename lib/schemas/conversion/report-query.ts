import { z } from 'zod';
import { REPORT_STATUSES } from '../enums';
import {
  badReportDate,
  reportWindowDoc,
  reportWindowFields,
  reportWindowInput,
  resolveReportWindow,
} from '../report-window';
import { parseReportDate } from './report-dates';
import { queryDoc } from '../doc';
import { mergeLists, multipivots, queryList } from '../query-lists';

/**
 * The query of both conversion reports (partner: GET /reporting/report_publisher/publisher/{id}/
 * conversion, brand: GET /reporting/report_advertiser/campaign/{id}/conversion), as the
 * reference documents it. `reportQueryInput` gathers the URL's parameters (array keys, comma
 * lists, multipivot filters); `ConversionReportQuery` checks them and resolves the date window.
 * Decisions: docs/jobs-and-conversions.md#conversion-reports.
 */

/** The raw report query from a URL, for `ConversionReportQuery`. */
export function reportQueryInput(params: URLSearchParams): Record<string, unknown> {
  const one = (name: string) => params.get(name) ?? undefined;
  const pivots = multipivots(params);
  return {
    ...reportWindowInput(params),
    date_type: one('date_type'),
    statuses: queryList(params, ['statuses', 'status']),
    currencies: queryList(params, 'currency'),
    campaign_ids: mergeLists(queryList(params, 'campaign_id'), pivots.campaign),
    publisher_ids: mergeLists(queryList(params, 'publisher_id'), pivots.publisher),
    conversion_ids: queryList(params, 'conversion_id'),
    conversion_references: queryList(params, 'conversion_reference', false),
    ref_conversion_metric_ids: queryList(params, 'ref_conversion_metric_id'),
    products: pivots.product,
    publisher_references: pivots.publisher_reference,
    advertiser_references: pivots.advertiser_reference,
    invoice_created_date: one('invoice_created_date'),
    include_payment_info: one('include_payment_info'),
    pagination: one('pagination'),
    cursor_id: one('cursor_id'),
  };
}

const texts = z.array(z.string()).optional();
const int = z.coerce.number().int();

const RawReportQuery = z.object({
  ...reportWindowFields,
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
  cursor_id: int.min(1).optional(),
});

/**
 * The checked query with its window: `text_date` when given (it takes precedence), else
 * `start_date` (required) to `end_date` (default: now). Dates without an offset are read in
 * `timezone` (default UTC).
 */
export const ConversionReportQuery = RawReportQuery.transform((q, ctx) => {
  const window = resolveReportWindow(q, ctx);
  if (!window) return z.NEVER;
  const { start, end } = window;
  let invoiceCreatedAfter: Date | undefined;
  if (q.invoice_created_date !== undefined) {
    const d = parseReportDate(q.invoice_created_date, q.timezone);
    if (!d) return (badReportDate(ctx, 'invoice_created_date'), z.NEVER);
    invoiceCreatedAfter = d;
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

/** The parameters as the OpenAPI document lists them (the handlers read the URL themselves). */
export const ConversionReportQueryDoc = z.object({
  ...reportWindowDoc,
  date_type: queryDoc(
    'standard (conversion_time, default), approved_at, last_modified (or last_updated)',
  ),
  'statuses[]': queryDoc('approved, pending, rejected; repeated or a comma list'),
  'currency[]': queryDoc('Currency codes; repeated or a comma list'),
  'campaign_id[]': queryDoc('Campaign ids'),
  'publisher_id[]': queryDoc('Partner ids'),
  conversion_id: queryDoc('Conversion ids'),
  conversion_reference: queryDoc('Conversion references (repeat the key for several)'),
  'ref_conversion_metric_id[]': queryDoc('Conversion metric ids'),
  'multipivot[{pivot}][]': queryDoc(
    'campaign, publisher, product (an item sku), publisher_reference, advertiser_reference',
  ),
  invoice_created_date: queryDoc('We keep no invoices: any value matches nothing'),
  include_payment_info: queryDoc('true adds the payment fields (null: we keep no payments)'),
  pagination: queryDoc('cursor forces cursor paging; offset paging is used when offset is sent'),
  cursor_id: queryDoc('Cursor paging: the cursor_id of the previous page'),
});
