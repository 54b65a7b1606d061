import { z } from 'zod';
import { doc } from './doc';
import { ParticipationStatus } from './enums';

/**
 * GET /v3/brand/partners/{partnerId} (ours): a partner as a brand deciding on it sees it. Only
 * the limited record's fields (docs/api-decisions.md#partners-as-brand-users-see-them), plus
 * websites, databases (audience) and the partner's history on the caller's campaigns.
 */

const Named = z.object({ id: z.string(), name: z.string() });

export const BrandPartnerProfileOut = z
  .object({
    publisher_id: z.string(),
    account_name: z.string(),
    company_name: z.string(),
    company_logo: z.string().nullable(),
    description: z.string().nullable(),
    created: z.string(),
    network_status: z.string(),
    operating_country: z.string().nullable(),
    vertical: z.string(),
    vertical_name: z.string(),
    promotional_method: z.string(),
    promotional_method_name: z.string(),
    websites: z.array(
      z.object({
        website_id: z.string(),
        website_url: z.string(),
        website_name: z.string().nullable(),
        description: z.string(),
        website_type: Named,
        website_vertical: Named,
        website_country: z.string().nullable(),
        primary: z.boolean(),
      }),
    ),
    databases: doc(
      z.array(
        z.object({
          database_id: z.string(),
          database_name: z.string(),
          creation_method: z.string(),
          size: z.number().int(),
          female: doc(z.number().int(), 'Share of women, percent'),
          male: doc(z.number().int(), 'Share of men, percent'),
          min_age: z.number().int(),
          max_age: z.number().int(),
        }),
      ),
      "The partner's mailing lists: its audience",
    ),
    campaigns: doc(
      z.array(
        z.object({
          campaign_id: z.string(),
          title: z.string(),
          advertiser_id: z.string(),
          advertiser_name: z.string(),
          campaign_status: ParticipationStatus,
          since: z.string(),
          conversions: z.number().int(),
          commission: doc(z.string(), 'Pending and approved commission, exact, in `currency`'),
          currency: z.string(),
          history: z.array(
            z.object({
              from_status: ParticipationStatus.nullable(),
              to_status: ParticipationStatus,
              at: z.string(),
              reason: z.string().nullable(),
            }),
          ),
        }),
      ),
      "The partner's participations in the caller's campaigns (staff: every campaign)",
    ),
  })
  .meta({ id: 'BrandPartnerProfile' });

export const BrandPartnerProfileResponse = z.object({ data: BrandPartnerProfileOut });
