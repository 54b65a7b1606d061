import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { campaigns, conversionItems, conversions, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { INTERVAL_PERIODS } from '@/lib/schemas/click-analytics';
import {
  MONEY_METRICS,
  UNSUPPORTED_METRICS,
  type ConversionAnalyticsQuery,
  type ConversionMetric,
} from '@/lib/schemas/conversion-analytics';
import {
  brandAnalyticsScope,
  bucketEnds,
  bucketStarts,
  MAX_BUCKETS,
  partnerAnalyticsScope,
  rangesOf,
  UNIT_MS,
  type AnalyticsScopeIn,
  type Range,
  type TimeseriesPoint,
} from '@/lib/services/click-reports';
import { conversionFilterConditions } from './conversion-filters';

/**
 * Conversion analytics (count, timeseries), aggregated in SQL over conversions by
 * conversion_time, every status (filter conversion_status to narrow). The brand side sees its
 * campaigns' conversions, unattributed ones included; the partner side only those credited to
 * it. Partner commission counts attributed conversions only. Money sums are exact (numeric) and
 * in one currency: output_currency, or the single currency of the matching conversions.
 * Ranges are [start, end); buckets are date_trunc on the wall clock of the request's zone.
 */

const REJECTED = sql`${conversions.status} in ('rejected', 'fraudulent')`;
const ATTRIBUTED = sql`${conversions.partnerId} is not null`;
const ITEMS = sql`(select count(*) from ${conversionItems} where ${conversionItems.conversionId} = ${conversions.id})`;

/** Each metric's SQL, given the conditions that keep money sums in one currency. */
function metricSql(m: ConversionMetric, inCommission: SQL, inValue: SQL): SQL {
  const commission = (where: SQL) =>
    sql`coalesce(sum(${conversions.commission}) filter (where ${where}), 0)`;
  const avg = (col: SQL, where: SQL) =>
    sql`coalesce(round(avg(${col}) filter (where ${where}), 4), 0)`;
  const both = sql`${inCommission} and ${inValue}`;
  const pct = (where: SQL) =>
    sql`coalesce(round(100 * sum(${conversions.commission}) filter (where ${where}) / nullif(sum(${conversions.value}) filter (where ${where}), 0), 2), 0)`;
  switch (m) {
    case 'total_conversions':
      return sql`count(*)::int`;
    case 'total_conversion_items':
      return sql`coalesce(sum(${ITEMS}), 0)::int`;
    case 'average_order_size':
      return sql`coalesce(round(sum(${ITEMS})::numeric / nullif(count(*), 0), 4), 0)`;
    case 'conversion_rejection_rate':
      return sql`coalesce(round((count(*) filter (where ${REJECTED}))::numeric / nullif(count(*), 0), 4), 0)`;
    case 'total_commission':
      return commission(inCommission);
    case 'total_partner_commission':
      return commission(sql`${ATTRIBUTED} and ${inCommission}`);
    case 'average_commission':
    case 'e_cpa':
      return avg(sql`${conversions.commission}`, inCommission);
    case 'average_partner_commission':
      return avg(sql`${conversions.commission}`, sql`${ATTRIBUTED} and ${inCommission}`);
    case 'percentage_commission':
      return pct(both);
    case 'percentage_partner_commission':
      return pct(sql`${ATTRIBUTED} and ${both}`);
    case 'total_order_value':
      return sql`coalesce(sum(${conversions.value}) filter (where ${inValue}), 0)`;
    case 'average_order_value':
      return avg(sql`${conversions.value}`, inValue);
    default:
      throw new Error(`no SQL for ${m}`);
  }
}

interface Prepared {
  ranges: Range[];
  where: SQL;
  fields: Record<string, SQL>;
}

export function base(db: Db, fields: Record<string, SQL>, where: SQL) {
  return db
    .select(fields)
    .from(conversions)
    .innerJoin(campaigns, eq(campaigns.id, conversions.campaignId))
    .leftJoin(partners, eq(partners.id, conversions.partnerId))
    .where(where)
    .$dynamic();
}

async function whereOf(db: Db, principal: Principal, scope: AnalyticsScopeIn, ranges: Range[]) {
  const resolved =
    scope.side === 'brand'
      ? await brandAnalyticsScope(db, principal, scope.campaigns, 'read brand conversion analytics')
      : await partnerAnalyticsScope(
          db,
          principal,
          scope.partner,
          'read partner conversion analytics',
        );
  const inRanges = sql.join(
    ranges.map(
      (r) =>
        sql`(${conversions.conversionTime} >= ${r.start} and ${conversions.conversionTime} < ${r.end})`,
    ),
    sql` or `,
  );
  return and(
    eq(conversions.networkId, resolved.networkId),
    resolved.side === 'partner'
      ? eq(conversions.partnerId, resolved.partnerId)
      : inArray(conversions.campaignId, resolved.campaignIds),
    sql`(${inRanges})`,
  )!;
}

/** The currency money metrics sum in: output_currency, else the matching rows' only one. */
async function currencyConditions(db: Db, q: ConversionAnalyticsQuery, where: SQL) {
  const kinds = new Set(q.metrics.map((m) => MONEY_METRICS[m]).filter(Boolean));
  const all = { inCommission: sql`true`, inValue: sql`true` };
  if (!kinds.size) return all;
  if (q.output_currency)
    return {
      inCommission: sql`${conversions.commissionCurrency} = ${q.output_currency}`,
      inValue: sql`${conversions.currency} = ${q.output_currency}`,
    };
  const rows = await base(
    db,
    { c: sql<string>`${conversions.currency}`, k: sql<string>`${conversions.commissionCurrency}` },
    where,
  ).groupBy(sql.raw('1'), sql.raw('2'));
  const found = new Set<string>();
  for (const r of rows) {
    if (kinds.has('currency')) found.add(String(r.c));
    if (kinds.has('commission')) found.add(String(r.k));
  }
  if (found.size > 1)
    throw AppError.field(
      ['output_currency'],
      'invalid_value',
      `the conversions are in several currencies (${[...found].sort().join(', ')}); name output_currency: money metrics are not converted`,
    );
  return all;
}

export async function prepare(
  db: Db,
  principal: Principal,
  scope: AnalyticsScopeIn,
  q: ConversionAnalyticsQuery,
): Promise<Prepared> {
  const unsupported = q.metrics.findIndex((m) => UNSUPPORTED_METRICS.includes(m));
  if (unsupported >= 0)
    throw AppError.field(
      ['metrics', unsupported],
      'invalid_value',
      `${q.metrics[unsupported]} is not supported (no cost or return data is recorded)`,
    );
  const ranges = rangesOf(q);
  const scoped = await whereOf(db, principal, scope, ranges);
  const where = and(scoped, ...conversionFilterConditions(q.filter_by))!;
  const { inCommission, inValue } = await currencyConditions(db, q, where);
  const fields = Object.fromEntries(q.metrics.map((m) => [m, metricSql(m, inCommission, inValue)]));
  return { ranges, where, fields };
}

const numbers = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v ?? 0)]));

