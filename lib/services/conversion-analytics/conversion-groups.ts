import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { campaigns, conversions, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { INTERVAL_PERIODS } from '@/lib/schemas/click-analytics';
import type {
  ConversionAnalyticsQuery,
  ConversionMetric,
} from '@/lib/schemas/conversion-analytics';
import type { ConversionDimension } from '@/lib/schemas/conversion-analytics-groups';
import {
  CONVERSION_METRIC_LIST,
  PARTNERSHIP_MODEL_LIST,
  TRAFFIC_SOURCE_LIST,
  type TrackingEntry,
} from '@/lib/schemas/reference/lists';
import type { AnalyticsScopeIn } from '@/lib/services/click-reports';
import { positionalGrouping } from '../analytics-grouping';
import { base, prepare } from './conversion-analytics';

/**
 * explode and filter of the conversion analytics: the metrics grouped by the reference's
 * dimensions (explode), or the dimensions' values alone (filter, for dropdowns), ordered, the
 * first `top` rows, one SQL query. Dimensions we do not record (browsers, os, country, devices,
 * creatives, conversion types, user contexts, voucher status) group as one null value. Item
 * dimensions (sku, category) are refused: a conversion's metrics cannot be split over its items
 * without double counting. Decisions: docs/api-decisions.md#conversion-analytics.
 */

export interface ConversionGroupsQuery extends Omit<ConversionAnalyticsQuery, 'metrics'> {
  metrics?: ConversionMetric[];
  group_by: ConversionDimension[];
  order_by?: { field: string; direction: 'ASCENDING' | 'DESCENDING' }[];
  interval?: { period: keyof typeof INTERVAL_PERIODS; field?: string };
  top: number;
  include_total_row_count: boolean;
}

const NULL = sql<null>`null`;
const titled = (list: readonly TrackingEntry[], id: SQL) =>
  sql`(case ${id} ${sql.join(
    list.map((e) => sql`when ${e.id} then ${e.title}`),
    sql` `,
  )} end)`;
const idText = (column: SQL) => sql`${column}::text`;

function dimensionColumns(d: ConversionDimension, q: ConversionGroupsQuery): Record<string, SQL> {
  const c = conversions;
  switch (d) {
    case 'campaign':
      return { campaign_id: idText(sql`${c.campaignId}`), campaign_name: sql`${campaigns.title}` };
    case 'partner':
      return {
        partner_id: idText(sql`${c.partnerId}`),
        partner_name: sql`${partners.accountName}`,
      };
    case 'conversion_metric':
      return {
        conversion_metric_id: idText(sql`${c.refConversionMetricId}`),
        conversion_metric_name: titled(CONVERSION_METRIC_LIST, sql`${c.refConversionMetricId}`),
      };
    case 'partnership_model':
      return {
        partnership_model_id: idText(sql`${c.refPartnershipModelId}`),
        partnership_model_name: titled(PARTNERSHIP_MODEL_LIST, sql`${c.refPartnershipModelId}`),
      };
    case 'traffic_source':
      return {
        traffic_source_id: idText(sql`${c.refTrafficSourceId}`),
        traffic_source_name: titled(TRAFFIC_SOURCE_LIST, sql`${c.refTrafficSourceId}`),
      };
    case 'date_time': {
      const unit = INTERVAL_PERIODS[q.interval?.period ?? 'P1D'];
      return {
        date_time: sql`(date_trunc(${unit}, ${c.conversionTime} at time zone ${q.timezone}) at time zone ${q.timezone})`,
      };
    }
    case 'advertiser_reference':
      return { advertiser_reference: sql`${c.advertiserReference}` };
    case 'publisher_reference':
      return { publisher_reference: sql`${c.publisherReference}` };
    case 'conversion_reference':
      return { conversion_reference: sql`${c.conversionReference}` };
    case 'customer_reference':
      return { customer_reference: sql`${c.customerReference}` };
    case 'conversion_status':
      return { conversion_status: sql`${c.status}` };
    case 'currency':
      return { currency: sql`${c.currency}` };
    case 'customer_type':
      return { customer_type: sql`${c.customerType}` };
    case 'voucher_code':
      return { voucher_code: sql`${c.voucherCode}` };
    case 'country':
      return { country: NULL, country_name: NULL };
    case 'device':
      return { device_id: NULL, device_name: NULL };
    case 'user_context':
      return { user_context_id: NULL, user_context_name: NULL };
    case 'conversion_type':
      return { conversion_type_id: NULL, conversion_type_name: NULL };
    case 'creative':
      return { creative_id: NULL, creative_description: NULL, creative_advertiser_reference: NULL };
    default:
      return { [d]: NULL };
  }
}

/** Checks the request against what we record; answers the dimension columns. */
function dimensionsOf(q: ConversionGroupsQuery): Record<string, SQL> {
  const item = q.group_by.findIndex((d) => d === 'sku' || d === 'category');
  if (item >= 0)
    throw AppError.field(
      ['group_by', item],
      'invalid_value',
      `${q.group_by[item]} is an item dimension: conversion metrics are not split over items (filter_by ${q.group_by[item]} instead)`,
    );
  if (q.interval?.field && q.interval.field !== 'date_time')
    throw AppError.field(
      ['interval', 'field'],
      'invalid_value',
      `${q.interval.field} is not recorded; group by date_time (the conversion time)`,
    );
  const dims: Record<string, SQL> = {};
  for (const d of new Set(q.group_by)) Object.assign(dims, dimensionColumns(d, q));
  return dims;
}

export interface ConversionGroups {
  rows: Record<string, string | number | Date | null>[];
  total: number | null;
}

/** explode (metrics per group) and filter (the groups; metrics only when ordered by one). */
export async function conversionGroups(
  db: Db,
  principal: Principal,
  scope: AnalyticsScopeIn,
  q: ConversionGroupsQuery,
  metricNames: readonly string[],
): Promise<ConversionGroups> {
  const dims = dimensionsOf(q);
  const metrics = new Set<ConversionMetric>(q.metrics ?? []);
  const dimNames = Object.keys(dims);
  (q.order_by ?? []).forEach((o, i) => {
    if (metricNames.includes(o.field)) metrics.add(o.field as ConversionMetric);
    else if (!dimNames.includes(o.field))
      throw AppError.field(
        ['order_by', i, 'field'],
        'invalid_value',
        `order_by ${o.field} must be a metric or a column of a group_by dimension (${dimNames.join(', ')})`,
      );
  });
  const { where, fields: metricFields } = await prepare(db, principal, scope, {
    ...q,
    metrics: [...metrics],
  });
  const fields: Record<string, SQL> = { ...dims, ...metricFields };
  if (q.include_total_row_count) fields.__total = sql`(count(*) over ())::int`;
  const { groups, order } = positionalGrouping(fields, dimNames, q.order_by);
  const rows = await base(db, fields, where)
    .groupBy(...groups)
    .orderBy(...order, ...groups)
    .limit(q.top);
  const total = q.include_total_row_count ? Number(rows[0]?.__total ?? 0) : null;
  return {
    rows: rows.map((r) => {
      const out: Record<string, string | number | Date | null> = {};
      for (const [k, v] of Object.entries(r as Record<string, unknown>)) {
        if (k === '__total') continue;
        out[k] = metrics.has(k as ConversionMetric) ? Number(v ?? 0) : (v as string | Date | null);
      }
      return out;
    }),
    total,
  };
}
