import type { CsvColumn } from '@/lib/api/http/csv';
import { formatInZone } from '@/lib/schemas/conversion';
import type { ConversionStatus } from '@/lib/schemas/enums';
import {
  CONVERSION_METRIC_LIST,
  PARTNERSHIP_MODEL_LIST,
  TRAFFIC_SOURCE_LIST,
  type TrackingEntry,
} from '@/lib/schemas/reference/lists';
import type { ClickRow } from '@/lib/services/click-reports';
import type { ReportRow } from '@/lib/services/conversions';
import { camrefOf } from '@/lib/services/participations';
import { decimalText } from './campaign';
import type { SaleMoney } from './sale-currency';

/**
 * The columns of the Exports API's three files (partner side), in the reference's order, then
 * ours. Times are on the wall clock of the export's time zone; amounts are exact decimals;
 * unknown values are empty cells. docs/api-decisions.md#exports.
 */

const STATUS_IDS: Record<ConversionStatus, number> = {
  pending: 1,
  approved: 2,
  rejected: 3,
  fraudulent: 3,
};
/** Legacy: the reports know approved, pending and rejected; fraudulent reads as rejected. */
const reportStatus = (s: ConversionStatus) => (s === 'fraudulent' ? 'rejected' : s);
const ABUSE = new Set(['bot', 'flood', 'self_click']);
const DEVICES = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet', other: 'Other' } as const;
const yesNo = (v: boolean) => (v ? 'y' : 'n');
const money = (v: string) => decimalText(v)!;
const titleOf = (list: readonly TrackingEntry[], id: number | null) =>
  list.find((e) => e.id === id)?.title ?? null;

/** The date, the time and both of an instant in `tz`. */
function parts(date: Date | null, tz: string) {
  if (!date) return { date: null, time: null, dateTime: null };
  const dateTime = formatInZone(date, tz);
  return { date: dateTime.slice(0, 10), time: dateTime.slice(11), dateTime };
}

/** click.csv: one row per click of the partner. */
export function clickExportColumns(tz: string): CsvColumn<ClickRow>[] {
  return [
    { header: 'click_id', value: (r) => String(r.id) },
    { header: 'cookie_id', value: () => null },
    { header: 'campaign_id', value: (r) => String(r.campaignId) },
    { header: 'publisher_id', value: (r) => String(r.partnerId) },
    { header: 'status', value: (r) => (r.converted ? 'used' : 'fresh') },
    { header: 'set_time', value: (r) => formatInZone(r.clickedAt, tz) },
    { header: 'set_ip', value: (r) => r.ipDigest },
    // We record each click once: last used is its own time and address.
    { header: 'last_used', value: (r) => formatInZone(r.clickedAt, tz) },
    { header: 'last_ip', value: (r) => r.ipDigest },
    { header: 'advertiser_reference', value: (r) => r.adref },
    { header: 'referer', value: (r) => r.referer },
    { header: 'creative_id', value: (r) => r.creativeId ?? 0 },
    { header: 'creative_type', value: () => 0 },
    { header: 'specific_creative_id', value: () => 0 },
    { header: 'country', value: (r) => r.country },
    { header: 'publisher_name', value: (r) => r.partnerName },
    // Ours, after the reference's columns.
    { header: 'clickref', value: (r) => r.clickref },
    { header: 'publisher_reference', value: (r) => r.pubref },
    { header: 'type', value: (r) => r.type },
    { header: 'ref_device', value: (r) => DEVICES[r.device] },
    { header: 'creditable', value: (r) => yesNo(r.creditable) },
    {
      header: 'invalid_reason',
      // As the partner click report: abuse verdicts read `filtered`, so the rules stay unknown.
      value: (r) => (r.invalidReason && ABUSE.has(r.invalidReason) ? 'filtered' : r.invalidReason),
    },
  ];
}

/** Seconds from the winning click to the conversion; empty when no click won. */
const lagOf = (r: ReportRow) =>
  r.row.clickedAt === null
    ? null
    : Math.max(0, Math.round((r.row.conversionTime.getTime() - r.row.clickedAt.getTime()) / 1000));

/** A row of either conversion file: the conversion and how its money reads. */
interface ConversionOfRow {
  conversion: ReportRow;
  money: SaleMoney;
}