/** count: the metrics over every matching conversion. */
export async function conversionCount(
  db: Db,
  principal: Principal,
  scope: AnalyticsScopeIn,
  q: ConversionAnalyticsQuery,
): Promise<Record<string, number>> {
  const { where, fields } = await prepare(db, principal, scope, q);
  const [row] = await base(db, fields, where);
  return numbers(row ?? {});
}

/** timeseries: the metrics per interval bucket; zerofill adds the empty buckets of the ranges. */
export async function conversionTimeseries(
  db: Db,
  principal: Principal,
  scope: AnalyticsScopeIn,
  q: ConversionAnalyticsQuery,
): Promise<TimeseriesPoint[]> {
  const unit = INTERVAL_PERIODS[q.interval?.period ?? 'P1D'];
  const ranges = rangesOf(q);
  const span = ranges.reduce(
    (n, r) => n + (r.end.getTime() - r.start.getTime()) / UNIT_MS[unit],
    0,
  );
  if (span > MAX_BUCKETS)
    throw AppError.field(
      ['interval', 'period'],
      'invalid_value',
      `the ranges hold more than ${MAX_BUCKETS} intervals; use a longer period`,
    );
  const { where, fields } = await prepare(db, principal, scope, q);
  const bucket = sql`(date_trunc(${unit}, ${conversions.conversionTime} at time zone ${q.timezone}) at time zone ${q.timezone})`;
  const rows = await base(db, { bucket, ...fields }, where)
    .groupBy(sql.raw('1'))
    .orderBy(sql.raw('1'));
  const byStart = new Map<number, Record<string, number>>();
  for (const r of rows) {
    const { bucket: b, ...metrics } = r as Record<string, unknown>;
    byStart.set(new Date(b as string | Date).getTime(), numbers(metrics));
  }
  const starts =
    q.zerofill === false ? [...byStart.keys()] : await bucketStarts(db, ranges, unit, q.timezone);
  const zero = Object.fromEntries(q.metrics.map((m) => [m, 0]));
  const ends = await bucketEnds(db, starts, unit, q.timezone);
  return starts.map((s, i) => ({
    start: new Date(s),
    end: ends[i]!,
    metrics: byStart.get(s) ?? zero,
  }));
}
