import { z } from 'zod';
import { entityId, requiredText } from './fields';

/**
 * Campaign groups: a brand's named sets of its campaigns. The reference serves only the read of
 * a group's campaigns (GET /v3/brand/campaign-groups/{campaign_group_id}/campaigns); creating,
 * listing, renaming, deleting and setting the campaigns are our operations.
 */

const campaignIds = () => z.array(entityId()).max(1000);

/** POST /v3/brand/campaign-groups. */
export const CreateCampaignGroupIn = z.strictObject({
  brand_id: entityId(),
  name: requiredText(100),
  campaign_ids: campaignIds().optional(),
});
export type CreateCampaignGroupIn = z.output<typeof CreateCampaignGroupIn>;

/** PATCH /v3/brand/campaign-groups/{campaign_group_id}. */
export const UpdateCampaignGroupIn = z.strictObject({ name: requiredText(100) });
export type UpdateCampaignGroupIn = z.output<typeof UpdateCampaignGroupIn>;

/** PUT /v3/brand/campaign-groups/{campaign_group_id}/campaigns: the group's complete set. */
export const SetCampaignGroupCampaignsIn = z.strictObject({ campaign_ids: campaignIds() });
export type SetCampaignGroupCampaignsIn = z.output<typeof SetCampaignGroupCampaignsIn>;

/** GET /v3/brand/campaign-groups: one brand's groups; without it, every brand the caller manages. */
export const CampaignGroupsQuery = z.object({ brand_id: entityId().optional() });
export type CampaignGroupsQuery = z.output<typeof CampaignGroupsQuery>;

const str = z.string();

export const CampaignGroupV3Out = z
  .object({
    campaign_group_id: str,
    brand_id: str,
    name: str,
    campaign_ids: z.array(str),
    campaign_count: z.number().int(),
    created_at: str,
    updated_at: str,
  })
  .meta({ id: 'CampaignGroup' });
export type CampaignGroupV3Out = z.infer<typeof CampaignGroupV3Out>;

export const CampaignGroupV3Response = z.object({ data: CampaignGroupV3Out });
export const CampaignGroupListV3Response = z.object({ data: z.array(CampaignGroupV3Out) });

/** A campaign of a group as the reference lists it (its example's campaign_id and title). */
export const CampaignGroupCampaignV3Out = z.object({
  campaign_id: str,
  title: str,
  campaign_name: str.meta({ description: "The reference schema's name for the title" }),
});
export type CampaignGroupCampaignV3Out = z.infer<typeof CampaignGroupCampaignV3Out>;

export const CampaignGroupCampaignsV3Response = z.object({
  data: z.array(CampaignGroupCampaignV3Out),
});
