import { z } from 'zod';
import { ParticipationStatus, V1ParticipationStatus, YES_NO } from '../enums';
import { entityId, text } from '../fields';
import { PaginationOut } from '../pagination';
import { DatabaseOut, LimitedPartnerOut, PartnerOut, WebsiteOut } from '../partner';

/** The brand's side of participation: the partners on a campaign and setting their status. */

const str = z.string();
const nstr = z.string().nullable();

/**
 * POST /campaign/{campaign_id}/publisher: campaign_status is a, p or r; participations have
 * no n (the reference's Status enum has it; we refuse it). A partner without a participation is
 * added with the status asked. reason (ours, nullable) is kept in the history.
 */
export const SetParticipationStatusIn = z.object({
  publishers: z
    .array(
      z.object({
        publisher_id: entityId(),
        campaign_status: V1ParticipationStatus,
        reason: text(1000).nullable().optional(),
      }),
    )
    .min(1)
    .max(1000),
});

/** Our filter on GET /campaign/{campaign_id}/publisher: one participation status (p includes invited, t). */
export const CampaignPartnersQuery = z.object({
  campaign_status: V1ParticipationStatus.optional(),
});

const ParticipationHistoryOut = z.object({
  from_status: ParticipationStatus.nullable(),
  to_status: ParticipationStatus,
  actor_user_id: nstr,
  reason: nstr,
  created: str,
});

/** What a campaign adds to a partner record. */
const campaignFields = {
  campaign_status: V1ParticipationStatus,
  invited: z.enum(YES_NO).meta({
    description:
      'Ours: y while the partner is invited and has not accepted yet (v1 reads that as campaign_status p)',
  }),
  campaign_custom_terms_and_conditions_id: str,
  campaign_custom_terms_and_conditions_title: str,
  camref: str.meta({
    description:
      "The participation's campaign reference for tracking links: {campaign_id}l{publisher_id}, stable for the pair",
  }),
  participation_id: str.meta({
    description:
      "Ours: the participation's id, as the v3 brand participation paths take it (paid_search_violation)",
  }),
  campaign_approved: nstr.meta({
    description:
      'When the partner was last approved on the campaign (YYYY-MM-DD HH:MM:SS, UTC); null if never',
  }),
  campaign_status_history: z.array(ParticipationHistoryOut).optional(),
};

/**
 * A partner on a campaign (GET and POST /campaign/{campaign_id}/publisher): the v1 Partner record
 * with its websites and databases, plus campaign_status (a|p|r), the campaign's custom terms id
 * and title ("" when none), camref and campaign_approved; the single-partner read adds
 * campaign_status_history (ours). Brand users get the limited partner record (private keys
 * null, websites and databases empty) with the same campaign fields.
 */
const CampaignPartnerOut = z.union([
  PartnerOut.extend({
    ...campaignFields,
    websites: z.array(WebsiteOut),
    databases: z.array(DatabaseOut),
  }).meta({ id: 'CampaignPublisher' }),
  LimitedPartnerOut.extend({
    ...campaignFields,
    websites: z.array(WebsiteOut).max(0),
    databases: z.array(DatabaseOut).max(0),
  }).meta({ id: 'LimitedCampaignPublisher' }),
]);
export type CampaignPartnerOut = z.infer<typeof CampaignPartnerOut>;
const CampaignPartnerItems = z.array(z.object({ publisher: CampaignPartnerOut }));

/** POST /campaign/{campaign_id}/publisher and the single-partner read: the partners named. */
export const CampaignPartnerListResponse = z.object({
  count: z.number().int(),
  publishers: CampaignPartnerItems,
});

/** GET /campaign/{campaign_id}/publisher: one page, with the reference's pagination hypermedia. */
export const CampaignPartnerPageResponse = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  publishers: CampaignPartnerItems,
  hypermedia: z.object({ pagination: PaginationOut }),
});
