import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { campaigns, clicks, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { parseReportDate } from '@/lib/schemas/conversion/report-dates';
import {
  CLICK_METRICS,
  INTERVAL_PERIODS,
  type ClickAnalyticsQuery,
} from '@/lib/schemas/click-analytics';
import { positionalGrouping } from '../analytics-grouping';
import { convertedSql, uniqueKeySql } from './click-conditions';
import { brandAnalyticsScope, partnerAnalyticsScope, scopeCondition } from './click-scope';
import { dimensionColumns, filterConditions } from './click-dimensions';

/**
 * Click analytics (count, explode, filter, timeseries), aggregated in SQL. Every query is
 * bounded by clicked_at (the partitions prune), counts creditable clicks only, and buckets
 * times with date_trunc on the wall clock of the request's time zone. Ranges are [start, end).
 */

export type AnalyticsScopeIn =
  { side: 'brand'; campaigns: string[] } | { side: 'partner'; partner: string };
type Metric = (typeof CLICK_METRICS)[number];
export type Range = { start: Date; end: Date };

export const MAX_BUCKETS = 5000;
export const UNIT_MS = {
  hour: 3_600_000,
  day: 86_400_000,
  week: 604_800_000,
  month: 2_419_200_000,
  year: 31_536_000_000,
};

const METRIC_SQL: Record<Metric, SQL> = {
  total_clicks: sql`count(*)::int`,
  total_clicks_converted: sql`(count(*) filter (where ${convertedSql}))::int`,
  click_conversion_rate: sql`coalesce(round((count(*) filter (where ${convertedSql}))::numeric / nullif(count(*), 0), 4), 0)::float8`,
  total_unique_clicks: sql`count(distinct ${uniqueKeySql})::int`,
};

export function rangesOf(
  q: Pick<ClickAnalyticsQuery, 'date_time_ranges' | 'comparison_date_time_ranges' | 'timezone'>,
): Range[] {
  if (q.comparison_date_time_ranges !== undefined)
    throw AppError.field(
      ['comparison_date_time_ranges'],
      'invalid_value',
      'comparison_date_time_ranges is not supported',
    );
  return q.date_time_ranges.map((r, i) => {
    const start = parseReportDate(r.start, q.timezone);
    const end = parseReportDate(r.end, q.timezone);
    const bad = !start ? 'start' : !end ? 'end' : null;
    if (bad)
      throw AppError.field(
        ['date_time_ranges', i, bad],
        'invalid_datetime',
        'must be an ISO 8601 date-time',
      );
    if (end! <= start!)
      throw AppError.field(
        ['date_time_ranges', i, 'end'],
        'invalid_value',
        'end must be after start',
      );
    return { start: start!, end: end! };
  });
}

async function whereOf(
  db: Db,
  principal: Principal,
  scope: AnalyticsScopeIn,
  q: ClickAnalyticsQuery,
  ranges: Range[],
) {
  const resolved =
    scope.side === 'brand'
      ? await brandAnalyticsScope(db, principal, scope.campaigns)
      : await partnerAnalyticsScope(db, principal, scope.partner);
  const min = new Date(Math.min(...ranges.map((r) => r.start.getTime())));
  const max = new Date(Math.max(...ranges.map((r) => r.end.getTime())));
  const inRanges = sql.join(
    ranges.map((r) => sql`(${clicks.clickedAt} >= ${r.start} and ${clicks.clickedAt} < ${r.end})`),
    sql` or `,
  );
  return and(
    scopeCondition(resolved),
    eq(clicks.creditable, true),
    sql`${clicks.clickedAt} >= ${min} and ${clicks.clickedAt} < ${max}`,
    sql`(${inRanges})`,
    ...filterConditions(q.filter_by),
  )!;
}

const unitOf = (q: ClickAnalyticsQuery) => INTERVAL_PERIODS[q.interval?.period ?? 'P1D'];
const bucketSql = (unit: string, tz: string) =>
  sql`(date_trunc(${unit}, ${clicks.clickedAt} at time zone ${tz}) at time zone ${tz})`;

function base(db: Db, fields: Record<string, SQL>, where: SQL) {
  return db
    .select(fields)
    .from(clicks)
    .innerJoin(campaigns, eq(campaigns.id, clicks.campaignId))
    .innerJoin(partners, eq(partners.id, clicks.partnerId))
    .where(where)
    .$dynamic();
}

/** count: the metrics over every matching click. */
export async function clickCount(
  db: Db,
  principal: Principal,
  scope: AnalyticsScopeIn,
  q: ClickAnalyticsQuery,
) {
  const ranges = rangesOf(q);
  const where = await whereOf(db, principal, scope, q, ranges);
  const fields = Object.fromEntries((q.metrics ?? []).map((m) => [m, METRIC_SQL[m]]));
  const [row] = await base(db, fields, where);
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v ?? 0)]));
}

export interface GroupedRows {
  rows: Record<string, string | number | Date | null>[];
  total: number | null;
}

