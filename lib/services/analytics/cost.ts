import {
  ANALYTICS_BOUNDS,
  filterWeight,
  type AnalyticsOperation,
  type AnalyticsQuery,
} from '@/lib/schemas/analytics/common';
import { bucketSpan, parsableRanges, unitOf } from './ranges';

/**
 * What one analytics request costs in rate-limit points: one, plus a point per unit of the work
 * that grows with what it asks. A dashboard's request costs 1 or 2; the most one request may
 * ask (ANALYTICS_BOUNDS) costs 33.
 * Decisions: docs/api-decisions.md#analytics-bounds-and-cost.
 */
export const ANALYTICS_COST_UNITS = {
  /** Equality values per point: one hashed lookup per row whatever their number. */
  equalityValues: 250,
  /** Pattern values per point: each is a LIKE on every row in the ranges. */
  patternValues: 5,
  /** Interval buckets per point (timeseries, and explode or filter by date_time). */
  buckets: 500,
} as const;

export function analyticsCost(op: AnalyticsOperation, q: AnalyticsQuery): number {
  const units = ANALYTICS_COST_UNITS;
  let values = 0;
  let patterns = 0;
  for (const f of q.filter_by ?? []) {
    const weight = filterWeight(f);
    if (weight.pattern) patterns += weight.values;
    else values += weight.values;
  }
  const groups = new Set(q.group_by ?? []);
  const buckets =
    op === 'timeseries' || groups.has('date_time') ? bucketSpan(parsableRanges(q), unitOf(q)) : 0;
  return (
    1 +
    Math.floor(values / units.equalityValues) +
    Math.floor(patterns / units.patternValues) +
    // Past the bound the request is refused before any query: no more to pay.
    Math.floor((buckets > ANALYTICS_BOUNDS.buckets ? 0 : buckets) / units.buckets) +
    Math.max(0, groups.size - 1)
  );
}
