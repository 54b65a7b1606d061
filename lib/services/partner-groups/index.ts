/**
 * Partner (commission) groups: a campaign's named sets of the network's partners, read per
 * campaign, per network and per partner, created and updated in bulk (all or nothing). Issue 21
 * adds their commission rules here.
 */

export {
  type PartnerGroupRecord,
  type PartnerGroupRow,
  type PartnerGroupSummary,
} from './group-records';
export {
  getCampaignGroup,
  groupsOfPartners,
  listCampaignGroups,
  listNetworkGroups,
  listPartnerGroups,
  partnerInGroups,
} from './read-groups';
export {
  createGroups,
  updateGroups,
  type PartnerGroupChanges,
  type PartnerGroupInput,
} from './write-groups';
