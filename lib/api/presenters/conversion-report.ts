import type { CsvColumn } from '@/lib/api/http/csv';
import {
  formatInZone,
  type BrandConversionDataOut,
  type BrandConversionReportResponse,
  type ConversionReportQuery,
  type ConversionReportResponse,
  type PartnerConversionDataOut,
} from '@/lib/schemas/conversion';
import type { ConversionStatus } from '@/lib/schemas/enums';
import type { ReportPage, ReportRow } from '@/lib/services/conversions';
import { cursorPagination, offsetPagination } from '@/lib/api/http/pagination';
import {
  CONVERSION_METRIC_LIST,
  PARTNERSHIP_MODEL_LIST,
  TRAFFIC_SOURCE_LIST,
  type TrackingEntry,
} from '@/lib/schemas/reference/lists';
import { reportWindowTimes } from '@/lib/schemas/report-window';
import { decimalText } from './campaign';
import { clickOf } from './conversion-report-click';
import { reportedSale } from './sale-currency';
import { conversionLifecycle, conversionValueRule, itemRule } from './conversion-report-lifecycle';

/**
 * The conversion reports (partner and brand side) as the reference renders them. Times are on
 * the wall clock of the report's time zone, except the `*_utc` ones. Unknown values are null;
 * objects (click, conversion_value) are always present.
 */

const text = (v: string) => decimalText(v)!;

/** Legacy: the report knows approved, pending and rejected; fraudulent reads as rejected. */
const reportStatus = (s: ConversionStatus) => (s === 'fraudulent' ? 'rejected' : s);
const STATUS_IDS: Record<ConversionStatus, number> = {
  pending: 1,
  approved: 2,
  rejected: 3,
  fraudulent: 3,
};

/** Seconds from the winning click to the conversion; null when no click won. */
const lagOf = (r: ReportRow) =>
  r.row.clickedAt === null
    ? null
    : Math.max(0, Math.round((r.row.conversionTime.getTime() - r.row.clickedAt.getTime()) / 1000));

/** The reference list's title of a ref_* id; null when none is stored or the list lacks it. */
const titleOf = (list: readonly TrackingEntry[], id: number | null) =>
  list.find((e) => e.id === id)?.title ?? null;

function itemBase(i: ReportRow['items'][number], tz: string, r: ReportRow) {
  const voucherCode = r.row.voucherCode;
  return {
    conversion_item_id: String(i.id),
    sku: i.sku,
    category: i.category,
    item_value: Number(reportedSale(r.row).of(i.itemValue)),
    item_commission: Number(i.itemCommission),
    item_publisher_commission: Number(i.itemCommission),
    ...itemRule(i),
    item_status: reportStatus(i.status),
    item_status_id: STATUS_IDS[i.status],
    last_update: formatInZone(i.updatedAt, tz),
    approved_at: i.status === 'approved' ? formatInZone(i.updatedAt, tz) : null,
    reject_reason: i.status === 'rejected' || i.status === 'fraudulent' ? i.reason : null,
    voucher_codes: voucherCode === null ? [] : [voucherCode],
    meta_data: i.meta,
  };
}

function conversionBase(r: ReportRow, query: ConversionReportQuery) {
  const { row } = r;
  const tz = query.timezone;
  const sale = reportedSale(row);
  return {
    conversion_id: String(row.id),
    campaign_id: String(row.campaignId),
    publisher_id: row.partnerId === null ? null : String(row.partnerId),
    cookie_id: null,
    conversion_time: formatInZone(row.conversionTime, tz),
    currency: sale.currency,
    currency_original: sale.original,
    currency_conversion_rate: sale.rate,
    advertiser_reference: row.advertiserReference,
    conversion_reference: row.conversionReference,
    customer_reference: row.customerReference,
    customer_type: row.customerType,
    creative_type: 0,
    creative_id: 0,
    specific_creative_id: 0,
    referer_ip: null,
    source_referer: null,
    user_agent: null,
    last_modified: formatInZone(row.updatedAt, tz),
    conversion_type: 1,
    country: null,
    ref_device_id: null,
    ref_partnership_model_id: row.refPartnershipModelId,
    ref_traffic_source_id: row.refTrafficSourceId,
    ref_conversion_metric_id: row.refConversionMetricId,
    ref_user_context_id: null,
    ref_device: null,
    ref_partnership_model: titleOf(PARTNERSHIP_MODEL_LIST, row.refPartnershipModelId),
    ref_traffic_source: titleOf(TRAFFIC_SOURCE_LIST, row.refTrafficSourceId),
    ref_user_context: null,
    ref_conversion_metric: titleOf(CONVERSION_METRIC_LIST, row.refConversionMetricId),
    campaign_title: r.campaignTitle,
    publisher_name: r.partnerName,
    conversion_value: {
      conversion_value_id: String(row.id),
      conversion_status: reportStatus(row.status),
      value: Number(sale.value),
      commission: Number(row.commission),
      publisher_commission: Number(row.commission),
      commission_currency: row.commissionCurrency,
      ...conversionValueRule(r),
    },
    meta_data: row.meta,
    was_disputed: r.lifecycle.disputed,
    conversion_lag: lagOf(r),
    ...conversionLifecycle(r, tz),
    clickref: row.clickref,
    ...(query.include_payment_info ? { payment_status: null } : {}),
  };
}

