import { apiRoute, endpoint } from '@/lib/api/http/route';
import { csvLines } from '@/lib/api/http/csv';
import { pathId } from '@/lib/api/http/params';
import { TrafficQuery } from '@/lib/schemas/traffic';
import { trafficBreakdown, trafficSeries } from '@/lib/services/traffic';

// GET /v3/network/{networkId}/traffic/export (ours; staff, and brand users for their brands): the
// traffic read as CSV, one row per day, or with group_by one row per partner, campaign, sub id,
// device or country of the range.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      'The traffic read as CSV (text/csv, header row): clicks, creditable and invalid clicks, clicks past the flood limit ' +
      'and conversions per day of the range, or with group_by per partner, campaign, sub id, device or country (our operation)',
    reference: 'ours',
    responses: { 200: null },
    produces: 'text/csv',
    query: TrafficQuery,
    handler: async ({ db, principal, params, query }) => {
      const networkId = pathId(params.networkId, 'Network');
      const series = await trafficSeries(db, principal, networkId, query);
      const rows: unknown[][] = [];
      if (query.group_by) {
        rows.push([
          query.group_by,
          'name',
          'clicks',
          'creditable_clicks',
          'invalid_clicks',
          'conversions',
        ]);
        for (const r of await trafficBreakdown(db, principal, networkId, query, query.group_by))
          rows.push([
            r.key,
            r.label,
            r.clicks,
            r.creditable_clicks,
            r.invalid_clicks,
            r.conversions,
          ]);
      } else {
        rows.push([
          'date',
          'clicks',
          'creditable_clicks',
          'invalid_clicks',
          'flooded_clicks',
          'conversions',
        ]);
        for (const d of series.days)
          rows.push([
            d.date,
            d.clicks,
            d.creditable_clicks,
            d.invalid_clicks,
            d.flooded_clicks,
            d.conversions,
          ]);
      }
      const name = `traffic-${series.from}-to-${series.to}${query.group_by ? `-by-${query.group_by}` : ''}.csv`;
      return {
        stream: new Response(csvLines(rows)).body!,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${name}"`,
          'Cache-Control': 'no-store',
        },
      };
    },
  }),
});
