import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db/client';
import { AppError } from '@/lib/errors';
import { parseReportDate } from '@/lib/schemas/conversion/report-dates';
import {
  ANALYTICS_BOUNDS,
  INTERVAL_PERIODS,
  type AnalyticsQuery,
} from '@/lib/schemas/analytics/common';

/**
 * The analytics' time: date_time_ranges ([start, end), in the request's zone) and the interval
 * buckets, date_trunc on the wall clock of the zone (DST-aware).
 */

export type Range = { start: Date; end: Date };
export type Unit = (typeof INTERVAL_PERIODS)[keyof typeof INTERVAL_PERIODS];

const MAX_BUCKETS = ANALYTICS_BOUNDS.buckets;
const UNIT_MS: Record<Unit, number> = {
  hour: 3_600_000,
  day: 86_400_000,
  week: 604_800_000,
  month: 2_419_200_000,
  year: 31_536_000_000,
};

export function rangesOf(
  q: Pick<AnalyticsQuery, 'date_time_ranges' | 'comparison_date_time_ranges' | 'timezone'>,
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

/** Within one of the ranges; the outer bound first, so partitions and indexes prune. */
export function withinRanges(time: PgColumn, ranges: Range[]): SQL {
  const min = new Date(Math.min(...ranges.map((r) => r.start.getTime())));
  const max = new Date(Math.max(...ranges.map((r) => r.end.getTime())));
  const inRanges = sql.join(
    ranges.map((r) => sql`(${time} >= ${r.start} and ${time} < ${r.end})`),
    sql` or `,
  );
  return sql`${time} >= ${min} and ${time} < ${max} and (${inRanges})`;
}

export const unitOf = (q: Pick<AnalyticsQuery, 'interval'>): Unit =>
  INTERVAL_PERIODS[q.interval?.period ?? 'P1D'];

export const bucketSql = (time: PgColumn, unit: Unit, tz: string): SQL =>
  sql`(date_trunc(${unit}, ${time} at time zone ${tz}) at time zone ${tz})`;

/** About how many buckets of the unit the ranges hold (months as 28 days: never fewer). */
export const bucketSpan = (ranges: Range[], unit: Unit): number =>
  ranges.reduce((n, r) => n + (r.end.getTime() - r.start.getTime()) / UNIT_MS[unit], 0);

/** The ranges that parse, for estimates made before the request is checked (never throws). */
export function parsableRanges(q: Pick<AnalyticsQuery, 'date_time_ranges' | 'timezone'>): Range[] {
  return q.date_time_ranges.flatMap((r) => {
    const start = parseReportDate(r.start, q.timezone);
    const end = parseReportDate(r.end, q.timezone);
    return start && end && end > start ? [{ start, end }] : [];
  });
}

/** 400 when the ranges hold more buckets of the unit than one request may ask. */
export function checkBucketCount(ranges: Range[], unit: Unit): void {
  if (bucketSpan(ranges, unit) > MAX_BUCKETS)
    throw AppError.field(
      ['interval', 'period'],
      'invalid_value',
      `the ranges hold more than ${MAX_BUCKETS} intervals; use a longer period`,
    );
}

/** Every bucket start of the ranges (zerofill). */
export async function bucketStarts(
  db: Db,
  ranges: Range[],
  unit: Unit,
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
  unit: Unit,
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
