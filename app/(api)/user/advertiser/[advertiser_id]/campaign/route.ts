import { apiRoute, endpoint } from '@/lib/api/http/route';
import { offsetPagination, offsetQuery } from '@/lib/api/http/pagination';
import { pathId } from '@/lib/api/http/params';
import { presentCampaign } from '@/lib/api/presenters/campaign';
import { CampaignListResponse } from '@/lib/schemas/campaign';
import { listCampaignsOfBrand } from '@/lib/services/campaigns';

// GET /user/advertiser/{advertiser_id}/campaign: List a brand's campaigns, with our paging.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: "List a brand's campaigns",
    reference: 'partnerize-campaigns GET /user/advertiser/{advertiser_id}/campaign',
    responses: { 200: CampaignListResponse },
    query: offsetQuery(),
    handler: async ({ db, principal, params, query, request, origin }) => {
      const page = { offset: query.offset, limit: query.limit };
      const { total, items } = await listCampaignsOfBrand(
        db,
        principal,
        pathId(params.advertiser_id, 'Advertiser'),
        page,
      );
      return {
        body: {
          count: total,
          limit: page.limit,
          offset: page.offset,
          campaigns: items.map((c) => ({ campaign: presentCampaign(c, origin) })),
          hypermedia: { pagination: offsetPagination(request.url, page, total) },
        },
      };
    },
  }),
});
