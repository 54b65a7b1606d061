import { apiRoute, endpoint } from '@/lib/api/http/route';
import { listParam, pathId } from '@/lib/api/http/params';
import { presentCreativeList } from '@/lib/api/presenters/creative';
import { CreativesByTagsQuery } from '@/lib/schemas/creative';
import { CreativeListResponse } from '@/lib/schemas/creative-out';
import { listCampaignCreatives, queryIds } from '@/lib/services/creatives';

// GET /campaign/{campaign_id}/creative_tags/creative?tags[]=...: the campaign's creatives that
// carry any of the tags (every creative without tags[]).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List the creatives of a campaign carrying any of the tags',
    reference: 'partnerize-creatives GET /campaign/{campaign_id}/creative_tags/creative',
    responses: { 200: CreativeListResponse },
    query: CreativesByTagsQuery,
    handler: async ({ db, principal, params, request, origin }) => {
      const campaignId = pathId(params.campaign_id, 'Campaign');
      const tagIds = queryIds(listParam(new URL(request.url), 'tags'), 'tags[]');
      const records = await listCampaignCreatives(db, principal, campaignId, tagIds);
      return { body: presentCreativeList(records, origin) };
    },
  }),
});
