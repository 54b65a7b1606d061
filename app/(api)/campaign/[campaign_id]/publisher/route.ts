import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { presentCampaignPublisher } from '@/lib/api/presenters/participation';
import { CampaignPartnersQuery, CampaignPublishersOut, SetParticipationStatusIn } from '@/lib/schemas/participation';
import { listCampaignPartners, setParticipationStatuses } from '@/lib/services/participations';

// GET /campaign/{campaign_id}/publisher: the partners on a campaign with their campaign_status
// (op 30e), optionally one status (?campaign_status=p lists the open requests).
// POST /campaign/{campaign_id}/publisher: set partners' participation status (op 30d).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List the partners on a campaign with their participation status (op 30e)',
    responses: { 200: CampaignPublishersOut },
    query: CampaignPartnersQuery,
    handler: async ({ db, principal, params, query, origin }) => {
      const rows = await listCampaignPartners(db, principal, pathId(params.campaign_id, 'Campaign'), query.campaign_status);
      return { body: { count: rows.length, publishers: rows.map((r) => ({ publisher: presentCampaignPublisher(r, origin, principal) })) } };
    },
  }),
  POST: endpoint({
    summary: "Set partners' participation status on a campaign (op 30d)",
    responses: { 200: CampaignPublishersOut },
    body: SetParticipationStatusIn,
    handler: async ({ db, principal, params, body, origin }) => {
      const rows = await setParticipationStatuses(db, principal, pathId(params.campaign_id, 'Campaign'), body.publishers);
      return { body: { count: rows.length, publishers: rows.map((r) => ({ publisher: presentCampaignPublisher(r, origin, principal) })) } };
    },
  }),
});
