import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentGroupCampaign } from '@/lib/api/presenters/campaign-group';
import {
  CampaignGroupCampaignsV3Response,
  SetCampaignGroupCampaignsIn,
} from '@/lib/schemas/campaign-group';
import {
  listCampaignGroupCampaigns,
  setCampaignGroupCampaigns,
} from '@/lib/services/campaign-groups';

const groupId = (params: Record<string, unknown>) =>
  pathId(params.campaign_group_id as string | undefined, 'Campaign group');

// GET /v3/brand/campaign-groups/{campaign_group_id}/campaigns: the campaigns of a group, for
// staff and the brand users granted its brand. PUT (ours) sets the group's complete set: only
// campaigns of the group's brand.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: 'Retrieve a List of Campaigns in a Campaign Group',
    reference:
      'partnerize-campaign-group-campaigns GET /v3/brand/campaign-groups/{campaign_group_id}/campaigns',
    responses: { 200: CampaignGroupCampaignsV3Response },
    handler: async ({ db, principal, params }) => {
      const found = await listCampaignGroupCampaigns(db, principal, groupId(params));
      return { body: { data: found.map(presentGroupCampaign) } };
    },
  }),
  PUT: endpoint({
    summary: "Set a campaign group's campaigns, all of its brand (our operation)",
    reference: 'ours',
    body: SetCampaignGroupCampaignsIn,
    responses: { 200: CampaignGroupCampaignsV3Response },
    handler: async ({ db, principal, params, body }) => {
      const found = await setCampaignGroupCampaigns(
        db,
        principal,
        groupId(params),
        body.campaign_ids,
      );
      return { body: { data: found.map(presentGroupCampaign) } };
    },
  }),
});
