import { apiRoute, endpoint } from '@/lib/api/http/route';
import { listParam, pathId } from '@/lib/api/http/params';
import { presentCreativeList } from '@/lib/api/presenters/creative';
import { PartnerCampaignCreativesQuery } from '@/lib/schemas/creative';
import { CreativeListResponse } from '@/lib/schemas/creative-out';
import { listPartnerCreatives, queryIds } from '@/lib/services/creatives';

// GET /user/publisher/{publisher_id}/campaign/{campaign_id}/creative: the creatives of a campaign
// the partner is approved on, each with the partner's tracking link and ready-to-paste HTML.
// Legacy: Next.js names one dynamic segment once per level, and the sibling route
// /user/publisher/{publisher_id}/campaign/{status} named it first, so the campaign id arrives as
// `status` here (the OpenAPI document shows that name).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary:
      "List a campaign's creatives for a partner approved on it, with its tracking links ({status} is the campaign id)",
    reference:
      'partnerize-creatives-v1 GET /user/publisher/{publisher_id}/campaign/{campaign_id}/creative',
    responses: { 200: CreativeListResponse },
    query: PartnerCampaignCreativesQuery,
    handler: async ({ db, principal, params, query, request, origin }) => {
      const partnerId = pathId(params.publisher_id, 'Publisher');
      const campaignId = pathId(params.status, 'Campaign');
      const url = new URL(request.url);
      const { creatives } = await listPartnerCreatives(db, principal, partnerId, campaignId, {
        status: query.status,
        tagIds: queryIds(listParam(url, 'tags'), 'tags'),
        typeIds: queryIds(listParam(url, 'creative_type_id'), 'creative_type_id'),
      });
      return { body: presentCreativeList(creatives, origin, partnerId) };
    },
  }),
});
