import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { FraudMetricsResponse } from '@/lib/schemas/fraud';
import { incidentMetrics } from '@/lib/services/fraud';

// GET /v2/campaigns/{campaign_id}/fraud/metrics: each metric and type incidents were raised
// for on the campaign, how often and the last day.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: 'List the fraud metrics raised on the campaign, with counts',
    reference: 'partnerize-metrics GET /v2/campaigns/{campaign_id}/fraud/metrics',
    responses: { 200: FraudMetricsResponse },
    handler: async ({ db, principal, params }) => {
      const rows = await incidentMetrics(db, principal, pathId(params.campaignId, 'Campaign'));
      return {
        body: {
          metrics: rows.map((r) => ({
            id: `${r.metric}:${r.type}`,
            metric: r.metric,
            type: r.type,
            count: r.count,
            last_raised: r.lastRaised ?? '',
          })),
          count: rows.length,
        },
      };
    },
  }),
});
