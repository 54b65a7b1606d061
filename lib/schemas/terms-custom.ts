import { z } from 'zod';
import { Locale, YesOrNo } from './enums';
import { entityId, requiredText } from './fields';
import { commaList } from './query-lists';

/**
 * A campaign's custom terms, brand side (POST/GET /campaign/{campaign_id}/custom_terms/, DELETE
 * and GET .../{custom_terms_id}, POST/DELETE .../{custom_terms_id}/association) and the terms a
 * partner reads for campaigns (GET /v2/publishers/{publisherId}/campaigns/terms). Rules:
 * docs/campaigns.md#custom-terms.
 */

const MAX_PARTNERS = 1000;

/** A list of partner ids (numbers or digit strings); repeats count once. */
const partnerIdList = (min: number) =>
  z
    .array(entityId())
    .min(min, { message: 'must name at least one partner' })
    .max(MAX_PARTNERS, { message: `may name at most ${MAX_PARTNERS} partners` })
    .transform((ids) => [...new Set(ids)]);

/**
 * POST /campaign/{campaign_id}/custom_terms/: partner terms for the partners listed; ours: an
 * empty list publishes the campaign's general custom terms (a new version) instead.
 */
export const CreateCustomTermsIn = z.object({
  publisher_id: partnerIdList(0),
  title: requiredText(255),
  terms: requiredText(100_000),
  locale: Locale.default('en'),
});
export type CreateCustomTermsIn = z.output<typeof CreateCustomTermsIn>;

/** POST and DELETE .../{custom_terms_id}/association. */
export const CustomTermsAssociationIn = z.object({ publisher_id: partnerIdList(1) });
export type CustomTermsAssociationIn = z.output<typeof CustomTermsAssociationIn>;

/** GET .../{custom_terms_id}?download=true: the terms as a file. */
export const CustomTermsReadQuery = z.object({
  download: z.enum(['true', 'false']).optional(),
});

const str = z.string();

/** The reference's Campaign Custom Terms and Conditions Entity. */
const CampaignCustomTermsOut = z.object({
  campaign_custom_terms_and_conditions_id: str,
  campaign_id: str,
  title: str,
  terms: str,
  locale: str,
  /** y for terms in force: the general terms' current version, or partner terms not deleted. */
  active: YesOrNo,
  created: str,
});
export type CampaignCustomTermsOut = z.infer<typeof CampaignCustomTermsOut>;

/** A list item: the entity, the partners associated with it, and ours: version and kind. */
const CampaignCustomTermsListItemOut = CampaignCustomTermsOut.extend({
  publishers: z.array(str),
  /** Ours: the number of these terms among the campaign's terms (1, 2, ...). */
  version: z.number().int(),
  /** Ours: y for partner terms (apply to the partners in `publishers`), n for the general terms. */
  partner_terms: YesOrNo,
});
export type CampaignCustomTermsListItemOut = z.infer<typeof CampaignCustomTermsListItemOut>;

export const CampaignCustomTermsResponse = z.object({
  custom_terms: z.array(CampaignCustomTermsOut),
});
export const CampaignCustomTermsListResponse = z.object({
  custom_terms: z.array(CampaignCustomTermsListItemOut),
});
export const CustomTermsRemovedResponse = z.object({
  custom_terms: z.array(z.object({ removed_terms: z.number().int() })),
});
export const CustomTermsAssociationsRemovedResponse = z.object({
  custom_terms: z.array(z.object({ removed_associations: z.number().int() })),
  /** With 207: why some partners were not removed. */
  errors: z.array(str).optional(),
});

/** GET /v2/publishers/{publisherId}/campaigns/terms?campaigns=1,2: comma list, at most 100. */
export const CombinedTermsQuery = z.object({
  campaigns: z
    .string()
    .transform((v) => commaList(v))
    .pipe(
      z
        .array(
          z
            .string()
            .refine((v) => /^[1-9][0-9]{0,17}$/.test(v), {
              params: { kind: 'invalid_value' },
              message: 'is not a valid campaign id',
            })
            .transform(Number),
        )
        .min(1, { message: 'must name at least one campaign' })
        .max(100, { message: 'may name at most 100 campaigns' }),
    ),
});

const CombinedTermsItemOut = z.object({
  title: str,
  /** Sanitised HTML, whatever the kind (the reference gives Slate JSON for partner terms). */
  content: str,
  /** Ours: network (the network terms), campaign (a campaign's general terms), custom (custom terms to accept). */
  type: z.enum(['network', 'campaign', 'custom']),
  /** Ours: the campaign, null for the network terms. */
  campaign_id: str.nullable(),
  /** Ours: the network terms id or the custom terms id; null for a campaign's general terms. */
  terms_id: str.nullable(),
  /** Ours: for network and custom terms, y when the partner accepted this version; null otherwise. */
  accepted: YesOrNo.nullable(),
});
export type CombinedTermsItemOut = z.infer<typeof CombinedTermsItemOut>;
export const CombinedTermsResponse = z.object({
  count: z.number().int(),
  terms: z.array(CombinedTermsItemOut),
});
