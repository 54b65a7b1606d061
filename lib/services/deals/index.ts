/**
 * Campaign deals: timed offers of a campaign, managed by the brand side, offered to the
 * partners approved on the campaign while they are live.
 */

export {
  createDeal,
  deleteDeal,
  getCampaignDeal,
  isDealLive,
  listCampaignDeals,
  updateDeal,
  type DealChanges,
  type DealInput,
  type DealRow,
} from './deals';
