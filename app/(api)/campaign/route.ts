import { apiRoute, endpoint } from '@/lib/api/http/route';
import { offsetPagination, offsetQuery } from '@/lib/api/http/pagination';
import { presentCampaign } from '@/lib/api/presenters/campaign';
import {
  CampaignResponse,
  CampaignListResponse,
  CampaignListQuery,
  CreateCampaignIn,
} from '@/lib/schemas/campaign';
import { createCampaign, listCampaigns } from '@/lib/services/campaigns';

// GET /campaign?network_id: List campaigns, with our offset/limit paging.
// POST /campaign: Create campaign, 201 (docs/api-decisions.md#creates-answer-201).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List the campaigns the caller manages',
    reference: 'partnerize-campaigns GET /campaign',
    responses: { 200: CampaignListResponse },
    query: offsetQuery().extend(CampaignListQuery.shape),
    handler: async ({ db, principal, query, request, origin }) => {
      const page = { offset: query.offset, limit: query.limit };
      const { total, items } = await listCampaigns(
        db,
        principal,
        { networkId: query.network_id },
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
  POST: endpoint({
    summary: 'Create a campaign for a brand',
    reference: 'partnerize-campaigns POST /campaign',
    responses: { 201: CampaignResponse },
    body: CreateCampaignIn,
    handler: async ({ db, principal, body, origin }) => {
      const campaign = await createCampaign(db, principal, body);
      return { status: 201, body: { campaign: presentCampaign(campaign, origin) } };
    },
  }),
});
