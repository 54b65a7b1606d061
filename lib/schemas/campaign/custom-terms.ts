import { z } from 'zod';
import { YesOrNo } from '../enums';

/**
 * A campaign's custom terms as v1 lists them: every version for the partner
 * (GET /user/publisher/{publisher_id}/campaign/custom_terms/{custom_terms_id}), and the same
 * with the partner's side for the brand (GET /campaign/{campaign_id}/custom_terms/publisher/{publisher_id}).
 */

const str = z.string();

/** Legacy: items are not wrapped. */
const CustomTermsItemOut = z.object({
  campaign_custom_terms_and_conditions_id: str,
  campaign_id: str,
  title: str,
  terms: str,
  locale: str,
  active: YesOrNo,
  created: str,
});
export const CustomTermsListResponse = z.object({ custom_terms: z.array(CustomTermsItemOut) });

/** The partner's side of each version (Legacy: "null" strings). */
const PartnerCustomTermsItemOut = CustomTermsItemOut.extend({
  publisher_id: str,
  /** When the partner was approved on the campaign (YYYY-MM-DD HH:MM:SS), or the string "null". */
  approved: str,
  /** y when the campaign's current custom terms were accepted by the partner. */
  agreed_latest_terms: YesOrNo,
  /** The participation status in v1 letters (a|p|r; an invitation reads as p), or "null". */
  status: z.enum(['a', 'p', 'r', 'null']),
  /** Ours: y when the partner accepted this version. */
  acknowledged: YesOrNo,
});
export type PartnerCustomTermsItemOut = z.infer<typeof PartnerCustomTermsItemOut>;
export const PartnerCustomTermsListResponse = z.object({
  custom_terms: z.array(PartnerCustomTermsItemOut),
});
