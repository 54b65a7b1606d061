import { apiRoute, endpoint } from '@/lib/api/route';
import { offsetPagination, offsetQuery } from '@/lib/api/pagination';
import { presentCampaign } from '@/lib/api/presenters/campaign';
import { CampaignBodyOut, CampaignListOut, CampaignListQuery, CreateCampaignIn } from '@/lib/schemas/campaign';
import { createCampaign, listCampaigns } from '@/lib/services/campaigns';

// GET /campaign?network_id: List campaigns (op 28a), with our offset/limit paging.
// POST /campaign: Create campaign (op 28b), 201 (decision 1).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List the campaigns the caller manages (op 28a)',
    responses: { 200: CampaignListOut },
    query: offsetQuery().extend(CampaignListQuery.shape),
    handler: async ({ db, principal, query, request, origin }) => {
      const page = { offset: query.offset, limit: query.limit };
      const { total, items } = await listCampaigns(db, principal, { networkId: query.network_id }, page);
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
  POST: endpoint({
    summary: 'Create a campaign for a brand (op 28b)',
    responses: { 201: CampaignBodyOut },
    body: CreateCampaignIn,
    handler: async ({ db, principal, body, origin }) => {
      const campaign = await createCampaign(db, principal, body);
      return { status: 201, body: { campaign: presentCampaign(campaign, origin) } };
    },
  }),
});
