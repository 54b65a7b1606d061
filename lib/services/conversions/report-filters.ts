import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { conversionItems, conversions } from '@/lib/db/schema';
import type { ConversionStatus } from '@/lib/schemas/enums';
import type { ConversionReportQuery } from '@/lib/schemas/conversion';

/**
 * The WHERE of a conversion report: its scope (one partner or one campaign), the date window
 * by date_type, and the reference's filters. Ids the reference's systems use (`1l12903`)
 * name nothing of ours and match nothing; so does invoice_created_date (we keep no invoices).
 */

export type ReportScope =
  | { side: 'partner'; networkId: number; partnerId: number }
  | { side: 'brand'; networkId: number; campaignId: number };

/** Legacy: the report knows approved, pending and rejected; a fraudulent conversion filters as rejected. */
const storedStatuses = (statuses: ConversionReportQuery['statuses']): ConversionStatus[] =>
  [
    ...new Set(
      (statuses ?? []).flatMap((s): ConversionStatus[] =>
        s === 'rejected' ? ['rejected', 'fraudulent'] : [s],
      ),
    ),
  ] as ConversionStatus[];

const NOTHING = sql`false`;

/** Our ids among the values; a list of nothing but foreign ids matches no row. */
function idsIn(column: Parameters<typeof eq>[0], values: string[] | undefined): SQL | undefined {
  if (!values) return undefined;
  const ids = values.filter((v) => /^[1-9][0-9]{0,15}$/.test(v)).map(Number);
  return ids.length ? inArray(column, ids) : NOTHING;
}

const textIn = (column: Parameters<typeof eq>[0], values: string[] | undefined) =>
  values ? inArray(column, values) : undefined;

function windowOf(query: ConversionReportQuery): SQL {
  const { start_date: start, end_date: end } = query;
  if (query.date_type === 'last_modified')
    return and(gte(conversions.updatedAt, start), lte(conversions.updatedAt, end))!;
  if (query.date_type === 'approved_at') {
    // The approval time of an item: its last change while approved (we keep no separate stamp).
    return sql`(exists (select 1 from ${conversionItems} ci where ci.conversion_id = ${conversions.id}
      and ci.status = 'approved' and ci.updated_at >= ${start} and ci.updated_at <= ${end})
      or (${conversions.status} = 'approved' and ${conversions.updatedAt} >= ${start}
      and ${conversions.updatedAt} <= ${end}
      and not exists (select 1 from ${conversionItems} cj where cj.conversion_id = ${conversions.id})))`;
  }
  return and(gte(conversions.conversionTime, start), lte(conversions.conversionTime, end))!;
}

/**
 * The currency a conversion's row reads in: a sale converted at recording reads in its
 * campaign's (lib/api/presenters/sale-currency.ts), any other as sent.
 */
export const REPORTED_CURRENCY = sql<string>`case when ${conversions.exchangeRate} is null then ${conversions.currency} else ${conversions.commissionCurrency} end`;

/** The value a row reads: a converted sale's at its stored rate (half up: values are never negative). */
export const REPORTED_VALUE = sql`case when ${conversions.exchangeRate} is null then ${conversions.value} else round(${conversions.value} * ${conversions.exchangeRate}, 4) end`;

export function reportConditions(scope: ReportScope, query: ConversionReportQuery): SQL[] {
  const conditions: (SQL | undefined)[] = [
    eq(conversions.networkId, scope.networkId),
    scope.side === 'partner'
      ? eq(conversions.partnerId, scope.partnerId)
      : eq(conversions.campaignId, scope.campaignId),
    windowOf(query),
    query.statuses?.length
      ? inArray(conversions.status, storedStatuses(query.statuses))
      : undefined,
    // The currency a row reads in: a converted sale's is its campaign's.
    textIn(REPORTED_CURRENCY, query.currencies),
    idsIn(conversions.campaignId, query.campaign_ids),
    idsIn(conversions.partnerId, query.publisher_ids),
    idsIn(conversions.id, query.conversion_ids),
    idsIn(conversions.refConversionMetricId, query.ref_conversion_metric_ids),
    textIn(conversions.conversionReference, query.conversion_references),
    textIn(conversions.partnerReference, query.publisher_references),
    textIn(conversions.advertiserReference, query.advertiser_references),
    query.products
      ? sql`exists (select 1 from ${conversionItems} cp where cp.conversion_id = ${conversions.id} and cp.sku in (${sql.join(
          query.products.map((p) => sql`${p}`),
          sql`, `,
        )}))`
      : undefined,
    query.invoiceCreatedAfter ? NOTHING : undefined,
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

/** What a cursor must continue: the scope, the dates as sent and every filter. */
export function reportFingerprintKey(scope: ReportScope, query: ConversionReportQuery): string {
  const sorted = (l?: string[]) => (l ? [...l].sort() : null);
  return JSON.stringify([
    scope.side,
    scope.side === 'partner' ? scope.partnerId : scope.campaignId,
    query.sentDates,
    query.timezone,
    query.date_type,
    sorted(query.statuses),
    sorted(query.currencies),
    sorted(query.campaign_ids),
    sorted(query.publisher_ids),
    sorted(query.conversion_ids),
    sorted(query.conversion_references),
    sorted(query.ref_conversion_metric_ids),
    sorted(query.products),
    sorted(query.publisher_references),
    sorted(query.advertiser_references),
    query.invoice_created_date ?? null,
  ]);
}
