import { apiRoute, endpoint } from '@/lib/api/http/route';
import { campaignGroupInputOf } from '@/lib/api/inputs/campaign-group';
import { presentCampaignGroup } from '@/lib/api/presenters/campaign-group';
import {
  CampaignGroupListV3Response,
  CampaignGroupsQuery,
  CampaignGroupV3Response,
  CreateCampaignGroupIn,
} from '@/lib/schemas/campaign-group';
import { createCampaignGroup, listCampaignGroups } from '@/lib/services/campaign-groups';

// GET and POST /v3/brand/campaign-groups (our operations): the campaign groups of the brands the
// caller manages, and a new group of one of them. The reference only reads a group's campaigns.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      'List the campaign groups of the brands the caller manages, or of one brand (our operation)',
    reference: 'ours',
    query: CampaignGroupsQuery,
    responses: { 200: CampaignGroupListV3Response },
    handler: async ({ db, principal, query }) => {
      const groups = await listCampaignGroups(db, principal, { brandId: query.brand_id });
      return { body: { data: groups.map(presentCampaignGroup) } };
    },
  }),
  POST: endpoint({
    summary:
      "Create a campaign group of a brand, optionally with the brand's campaigns (our operation)",
    reference: 'ours',
    body: CreateCampaignGroupIn,
    responses: { 201: CampaignGroupV3Response },
    handler: async ({ db, principal, body }) => ({
      status: 201,
      body: {
        data: presentCampaignGroup(
          await createCampaignGroup(db, principal, campaignGroupInputOf(body)),
        ),
      },
    }),
  }),
});
