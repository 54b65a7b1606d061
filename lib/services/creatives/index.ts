/**
 * Campaign creatives (banners with their images, HTML, text links) and their tags: the brand's
 * reads and bulk writes (all or nothing), and what a partner approved on a campaign is given
 * (live creatives, with its tracking link built by the presenters).
 */

export type { CreativeItemRecord, CreativeRecord } from './creative-records';
export {
  listCampaignCreatives,
  listPartnerCreatives,
  partnerCreativeSummary,
  queryIds,
} from './read-creatives';
export type { CreativeChanges, CreativeInput, CreativeItemInput } from './creative-input';
export { createCreatives, updateCreatives } from './write-creatives';
export {
  createCreativeTags,
  deleteCreativeTags,
  listCreativeTags,
  updateCreativeTags,
  type CreativeTagRecord,
} from './creative-tags';
export { partnerCreativeHtml } from './creative-html';
