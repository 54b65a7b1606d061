import { apiRoute, endpoint } from '@/lib/api/http/route';
import { presentCampaignTermsV3 } from '@/lib/api/presenters/participation';
import { CampaignTermsListV3Response, CampaignTermsQuery } from '@/lib/schemas/participation';
import { listCampaignTerms } from '@/lib/services/terms';

// GET /v3/partner/campaign-terms-and-conditions?campaign_id: the current custom terms of the
// network's campaigns.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: 'List the current custom terms of campaigns',
    reference:
      'partnerize-campaign-terms-and-conditions GET /v3/partner/campaign-terms-and-conditions',
    responses: { 200: CampaignTermsListV3Response },
    query: CampaignTermsQuery,
    handler: async ({ db, principal, query }) => {
      const rows = await listCampaignTerms(db, principal, { campaignId: query.campaign_id });
      return { body: { data: rows.map(presentCampaignTermsV3) } };
    },
  }),
});
