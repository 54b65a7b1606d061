import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import type { Principal } from '@/lib/auth/principal';
import type { AnalyticsQuery, AnalyticsSourceName } from '@/lib/schemas/analytics/common';
import { filterConditions } from './filters';
import { positionalGrouping } from './grouping';
import {
  bucketEnds,
  bucketSql,
  bucketStarts,
  checkBucketCount,
  rangesOf,
  unitOf,
  withinRanges,
} from './ranges';
import { scopeCondition, type AnalyticsScopeIn } from './scope';
import type { AnalyticsSource } from './source';
import { ANALYTICS_SOURCES } from './sources';

/**
 * The analytics operations of every source (count, explode and filter, timeseries), aggregated
 * in SQL over the source's rows in the date ranges the caller's scope may see.
 */

interface Prepared {
  where: SQL;
  fields: Record<string, SQL>;
}

async function prepare(
  db: Db,
  principal: Principal,
  source: AnalyticsSource,
  scope: AnalyticsScopeIn,
  q: AnalyticsQuery,
  metrics: string[],
): Promise<Prepared> {
  source.checkMetrics?.(metrics);
  const ranges = rangesOf(q);
  const where = and(
    await scopeCondition(db, principal, source, scope),
    ...source.always,
    withinRanges(source.columns.time, ranges),
    ...filterConditions(source, q.filter_by),
  )!;
  return { where, fields: await source.metricFields(db, q, metrics, where) };
}

const numbers = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v ?? 0)]));

/** count: the metrics over every matching row. */
export async function analyticsCount(
  db: Db,
  principal: Principal,
  sourceName: AnalyticsSourceName,
  scope: AnalyticsScopeIn,
  q: AnalyticsQuery,
): Promise<Record<string, number>> {
  const source = ANALYTICS_SOURCES[sourceName];
  const { where, fields } = await prepare(db, principal, source, scope, q, q.metrics ?? []);
  const [row] = await source.select(db, fields, where);
  return numbers(row ?? {});
}

export interface GroupedRows {
  rows: Record<string, string | number | Date | null>[];
  total: number | null;
}

/** The grouped columns of group_by (date_time buckets by interval), once each. */
function groupColumns(source: AnalyticsSource, q: AnalyticsQuery): Record<string, SQL> {
  source.checkGroups?.(q);
  const columns: Record<string, SQL> = {};
  for (const d of new Set(q.group_by ?? [])) {
    if (d === 'date_time') checkBucketCount(rangesOf(q), unitOf(q));
    Object.assign(
      columns,
      d === 'date_time'
        ? { date_time: bucketSql(source.columns.time, unitOf(q), q.timezone) }
        : source.dimensionColumns(d),
    );
  }
  return columns;
}

/** explode (metrics per group) and filter (the groups; metrics only when ordered by one). */
export async function analyticsGroups(
  db: Db,
  principal: Principal,
  sourceName: AnalyticsSourceName,
  scope: AnalyticsScopeIn,
  q: AnalyticsQuery,
): Promise<GroupedRows> {
  const source = ANALYTICS_SOURCES[sourceName];
  const dims = groupColumns(source, q);
  const dimNames = Object.keys(dims);
  const known = source.metrics[scope.side];
  const metrics = new Set(q.metrics ?? []);
  for (const o of q.order_by ?? []) if (known.includes(o.field)) metrics.add(o.field);
  const unordered = (q.order_by ?? []).findIndex(
    (o) => !metrics.has(o.field) && !dimNames.includes(o.field),
  );
  const orderError =
    unordered < 0 ? null : source.orderByError(q.order_by![unordered]!.field, unordered, dimNames);
  if (orderError && !source.ordersAfterScope) throw orderError;
  const prepared = await prepare(db, principal, source, scope, q, [...metrics]);
  if (orderError) throw orderError;
  const fields: Record<string, SQL> = { ...dims, ...prepared.fields };
  if (q.include_total_row_count) fields.__total = sql`(count(*) over ())::int`;
  const { groups, order } = positionalGrouping(fields, dimNames, q.order_by);
  const rows = await source
    .select(db, fields, prepared.where)
    .groupBy(...groups)
    .orderBy(...order, ...groups)
    .limit(q.top ?? 50_000);
  const total = q.include_total_row_count ? Number(rows[0]?.__total ?? 0) : null;
  return {
    rows: rows.map((r) => {
      const out: Record<string, string | number | Date | null> = {};
      for (const [k, v] of Object.entries(r)) {
        if (k === '__total') continue;
        out[k] = metrics.has(k) ? Number(v ?? 0) : (v as string | Date | null);
      }
      return out;
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
export async function analyticsTimeseries(
  db: Db,
  principal: Principal,
  sourceName: AnalyticsSourceName,
  scope: AnalyticsScopeIn,
  q: AnalyticsQuery,
): Promise<TimeseriesPoint[]> {
  const source = ANALYTICS_SOURCES[sourceName];
  const unit = unitOf(q);
  const ranges = rangesOf(q);
  checkBucketCount(ranges, unit);
  const metrics = q.metrics ?? [];
  const { where, fields } = await prepare(db, principal, source, scope, q, metrics);
  const bucket = bucketSql(source.columns.time, unit, q.timezone);
  const rows = await source
    .select(db, { bucket, ...fields }, where)
    .groupBy(sql.raw('1'))
    .orderBy(sql.raw('1'));
  const byStart = new Map<number, Record<string, number>>();
  for (const { bucket: b, ...values } of rows)
    byStart.set(new Date(b as string | Date).getTime(), numbers(values));
  const starts =
    q.zerofill === false ? [...byStart.keys()] : await bucketStarts(db, ranges, unit, q.timezone);
  const zero = Object.fromEntries(metrics.map((m) => [m, 0]));
  const ends = await bucketEnds(db, starts, unit, q.timezone);
  return starts.map((s, i) => ({
    start: new Date(s),
    end: ends[i]!,
    metrics: byStart.get(s) ?? zero,
  }));
}
