import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { rejectIncidentPartner } from '@/lib/services/fraud';

// POST .../fraud/incidents/{incident_id}/reject-partner: rejects the incident's partner from the
// campaign (participation r, with history, audit and the participation.rejected webhook).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  POST: endpoint({
    summary: "Reject the incident's partner from the campaign (204)",
    reference:
      'partnerize-incidents POST /v2/campaigns/{campaign_id}/fraud/incidents/{incident_id}/reject-partner',
    responses: { 204: null },
    handler: async ({ db, principal, params }) => {
      await rejectIncidentPartner(
        db,
        principal,
        pathId(params.campaignId, 'Campaign'),
        pathId(params.incidentId, 'Incident'),
      );
      return { status: 204 };
    },
  }),
});
