import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { campaigns, clicks, partners } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import {
  CLICK_METRICS,
  type ClickDimension,
  type ClickFilterField,
} from '@/lib/schemas/analytics/clicks';
import { convertedSql, uniqueKeySql } from '../../click-reports/click-conditions';
import type { AnalyticsSource, SelectQuery } from '../source';
import { CLICK_FILTER_COLUMNS, clickDimensionColumns } from './click-columns';

/**
 * Clicks: creditable clicks only, by clicked_at (the monthly partitions prune on it).
 * Decisions: docs/api-decisions.md#click-analytics.
 */

type Metric = (typeof CLICK_METRICS)[number];

const METRIC_SQL: Record<Metric, SQL> = {
  total_clicks: sql`count(*)::int`,
  total_clicks_converted: sql`(count(*) filter (where ${convertedSql}))::int`,
  click_conversion_rate: sql`coalesce(round((count(*) filter (where ${convertedSql}))::numeric / nullif(count(*), 0), 4), 0)::float8`,
  total_unique_clicks: sql`count(distinct ${uniqueKeySql})::int`,
};

export const clickSource: AnalyticsSource = {
  name: 'clicks',
  noun: 'click',
  columns: {
    networkId: clicks.networkId,
    campaignId: clicks.campaignId,
    partnerId: clicks.partnerId,
    time: clicks.clickedAt,
  },
  always: [eq(clicks.creditable, true)],
  select: (db: Db, fields: Record<string, SQL>, where: SQL) =>
    db
      .select(fields)
      .from(clicks)
      .innerJoin(campaigns, eq(campaigns.id, clicks.campaignId))
      .innerJoin(partners, eq(partners.id, clicks.partnerId))
      .where(where)
      .$dynamic() as unknown as SelectQuery,
  metrics: { brand: CLICK_METRICS, partner: CLICK_METRICS },
  metricFields: async (_db, _q, metrics) =>
    Object.fromEntries(metrics.map((m) => [m, METRIC_SQL[m as Metric]])),
  dimensionColumns: (d) => clickDimensionColumns(d as ClickDimension),
  filterColumn: (field) => {
    const expr = CLICK_FILTER_COLUMNS[field as ClickFilterField];
    return expr && { expr };
  },
  orderByError: (field) =>
    AppError.field(
      ['order_by'],
      'invalid_value',
      `order_by ${field} needs its dimension in group_by`,
    ),
  ordersAfterScope: true,
};
