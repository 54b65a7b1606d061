import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentCampaignTermsV3 } from '@/lib/api/presenters/participation';
import { CampaignTermsV3Response } from '@/lib/schemas/participation';
import { getCampaignTerms } from '@/lib/services/terms';

// GET /v3/partner/campaign-terms-and-conditions/{id}: one version of a campaign's custom terms.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: "Get one version of a campaign's custom terms",
    reference:
      'partnerize-campaign-terms-and-conditions GET /v3/partner/campaign-terms-and-conditions/{id}',
    responses: { 200: CampaignTermsV3Response },
    handler: async ({ db, principal, params }) => {
      const row = await getCampaignTerms(db, principal, pathId(params.id, 'Campaign terms'));
      return { body: { data: presentCampaignTermsV3(row) } };
    },
  }),
});
