/**
 * Campaign groups: a brand's named sets of its campaigns (the reference's campaign-group read,
 * and our operations to create, rename, delete and fill them). Staff manage every group of the
 * network, brand users those of the brands granted to them.
 */

export {
  getCampaignGroup,
  listCampaignGroupCampaigns,
  listCampaignGroups,
  type CampaignGroupRecord,
  type GroupCampaign,
} from './read-campaign-groups';
export {
  createCampaignGroup,
  deleteCampaignGroup,
  renameCampaignGroup,
  setCampaignGroupCampaigns,
  type CampaignGroupInput,
} from './write-campaign-groups';
