import { z } from 'zod';
import { CampaignStatus, NetworkStatus, ParticipationStatus, YesOrNo } from '../enums';

const str = z.string();
const nstr = z.string().nullable();

/**
 * Query of GET /v3/partner/{partnerId}/participations. Legacy: array-style keys
 * (`status[]=a&status[]=p`); plain keys and comma lists are accepted too. Filters: status
 * (default a), campaign_status (default a), network_status (the partner's own, none by
 * default). fields[] is accepted and ignored.
 */
export const ParticipationsQuery = z.object({
  status: z.array(ParticipationStatus).default(['a']),
  campaign_status: z.array(CampaignStatus).default(['a']),
  network_status: z.array(NetworkStatus).optional(),
});
export type ParticipationsQuery = z.output<typeof ParticipationsQuery>;

/** An item of GET /v3/partner/{partnerId}/participations. */
export const ParticipationV3Out = z.object({
  campaign_id: str,
  status: ParticipationStatus,
  approved: nstr,
  agreed_latest_terms: YesOrNo,
  custom_terms: YesOrNo,
  campaign_info: z.object({
    title: str,
    secure_tracking: YesOrNo,
    cpc_tracking_link: nstr,
    destination_url: str,
    tracking_link: nstr,
    tracking_link_mobile: nstr,
    allow_deep_linking: YesOrNo,
    campaign_languages: z.record(z.string(), z.object({ destination_url: str })).nullable(),
  }),
});
export type ParticipationV3Out = z.infer<typeof ParticipationV3Out>;
export const ParticipationListV3Response = z.object({ data: z.array(ParticipationV3Out) });
