import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentCampaignTermsAck } from '@/lib/api/presenters/participation';
import { CampaignTermsAckV3Response } from '@/lib/schemas/participation';
import { getCampaignTermsAcknowledgement } from '@/lib/services/terms';

// GET /v3/partner/campaign-terms-and-conditions-acknowledgments/{id}: one acknowledgement.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: 'Get one campaign terms acknowledgement',
    reference:
      'partnerize-campaign-terms-and-conditions-acknowledgments GET /v3/partner/campaign-terms-and-conditions-acknowledgments/{id}',
    responses: { 200: CampaignTermsAckV3Response },
    handler: async ({ db, principal, params }) => {
      const row = await getCampaignTermsAcknowledgement(
        db,
        principal,
        pathId(params.id, 'Acknowledgement'),
      );
      return { body: { data: presentCampaignTermsAck(row) } };
    },
  }),
});
