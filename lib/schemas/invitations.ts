import { z } from 'zod';
import { entityId } from './fields';

/**
 * A partner's campaign invitations (participations with status t), the reference's Campaign
 * Invitations (v2): the list grouped by brand, and the accept and decline bodies.
 */

const str = z.string();
const MAX_ITEMS = 100;

/** The custom terms that apply to the partner on the campaign (ours), with whether it accepted them. */
const InvitationTermsOut = z.object({
  id: str,
  title: str,
  /** Sanitised HTML. */
  terms: str,
  locale: str,
  version: z.number().int(),
  /** The partner has already accepted this version (accepting the invitation then needs nothing more). */
  acknowledged: z.boolean(),
});
type InvitationTermsOut = z.infer<typeof InvitationTermsOut>;

const InvitationCampaignOut = z.object({
  id: str,
  title: str,
  default_destination: str,
  /** The campaign's icon; null when it has none. */
  campaign_logo: str.nullable(),
  currency: z.object({ iso: str, name: str, symbol: str }),
  vertical: z.object({ id: str, name: str }),
});

export const InvitationOut = z.object({
  /** The invitation's id (ours: the participation's). Accept and decline name the campaign. */
  id: str,
  campaign: InvitationCampaignOut,
  /** Ours: when the partner was invited (ISO 8601). */
  invited_at: str,
  /** Ours: the campaign's custom terms that apply to this partner, or null when there are none. */
  custom_terms: InvitationTermsOut.nullable(),
});
export type InvitationOut = z.infer<typeof InvitationOut>;

export const InvitingAdvertiserOut = z.object({
  id: str,
  name: str,
  network: z.object({ id: str, name: str }),
  address: z.object({
    country: str,
    line1: str,
    line2: str,
    line3: str,
    line4: str,
    postcode: str,
  }),
  invitations: z.array(InvitationOut),
});
export type InvitingAdvertiserOut = z.infer<typeof InvitingAdvertiserOut>;

/** GET /v2/publishers/{publisher_id}/invitations/advertisers/: count is the number of brands inviting. */
export const InvitationListResponse = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  advertisers: z.array(InvitingAdvertiserOut),
});

const campaignIds = () =>
  z
    .array(entityId())
    .min(1)
    .max(MAX_ITEMS)
    .meta({ description: 'Campaign IDs to which the partner has been invited' });

/**
 * POST /v2/publishers/{publisherId}/invitations/accept. `terms_ids` is our compatible extra:
 * the ids of the custom terms (as the list shows them) the partner accepts with the call.
 */
export const AcceptInvitationsIn = z.object({
  campaign_ids: campaignIds(),
  terms_ids: z.array(entityId()).max(MAX_ITEMS).optional(),
});
export type AcceptInvitationsIn = z.output<typeof AcceptInvitationsIn>;

/** POST /v2/publishers/{publisherId}/invitations/decline. */
export const DeclineInvitationsIn = z.object({ campaign_ids: campaignIds() });
