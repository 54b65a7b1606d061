/**
 * Participation of partners in campaigns: requests (ops 26, 27), decisions (ops 30a/30b),
 * the partner's lists (ops 25, 31). Every status change writes a participation_history row
 * (actor, time, from, to, reason) in the same transaction as the change.
 *
 * Transitions (docs/campaigns.md):
 *   none -> a   request, the campaign auto-approves partners
 *   none -> p   request, otherwise
 *   t    -> a   request by an invited partner (terms satisfied)
 *   p|t  -> a   accept (staff, or a brand user granted the campaign's brand)
 *   p|t  -> r   decline, with an optional reason
 *   p    -> a   invite (op 30c): a pending request is approved
 *   none|r -> t invite (op 30c): an invitation, the campaign active
 *   a|p|t -> r  reject (op 30c)
 *   a|p|r|t -> a|p|r   set by staff or the granted brand user (op 30d; approval needs
 *               the partner's network status a)
 *   any  -> r   the partner is rejected on the network (lib/services/partners/status.ts)
 * A request for a campaign the partner is already on (a or p) changes nothing; after a
 * rejection (r) a new request is refused.
 */

export type { ParticipationRow } from './internal';
export { applyStatusChanges, rejectParticipationsOfPartners, type StatusChange } from './history';
export { createCampaignRequests, requestAccess, type RequestFailureCode, type RequestItem, type RequestOutcome } from './requests';
export { decideCampaignRequests, type DecisionFailureCode, type DecisionItem, type DecisionOutcome } from './decisions';
export { decideNetworkPartners, MAX_PAIRS, type PartnerFilter, type PartnerSelection } from './invite-reject';
export { listParticipations, listPartnerCampaigns, participationRecordsOf, type ParticipationRecord } from './reads';
export {
  getCampaignPartner,
  listCampaignPartners,
  setParticipationStatuses,
  type CampaignPartner,
  type HistoryRow,
  type StatusItem,
} from './campaign-partners';
export { getPartnerCustomTerms, type PartnerCustomTerms } from './custom-terms';
