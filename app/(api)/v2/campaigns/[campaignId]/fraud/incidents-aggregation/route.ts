import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { AggregationQuery, AggregationResponse } from '@/lib/schemas/fraud';
import { aggregateIncidents } from '@/lib/services/fraud';

// GET /v2/campaigns/{campaign_id}/fraud/incidents-aggregation: incidents per day and reference
// metric from start_date to end_date (every day, zeros included).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: 'Count fraud incidents per day and metric',
    reference: 'partnerize-incidents GET /v2/campaigns/{campaign_id}/fraud/incidents-aggregation',
    query: AggregationQuery,
    responses: { 200: AggregationResponse },
    handler: async ({ db, principal, params, query }) => {
      const days = await aggregateIncidents(
        db,
        principal,
        pathId(params.campaignId, 'Campaign'),
        query.start_date,
        query.end_date,
      );
      const next = (day: string) =>
        new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
      return {
        body: {
          data: days.map(({ day, counts }) => ({
            date_time_range: { start: `${day}T00:00:00.000Z`, end: next(day) },
            volume_clicks: counts.volume_clicks ?? 0,
            volume_conversions: counts.volume_conversions ?? 0,
            conversion_ratio: counts.conversion_ratio ?? 0,
            basket_variability_sku: counts.basket_variability_sku ?? 0,
            conversion_value: counts.conversion_value ?? 0,
            ttc: counts.ttc ?? 0,
          })),
        },
      };
    },
  }),
});
