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
  type AnalyticsFilter,
} from './common';

/**
 * Bodies and answers of the conversion analytics (POST /v3/{brand,partner}/analytics/
 * conversions/{count,timeseries}) as openapi/partnerize-conversions-api-openapi.yml documents
 * them. Decisions: docs/api-decisions.md#conversion-analytics.
 */

export const BRAND_METRICS = [
  'total_conversion_items',
  'total_conversions',
  'total_commission',
  'average_commission',
  'percentage_commission',
  'total_partner_commission',
  'percentage_partner_commission',
  'average_partner_commission',
  'percentage_average_partner_commission',
  'average_order_value',
  'percentage_order_value',
  'total_order_value',
  'e_cpa',
  'conversion_rejection_rate',
  'total_roas',
  'average_roas',
  'average_order_size',
] as const;

export const PARTNER_METRICS = [
  'total_conversion_items',
  'total_conversions',
  'total_partner_commission',
  'percentage_average_partner_commission',
  'average_order_value',
  'total_order_value',
  'conversion_rejection_rate',
  'average_order_size',
  'percentage_order_value',
  'percentage_partner_commission',
  'average_partner_commission',
] as const;
export type ConversionMetric = (typeof BRAND_METRICS)[number];

/** Metrics the reference lists that we do not compute (we hold no cost or ROAS data): 400. */
export const UNSUPPORTED_METRICS: readonly ConversionMetric[] = [
  'percentage_average_partner_commission',
  'percentage_order_value',
  'total_roas',
  'average_roas',
];

/** Metrics in a currency: summed over conversions in one currency only (no conversion). */
export const MONEY_METRICS: Partial<Record<ConversionMetric, 'currency' | 'commission'>> = {
  total_commission: 'commission',
  average_commission: 'commission',
  total_partner_commission: 'commission',
  average_partner_commission: 'commission',
  e_cpa: 'commission',
  percentage_commission: 'commission',
  percentage_partner_commission: 'commission',
  total_order_value: 'currency',
  average_order_value: 'currency',
};

export const NUMERIC_FILTER_FIELDS = ['commission', 'partner_commission', 'order_value'] as const;

const STRING_FILTER_FIELDS = [
  'advertiser_reference',
  ...FIELD_FAMILIES.browser,
  'campaign_id',
  'campaign_name',
  'category',
  'conversion_metric_id',
  'conversion_reference',
  'conversion_status',
  'conversion_type_id',
  'country',
  ...FIELD_FAMILIES.creative,
  'currency',
  'customer_reference',
  'customer_type',
  'device_id',
  ...FIELD_FAMILIES.os,
  ...FIELD_FAMILIES.partner,
  'sku',
  'traffic_source_id',
  'type',
  'user_context_id',
  'voucher_code',
  'voucher_status',
] as const;
export type ConversionFilterField =
  (typeof NUMERIC_FILTER_FIELDS)[number] | (typeof STRING_FILTER_FIELDS)[number];

/** Fields the partner side may not filter by (the reference's partner list leaves them out). */
const BRAND_ONLY_FIELDS = [
  'commission',
  'conversion_reference',
  'creative_tag_id',
  'customer_reference',
  'partner_group_id',
];

const NUMERIC_OPERATORS = [
  'EQUALS',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUALS',
  'LESS_THAN',
  'LESS_THAN_OR_EQUALS',
] as const;

const DECIMAL = /^-?[0-9]{1,14}(\.[0-9]{1,10})?$/;

export function filterBy(fields: [ConversionFilterField, ...ConversionFilterField[]]) {
  return z
    .array(
      z
        .strictObject({
          field: z.enum(fields),
          value: filterValue(z.number()),
          operator: z
            .enum([...TEXT_OPERATORS, ...NUMERIC_OPERATORS.slice(1)] as [string, ...string[]])
            .default('EQUALS'),
          not: z.boolean().default(false),
        })
        .superRefine((f, ctx) => {
          const numeric = (NUMERIC_FILTER_FIELDS as readonly string[]).includes(f.field);
          const allowed: readonly string[] = numeric ? NUMERIC_OPERATORS : TEXT_OPERATORS;
          if (!allowed.includes(f.operator))
            ctx.addIssue({
              code: 'custom',
              path: ['operator'],
              params: { kind: 'invalid_enum' },
              message: `${f.field} takes ${allowed.join(', ')}`,
            });
          const values = Array.isArray(f.value) ? f.value : [f.value];
          if (
            numeric &&
            values.some((v) => !(typeof v === 'number' ? Number.isFinite(v) : DECIMAL.test(v)))
          )
            ctx.addIssue({
              code: 'custom',
              path: ['value'],
              params: { kind: 'invalid_type' },
              message: `${f.field} compares numbers`,
            });
        }),
    )
    .min(1)
    .max(ANALYTICS_BOUNDS.filters)
    .superRefine(checkFilterBudget);
}

export const ALL_FIELDS = [...NUMERIC_FILTER_FIELDS, ...STRING_FILTER_FIELDS] as [
  ConversionFilterField,
  ...ConversionFilterField[],
];
export const PARTNER_FIELDS = ALL_FIELDS.filter((f) => !BRAND_ONLY_FIELDS.includes(f)) as [
  ConversionFilterField,
  ...ConversionFilterField[],
];

export const currency = z
  .string()
  .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as GBP')
  .optional()
  .meta({
    description:
      'Money metrics sum the conversions in this currency only (no conversion); omitted: the one currency of the matching conversions (several: 400)',
  });

function bodies<S extends z.ZodType, M extends readonly [string, ...string[]]>(
  scope: S,
  metrics: M,
  fields: [ConversionFilterField, ...ConversionFilterField[]],
) {
  const common = {
    date_time_ranges: ranges,
    comparison_date_time_ranges: ranges.optional(),
    scope,
    metrics: z.array(z.enum(metrics)).min(1).max(metrics.length),
    filter_by: filterBy(fields).optional(),
    output_currency: currency,
    timezone: timeZone().default('UTC'),
  };
  return {
    count: z.strictObject({
      ...common,
      include_comparison_percentage_change: z.boolean().optional(),
    }),
    timeseries: z.strictObject({
      ...common,
      interval: Interval.optional(),
      zerofill: z.boolean().default(true),
    }),
  };
}

export const BrandConversionAnalyticsIn = bodies(SCOPES.brand, BRAND_METRICS, ALL_FIELDS);
export const PartnerConversionAnalyticsIn = bodies(SCOPES.partner, PARTNER_METRICS, PARTNER_FIELDS);

export interface ConversionFilter extends AnalyticsFilter {
  field: ConversionFilterField;
}
