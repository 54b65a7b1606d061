import { z } from 'zod';
import { Country, Locale } from './enums';
import { entityId } from './fields';
import { PaginationOut } from './pagination';

/**
 * GET /v3/network/{networkId}/terms-acknowledgements (ours, staff only): who accepted which
 * version of the network terms, newest first. Filters: one terms version (terms_id), or every
 * version of a locale and optionally a country.
 */
export const TermsAcknowledgementsQuery = z.object({
  terms_id: entityId().optional(),
  locale: Locale.optional(),
  country: Country.optional(),
});
export type TermsAcknowledgementsQuery = z.output<typeof TermsAcknowledgementsQuery>;

const str = z.string();
const nstr = z.string().nullable();

const TermsAcknowledgementItemOut = z
  .object({
    id: str,
    terms_id: str,
    locale: str,
    /** null: terms for every country of the locale. */
    country: nstr,
    version: z.number().int(),
    content_sha256: str,
    /** The partner that accepted, when a partner did (at sign-up or through its user). */
    partner: z.object({ partner_id: str, account_name: str }).nullable(),
    /** The user who acknowledged, when a user did. */
    user: z.object({ user_id: str, user_name: str }).nullable(),
    created_at: str,
  })
  .meta({ id: 'TermsAcknowledgement' });
export type TermsAcknowledgementItemOut = z.infer<typeof TermsAcknowledgementItemOut>;

export const TermsAcknowledgementListResponse = z.object({
  data: z.array(TermsAcknowledgementItemOut),
  hypermedia: z.object({ pagination: PaginationOut }),
});
