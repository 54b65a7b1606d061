import { z } from 'zod';
import { timeZone } from './fields';

/**
 * Bodies and answers of the click analytics (POST /v3/{brand,partner}/analytics/clicks/
 * {count,explode,filter,timeseries}) as openapi/partnerize-clicks-api-openapi.yml documents
 * them. Decisions: docs/api-decisions.md#click-analytics.
 */

export const CLICK_METRICS = [
  'total_clicks',
  'total_clicks_converted',
  'click_conversion_rate',
  'total_unique_clicks',
] as const;

export const CLICK_DIMENSIONS = [
  'advertiser_reference',
  'browser_family',
  'browser_major',
  'browser_minor',
  'browser_patch',
  'campaign',
  'country',
  'creative',
  'date_time',
  'device',
  'os_family',
  'os_major',
  'os_minor',
  'os_patch',
  'partner',
  'publisher_reference',
  'partnership_model',
  'traffic_source',
  'type',
  'user_context',
] as const;
export type ClickDimension = (typeof CLICK_DIMENSIONS)[number];

export const CLICK_FILTER_FIELDS = [
  'advertiser_reference',
  'browser_family',
  'browser_major',
  'browser_minor',
  'browser_patch',
  'campaign_id',
  'campaign_name',
  'country',
  'creative_id',
  'creative_description',
  'creative_advertiser_reference',
  'creative_tag_id',
  'device_id',
  'os_family',
  'os_major',
  'os_minor',
  'os_patch',
  'partner_group_id',
  'partner_id',
  'partner_name',
  'publisher_reference',
  'partnership_model_id',
  'traffic_source_id',
  'type',
  'user_context_id',
] as const;
export type ClickFilterField = (typeof CLICK_FILTER_FIELDS)[number];

/** The output columns of each dimension, also the fields order_by may name. */
export const DIMENSION_COLUMNS: Record<ClickDimension, string[]> = {
  advertiser_reference: ['advertiser_reference'],
  browser_family: ['browser_family'],
  browser_major: ['browser_major'],
  browser_minor: ['browser_minor'],
  browser_patch: ['browser_patch'],
  campaign: ['campaign_id', 'campaign_name'],
  country: ['country', 'country_name'],
  creative: ['creative_id', 'creative_description', 'creative_advertiser_reference'],
  date_time: ['date_time'],
  device: ['device_id', 'device_name'],
  os_family: ['os_family'],
  os_major: ['os_major'],
  os_minor: ['os_minor'],
  os_patch: ['os_patch'],
  partner: ['partner_id', 'partner_name'],
  publisher_reference: ['publisher_reference'],
  partnership_model: ['partnership_model_id', 'partnership_model_name'],
  traffic_source: ['traffic_source_id', 'traffic_source_name'],
  type: ['type'],
  user_context: ['user_context_id', 'user_context_name'],
};

const ORDER_FIELDS = [...CLICK_METRICS, ...Object.values(DIMENSION_COLUMNS).flat()] as string[];

const DateTimeRange = z.strictObject({
  start: z.string().min(1),
  end: z.string().min(1),
  field: z.enum(['date_time']).optional(),
});

export const ranges = z.array(DateTimeRange).min(1).max(20);

/** Periods of a single calendar unit: the buckets date_trunc makes in the request's zone. */
export const INTERVAL_PERIODS = {
  PT1H: 'hour',
  P1D: 'day',
  P1W: 'week',
  P1M: 'month',
  P1Y: 'year',
} as const;

export const Interval = z.strictObject({
  period: z
    .enum(Object.keys(INTERVAL_PERIODS) as [keyof typeof INTERVAL_PERIODS])
    .default('P1D')
    .meta({ description: 'PT1H, P1D, P1W, P1M or P1Y' }),
  field: z.enum(['date_time']).optional(),
});

