import { apiRoute, endpoint } from '@/lib/api/http/route';
import { presentBrandCampaignV3 } from '@/lib/api/presenters/campaign';
import { BrandCampaignListV3Response, BrandCampaignsQuery } from '@/lib/schemas/campaign';
import { listCampaigns } from '@/lib/services/campaigns';

// GET /v3/brand/campaigns?brand_id: List brand campaigns; our extra_info query as on the single GET.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: 'List the campaigns of the brands the caller manages',
    reference: 'partnerize-campaign-v3 GET /v3/brand/campaigns',
    responses: { 200: BrandCampaignListV3Response },
    query: BrandCampaignsQuery,
    handler: async ({ db, principal, query }) => {
      const { items } = await listCampaigns(db, principal, { brandId: query.brand_id });
      return { body: { data: items.map((c) => presentBrandCampaignV3(c, query.extra_info)) } };
    },
  }),
});
