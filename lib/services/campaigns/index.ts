/** Campaigns of a brand: create, read and list, update, retire, and set extra info. */

export { createCampaign } from './create-campaign';
export {
  getCampaign,
  listCampaigns,
  listCampaignsOfBrand,
  type CampaignRecord,
} from './read-campaigns';
export { patchCampaignExtraInfo, retireCampaign, updateCampaign } from './update-campaign';
