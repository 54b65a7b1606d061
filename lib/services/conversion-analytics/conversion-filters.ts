import { sql, type SQL } from 'drizzle-orm';
import { campaigns, conversionItems, conversions, partners } from '@/lib/db/schema';
import type { ConversionFilter, ConversionFilterField } from '@/lib/schemas/conversion-analytics';

/**
 * The filter fields of the conversion analytics as SQL over conversions (joined to its campaign
 * and, when attributed, its partner). sku and category match when any item of the conversion
 * matches. What we do not record (country, browser, os, device, creatives, conversion types,
 * voucher status) is null and matches no filter; `not` filters on it match every row.
 */

const NOTHING = sql`false`;

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
  publisher_reference: sql`${conversions.publisherReference}`,
  partnership_model_id: sql`${conversions.refPartnershipModelId}::text`,
  traffic_source_id: sql`${conversions.refTrafficSourceId}::text`,
  voucher_code: sql`${conversions.voucherCode}`,
};

const ITEM_COLUMNS: Partial<Record<ConversionFilterField, SQL>> = {
  sku: sql`${conversionItems.sku}`,
  category: sql`${conversionItems.category}`,
};

const likeEscape = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

const NUMERIC_OPS: Record<string, string> = {
  EQUALS: '=',
  GREATER_THAN: '>',
  GREATER_THAN_OR_EQUALS: '>=',
  LESS_THAN: '<',
  LESS_THAN_OR_EQUALS: '<=',
};

function oneCondition(expr: SQL, f: ConversionFilter, value: string): SQL {
  if (f.field === 'commission' || f.field === 'partner_commission' || f.field === 'order_value')
    return sql`${expr} ${sql.raw(NUMERIC_OPS[f.operator] ?? '=')} ${value}::numeric`;
  switch (f.operator) {
    case 'STARTS_WITH':
      return sql`${expr} like ${`${likeEscape(value)}%`}`;
    case 'ENDS_WITH':
      return sql`${expr} like ${`%${likeEscape(value)}`}`;
    case 'CONTAINS':
      return sql`${expr} like ${`%${likeEscape(value)}%`}`;
    case 'SEARCH':
      return sql`${expr} ilike ${`%${likeEscape(value)}%`}`;
    default:
      return sql`${expr} = ${value}`;
  }
}

/** Every filter must hold; `not` negates one (a missing value matches `not` filters only). */
export function conversionFilterConditions(filters: ConversionFilter[] | undefined): SQL[] {
  return (filters ?? []).map((f) => {
    const values = (Array.isArray(f.value) ? f.value : [f.value]).map(String);
    const item = ITEM_COLUMNS[f.field];
    const expr = item ?? COLUMNS[f.field];
    if (!expr) return f.not ? sql`true` : NOTHING;
    const any = sql`(${sql.join(
      values.map((v) => oneCondition(expr, f, v)),
      sql` or `,
    )})`;
    if (item) {
      const exists = sql`exists (select 1 from ${conversionItems} where ${conversionItems.conversionId} = ${conversions.id} and ${any})`;
      return f.not ? sql`not ${exists}` : exists;
    }
    return f.not ? sql`(${expr} is null or not ${any})` : any;
  });
}
