import type { CsvColumn } from '@/lib/api/format';
import type { ConversionDataOut, ConversionReportQuery, ConversionV3Out } from '@/lib/schemas/conversion';
import type { ConversionStatus } from '@/lib/db/schema';
import type { ConversionRecord } from '@/lib/services/conversions';
import type { ReportPage, ReportRow } from '@/lib/services/reports';
import { cursorPagination } from '@/lib/api/pagination';
import { isoDateTime, v1DateTime } from './common';
import { decimalText } from './campaign';

const text = (v: string) => decimalText(v)!;

/** The v3 conversion record (recording call). Amounts are exact decimals as text. */
export function presentConversionV3({ row, items }: ConversionRecord): ConversionV3Out {
  return {
    id: String(row.id),
    campaign_id: String(row.campaignId),
    publisher_id: String(row.partnerId),
    conversion_reference: row.conversionReference,
    publisher_reference: row.publisherReference,
    advertiser_reference: row.advertiserReference,
    customer_reference: row.customerReference,
    customer_type: row.customerType,
    status: row.status,
    reason: row.reason,
    currency: row.currency,
    value: text(row.value),
    commission: text(row.commission),
    commission_currency: row.commissionCurrency,
    conversion_time: isoDateTime(row.conversionTime),
    created_at: isoDateTime(row.createdAt),
    updated_at: isoDateTime(row.updatedAt),
    items: items.map((i) => ({
      id: String(i.id),
      sku: i.sku,
      category: i.category,
      item_value: text(i.itemValue),
      item_commission: text(i.itemCommission),
      status: i.status,
      display_to_publisher: i.displayToPublisher,
      reason: i.reason,
    })),
  };
}

/** Legacy: the report knows approved, pending and rejected; fraudulent reads as rejected. */
const reportStatus = (s: ConversionStatus) => (s === 'fraudulent' ? 'rejected' : s);
const STATUS_IDS: Record<ConversionStatus, number> = { pending: 1, approved: 2, rejected: 3, fraudulent: 3 };

/** conversion_data of op 34. Items hidden from the publisher (display_to_publisher n) are left out. */
export function presentReportConversion({ row, items, campaignTitle, publisherName }: ReportRow): ConversionDataOut {
  return {
    conversion_id: String(row.id),
    campaign_id: String(row.campaignId),
    publisher_id: String(row.partnerId),
    conversion_time: v1DateTime(row.conversionTime),
    currency: row.currency,
    publisher_reference: row.publisherReference,
    advertiser_reference: row.advertiserReference,
    conversion_reference: row.conversionReference,
    customer_reference: row.customerReference,
    customer_type: row.customerType,
    creative_type: null,
    creative_id: null,
    specific_creative_id: null,
    referer_ip: null,
    source_referer: null,
    last_modified: v1DateTime(row.updatedAt),
    conversion_type: 1,
    country: null,
    ref_device_id: null,
    ref_partnership_model_id: row.refPartnershipModelId,
    ref_traffic_source_id: row.refTrafficSourceId,
    ref_conversion_metric_id: row.refConversionMetricId,
    ref_user_context_id: null,
    ref_device: null,
    ref_partnership_model: null,
    ref_traffic_source: null,
    ref_user_context: null,
    ref_conversion_metric: null,
    campaign_title: campaignTitle,
    publisher_name: publisherName,
    click: null,
    conversion_value: {
      conversion_status: reportStatus(row.status),
      value: Number(row.value),
      publisher_commission: Number(row.commission),
      commission_currency: row.commissionCurrency,
    },
    meta_data: row.meta,
    conversion_items: items
      .filter((i) => i.displayToPublisher)
      .map((i) => ({
        conversion_item_id: String(i.id),
        sku: i.sku,
        category: i.category,
        item_value: Number(i.itemValue),
        item_publisher_commission: Number(i.itemCommission),
        item_status: reportStatus(i.status),
        item_status_id: STATUS_IDS[i.status],
        last_update: v1DateTime(i.updatedAt),
        approved_at: i.status === 'approved' ? v1DateTime(i.updatedAt) : null,
        publisher_self_bill_id: null,
        reject_reason: i.status === 'rejected' || i.status === 'fraudulent' ? i.reason : null,
        voucher_codes: [],
        meta_data: i.meta,
        payable: i.status === 'approved',
      })),
    was_disputed: false,
    conversion_lag: 0,
    clickref: null,
  };
}

/** The op 34 body (JSON and XML). */
export function presentReport(page: ReportPage, query: ConversionReportQuery, requestUrl: string) {
  const start = v1DateTime(query.start_date);
  const end = v1DateTime(query.end_date);
  return {
    total_conversion_count: page.totals.count,
    total_publisher_commission: page.totals.commission,
    total_value: page.totals.value,
    start_date_time_utc: start,
    end_date_time_utc: end,
    start_date_time: start,
    end_date_time: end,
    limit: query.limit,
    meta_data: [],
    count: page.rows.length,
    cursor_id: page.nextCursorId,
    conversions: page.rows.map((r) => ({ conversion_data: presentReportConversion(r) })),
    hypermedia: { pagination: cursorPagination(requestUrl, query.limit, page.nextCursorId) },
  };
}

/** Columns of the report's CSV export (one row per conversion). */
export const REPORT_CSV_COLUMNS: CsvColumn<ReportRow>[] = [
  { header: 'conversion_id', value: (r) => String(r.row.id) },
  { header: 'campaign_id', value: (r) => String(r.row.campaignId) },
  { header: 'campaign_title', value: (r) => r.campaignTitle },
  { header: 'publisher_id', value: (r) => String(r.row.partnerId) },
  { header: 'publisher_name', value: (r) => r.publisherName },
  { header: 'conversion_time', value: (r) => v1DateTime(r.row.conversionTime) },
  { header: 'last_modified', value: (r) => v1DateTime(r.row.updatedAt) },
  { header: 'conversion_status', value: (r) => reportStatus(r.row.status) },
  { header: 'currency', value: (r) => r.row.currency },
  { header: 'value', value: (r) => text(r.row.value) },
  { header: 'commission_currency', value: (r) => r.row.commissionCurrency },
  { header: 'publisher_commission', value: (r) => text(r.row.commission) },
  { header: 'conversion_reference', value: (r) => r.row.conversionReference },
  { header: 'publisher_reference', value: (r) => r.row.publisherReference },
  { header: 'advertiser_reference', value: (r) => r.row.advertiserReference },
  { header: 'customer_reference', value: (r) => r.row.customerReference },
  { header: 'customer_type', value: (r) => r.row.customerType },
  { header: 'item_count', value: (r) => r.items.filter((i) => i.displayToPublisher).length },
];
