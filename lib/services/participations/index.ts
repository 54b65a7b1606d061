/**
 * Participation of partners in campaigns: requests (v1 request access, v2 campaign requests),
 * decisions (v2 accept/decline),
 * the partner's lists (v1 campaigns by status, v3 participations). Every status change writes a participation_history row
 * (actor, time, from, to, reason) in the same transaction as the change.
 *
 * Transitions (docs/campaigns.md):
 *   none -> a   request, the campaign auto-approves partners
 *   none -> p   request, otherwise
 *   t    -> a   request by an invited partner (terms satisfied)
 *   t    -> a|r the partner accepts (terms satisfied) or declines its invitation (v2 invitations)
 *   p|t  -> a   accept (staff, or a brand user granted the campaign's brand)
 *   p|t  -> r   decline, with an optional reason
 *   p    -> a   invite: a pending request is approved
 *   none|r -> t invite: an invitation, the campaign active
 *   a|p|t -> r  reject
 *   a|p|r|t -> a|p|r   set by staff or the granted brand user (v1 POST /campaign/{id}/publisher; approval needs
 *               the partner's network status a)
 *   none -> a|p|r  the same operation adds a partner approved on the network to an active campaign
 *   any  -> r   the partner is rejected on the network (partners/update-network-statuses.ts)
 * A request for a campaign the partner is already on (a or p) changes nothing; after a
 * rejection (r) a new request is refused.
 */

export { acceptInvitations, declineInvitations } from './answer-invitations';
export type { DecisionOutcome } from './decide-pairs';
export {
  decideNetworkPartners,
  type PartnerFilter,
  type PartnerSelection,
} from './decide-network-partners';
export { decideCampaignRequests } from './decide-requests';
export {
  camrefOf,
  getCampaignPartner,
  listCampaignPartners,
  type CampaignPartner,
} from './read-campaign-partners';
export {
  listParticipations,
  listPartnerCampaigns,
  participationRecordsOf,
  type ParticipationRecord,
} from './read-participations';
export {
  previewInvitationPages,
  previewInvitations,
  type PartnerOutcomes,
} from './preview-invitations';
export type { PartnerWithWebsites } from './queue-scope';
export { listInvitations, type Invitation, type InvitingBrand } from './read-invitations';
export { getRequestInvitePartner, type QueueItem } from './read-request-invite-partner';
export {
  getRequestInviteFilters,
  listRequestInviteQueue,
  type QueueFilterValues,
} from './read-request-invite-queue';
export { requestAccess } from './request-access';
export { createCampaignRequests, type RequestOutcome } from './request-participations';
export { setParticipationStatuses } from './set-participation-statuses';