/** conversion_data of the partner report. Items hidden from the partner (display_to_publisher n) are left out. */
function presentPartnerConversion(
  r: ReportRow,
  query: ConversionReportQuery,
): PartnerConversionDataOut {
  return {
    ...conversionBase(r, query),
    publisher_reference: r.row.partnerReference,
    click: { ...clickOf(r, query.timezone), publisher_reference: null },
    conversion_items: r.items
      .filter((i) => i.displayToPartner)
      .map((i) => ({
        ...itemBase(i, query.timezone, r),
        publisher_self_bill_id: null,
        payable: i.status === 'approved' && r.lifecycle.stage === 'payable',
      })),
    ...(query.include_payment_info
      ? { self_bill_request_date: null, self_bill_release_date: null }
      : {}),
  };
}

/** conversion_data of the brand report: every item, with display_to_publisher. */
function presentBrandConversion(
  r: ReportRow,
  query: ConversionReportQuery,
): BrandConversionDataOut {
  return {
    ...conversionBase(r, query),
    device_id: null,
    click: { ...clickOf(r, query.timezone), device_id: null, advertiser_reference: null },
    conversion_items: r.items.map((i) => ({
      ...itemBase(i, query.timezone, r),
      invoice_id: null,
      display_to_publisher: i.displayToPartner ? 1 : 0,
    })),
    ...(query.include_payment_info ? { invoice_create_date: null, invoice_paid_date: null } : {}),
  };
}

function envelope(page: ReportPage, query: ConversionReportQuery, requestUrl: string) {
  const tz = query.timezone;
  const pagination =
    page.mode === 'offset'
      ? offsetPagination(requestUrl, { offset: page.offset, limit: query.limit }, page.totals.all)
      : cursorPagination(requestUrl, query.limit, page.nextCursorId);
  return {
    total_conversion_count: page.totals.count,
    total_commission_value: page.totals.commission,
    total_publisher_commission: page.totals.commission,
    total_value: page.totals.value,
    ...reportWindowTimes(query),
    timezone: tz,
    limit: query.limit,
    offset: page.offset,
    meta_data: [],
    count: page.totals.all,
    cursor_id: page.nextCursorId,
    hypermedia: { pagination },
  };
}

/** The partner conversion report body (JSON and XML). */
export function presentReport(
  page: ReportPage,
  query: ConversionReportQuery,
  requestUrl: string,
): ConversionReportResponse {
  return {
    ...envelope(page, query, requestUrl),
    conversions: page.rows.map((r) => ({ conversion_data: presentPartnerConversion(r, query) })),
  };
}

/** The brand conversion report body (JSON and XML). */
export function presentBrandReport(
  page: ReportPage,
  query: ConversionReportQuery,
  requestUrl: string,
): BrandConversionReportResponse {
  return {
    ...envelope(page, query, requestUrl),
    conversions: page.rows.map((r) => ({ conversion_data: presentBrandConversion(r, query) })),
  };
}

/** Columns of the reports' CSV export (one row per conversion), times in the report's zone. */
export function reportCsvColumns(side: 'partner' | 'brand', tz: string): CsvColumn<ReportRow>[] {
  const shown = (r: ReportRow) =>
    side === 'partner' ? r.items.filter((i) => i.displayToPartner) : r.items;
  return [
    { header: 'conversion_id', value: (r) => String(r.row.id) },
    { header: 'campaign_id', value: (r) => String(r.row.campaignId) },
    { header: 'campaign_title', value: (r) => r.campaignTitle },
    {
      header: 'publisher_id',
      value: (r) => (r.row.partnerId === null ? '' : String(r.row.partnerId)),
    },
    { header: 'publisher_name', value: (r) => r.partnerName },
    { header: 'conversion_time', value: (r) => formatInZone(r.row.conversionTime, tz) },
    { header: 'last_modified', value: (r) => formatInZone(r.row.updatedAt, tz) },
    { header: 'conversion_status', value: (r) => reportStatus(r.row.status) },
    { header: 'currency', value: (r) => reportedSale(r.row).currency },
    { header: 'value', value: (r) => text(reportedSale(r.row).value) },
    { header: 'commission_currency', value: (r) => r.row.commissionCurrency },
    { header: 'publisher_commission', value: (r) => text(r.row.commission) },
    { header: 'conversion_reference', value: (r) => r.row.conversionReference },
    ...(side === 'partner'
      ? [{ header: 'publisher_reference', value: (r: ReportRow) => r.row.partnerReference }]
      : []),
    { header: 'advertiser_reference', value: (r) => r.row.advertiserReference },
    { header: 'customer_reference', value: (r) => r.row.customerReference },
    { header: 'customer_type', value: (r) => r.row.customerType },
    { header: 'item_count', value: (r) => shown(r).length },
    { header: 'currency_original', value: (r) => reportedSale(r.row).original },
    { header: 'currency_conversion_rate', value: (r) => reportedSale(r.row).rate },
  ];
}