/** The conversion's columns, shared by both conversion files (a row of either carries them). */
function conversionColumns<T extends ConversionOfRow>(tz: string): CsvColumn<T>[] {
  const at = (r: T) => parts(r.conversion.row.conversionTime, tz);
  const click = (r: T) => parts(r.conversion.row.clickedAt, tz);
  const c = (f: (r: ReportRow) => unknown) => (r: T) => f(r.conversion);
  const commission = (r: T) => money(r.money.commissionOf(r.conversion.row.commission));
  return [
    { header: 'conversion_id', value: c((r) => String(r.row.id)) },
    { header: 'campaign_id', value: c((r) => String(r.row.campaignId)) },
    {
      header: 'publisher_id',
      value: c((r) => (r.row.partnerId === null ? null : r.row.partnerId)),
    },
    { header: 'conversion_date', value: (r) => at(r).date },
    { header: 'conversion_date_time', value: (r) => at(r).dateTime },
    { header: 'click_time', value: (r) => click(r).time },
    { header: 'click_date', value: (r) => click(r).date },
    { header: 'click_date_time', value: (r) => click(r).dateTime },
    { header: 'currency', value: (r) => r.money.currency },
    { header: 'advertiser_reference', value: c((r) => r.row.advertiserReference) },
    { header: 'conversion_reference', value: c((r) => r.row.conversionReference) },
    // The address is never shown (the stored form is a digest).
    { header: 'referer_ip', value: () => null },
    { header: 'source_referer', value: () => null },
    { header: 'campaign_title', value: c((r) => r.campaignTitle) },
    { header: 'publisher_name', value: c((r) => r.partnerName) },
    { header: 'conversion_status', value: c((r) => reportStatus(r.row.status)) },
    { header: 'conversion_lag', value: c(lagOf) },
    { header: 'value', value: (r) => money(r.money.value) },
    { header: 'commission', value: commission },
    { header: 'publisher_commission', value: commission },
    { header: 'creative_type', value: () => 0 },
    { header: 'creative_id', value: () => 0 },
    { header: 'specific_creative_id', value: () => 0 },
    { header: 'customer_type', value: c((r) => r.row.customerType) },
    { header: 'was_disputed', value: c((r) => yesNo(r.lifecycle.disputed)) },
    { header: 'cookie_id', value: () => null },
    { header: 'country', value: () => null },
    { header: 'currency_original', value: (r) => r.money.original },
    { header: 'currency_conversion_rate', value: (r) => r.money.rate },
  ];
}

/**
 * Ours, after the reference's columns of both conversion files; with convert_currency the
 * currency the commission was in and its rate (the value's are the reference's columns).
 */
function ourConversionColumns<T extends ConversionOfRow>(
  tz: string,
  converted: boolean,
): CsvColumn<T>[] {
  const c = (f: (r: ReportRow) => unknown) => (r: T) => f(r.conversion);
  return [
    { header: 'conversion_time', value: (r) => parts(r.conversion.row.conversionTime, tz).time },
    { header: 'commission_currency', value: (r) => r.money.commissionCurrency },
    ...(converted
      ? [
          { header: 'commission_currency_original', value: (r: T) => r.money.commissionOriginal },
          { header: 'commission_conversion_rate', value: (r: T) => r.money.commissionRate },
        ]
      : []),
    { header: 'publisher_reference', value: c((r) => r.row.partnerReference) },
    { header: 'clickref', value: c((r) => r.row.clickref) },
    {
      header: 'ref_partnership_model',
      value: c((r) => titleOf(PARTNERSHIP_MODEL_LIST, r.row.refPartnershipModelId)),
    },
    {
      header: 'ref_traffic_source',
      value: c((r) => titleOf(TRAFFIC_SOURCE_LIST, r.row.refTrafficSourceId)),
    },
    {
      header: 'ref_conversion_metric',
      value: c((r) => titleOf(CONVERSION_METRIC_LIST, r.row.refConversionMetricId)),
    },
    { header: 'last_modified', value: c((r) => formatInZone(r.row.updatedAt, tz)) },
  ];
}

const metaColumns = <T>(
  prefix: string,
  keys: string[],
  meta: (r: T) => Record<string, string> | null,
): CsvColumn<T>[] =>
  keys.map((key) => ({ header: `${prefix}${key}`, value: (r: T) => meta(r)?.[key] ?? null }));

