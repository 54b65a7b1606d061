import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { setIncidentConversions } from '@/lib/services/fraud';

// POST .../fraud/incidents/{incident_id}/reject-conversions: sets the incident's sales rejected
// through a conversion_bulk_update job (its progress on /v3/jobs; Location names it).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  POST: endpoint({
    summary: "Set the incident's conversions rejected, in a job (204)",
    reference:
      'partnerize-incidents POST /v2/campaigns/{campaign_id}/fraud/incidents/{incident_id}/reject-conversions',
    responses: { 204: null },
    handler: async ({ db, principal, params }) => {
      const job = await setIncidentConversions(
        db,
        principal,
        pathId(params.campaignId, 'Campaign'),
        pathId(params.incidentId, 'Incident'),
        'rejected',
      );
      return {
        status: 204,
        headers: job ? { Location: `/v3/jobs/${job.id}` } : undefined,
      };
    },
  }),
});
