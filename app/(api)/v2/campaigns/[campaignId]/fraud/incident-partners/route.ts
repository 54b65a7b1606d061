import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { IncidentPartnersQuery, IncidentPartnersResponse } from '@/lib/schemas/fraud';
import { incidentPartners } from '@/lib/services/fraud';

// GET /v2/campaigns/{campaign_id}/fraud/incident-partners: the partners the matching incidents name.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: 'List the partners named by fraud incidents',
    reference: 'partnerize-incidents GET /v2/campaigns/{campaign_id}/fraud/incident-partners',
    query: IncidentPartnersQuery,
    responses: { 200: IncidentPartnersResponse },
    handler: async ({ db, principal, params, query }) => {
      const rows = await incidentPartners(db, principal, pathId(params.campaignId, 'Campaign'), {
        metric: query.metric,
        type: query.type,
        status: query.status,
        startDate: query.start_date,
        endDate: query.end_date,
      });
      return {
        body: {
          'incident-partners': rows.map((p) => ({
            partner_id: String(p.id),
            partner_name: p.name,
          })),
        },
      };
    },
  }),
});
