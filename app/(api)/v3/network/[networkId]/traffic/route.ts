import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { TrafficQuery, TrafficResponse } from '@/lib/schemas/traffic';
import { trafficBreakdown, trafficSeries } from '@/lib/services/traffic';

// GET /v3/network/{networkId}/traffic (ours; staff, and brand users for their brands): clicks,
// creditable clicks, invalid clicks, clicks past the flood limit (counted, not stored) and
// conversions per day of the last 7, 30 or 90 days or of a custom range (from, to), and with
// group_by a breakdown of the range by partner, campaign, sub id, device or country.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      'Clicks (all, creditable, invalid), clicks past the flood limit (counted, not stored) and conversions per day over the last 7, 30 or 90 days or a custom range ' +
      "(from, to), for the network or one brand, campaign or partner, with group_by a breakdown by partner, campaign, sub id, device or country; brand users see their brands' campaigns only (our operation)",
    reference: 'ours',
    responses: { 200: TrafficResponse },
    query: TrafficQuery,
    handler: async ({ db, principal, params, query }) => {
      const networkId = pathId(params.networkId, 'Network');
      const series = await trafficSeries(db, principal, networkId, query);
      const breakdown = query.group_by && {
        group_by: query.group_by,
        rows: await trafficBreakdown(db, principal, networkId, query, query.group_by),
      };
      return { body: { data: { ...series, ...(breakdown ? { breakdown } : {}) } } };
    },
  }),
});
