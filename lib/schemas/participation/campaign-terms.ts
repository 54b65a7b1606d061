import { z } from 'zod';
import { entityId } from '../fields';

/**
 * A campaign's custom terms as v3 shows them to partners
 * (GET /v3/partner/campaign-terms-and-conditions) and the partners' acknowledgements
 * (GET and POST /v3/partner/campaign-terms-and-conditions-acknowledgments).
 */

const str = z.string();

/** POST body: exactly these two keys (v3). */
export const CampaignTermsAcknowledgementIn = z.strictObject({
  partner_id: entityId(),
  campaign_terms_and_conditions_id: entityId(),
});

export const CampaignTermsQuery = z.object({ campaign_id: entityId().optional() });
export const CampaignTermsAckQuery = z.object({
  partner_id: entityId().optional(),
  campaign_terms_and_conditions_id: entityId().optional(),
});

const CampaignTermsV3Out = z.object({
  id: str,
  campaign_id: str,
  version: z.number().int(),
  title: str,
  locale: str,
  content: str,
  created_at: str,
});
export type CampaignTermsV3Out = z.infer<typeof CampaignTermsV3Out>;
export const CampaignTermsListV3Response = z.object({ data: z.array(CampaignTermsV3Out) });
export const CampaignTermsV3Response = z.object({ data: CampaignTermsV3Out });

const CampaignTermsAckV3Out = z.object({
  id: str,
  partner_id: str,
  campaign_terms_and_conditions_id: str,
  created_at: str,
  created_by: z.string().nullable(),
});
export type CampaignTermsAckV3Out = z.infer<typeof CampaignTermsAckV3Out>;
export const CampaignTermsAckV3Response = z.object({ data: CampaignTermsAckV3Out });
export const CampaignTermsAckListV3Response = z.object({ data: z.array(CampaignTermsAckV3Out) });
