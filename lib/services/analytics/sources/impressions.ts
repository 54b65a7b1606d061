import { sql } from 'drizzle-orm';
import { impressions } from '@/lib/db/schema';
import type { EventDimension, EventFilterField } from '@/lib/schemas/analytics/event-bodies';
import { IMPRESSION_METRICS } from '@/lib/schemas/analytics/impressions';
import type { AnalyticsSource } from '../source';
import { eventColumns, eventOrderByError } from './event-columns';

/**
 * Impressions, by impressed_at: every stored impression (only valid ones are stored:
 * lib/services/tracking/serve-impression.ts). Their dimensions are the clicks' (event-columns.ts).
 * Decisions: docs/api-decisions.md#impressions.
 */

const columns = eventColumns({
  table: impressions,
  campaignId: impressions.campaignId,
  partnerId: impressions.partnerId,
  creativeId: impressions.creativeId,
  device: impressions.device,
  country: impressions.country,
  pubref: impressions.pubref,
  adref: impressions.adref,
});

export const impressionSource: AnalyticsSource = {
  name: 'impressions',
  noun: 'impression',
  columns: {
    networkId: impressions.networkId,
    campaignId: impressions.campaignId,
    partnerId: impressions.partnerId,
    time: impressions.impressedAt,
  },
  always: [],
  select: columns.select,
  metrics: { brand: IMPRESSION_METRICS, partner: IMPRESSION_METRICS },
  metricFields: async (_db, _q, metrics) =>
    Object.fromEntries(metrics.map((m) => [m, sql`count(*)::int`])),
  dimensionColumns: (d) => columns.dimension(d as EventDimension),
  filterColumn: (field) => {
    const expr = columns.filters[field as EventFilterField];
    return expr && { expr };
  },
  orderByError: eventOrderByError,
  ordersAfterScope: true,
};
