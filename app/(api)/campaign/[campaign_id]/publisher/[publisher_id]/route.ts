import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentCampaignPartner } from '@/lib/api/presenters/participation';
import { CampaignPartnerListResponse } from '@/lib/schemas/participation';
import { getCampaignPartner } from '@/lib/services/participations';

// GET /campaign/{campaign_id}/publisher/{publisher_id}: one partner on a campaign.
// Legacy: answered in the list shape; ours adds campaign_status_history.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'One partner on a campaign, with its participation history',
    reference:
      'partnerize-participating-partners GET /campaign/{campaign_id}/publisher/{publisher_id}',
    responses: { 200: CampaignPartnerListResponse },
    handler: async ({ db, principal, params, origin }) => {
      const row = await getCampaignPartner(
        db,
        principal,
        pathId(params.campaign_id, 'Campaign'),
        pathId(params.publisher_id, 'Publisher'),
      );
      return {
        body: {
          count: 1,
          publishers: [{ publisher: presentCampaignPartner(row, origin, principal) }],
        },
      };
    },
  }),
});
