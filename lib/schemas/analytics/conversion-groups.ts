import { z } from 'zod';
import { timeZone } from '../fields';
import { ANALYTICS_BOUNDS, FIELD_FAMILIES, Interval, ranges, SCOPES, top } from './common';
import {
  ALL_FIELDS,
  BRAND_METRICS,
  currency,
  filterBy,
  PARTNER_FIELDS,
  PARTNER_METRICS,
  type ConversionFilterField,
} from './conversions';

/**
 * The grouped conversion analytics (POST /v3/{brand,partner}/analytics/conversions/{explode,
 * filter}) as openapi/partnerize-conversions-api-openapi.yml documents them: `group_by` (the
 * reference's dimensions), `filter_by`, `order_by`, `top`, `include_total_row_count`.
 * Decisions: docs/api-decisions.md#conversion-analytics.
 */

const SHARED_DIMENSIONS = [
  'advertiser_reference',
  ...FIELD_FAMILIES.browser,
  'campaign',
  'category',
  'conversion_metric',
  'conversion_status',
  'conversion_type',
  'country',
  'creative',
  'currency',
  'customer_type',
  'date_time',
  'device',
  ...FIELD_FAMILIES.os,
  'partner',
  'partnership_model',
  'sku',
  'traffic_source',
  'type',
  'user_context',
  'voucher_code',
  'voucher_status',
] as const;
/** The brand side adds conversion and customer references; the partner side its own reference. */
const BRAND_DIMENSIONS = [
  ...SHARED_DIMENSIONS,
  'conversion_reference',
  'customer_reference',
] as const;
const PARTNER_DIMENSIONS = [...SHARED_DIMENSIONS, 'publisher_reference'] as const;
export type ConversionDimension =
  (typeof BRAND_DIMENSIONS)[number] | (typeof PARTNER_DIMENSIONS)[number];

const groupBy = <D extends readonly [string, ...string[]]>(dims: D) =>
  z
    .array(z.enum(dims))
    .min(1)
    .max(ANALYTICS_BOUNDS.groups)
    .meta({ description: `Dimensions: ${dims.join(', ')}` });

const OrderBy = z
  .array(
    z.strictObject({
      field: z
        .string()
        .min(1)
        .meta({ description: 'A metric, or a column of a group_by dimension' }),
      direction: z.enum(['ASCENDING', 'DESCENDING']),
    }),
  )
  .min(1)
  .max(ANALYTICS_BOUNDS.orderBy);

const ConversionInterval = Interval.extend({
  field: z
    .enum(['date_time', 'approved_at', 'check_in_date', 'check_out_date'])
    .optional()
    .meta({ description: 'date_time (conversion_time); the others are not recorded: 400' }),
});

function groupBodies<S extends z.ZodType, M extends readonly [string, ...string[]]>(
  scope: S,
  metrics: M,
  fields: [ConversionFilterField, ...ConversionFilterField[]],
  dims: readonly [string, ...string[]],
) {
  const common = {
    date_time_ranges: ranges,
    comparison_date_time_ranges: ranges.optional(),
    scope,
    group_by: groupBy(dims),
    filter_by: filterBy(fields).optional(),
    order_by: OrderBy.optional(),
    output_currency: currency,
    timezone: timeZone().default('UTC'),
    top: top(),
    include_total_row_count: z.boolean().default(false),
  };
  return {
    explode: z.strictObject({
      ...common,
      metrics: z.array(z.enum(metrics)).min(1).max(metrics.length),
      interval: ConversionInterval.optional(),
      output_date_time_format: z.string().optional(),
      include_comparison_percentage_change: z.boolean().optional(),
    }),
    filter: z.strictObject(common),
  };
}

export const BrandConversionGroupsIn = groupBodies(
  SCOPES.brand,
  BRAND_METRICS,
  ALL_FIELDS,
  BRAND_DIMENSIONS,
);
export const PartnerConversionGroupsIn = groupBodies(
  SCOPES.partner,
  PARTNER_METRICS,
  PARTNER_FIELDS,
  PARTNER_DIMENSIONS,
);
