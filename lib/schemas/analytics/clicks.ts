import { z } from 'zod';
import { timeZone } from '../fields';
import {
  ANALYTICS_BOUNDS,
  checkFilterBudget,
  FIELD_FAMILIES,
  filterValue,
  Interval,
  ranges,
  SCOPES,
  TEXT_OPERATORS,
  top,
} from './common';

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

const CLICK_DIMENSIONS = [
  'advertiser_reference',
  ...FIELD_FAMILIES.browser,
  'campaign',
  'country',
  'creative',
  'date_time',
  'device',
  ...FIELD_FAMILIES.os,
  'partner',
  'publisher_reference',
  'partnership_model',
  'traffic_source',
  'type',
  'user_context',
] as const;
export type ClickDimension = (typeof CLICK_DIMENSIONS)[number];

const CLICK_FILTER_FIELDS = [
  'advertiser_reference',
  ...FIELD_FAMILIES.browser,
  'campaign_id',
  'campaign_name',
  'country',
  ...FIELD_FAMILIES.creative,
  'device_id',
  ...FIELD_FAMILIES.os,
  ...FIELD_FAMILIES.partner,
  'traffic_source_id',
  'type',
  'user_context_id',
] as const;
export type ClickFilterField = (typeof CLICK_FILTER_FIELDS)[number];

/** The output columns of each dimension, also the fields order_by may name. */
const DIMENSION_COLUMNS: Record<ClickDimension, string[]> = {
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

const FilterBy = z
  .array(
    z.strictObject({
      field: z.enum(CLICK_FILTER_FIELDS),
      value: filterValue(z.number().int()),
      operator: z.enum(TEXT_OPERATORS).default('EQUALS'),
      not: z.boolean().default(false),
    }),
  )
  .min(1)
  .max(ANALYTICS_BOUNDS.filters)
  .superRefine(checkFilterBudget);

const metrics = z.array(z.enum(CLICK_METRICS)).min(1).max(CLICK_METRICS.length);
const groupBy = z.array(z.enum(CLICK_DIMENSIONS)).min(1).max(ANALYTICS_BOUNDS.groups);
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
  .min(1)
  .max(ANALYTICS_BOUNDS.orderBy);

const common = {
  date_time_ranges: ranges,
  /** Refused with a clear 400: we serve no comparison periods. */
  comparison_date_time_ranges: ranges.optional(),
  filter_by: FilterBy.optional(),
  timezone: timeZone().default('UTC'),
};

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
      top: top(),
      include_total_row_count: z.boolean().default(false),
      include_comparison_percentage_change: z.boolean().optional(),
    }),
    filter: z.strictObject({
      ...common,
      scope,
      group_by: groupBy,
      order_by: OrderBy.optional(),
      top: top(),
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

export const BrandClickAnalyticsIn = bodies(SCOPES.brand);
export const PartnerClickAnalyticsIn = bodies(SCOPES.partner);
