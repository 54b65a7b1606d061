import { z } from 'zod';
import { ParticipationStatus } from '../enums';
import { CampaignWithParticipationOut } from '../campaign';

/** The answers to requests and decisions: counts, and our per-item results. */

const str = z.string();

/** GET /user/publisher/{publisher_id}/campaign/{status} and request access: `{count, campaigns: [{campaign}]}`. */
export const PartnerCampaignListResponse = z.object({
  count: z.number().int(),
  campaigns: z.array(z.object({ campaign: CampaignWithParticipationOut })),
});

/** Why one item of a batch failed. Codes: see docs/campaigns.md. */
const BatchItemErrorOut = z.object({
  code: str,
  message: str,
  /** With terms_required: the latest custom terms id to acknowledge. */
  terms_id: str.optional(),
});

/** One result per item of a campaign request (our compatible extra), in order. */
const CampaignRequestResultOut = z.object({
  campaign_id: str,
  advertiser_id: str,
  success: z.boolean(),
  /** The participation status after the call (a|p|r|t), null when none exists. */
  status: ParticipationStatus.nullable(),
  /** False when the item changed nothing (a repeat request, or a failure). */
  changed: z.boolean(),
  error: BatchItemErrorOut.nullable(),
});
export type CampaignRequestResultOut = z.infer<typeof CampaignRequestResultOut>;

/** POST /v2/publishers/{publisherId}/campaign-requests: execution_type beside execution_time. */
export const CampaignRequestsResponse = z.object({
  success_count: z.number().int(),
  failure_count: z.number().int(),
  execution_type: str,
  results: z.array(CampaignRequestResultOut),
});

const DecisionResultOut = z.object({
  campaign_id: str,
  publisher_id: str,
  success: z.boolean(),
  status: ParticipationStatus.nullable(),
  error: BatchItemErrorOut.nullable(),
});

/** Accept, decline, invite and reject (v2), plus our per-item results. */
export const DecisionsResponse = z.object({
  success_count: z.number().int(),
  failure_count: z.number().int(),
  results: z.array(DecisionResultOut),
});
export type DecisionsResponse = z.infer<typeof DecisionsResponse>;

/** GET /user/publisher/{publisher_id}/campaign/{status}/tracking: the list with each tracking link. */
export const PartnerCampaignTrackingListResponse = z.object({
  count: z.number().int(),
  campaigns: z.array(
    z.object({
      campaign: CampaignWithParticipationOut.extend({
        camref: str,
        tracking_link: str.nullable().meta({
          description: 'The click URL; null unless the partner is approved on the campaign',
        }),
      }),
    }),
  ),
});
