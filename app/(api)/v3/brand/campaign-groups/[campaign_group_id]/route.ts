import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentCampaignGroup } from '@/lib/api/presenters/campaign-group';
import { CampaignGroupV3Response, UpdateCampaignGroupIn } from '@/lib/schemas/campaign-group';
import {
  deleteCampaignGroup,
  getCampaignGroup,
  renameCampaignGroup,
} from '@/lib/services/campaign-groups';

const groupId = (params: Record<string, unknown>) =>
  pathId(params.campaign_group_id as string | undefined, 'Campaign group');

// GET, PATCH and DELETE /v3/brand/campaign-groups/{campaign_group_id} (our operations): one
// campaign group, its new name, its removal (its campaigns stay).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: 'One campaign group with its campaign ids (our operation)',
    reference: 'ours',
    responses: { 200: CampaignGroupV3Response },
    handler: async ({ db, principal, params }) => ({
      body: { data: presentCampaignGroup(await getCampaignGroup(db, principal, groupId(params))) },
    }),
  }),
  PATCH: endpoint({
    summary: 'Rename a campaign group (our operation)',
    reference: 'ours',
    body: UpdateCampaignGroupIn,
    responses: { 200: CampaignGroupV3Response },
    handler: async ({ db, principal, params, body }) => ({
      body: {
        data: presentCampaignGroup(
          await renameCampaignGroup(db, principal, groupId(params), body.name),
        ),
      },
    }),
  }),
  DELETE: endpoint({
    summary: 'Delete a campaign group; its campaigns stay (our operation)',
    reference: 'ours',
    responses: { 204: null },
    handler: async ({ db, principal, params }) => {
      await deleteCampaignGroup(db, principal, groupId(params));
      return { status: 204 };
    },
  }),
});
