import { z } from 'zod';
import { CustomerType, REPORT_STATUSES } from '../enums';
import {
  conversionLifecycleFields,
  conversionValueRuleFields,
  itemRuleFields,
} from './report-lifecycle';

/**
 * Responses of the conversion reports (v1, JSON, XML and CSV): the partner side
 * (`Partner_Conversions` of partnerize-partner-conversions) and the brand side
 * (`Brand_Conversions` of partnerize-brand-conversions), each row wrapped in `conversion_data`
 * as the reference's examples and the API Blueprint do. Values we do not track (clicks,
 * devices, countries, invoices) are null; objects are never null.
 * The query: report-query.ts. Decisions: docs/jobs-and-conversions.md#conversion-reports.
 */

export { ConversionReportQuery, ConversionReportQueryDoc, reportQueryInput } from './report-query';

const str = z.string();
const nstr = z.string().nullable();
const num = z.number();
const nnum = z.number().nullable();
const status = z.enum(REPORT_STATUSES);

const clickBase = {
  click_id: nstr,
  cookie_id: nstr,
  campaign_id: nstr,
  publisher_id: nstr,
  publisher_name: nstr,
  type: nstr,
  status: nstr,
  set_time: nstr,
  set_ip: nstr,
  last_used: nnum,
  last_ip: nstr,
  referer: nstr,
  country: nstr,
  creative_id: nnum,
  creative_type: nnum,
  specific_creative_id: nnum,
  ref_device_id: nnum,
  ref_traffic_source_id: nnum,
  ref_partnership_model_id: nnum,
  ref_user_context_id: nnum,
  ref_device: nstr,
  ref_traffic_source: nstr,
  ref_partnership_model: nstr,
  ref_user_context: nstr,
  clickref: nstr,
};

/**
 * The click that led to the conversion (attribution click): its id, campaign, partner, time and
 * clickref, and as the click report shows it its type, status (used), set_ip / last_ip (the
 * stored digest), referer, creative and device; untracked values are null, and every value is
 * null when no click won.
 */
const PartnerClickOut = z.object({ ...clickBase, publisher_reference: nstr });
const BrandClickOut = z.object({ ...clickBase, device_id: nstr, advertiser_reference: nstr });

const ConversionValueOut = z.object({
  /** The conversion's id: we keep one value per conversion. */
  conversion_value_id: str,
  conversion_status: status,
  value: num,
  /** What the brand pays for the conversion; we keep no network fee, so publisher_commission. */
  commission: num,
  publisher_commission: num,
  /** Ours: the currency of the commissions (the campaign's). */
  commission_currency: str,
  ...conversionValueRuleFields,
});

const itemBase = {
  conversion_item_id: str,
  sku: nstr,
  category: nstr,
  item_value: num,
  item_commission: num,
  item_publisher_commission: num,
  ...itemRuleFields,
  item_status: status,
  item_status_id: z.number().int(),
  last_update: str,
  approved_at: nstr,
  reject_reason: nstr,
  voucher_codes: z.array(str),
  meta_data: z.record(z.string(), z.string()),
};
const PartnerItemOut = z.object({
  ...itemBase,
  publisher_self_bill_id: nnum,
  payable: z
    .boolean()
    .meta({ description: 'Approved and its conversion payable (lifecycle.stage)' }),
});
const BrandItemOut = z.object({
  ...itemBase,
  invoice_id: nstr,
  display_to_publisher: z.union([z.literal(0), z.literal(1)]),
});

