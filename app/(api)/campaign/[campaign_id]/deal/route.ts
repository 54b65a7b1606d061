import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { dealInputOf } from '@/lib/api/inputs/deal';
import { presentDeal } from '@/lib/api/presenters/deal';
import {
  CampaignDealsQuery,
  CreateDealIn,
  DealListResponse,
  DealResponse,
} from '@/lib/schemas/deal';
import { createDeal, listCampaignDeals } from '@/lib/services/deals';

// GET /campaign/{campaign_id}/deal: the campaign's deals; POST creates one (201). Staff, or a
// brand user granted the campaign's brand (docs/api-decisions.md#deals).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List all deals of a campaign',
    reference: 'partnerize-deals GET /campaign/{campaign_id}/deal',
    responses: { 200: DealListResponse },
    query: CampaignDealsQuery,
    handler: async ({ db, principal, params, query }) => {
      const campaignId = pathId(params.campaign_id, 'Campaign');
      const active = query.active === undefined ? undefined : query.active === 'y';
      const rows = await listCampaignDeals(db, principal, campaignId, { active });
      const now = new Date();
      return {
        body: {
          count: rows.length,
          campaign_deals: rows.map((row) => ({ campaign_deal: presentDeal(row, now) })),
        },
      };
    },
  }),
  POST: endpoint({
    summary: 'Create a deal: a timed offer (coupon, offer or sale) of the campaign',
    reference: 'partnerize-deals POST /campaign/{campaign_id}/deal',
    responses: { 201: DealResponse },
    body: CreateDealIn,
    handler: async ({ db, principal, params, body }) => {
      const campaignId = pathId(params.campaign_id, 'Campaign');
      const row = await createDeal(db, principal, campaignId, dealInputOf(body));
      return { status: 201, body: { campaign_deal: presentDeal(row) } };
    },
  }),
});
