import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { incidentLinks, presentEvidence, presentIncident } from '@/lib/api/presenters/fraud';
import { IncidentResponse } from '@/lib/schemas/fraud';
import {
  deleteIncident,
  getIncident,
  incidentConversions,
  incidentHold,
} from '@/lib/services/fraud';

// GET and DELETE /v2/campaigns/{campaign_id}/fraud/incidents/{incident_id}: one incident with its
// evidence (ours: the offending sales with value and time, the hold) and action links; deleting dismisses it (status deleted; a hold stays until released).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: 'Read a fraud incident: metric, threshold and value, the sales behind it, actions',
    reference: 'partnerize-incidents GET /v2/campaigns/{campaign_id}/fraud/incidents/{incident_id}',
    responses: { 200: IncidentResponse },
    handler: async ({ db, principal, params }) => {
      const campaignId = pathId(params.campaignId, 'Campaign');
      const incident = await getIncident(
        db,
        principal,
        campaignId,
        pathId(params.incidentId, 'Incident'),
      );
      const sales = await incidentConversions(db, incident);
      return {
        body: {
          incident: presentIncident(incident, sales),
          evidence: presentEvidence(incident, sales, await incidentHold(db, incident)),
          hypermedia: { links: incidentLinks(campaignId, incident) },
        },
      };
    },
  }),
  DELETE: endpoint({
    summary: 'Dismiss a fraud incident (204)',
    reference:
      'partnerize-incidents DELETE /v2/campaigns/{campaign_id}/fraud/incidents/{incident_id}',
    responses: { 204: null },
    handler: async ({ db, principal, params }) => {
      await deleteIncident(
        db,
        principal,
        pathId(params.campaignId, 'Campaign'),
        pathId(params.incidentId, 'Incident'),
      );
      return { status: 204 };
    },
  }),
});