const conversionBase = {
  conversion_id: str,
  campaign_id: str,
  publisher_id: nstr.meta({ description: 'null for an unattributed conversion (brand side only)' }),
  cookie_id: nstr,
  conversion_time: str,
  currency: str.meta({
    description:
      "The campaign's currency for a sale converted at recording, else the sale's (value and item values are in it)",
  }),
  currency_original: nstr.meta({
    description:
      'The currency the sale was sent in, when it was converted into currency; else null',
  }),
  currency_conversion_rate: nstr.meta({
    description:
      "Units of currency for one of currency_original: the stored rate of the sale's day; null when not converted",
  }),
  advertiser_reference: nstr,
  conversion_reference: str,
  customer_reference: nstr,
  customer_type: CustomerType.nullable(),
  creative_type: num,
  creative_id: num,
  specific_creative_id: num,
  referer_ip: nstr,
  source_referer: nstr,
  user_agent: nstr,
  last_modified: str,
  conversion_type: z.number().int(),
  country: nstr,
  ref_device_id: nnum,
  ref_partnership_model_id: nnum,
  ref_traffic_source_id: nnum,
  ref_conversion_metric_id: nnum,
  ref_user_context_id: nnum,
  ref_device: nstr,
  ref_partnership_model: nstr,
  ref_traffic_source: nstr,
  ref_user_context: nstr,
  ref_conversion_metric: nstr,
  campaign_title: str,
  publisher_name: nstr,
  conversion_value: ConversionValueOut,
  meta_data: z.record(z.string(), z.string()),
  was_disputed: z.boolean().meta({ description: 'A transaction query (claim) names it' }),
  /** Seconds from the winning click to the conversion; null when no click won. */
  conversion_lag: nnum,
  ...conversionLifecycleFields,
  clickref: nstr,
  payment_status: nstr.optional().meta({ description: 'With include_payment_info=true' }),
};

/** conversion_data of the partner report. Items the brand hid are left out. */
export const PartnerConversionDataOut = z.object({
  ...conversionBase,
  publisher_reference: nstr,
  click: PartnerClickOut,
  conversion_items: z.array(PartnerItemOut),
  self_bill_request_date: nstr.optional(),
  self_bill_release_date: nstr.optional(),
});
export type PartnerConversionDataOut = z.infer<typeof PartnerConversionDataOut>;

/** conversion_data of the brand report: every item, with display_to_publisher. */
export const BrandConversionDataOut = z.object({
  ...conversionBase,
  device_id: nstr,
  click: BrandClickOut,
  conversion_items: z.array(BrandItemOut),
  invoice_create_date: nstr.optional(),
  invoice_paid_date: nstr.optional(),
});
export type BrandConversionDataOut = z.infer<typeof BrandConversionDataOut>;

const totals = z.record(z.string(), num).meta({ description: 'Keyed by currency code' });

const reportEnvelope = {
  total_conversion_count: totals,
  total_commission_value: totals,
  total_publisher_commission: totals,
  total_value: totals,
  start_date_time_utc: str,
  end_date_time_utc: str,
  start_date_time: str.meta({ description: 'In the report time zone' }),
  end_date_time: str,
  /** Ours: the time zone of start_date_time, end_date_time and every time in the rows. */
  timezone: str,
  limit: z.number().int(),
  offset: z.number().int(),
  meta_data: z.array(z.unknown()),
  count: z.number().int().meta({ description: 'Conversions in the whole report (every page)' }),
  cursor_id: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'Pass it back for the next page; null on the last page' }),
  hypermedia: z.object({
    pagination: z.object({
      total_page_count: z.number().int().optional(),
      total_item_count: z.number().int().optional(),
      first_page: str,
      last_page: str.optional(),
      next_page: nstr,
      previous_page: nstr.optional(),
    }),
  }),
};

export const ConversionReportResponse = z.object({
  ...reportEnvelope,
  conversions: z.array(z.object({ conversion_data: PartnerConversionDataOut })),
});
export type ConversionReportResponse = z.infer<typeof ConversionReportResponse>;

export const BrandConversionReportResponse = z.object({
  ...reportEnvelope,
  conversions: z.array(z.object({ conversion_data: BrandConversionDataOut })),
});
export type BrandConversionReportResponse = z.infer<typeof BrandConversionReportResponse>;
export { formatInZone } from './report-dates';
