import { z } from 'zod';

/**
 * What every analytics source shares (POST /v3/{brand,partner}/analytics/{source}/{operation}):
 * the sources, operations, date ranges, intervals, scopes and answers. Each source's module
 * (clicks.ts, conversions.ts, impressions.ts) declares its own metrics, dimensions and filter
 * fields where the reference differs, and its bodies from these parts.
 */

export const ANALYTICS_SOURCES = ['clicks', 'conversions', 'impressions'] as const;
export type AnalyticsSourceName = (typeof ANALYTICS_SOURCES)[number];
export type AnalyticsSide = 'brand' | 'partner';
export type AnalyticsOperation = 'count' | 'explode' | 'filter' | 'timeseries';

const DateTimeRange = z.strictObject({
  start: z.string().min(1),
  end: z.string().min(1),
  field: z.enum(['date_time']).optional(),
});

/**
 * What one analytics request may ask: far above what a report or a dashboard sends, well below
 * what stalls the server (docs/api-decisions.md#analytics-bounds-and-cost). Past one: 400
 * naming the field. Within them the expensive parts cost rate-limit points
 * (lib/services/analytics/cost.ts).
 */
export const ANALYTICS_BOUNDS = {
  ranges: 20,
  filters: 50,
  valuesPerFilter: 500,
  /** Values over all filters. */
  values: 1000,
  /** Values of the pattern operators (each is a LIKE on every row) over all filters. */
  patternValues: 50,
  valueLength: 256,
  groups: 10,
  orderBy: 10,
  /** Interval buckets in the ranges (timeseries, and explode or filter by date_time). */
  buckets: 5000,
} as const;

export const ranges = z.array(DateTimeRange).min(1).max(ANALYTICS_BOUNDS.ranges);

/** Periods of a single calendar unit: the buckets date_trunc makes in the request's zone. */
export const INTERVAL_PERIODS = {
  PT1H: 'hour',
  P1D: 'day',
  P1W: 'week',
  P1M: 'month',
  P1Y: 'year',
} as const;
export type IntervalPeriod = keyof typeof INTERVAL_PERIODS;

export const Interval = z.strictObject({
  period: z
    .enum(Object.keys(INTERVAL_PERIODS) as [IntervalPeriod])
    .default('P1D')
    .meta({ description: 'PT1H, P1D, P1W, P1M or P1Y' }),
  field: z.enum(['date_time']).optional(),
});

/** What each side's body names: campaigns (brand) or one partner. */
export const SCOPES = {
  brand: z.strictObject({ campaigns: z.array(z.string().min(1)).min(1).max(500) }),
  partner: z.strictObject({ partner: z.string().min(1) }),
};

/** Field families every source's reference lists in its dimensions and filters, in this order. */
export const FIELD_FAMILIES = {
  browser: ['browser_family', 'browser_major', 'browser_minor', 'browser_patch'],
  os: ['os_family', 'os_major', 'os_minor', 'os_patch'],
  creative: [
    'creative_id',
    'creative_description',
    'creative_advertiser_reference',
    'creative_tag_id',
  ],
  partner: [
    'partner_group_id',
    'partner_id',
    'partner_name',
    'publisher_reference',
    'partnership_model_id',
  ],
} as const;

export const TEXT_OPERATORS = ['EQUALS', 'STARTS_WITH', 'ENDS_WITH', 'CONTAINS', 'SEARCH'] as const;
/** The text operators that match a pattern: each value costs a LIKE on every row. */
export const PATTERN_OPERATORS: readonly string[] = TEXT_OPERATORS.slice(1);

/** A filter's value: a string of at most valueLength characters, a number, or a list of them. */
export const filterValue = <N extends z.ZodType>(number: N) => {
  // Piped: zod checks a bare string's length on an array too, which misnames a long list.
  const text = z
    .string()
    .pipe(z.string().max(ANALYTICS_BOUNDS.valueLength))
    .meta({ maxLength: ANALYTICS_BOUNDS.valueLength });
  return z.union([
    text,
    number,
    z
      .array(z.union([text, number]))
      .min(1)
      .max(ANALYTICS_BOUNDS.valuesPerFilter),
  ]);
};

/** A filter's values and whether they are patterns (a refinement may see items that failed). */
export function filterWeight(f: unknown): { values: number; pattern: boolean } {
  const { value, operator } = (f ?? {}) as { value?: unknown; operator?: unknown };
  return {
    values: Array.isArray(value) ? value.length : 1,
    pattern: typeof operator === 'string' && PATTERN_OPERATORS.includes(operator),
  };
}

/** 400 on the value that takes filter_by past the request's budget of values or patterns. */
export function checkFilterBudget(filters: unknown[], ctx: z.RefinementCtx): void {
  const B = ANALYTICS_BOUNDS;
  let values = 0;
  let patterns = 0;
  for (const [i, f] of filters.entries()) {
    const weight = filterWeight(f);
    values += weight.values;
    if (weight.pattern) patterns += weight.values;
    const over =
      values > B.values
        ? `lists more values than one request may: at most ${B.values} over all of filter_by`
        : patterns > B.patternValues
          ? `lists more patterns than one request may: at most ${B.patternValues} values of ${PATTERN_OPERATORS.join(', ')} over all of filter_by`
          : null;
    if (over) {
      ctx.addIssue({
        code: 'custom',
        path: [i, 'value'],
        params: { kind: 'too_many_items' },
        message: over,
      });
      return;
    }
  }
}

export const top = () => z.number().int().min(1).max(50_000).default(50_000);

/** One filter_by item as the services take it. */
export interface AnalyticsFilter {
  field: string;
  value: string | number | (string | number)[];
  operator: string;
  not: boolean;
}

/** The scope-free part of every source's body, as the services take it. */
export interface AnalyticsQuery {
  date_time_ranges: { start: string; end: string }[];
  comparison_date_time_ranges?: unknown;
  filter_by?: AnalyticsFilter[];
  output_currency?: string;
  timezone: string;
  metrics?: string[];
  group_by?: string[];
  order_by?: { field: string; direction: 'ASCENDING' | 'DESCENDING' }[];
  interval?: { period: IntervalPeriod; field?: string };
  top?: number;
  include_total_row_count?: boolean;
  zerofill?: boolean;
}

/** The answers of count, explode and filter, and timeseries (one set per source). */
export function analyticsResponses() {
  const value = z.union([z.string(), z.number(), z.null()]);
  return {
    count: z.object({ data: z.record(z.string(), z.number()) }),
    rows: z.object({ data: z.array(z.record(z.string(), value)) }),
    timeseries: z.object({
      data: z.array(
        z
          .object({ date_time_range: z.object({ start: z.string(), end: z.string() }) })
          .catchall(z.number()),
      ),
    }),
  };
}
export type AnalyticsResponses = ReturnType<typeof analyticsResponses>;
