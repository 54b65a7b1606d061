import { z } from 'zod';
import { Country, Currency, Locale, NetworkStatus, YesOrNo } from './enums';
import { email, entityId, httpUrl, imageDataUrl, ipAddress, looseText, referenceId, requiredText, text, timeZone, weekday, wholeNumber } from './fields';
import { PROMOTIONAL_METHODS, VERTICALS } from './reference';

/** Create network partner (op 2). Unknown attributes are ignored, as v1 always has. */
export const CreatePartnerIn = z.object({
  account_name: requiredText(100),
  vertical: referenceId(VERTICALS, 'vertical'),
  promotional_method: referenceId(PROMOTIONAL_METHODS, 'promotional method'),
  signup_ip: ipAddress(),
  entity_terms_id: entityId(),
  contact_email: email(),
  network_terms_id: entityId().optional(),
  vat_number: looseText(50).optional(),
  description: text(10_000).optional(),
  company_name: text(255).optional(),
  operating_country: Country.optional(),
  reporting_timezone: timeZone().optional(),
  default_currency: Currency.optional(),
  phone: looseText(30).optional(),
  contact_name: text(255).optional(),
  contact_locale: Locale.optional(),
});
export type CreatePartnerIn = z.output<typeof CreatePartnerIn>;

/** Create network partner with user account (op 3). */
export const CreatePartnerUserIn = z.object({
  user_name: requiredText(100),
  email_address: email(),
  password: z.string().max(256),
  address1: requiredText(255),
  postcode: requiredText(20),
  country: Country,
  phone: looseText(30).pipe(z.string().min(1)),
  signup_ip: ipAddress(),
  firstname: text(100).optional(),
  lastname: text(100).optional(),
  address2: text(255).optional(),
  address3: text(255).optional(),
  address4: text(255).optional(),
  locale: Locale.optional(),
  send_confirm_email: z.boolean().default(false),
  publisher: CreatePartnerIn.optional(),
});
export type CreatePartnerUserIn = z.output<typeof CreatePartnerUserIn>;

/** Update partner (op 14): every field optional; publisher_id is read-only and ignored. */
export const UpdatePartnerIn = z.object({
  abn: text(50).nullable().optional(),
  account_name: requiredText(100).optional(),
  campaign_select: text(255).nullable().optional(),
  company_name: text(255).optional(),
  company_division: text(255).nullable().optional(),
  company_logo: httpUrl().nullable().optional(),
  company_logo_upload: imageDataUrl().nullable().optional(),
  contact_email: email().optional(),
  contact_locale: Locale.optional(),
  contact_name: text(255).optional(),
  default_currency: Currency.optional(),
  description: text(10_000).nullable().optional(),
  foreign_identifier: text(255).nullable().optional(),
  gst_registered: text(10).nullable().optional(),
  im_provider: text(100).optional(),
  im_username: text(100).optional(),
  is_affiliate_user: YesOrNo.optional(),
  is_foreign_network: YesOrNo.optional(),
  is_lead_user: YesOrNo.optional(),
  network_notes: text(10_000).nullable().optional(),
  network_status: NetworkStatus.optional(),
  operating_country: Country.optional(),
  phone: looseText(30).optional(),
  phone_area: looseText(10).optional(),
  promotional_method: referenceId(PROMOTIONAL_METHODS, 'promotional method').optional(),
  reporting_identifier: text(255).nullable().optional(),
  reporting_timezone: timeZone().optional(),
  uk_vat_registered: YesOrNo.optional(),
  us_tax_state: text(50).nullable().optional(),
  vat_number: wholeNumber(0, Number.MAX_SAFE_INTEGER).nullable().optional(),
  vertical: referenceId(VERTICALS, 'vertical').optional(),
  week_start: weekday().optional(),
});
export type UpdatePartnerIn = z.output<typeof UpdatePartnerIn>;

/** Update partners' network status (op 5). */
export const NetworkStatusUpdateIn = z.object({
  publishers: z
    .array(z.object({ publisher_id: entityId(), network_status: NetworkStatus }))
    .min(1)
    .max(1000),
});
export type NetworkStatusUpdateIn = z.output<typeof NetworkStatusUpdateIn>;

export const PARTNER_SORTS = ['publisher_id', 'account_name', 'company_name', 'created', 'network_status'] as const;

/** Our compatible extension of op 4: paging, a status filter, a search and a sort. */
export const PartnerListQuery = z.object({
  network_status: z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(NetworkStatus))
    .optional(),
  q: z.string().trim().max(100).optional(),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${PARTNER_SORTS.join('|')})$`), { message: `must be one of ${PARTNER_SORTS.join(', ')}, optionally prefixed with - for descending` })
    .default('publisher_id'),
});
export type PartnerListQuery = z.output<typeof PartnerListQuery>;
