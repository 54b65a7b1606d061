import { z } from 'zod';
import { V1ParticipationStatus } from '../enums';
import { entityId, text } from '../fields';

/** A partner asking to join campaigns (v1, v2) and a brand or network deciding (v2). */

const MAX_ITEMS = 100;

/** Path of GET /user/publisher/{publisher_id}/campaign/{status}: a status in v1 letters. */
export const PartnerCampaignsParams = z.object({
  publisher_id: z.string(),
  status: V1ParticipationStatus,
});

/**
 * Request access (POST /user/publisher/{publisher_id}/campaign/a, obsolete). A `status` in the
 * body (or the path) is accepted and ignored. terms_id is needed when the campaign has custom
 * terms and must be their latest id.
 */
export const RequestAccessIn = z.object({
  status: z.unknown().optional(),
  campaigns: z
    .array(z.object({ campaign_id: entityId(), terms_id: entityId().nullable().optional() }))
    .min(1)
    .max(MAX_ITEMS),
});
export type RequestAccessIn = z.output<typeof RequestAccessIn>;

/**
 * POST /v2/publishers/{publisherId}/campaign-requests. terms_id per item is our compatible
 * extra: the latest custom terms id of the campaign, acknowledged with the request.
 */
export const CampaignRequestsIn = z.object({
  campaign_requests: z
    .array(
      z.object({
        advertiser_id: entityId(),
        campaign_id: entityId(),
        terms_id: entityId().nullable().optional(),
      }),
    )
    .min(1)
    .max(MAX_ITEMS),
});
export type CampaignRequestsIn = z.output<typeof CampaignRequestsIn>;

/** POST /v2/networks/{networkId}/campaign-requests/accept: no other item fields are allowed. */
export const AcceptRequestsIn = z.object({
  campaign_requests: z
    .array(z.strictObject({ campaign_id: entityId(), publisher_id: entityId() }))
    .min(1)
    .max(1000),
});

/** POST /v2/networks/{networkId}/campaign-requests/decline: reason may be null (or left out, read as null). */
export const DeclineRequestsIn = z.object({
  campaign_requests: z
    .array(
      z.strictObject({
        campaign_id: entityId(),
        publisher_id: entityId(),
        reason: text(1000).nullable().optional(),
      }),
    )
    .min(1)
    .max(1000),
});
export type DecisionItemIn = { campaign_id: number; publisher_id: number; reason?: string | null };
