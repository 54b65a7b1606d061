import { z } from 'zod';
import { Country, Locale, TERMS_TYPES } from './enums';
import { entityId, requiredText } from './fields';

/** Path of the network terms: /reference/terms/{locale}/{country}/{network_id}. */
export const TermsPathParams = z.object({
  locale: Locale,
  country: Country,
  network_id: entityId(),
});

/** Query of GET /v3/brand/network-terms-and-conditions. */
export const NetworkTermsQuery = z.object({
  network_id: entityId(),
  types: z.enum(['partner_recruitment']).optional(),
  locale: Locale.optional(),
});

/** Body of POST /v3/brand/network-terms-and-conditions-acknowledgments (v3: no extra keys). */
export const TermsAcknowledgementIn = z.strictObject({
  network_id: entityId(),
  terms_locale_id: entityId(),
});

/** Our operation: staff publish a new version of the terms for a locale and, optionally, one country. */
export const PublishTermsIn = z.strictObject({
  locale: Locale,
  country: Country.nullable().optional(),
  content: requiredText(100_000),
});
export type PublishTermsIn = z.output<typeof PublishTermsIn>;

const TermOut = z.object({
  locale: z.string(),
  ref_legal_entity_id: z.string(),
  ref_terms_and_conditions_locale_id: z.string(),
  terms_and_conditions: z.string(),
  tnc_type: z.enum(TERMS_TYPES),
});
export type TermOut = z.infer<typeof TermOut>;
export const TermListResponse = z.object({
  count: z.number().int(),
  terms: z.array(z.object({ term: TermOut })),
});

const TermV3Out = z.object({
  id: z.string(),
  terms_locale_id: z.string(),
  content: z.string(),
  locale: z.string(),
  country: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
});
export type TermV3Out = z.infer<typeof TermV3Out>;
export const TermListV3Response = z.object({ data: z.array(TermV3Out) });
export const TermV3Response = z.object({ data: TermV3Out });

const AcknowledgementOut = z.object({
  id: z.string(),
  network_id: z.string(),
  terms_locale_id: z.string(),
  version: z.number().int(),
  content_sha256: z.string(),
  partner_id: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type AcknowledgementOut = z.infer<typeof AcknowledgementOut>;
export const AcknowledgementResponse = z.object({ data: AcknowledgementOut });
