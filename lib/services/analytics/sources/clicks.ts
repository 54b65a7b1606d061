import { eq, sql, type SQL } from 'drizzle-orm';
import { clicks } from '@/lib/db/schema';
import { CLICK_METRICS } from '@/lib/schemas/analytics/clicks';
import type { EventDimension, EventFilterField } from '@/lib/schemas/analytics/event-bodies';
import { convertedSql, uniqueKeySql } from '../../click-reports/click-conditions';
import type { AnalyticsSource } from '../source';
import { eventColumns, eventOrderByError } from './event-columns';

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

const columns = eventColumns({
  table: clicks,
  campaignId: clicks.campaignId,
  partnerId: clicks.partnerId,
  creativeId: clicks.creativeId,
  device: clicks.device,
  country: clicks.country,
  pubref: clicks.pubref,
  adref: clicks.adref,
  type: clicks.type,
});

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
  select: columns.select,
  metrics: { brand: CLICK_METRICS, partner: CLICK_METRICS },
  metricFields: async (_db, _q, metrics) =>
    Object.fromEntries(metrics.map((m) => [m, METRIC_SQL[m as Metric]])),
  dimensionColumns: (d) => columns.dimension(d as EventDimension),
  filterColumn: (field) => {
    const expr = columns.filters[field as EventFilterField];
    return expr && { expr };
  },
  orderByError: eventOrderByError,
  ordersAfterScope: true,
};
