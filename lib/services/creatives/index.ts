/**
 * Campaign creatives (banners with their images, HTML, text links) and their tags: the brand's
 * reads and bulk writes (all or nothing), and what a partner approved on a campaign is given
 * (live creatives, with its tracking link built by the presenters).
 */

export { isLive, partnerCampaigns, type PartnerCampaign } from './partner-campaigns';
export type {
  CreativeImage,
  CreativeItemRecord,
  CreativeItemRow,
  CreativeRecord,
  CreativeRow,
} from './creative-records';
export {
  listCampaignCreatives,
  listPartnerCreatives,
  partnerCreativeSummary,
  queryIds,
  type CampaignCreativeSummary,
  type CreativeTypeName,
  type PartnerCreativeFilters,
} from './read-creatives';
export { createCreatives, updateCreatives, type CreativeWriteOptions } from './write-creatives';
export type { ServedImageOf } from './creative-images';
export {
  createCreativeTags,
  deleteCreativeTags,
  listCreativeTags,
  updateCreativeTags,
  type CreativeTagRecord,
  type CreativeTagRow,
} from './creative-tags';
export { partnerCreativeHtml, type PartnerHtmlInput } from './creative-html';
