/**
 * Product feeds: the metadata of a campaign's product files (we never fetch or parse them),
 * managed by the brand side and listed for the partners approved on the campaign.
 */

export {
  createFeeds,
  fileNameOf,
  listCampaignFeeds,
  listPartnerFeeds,
  updateFeeds,
  type FeedChanges,
  type FeedInput,
  type FeedRow,
} from './feeds';
