import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentIncident } from '@/lib/api/presenters/fraud';
import { IncidentListResponse, IncidentsQuery } from '@/lib/schemas/fraud';
import { listIncidents } from '@/lib/services/fraud';

// GET /v2/campaigns/{campaign_id}/fraud/incidents: the campaign's incidents, newest first, with
// the reference's filters and cursor paging (docs/fraud.md). Staff or the campaign's brand.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: 'List fraud incidents (filters: partner, address, metric with type, status, days)',
    reference: 'partnerize-incidents GET /v2/campaigns/{campaign_id}/fraud/incidents',
    query: IncidentsQuery,
    responses: { 200: IncidentListResponse },
    handler: async ({ db, principal, params, query }) => {
      const campaignId = pathId(params.campaignId, 'Campaign');
      const { cursor_id: cursorId, limit: askedLimit, ...rest } = query;
      const limit = askedLimit ?? 50;
      const page = await listIncidents(
        db,
        principal,
        campaignId,
        {
          partnerId: rest.partner_id,
          ipAddress: rest.ip_address,
          metric: rest.metric,
          type: rest.type,
          status: rest.status,
          startDate: rest.start_date,
          endDate: rest.end_date,
        },
        { cursorId, limit },
      );
      const pageAt = (cursor: number | null) => {
        if (cursor === null) return null;
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(rest))
          if (value !== undefined) search.set(key, String(value));
        search.set('limit', String(limit));
        search.set('cursor_id', String(cursor));
        return `v2/campaigns/${campaignId}/fraud/incidents?${search}`;
      };
      return {
        body: {
          incidents: page.incidents.map((i) => presentIncident(i)),
          limit,
          cursor_id: page.cursorId === null ? null : String(page.cursorId),
          hypermedia: {
            pagination: {
              previous_page: pageAt(page.previousCursor),
              next_page: pageAt(page.nextCursor),
            },
          },
        },
      };
    },
  }),
});
