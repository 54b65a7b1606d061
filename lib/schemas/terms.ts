import { z } from 'zod';
import { Country, Locale } from './enums';
import { entityId, requiredText } from './fields';

/** Path of op 6: /reference/terms/{locale}/{country}/{network_id}. */
export const TermsPathParams = z.object({ locale: Locale, country: Country, network_id: entityId() });

/** Query of 35a: GET /v3/brand/network-terms-and-conditions. */
export const NetworkTermsQuery = z.object({
  network_id: entityId(),
  types: z.enum(['partner_recruitment']).optional(),
  locale: Locale.optional(),
});

/** Body of 35b: POST /v3/brand/network-terms-and-conditions-acknowledgments (v3: no extra keys). */
export const TermsAcknowledgementIn = z.strictObject({ network_id: entityId(), terms_locale_id: entityId() });

/** Our operation: staff publish a new version of the terms for a locale and, optionally, one country. */
export const PublishTermsIn = z.strictObject({
  locale: Locale,
  country: Country.nullable().optional(),
  content: requiredText(100_000),
});
export type PublishTermsIn = z.output<typeof PublishTermsIn>;
