import { sql, type SQL } from 'drizzle-orm';
import { campaigns, conversionItems, conversions, partners } from '@/lib/db/schema';
import {
  NUMERIC_FILTER_FIELDS,
  type ConversionFilterField,
} from '@/lib/schemas/analytics/conversions';
import type { ConversionDimension } from '@/lib/schemas/analytics/conversion-groups';
import {
  CONVERSION_METRIC_LIST,
  PARTNERSHIP_MODEL_LIST,
  TRAFFIC_SOURCE_LIST,
  type TrackingEntry,
} from '@/lib/schemas/reference/lists';
import type { FilterColumn } from '../source';

/**
 * The filter fields of the conversion analytics as SQL over conversions (joined to its campaign
 * and, when attributed, its partner). sku and category match when any item of the conversion
 * matches. What we do not record (country, browser, os, device, creatives, conversion types,
 * voucher status) is null and matches no filter; `not` filters on it match every row.
 */

const COLUMNS: Partial<Record<ConversionFilterField, SQL>> = {
  commission: sql`${conversions.commission}`,
  partner_commission: sql`${conversions.commission}`,
  order_value: sql`${conversions.value}`,
  advertiser_reference: sql`${conversions.advertiserReference}`,
  campaign_id: sql`${conversions.campaignId}::text`,
  campaign_name: sql`${campaigns.title}`,
  conversion_metric_id: sql`${conversions.refConversionMetricId}::text`,
  conversion_reference: sql`${conversions.conversionReference}`,
  conversion_status: sql`${conversions.status}`,
  currency: sql`${conversions.currency}`,
  customer_reference: sql`${conversions.customerReference}`,
  customer_type: sql`${conversions.customerType}`,
  partner_id: sql`${conversions.partnerId}::text`,
  partner_name: sql`${partners.accountName}`,
  publisher_reference: sql`${conversions.partnerReference}`,
  partnership_model_id: sql`${conversions.refPartnershipModelId}::text`,
  traffic_source_id: sql`${conversions.refTrafficSourceId}::text`,
  voucher_code: sql`${conversions.voucherCode}`,
};

const ITEM_COLUMNS: Partial<Record<ConversionFilterField, SQL>> = {
  sku: sql`${conversionItems.sku}`,
  category: sql`${conversionItems.category}`,
};

/** sku and category match when any item of the conversion matches. */
const anyItem = (match: SQL) =>
  sql`exists (select 1 from ${conversionItems} where ${conversionItems.conversionId} = ${conversions.id} and ${match})`;

export function conversionFilterColumn(field: string): FilterColumn | undefined {
  const item = ITEM_COLUMNS[field as ConversionFilterField];
  if (item) return { expr: item, within: anyItem };
  const expr = COLUMNS[field as ConversionFilterField];
  return expr && { expr, numeric: (NUMERIC_FILTER_FIELDS as readonly string[]).includes(field) };
}

const NULL = sql<null>`null`;
const titled = (list: readonly TrackingEntry[], id: SQL) =>
  sql`(case ${id} ${sql.join(
    list.map((e) => sql`when ${e.id} then ${e.title}`),
    sql` `,
  )} end)`;
const idText = (column: SQL) => sql`${column}::text`;

/** The output columns of a dimension (date_time is the engine's). */
export function conversionDimensionColumns(d: ConversionDimension): Record<string, SQL> {
  const c = conversions;
  switch (d) {
    case 'campaign':
      return { campaign_id: idText(sql`${c.campaignId}`), campaign_name: sql`${campaigns.title}` };
    case 'partner':
      return {
        partner_id: idText(sql`${c.partnerId}`),
        partner_name: sql`${partners.accountName}`,
      };
    case 'conversion_metric':
      return {
        conversion_metric_id: idText(sql`${c.refConversionMetricId}`),
        conversion_metric_name: titled(CONVERSION_METRIC_LIST, sql`${c.refConversionMetricId}`),
      };
    case 'partnership_model':
      return {
        partnership_model_id: idText(sql`${c.refPartnershipModelId}`),
        partnership_model_name: titled(PARTNERSHIP_MODEL_LIST, sql`${c.refPartnershipModelId}`),
      };
    case 'traffic_source':
      return {
        traffic_source_id: idText(sql`${c.refTrafficSourceId}`),
        traffic_source_name: titled(TRAFFIC_SOURCE_LIST, sql`${c.refTrafficSourceId}`),
      };
    case 'advertiser_reference':
      return { advertiser_reference: sql`${c.advertiserReference}` };
    case 'publisher_reference':
      return { publisher_reference: sql`${c.partnerReference}` };
    case 'conversion_reference':
      return { conversion_reference: sql`${c.conversionReference}` };
    case 'customer_reference':
      return { customer_reference: sql`${c.customerReference}` };
    case 'conversion_status':
      return { conversion_status: sql`${c.status}` };
    case 'currency':
      return { currency: sql`${c.currency}` };
    case 'customer_type':
      return { customer_type: sql`${c.customerType}` };
    case 'voucher_code':
      return { voucher_code: sql`${c.voucherCode}` };
    case 'country':
      return { country: NULL, country_name: NULL };
    case 'device':
      return { device_id: NULL, device_name: NULL };
    case 'user_context':
      return { user_context_id: NULL, user_context_name: NULL };
    case 'conversion_type':
      return { conversion_type_id: NULL, conversion_type_name: NULL };
    case 'creative':
      return { creative_id: NULL, creative_description: NULL, creative_advertiser_reference: NULL };
    default:
      return { [d]: NULL };
  }
}
