import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { ReleaseHoldIn } from '@/lib/schemas/fraud';
import { releaseIncidentHold } from '@/lib/services/fraud';

// POST .../fraud/incidents/{incident_id}/release-hold (ours): releases the payment hold the
// incident put on its partner, with the reason (audited). Staff only.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  POST: endpoint({
    summary:
      'Release the payment hold the incident put on its partner, saying why (204). Staff only',
    reference: 'ours',
    body: ReleaseHoldIn,
    responses: { 204: null },
    handler: async ({ db, principal, params, body }) => {
      await releaseIncidentHold(
        db,
        principal,
        pathId(params.campaignId, 'Campaign'),
        pathId(params.incidentId, 'Incident'),
        body.reason,
      );
      return { status: 204 };
    },
  }),
});
