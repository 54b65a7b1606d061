import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { TrafficQuery, TrafficResponse } from '@/lib/schemas/traffic';
import { trafficSeries } from '@/lib/services/traffic';

// GET /v3/network/{networkId}/traffic (ours; staff, and brand users for their brands): clicks,
// creditable clicks, invalid clicks and conversions per day of the last 7, 30 or 90 days.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      'Clicks (all, creditable, invalid) and conversions per day over the last 7, 30 or 90 days, for the network or one brand, ' +
      "campaign or partner; brand users see their brands' campaigns only (our operation)",
    reference: 'ours',
    responses: { 200: TrafficResponse },
    query: TrafficQuery,
    handler: async ({ db, principal, params, query }) => ({
      body: {
        data: await trafficSeries(db, principal, pathId(params.networkId, 'Network'), query),
      },
    }),
  }),
});