/** explode and filter: metrics grouped by dimensions, ordered, the first `top` rows. */
export async function clickGroups(
  db: Db,
  principal: Principal,
  scope: AnalyticsScopeIn,
  q: ClickAnalyticsQuery,
): Promise<GroupedRows> {
  const ranges = rangesOf(q);
  const where = await whereOf(db, principal, scope, q, ranges);
  const dims: Record<string, SQL> = {};
  for (const d of q.group_by ?? [])
    Object.assign(
      dims,
      d === 'date_time' ? { date_time: bucketSql(unitOf(q), q.timezone) } : dimensionColumns(d),
    );
  const metrics = new Set<Metric>(q.metrics ?? []);
  for (const o of q.order_by ?? [])
    if ((CLICK_METRICS as readonly string[]).includes(o.field)) metrics.add(o.field as Metric);
  const dimNames = Object.keys(dims);
  for (const o of q.order_by ?? [])
    if (!metrics.has(o.field as Metric) && !dimNames.includes(o.field))
      throw AppError.field(
        ['order_by'],
        'invalid_value',
        `order_by ${o.field} needs its dimension in group_by`,
      );
  const fields: Record<string, SQL> = { ...dims };
  for (const m of metrics) fields[m] = METRIC_SQL[m];
  if (q.include_total_row_count) fields.__total = sql`(count(*) over ())::int`;
  const { groups: groupPositions, order } = positionalGrouping(fields, dimNames, q.order_by);
  const rows = await base(db, fields, where)
    .groupBy(...groupPositions)
    .orderBy(...order, ...groupPositions)
    .limit(q.top ?? 50_000);
  const total = q.include_total_row_count ? Number(rows[0]?.__total ?? 0) : null;
  return {
    rows: rows.map((r) => {
      const rest = { ...(r as Record<string, string | number | Date | null>) };
      delete rest.__total;
      return rest;
    }),
    total,
  };
}

export interface TimeseriesPoint {
  start: Date;
  end: Date;
  metrics: Record<string, number>;
}

/** timeseries: the metrics per interval bucket; zerofill adds the empty buckets of the ranges. */
export async function clickTimeseries(
  db: Db,
  principal: Principal,
  scope: AnalyticsScopeIn,
  q: ClickAnalyticsQuery,
): Promise<TimeseriesPoint[]> {
  const ranges = rangesOf(q);
  const unit = unitOf(q);
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
  const where = await whereOf(db, principal, scope, q, ranges);
  const fields: Record<string, SQL> = { bucket: bucketSql(unit, q.timezone) };
  for (const m of q.metrics ?? []) fields[m] = METRIC_SQL[m];
  const rows = await base(db, fields, where).groupBy(sql.raw('1')).orderBy(sql.raw('1'));
  const byStart = new Map<number, Record<string, number>>();
  for (const r of rows) {
    const { bucket, ...metrics } = r as Record<string, unknown>;
    byStart.set(
      new Date(bucket as string | Date).getTime(),
      Object.fromEntries(Object.entries(metrics).map(([k, v]) => [k, Number(v ?? 0)])),
    );
  }
  const starts =
    q.zerofill === false ? [...byStart.keys()] : await bucketStarts(db, ranges, unit, q.timezone);
  const zero = Object.fromEntries((q.metrics ?? []).map((m) => [m, 0]));
  const ends = await bucketEnds(db, starts, unit, q.timezone);
  return starts.map((s, i) => ({
    start: new Date(s),
    end: ends[i]!,
    metrics: byStart.get(s) ?? zero,
  }));
}

export async function bucketStarts(
  db: Db,
  ranges: Range[],
  unit: string,
  tz: string,
): Promise<number[]> {
  const series = sql.join(
    ranges.map(
      (
        r,
      ) => sql`select (g at time zone ${tz}) as b from generate_series(date_trunc(${unit}, ${r.start}::timestamptz at time zone ${tz}), ${r.end}::timestamptz at time zone ${tz}, ('1 ' || ${unit})::interval) g
        where (g at time zone ${tz}) < ${r.end}::timestamptz`,
    ),
    sql` union `,
  );
  const result = await db.execute<{ b: string | Date }>(
    sql`select distinct b from (${series}) s order by b`,
  );
  return (result as unknown as { rows: { b: string | Date }[] }).rows.map((r) =>
    new Date(r.b).getTime(),
  );
}

/** Each bucket's end: its start plus one unit on the zone's wall clock (DST-aware). */
export async function bucketEnds(
  db: Db,
  starts: number[],
  unit: string,
  tz: string,
): Promise<Date[]> {
  if (!starts.length) return [];
  const list = sql.join(
    starts.map((s) => sql`(${new Date(s)}::timestamptz)`),
    sql`, `,
  );
  const result = await db.execute<{ e: string | Date }>(
    sql`select ((s at time zone ${tz} + ('1 ' || ${unit})::interval) at time zone ${tz}) as e from (values ${list}) v(s)`,
  );
  return (result as unknown as { rows: { e: string | Date }[] }).rows.map((r) => new Date(r.e));
}