const camrefOfRow = (r: ReportRow) =>
  r.row.partnerId === null ? null : camrefOf(r.row.campaignId, r.row.partnerId);

export type ConversionExportRow = ConversionOfRow;

/**
 * conversion.csv: one row per conversion, its meta_data as meta_conversion_{key} columns;
 * `converted` with convert_currency.
 */
export function conversionExportColumns(
  tz: string,
  metaKeys: string[],
  converted: boolean,
): CsvColumn<ConversionExportRow>[] {
  return [
    ...conversionColumns<ConversionExportRow>(tz),
    { header: 'customer_reference', value: (r) => r.conversion.row.customerReference },
    { header: 'camref', value: (r) => camrefOfRow(r.conversion) },
    ...ourConversionColumns<ConversionExportRow>(tz, converted),
    ...metaColumns<ConversionExportRow>('meta_conversion_', metaKeys, (r) => r.conversion.row.meta),
  ];
}

export interface ItemExportRow extends ConversionOfRow {
  /** Null for a conversion recorded without items (it gets one row, its item cells empty). */
  item: ReportRow['items'][number] | null;
}

/** The partner's rows of a conversion: one per item shown to it, or one for a conversion without items. */
export function itemExportRows({ conversion, money }: ConversionOfRow): ItemExportRow[] {
  const shown = conversion.items.filter((i) => i.displayToPartner);
  if (!conversion.items.length) return [{ conversion, money, item: null }];
  return shown.map((item) => ({ conversion, money, item }));
}

/**
 * conversion_item.csv: one row per item shown to the partner; payment columns with
 * include_payment_info; the conversion's meta_data, then the item's, as meta_conversion_{key}
 * and meta_item_{key} columns; `converted` with convert_currency.
 */
export function conversionItemExportColumns(
  tz: string,
  meta: { conversion: string[]; item: string[] },
  includePaymentInfo: boolean,
  converted: boolean,
): CsvColumn<ItemExportRow>[] {
  const i =
    (f: (item: NonNullable<ItemExportRow['item']>, r: ItemExportRow) => unknown) =>
    (r: ItemExportRow) => (r.item ? f(r.item, r) : null);
  const itemCommission = i((item, r) => money(r.money.commissionOf(item.itemCommission)));
  const payable = (r: ItemExportRow) =>
    r.item !== null && r.item.status === 'approved' && r.conversion.lifecycle.stage === 'payable';
  return [
    ...conversionColumns<ItemExportRow>(tz),
    { header: 'conversion_item_id', value: i((item) => String(item.id)) },
    { header: 'sku', value: i((item) => item.sku) },
    { header: 'category', value: i((item) => item.category) },
    { header: 'item_value', value: i((item, r) => money(r.money.of(item.itemValue))) },
    { header: 'item_commission', value: itemCommission },
    { header: 'item_publisher_commission', value: itemCommission },
    { header: 'item_status', value: i((item) => reportStatus(item.status)) },
    { header: 'item_status_id', value: i((item) => STATUS_IDS[item.status]) },
    {
      header: 'reject_reason',
      value: i((item) =>
        item.status === 'rejected' || item.status === 'fraudulent' ? item.reason : null,
      ),
    },
    {
      header: 'last_update',
      // A conversion without items: its own last change, so incremental readers still advance.
      value: (r) => formatInZone(r.item ? r.item.updatedAt : r.conversion.row.updatedAt, tz),
    },
    { header: 'voucher_codes', value: (r) => r.conversion.row.voucherCode },
    { header: 'customer_reference', value: (r) => r.conversion.row.customerReference },
    { header: 'camref', value: (r) => camrefOfRow(r.conversion) },
    { header: 'invoice_id', value: () => null },
    ...(includePaymentInfo
      ? [
          {
            header: 'payment_status',
            value: (r: ItemExportRow) => r.conversion.lifecycle.stage,
          },
          { header: 'self_bill_request_date', value: () => null },
          { header: 'self_bill_release_date', value: () => null },
        ]
      : []),
    ...ourConversionColumns<ItemExportRow>(tz, converted),
    { header: 'payable', value: (r) => yesNo(payable(r)) },
    ...metaColumns<ItemExportRow>(
      'meta_conversion_',
      meta.conversion,
      (r) => r.conversion.row.meta,
    ),
    ...metaColumns<ItemExportRow>('meta_item_', meta.item, (r) => r.item?.meta ?? null),
  ];
}
