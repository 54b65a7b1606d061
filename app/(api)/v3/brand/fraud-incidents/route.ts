import { apiRoute, endpoint } from '@/lib/api/http/route';
import { presentIncidentAcross } from '@/lib/api/presenters/fraud';
import { IncidentsAcrossQuery, IncidentsAcrossResponse } from '@/lib/schemas/fraud';
import { listIncidentsAcross } from '@/lib/services/fraud';

// GET /v3/brand/fraud-incidents (ours): fraud incidents across the campaigns the caller may
// review (staff: the network's; brand users: their brands'), newest first, offset paged; the
// console's fraud review and partner page read it (docs/fraud.md).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      'Fraud incidents across campaigns, newest first: filters campaign_id, partner_id, metric, status, start_date, end_date (days, UTC); ' +
      'offset and limit (1-100, default 25) with the total (our operation; staff and brand users)',
    reference: 'ours',
    query: IncidentsAcrossQuery,
    responses: { 200: IncidentsAcrossResponse },
    handler: async ({ db, principal, query }) => {
      const { offset, limit } = query;
      const page = await listIncidentsAcross(
        db,
        principal,
        {
          campaignId: query.campaign_id,
          partnerId: query.partner_id,
          metric: query.metric,
          status: query.status,
          startDate: query.start_date,
          endDate: query.end_date,
        },
        { offset, limit },
      );
      return {
        body: { data: page.rows.map(presentIncidentAcross), total: page.total, offset, limit },
      };
    },
  }),
});
