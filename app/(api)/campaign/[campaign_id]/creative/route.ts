import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { creativeChangesOf, creativeInputOf } from '@/lib/api/inputs/creative';
import { presentCreativeList, servedImageOf } from '@/lib/api/presenters/creative';
import { CreateCreativesIn, UpdateCreativesIn } from '@/lib/schemas/creative';
import { CreativeListResponse } from '@/lib/schemas/creative-out';
import { createCreatives, listCampaignCreatives, updateCreatives } from '@/lib/services/creatives';

// GET /campaign/{campaign_id}/creative: the campaign's creatives (staff, or a brand user granted
// its brand). POST creates and PUT updates them in bulk, all or nothing
// (docs/api-decisions.md#creatives).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List all creatives of a campaign',
    reference: 'partnerize-creatives GET /campaign/{campaign_id}/creative',
    responses: { 200: CreativeListResponse },
    handler: async ({ db, principal, params, origin }) => {
      const campaignId = pathId(params.campaign_id, 'Campaign');
      return {
        body: presentCreativeList(await listCampaignCreatives(db, principal, campaignId), origin),
      };
    },
  }),
  POST: endpoint({
    summary:
      'Create creatives: banners (creative_items with img_url or img_upload), HTML (html) and text links (description); all or nothing',
    reference: 'partnerize-creatives POST /campaign/{campaign_id}/creative',
    responses: { 201: CreativeListResponse },
    body: CreateCreativesIn,
    handler: async ({ db, principal, params, body, origin }) => {
      const campaignId = pathId(params.campaign_id, 'Campaign');
      const records = await createCreatives(
        db,
        principal,
        campaignId,
        body.creatives.map(creativeInputOf),
        {
          servedImageOf,
        },
      );
      return { status: 201, body: presentCreativeList(records, origin) };
    },
  }),
  PUT: endpoint({
    summary:
      'Update creatives by creative_id; keys left out are kept, tags replaces the tag set, items are updated by id or added; all or nothing',
    reference: 'partnerize-creatives PUT /campaign/{campaign_id}/creative',
    responses: { 200: CreativeListResponse },
    body: UpdateCreativesIn,
    handler: async ({ db, principal, params, body, origin }) => {
      const campaignId = pathId(params.campaign_id, 'Campaign');
      const records = await updateCreatives(
        db,
        principal,
        campaignId,
        body.creatives.map(creativeChangesOf),
        {
          servedImageOf,
        },
      );
      return { body: presentCreativeList(records, origin) };
    },
  }),
});
