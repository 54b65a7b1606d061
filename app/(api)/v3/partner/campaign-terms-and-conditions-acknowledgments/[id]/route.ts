import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { presentCampaignTermsAck } from '@/lib/api/presenters/participation';
import { CampaignTermsAckV3Body } from '@/lib/schemas/participation';
import { getCampaignTermsAcknowledgement } from '@/lib/services/campaign-terms';

// GET /v3/partner/campaign-terms-and-conditions-acknowledgments/{id}: one acknowledgement (35f).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: 'Get one campaign terms acknowledgement (35f)',
    responses: { 200: CampaignTermsAckV3Body },
    handler: async ({ db, principal, params }) => {
      const row = await getCampaignTermsAcknowledgement(db, principal, pathId(params.id, 'Acknowledgement'));
      return { body: { data: presentCampaignTermsAck(row) } };
    },
  }),
});
