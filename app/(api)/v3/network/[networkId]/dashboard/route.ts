import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { DashboardQuery, DashboardResponse } from '@/lib/schemas/dashboard';
import { readDashboard } from '@/lib/services/dashboard';

// GET /v3/network/{networkId}/dashboard (ours; staff, and brand users for their brands): the
// console overview's figures, the last 30 days against the 30 before, and the work waiting.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      'Creditable clicks, conversions, revenue and commission (per currency) of the last 30 days against the 30 before, ' +
      'a daily series, and the partner requests, conversions and claims waiting; brand users see their brands only (our operation)',
    reference: 'ours',
    responses: { 200: DashboardResponse },
    query: DashboardQuery,
    handler: async ({ db, principal, params, query }) => {
      const d = await readDashboard(db, principal, pathId(params.networkId, 'Network'), query);
      const firstCampaign = d.setup.first_campaign_id;
      return {
        body: {
          data: {
            ...d,
            setup: {
              ...d.setup,
              first_campaign_id: firstCampaign === null ? null : String(firstCampaign),
            },
          },
        },
      };
    },
  }),
});
