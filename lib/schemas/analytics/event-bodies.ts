import { z } from 'zod';
import { timeZone } from '../fields';
import {
  ANALYTICS_BOUNDS,
  checkFilterBudget,
  FIELD_FAMILIES,
  filterValue,
  Interval,
  ranges,
  TEXT_OPERATORS,
  top,
} from './common';

/**
 * The bodies of the tracking events' analytics (clicks and impressions): the same operations
 * and shapes, each source naming its metrics, dimensions and filter fields from these lists
 * as its reference file does.
 */

export const EVENT_DIMENSIONS = [
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
export type EventDimension = (typeof EVENT_DIMENSIONS)[number];

export const EVENT_FILTER_FIELDS = [
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
export type EventFilterField = (typeof EVENT_FILTER_FIELDS)[number];

/** The output columns of each dimension, also the fields order_by may name. */
const DIMENSION_COLUMNS: Record<EventDimension, string[]> = {
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

/** What one side of one source accepts. */
export interface EventFields {
  metrics: readonly [string, ...string[]];
  dimensions: readonly [EventDimension, ...EventDimension[]];
  filterFields: readonly [EventFilterField, ...EventFilterField[]];
}

/** The count, explode, filter and timeseries bodies of one side of one source. */
export function eventBodies<S extends z.ZodType>(scope: S, fields: EventFields) {
  const orderFields: string[] = [
    ...fields.metrics,
    ...fields.dimensions.flatMap((d) => DIMENSION_COLUMNS[d]),
  ];
  const filterBy = z
    .array(
      z.strictObject({
        field: z.enum(fields.filterFields),
        value: filterValue(z.number().int()),
        operator: z.enum(TEXT_OPERATORS).default('EQUALS'),
        not: z.boolean().default(false),
      }),
    )
    .min(1)
    .max(ANALYTICS_BOUNDS.filters)
    .superRefine(checkFilterBudget);
  const metrics = z.array(z.enum(fields.metrics)).min(1).max(fields.metrics.length);
  const groupBy = z.array(z.enum(fields.dimensions)).min(1).max(ANALYTICS_BOUNDS.groups);
  const orderBy = z
    .array(
      z.strictObject({
        field: z.string().refine((v) => orderFields.includes(v), {
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
    filter_by: filterBy.optional(),
    timezone: timeZone().default('UTC'),
  };
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
      order_by: orderBy.optional(),
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
      order_by: orderBy.optional(),
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