const FilterBy = z
  .array(
    z.strictObject({
      field: z.enum(CLICK_FILTER_FIELDS),
      value: z.union([
        z.string(),
        z.number().int(),
        z
          .array(z.union([z.string(), z.number().int()]))
          .min(1)
          .max(500),
      ]),
      operator: z
        .enum(['EQUALS', 'STARTS_WITH', 'ENDS_WITH', 'CONTAINS', 'SEARCH'])
        .default('EQUALS'),
      not: z.boolean().default(false),
    }),
  )
  .min(1)
  .max(50);
export type ClickFilterBy = z.output<typeof FilterBy>;

const metrics = z.array(z.enum(CLICK_METRICS)).min(1);
const groupBy = z.array(z.enum(CLICK_DIMENSIONS)).min(1);
const OrderBy = z
  .array(
    z.strictObject({
      field: z.string().refine((v) => ORDER_FIELDS.includes(v), {
        params: { kind: 'invalid_enum' },
        message: 'must be a metric or a column of a group_by dimension',
      }),
      direction: z.enum(['ASCENDING', 'DESCENDING']),
    }),
  )
  .min(1);

const common = {
  date_time_ranges: ranges,
  /** Refused with a clear 400: we serve no comparison periods. */
  comparison_date_time_ranges: ranges.optional(),
  filter_by: FilterBy.optional(),
  timezone: timeZone().default('UTC'),
};

export const BrandScope = z.strictObject({
  campaigns: z.array(z.string().min(1)).min(1).max(500),
});
export const PartnerScope = z.strictObject({ partner: z.string().min(1) });

function bodies<S extends z.ZodType>(scope: S) {
  return {
    count: z.strictObject({
      ...common,
      scope,
      metrics,
      include_comparison_percentage_change: z.boolean().optional(),
    }),
    explode: z.strictObject({
      ...common,
      scope,
      metrics,
      group_by: groupBy,
      order_by: OrderBy.optional(),
      interval: Interval.optional(),
      output_date_time_format: z.string().optional(),
      top: z.number().int().min(1).max(50_000).default(50_000),
      include_total_row_count: z.boolean().default(false),
      include_comparison_percentage_change: z.boolean().optional(),
    }),
    filter: z.strictObject({
      ...common,
      scope,
      group_by: groupBy,
      order_by: OrderBy.optional(),
      top: z.number().int().min(1).max(50_000).default(50_000),
      include_total_row_count: z.boolean().default(false),
    }),
    timeseries: z.strictObject({
      ...common,
      scope,
      metrics,
      interval: Interval.optional(),
      zerofill: z.boolean().default(true),
    }),
  };
}

export const BrandClickAnalyticsIn = bodies(BrandScope);
export const PartnerClickAnalyticsIn = bodies(PartnerScope);

/** The scope-free part every query shares, as the service takes it. */
export interface ClickAnalyticsQuery {
  date_time_ranges: { start: string; end: string }[];
  comparison_date_time_ranges?: unknown;
  filter_by?: ClickFilterBy;
  timezone: string;
  metrics?: (typeof CLICK_METRICS)[number][];
  group_by?: ClickDimension[];
  order_by?: { field: string; direction: 'ASCENDING' | 'DESCENDING' }[];
  interval?: { period: keyof typeof INTERVAL_PERIODS };
  top?: number;
  include_total_row_count?: boolean;
  zerofill?: boolean;
}

const value = z.union([z.string(), z.number(), z.null()]);
export const ClickCountV3Response = z.object({ data: z.record(z.string(), z.number()) });
export const ClickRowsV3Response = z.object({ data: z.array(z.record(z.string(), value)) });
export const ClickTimeseriesV3Response = z.object({
  data: z.array(
    z
      .object({ date_time_range: z.object({ start: z.string(), end: z.string() }) })
      .catchall(z.number()),
  ),
});
export type ClickTimeseriesV3Response = z.infer<typeof ClickTimeseriesV3Response>;
