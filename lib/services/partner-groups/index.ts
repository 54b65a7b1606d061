/**
 * Partner (commission) groups: a campaign's named sets of the network's partners, read per
 * campaign, per network and per partner, created and updated in bulk (all or nothing). Issue 21
 * adds their commission rules here.
 */

export {
  type CommissionGroupRecord,
  type CommissionGroupRow,
  type CommissionGroupSummary,
} from './group-records';
export {
  getCampaignGroup,
  groupsOfPartners,
  listCampaignGroups,
  listNetworkGroups,
  listPartnerGroups,
  partnerInGroups,
  visibleGroups,
  type NetworkGroupFilters,
} from './read-groups';
export { createGroups, updateGroups } from './write-groups';
