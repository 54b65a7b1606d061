import { z } from 'zod';
import { Country, Currency, Locale, NetworkStatus, YesOrNo } from './enums';
import {
  email,
  entityId,
  httpUrl,
  imageDataUrl,
  ipAddress,
  looseText,
  referenceId,
  requiredText,
  text,
  timeZone,
  weekday,
  wholeNumber,
} from './fields';
import { LimitedPartnerOut } from './partner-limited';
import { PaginationOut } from './pagination';
import { PROMOTIONAL_METHODS, VERTICALS } from './reference';
import { commaList } from './query-lists';

export { LimitedPartnerOut } from './partner-limited';

// Fields the reference marks nullable accept null (docs/api-decisions.md#null-in-request-bodies):
// on a create null means not set (as if absent); on an update it clears the value.
const orAbsent = <T>(v: T | null): T | undefined => v ?? undefined;
const orEmpty = (v: string | null) => v ?? '';
const orNo = (v: 'y' | 'n' | null) => v ?? 'n';

/** Create network partner. Unknown attributes are ignored, as v1 always has. */
export const CreatePartnerIn = z.object({
  account_name: requiredText(100),
  vertical: referenceId(VERTICALS, 'vertical'),
  promotional_method: referenceId(PROMOTIONAL_METHODS, 'promotional method'),
  signup_ip: ipAddress(),
  entity_terms_id: entityId(),
  contact_email: email(),
  network_terms_id: entityId().optional(),
  vat_number: looseText(50).nullable().transform(orAbsent).optional(),
  description: text(10_000).nullable().transform(orAbsent).optional(),
  company_name: text(255).optional(),
  operating_country: Country.optional(),
  reporting_timezone: timeZone().optional(),
  default_currency: Currency.optional(),
  phone: looseText(30).optional(),
  contact_name: text(255).optional(),
  contact_locale: Locale.optional(),
});
export type CreatePartnerIn = z.output<typeof CreatePartnerIn>;

/** Create network partner with user account. */
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
  address2: text(255).nullable().optional(),
  address3: text(255).nullable().optional(),
  address4: text(255).nullable().optional(),
  locale: Locale.optional(),
  send_confirm_email: z.boolean().default(false),
  publisher: CreatePartnerIn.optional(),
});
export type CreatePartnerUserIn = z.output<typeof CreatePartnerUserIn>;

/** Update partner: every field optional; publisher_id is read-only and ignored. */
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
  im_provider: text(100).nullable().transform(orEmpty).optional(),
  im_username: text(100).nullable().transform(orEmpty).optional(),
  is_affiliate_user: YesOrNo.optional(),
  is_foreign_network: YesOrNo.nullable().transform(orNo).optional(),
  is_lead_user: YesOrNo.nullable().transform(orNo).optional(),
  network_notes: text(10_000).nullable().optional(),
  network_status: NetworkStatus.optional(),
  operating_country: Country.optional(),
  phone: looseText(30).optional(),
  phone_area: looseText(10).nullable().optional(),
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

/** Update partners' network status. */
export const NetworkStatusUpdateIn = z.object({
  publishers: z
    .array(z.object({ publisher_id: entityId(), network_status: NetworkStatus }))
    .min(1)
    .max(1000),
});
export type NetworkStatusUpdateIn = z.output<typeof NetworkStatusUpdateIn>;

const PARTNER_SORTS = [
  'publisher_id',
  'account_name',
  'company_name',
  'created',
  'network_status',
] as const;

/** Our compatible extension of GET /network/{network_id}/publisher: paging, a status filter, a search and a sort. */
export const PartnerListQuery = z.object({
  network_status: z
    .string()
    .transform((v) => commaList(v))
    .pipe(z.array(NetworkStatus))
    .optional(),
  q: z.string().trim().max(100).optional(),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${PARTNER_SORTS.join('|')})$`), {
      message: `must be one of ${PARTNER_SORTS.join(', ')}, optionally prefixed with - for descending`,
    })
    .default('publisher_id'),
});
export type PartnerListQuery = z.output<typeof PartnerListQuery>;

const legacyNumber = z.union([z.number(), z.string()]).nullable();
const nullableText = z.string().nullable();

/** The Partner object (v1 `publisher`) as we send it. network_notes is left out for partner users. */
export const PartnerOut = z
  .object({
    publisher_id: z.string(),
    account_name: z.string(),
    company_name: z.string(),
    company_division: nullableText,
    company_logo: nullableText.meta({ description: 'URL of the logo as served by this app' }),
    contact_name: z.string(),
    contact_email: z.string(),
    contact_locale: z.string(),
    created: z.string().meta({ description: 'YYYY-MM-DD HH:MM:SS, UTC' }),
    created_by: nullableText,
    default_currency: z.string(),
    description: nullableText,
    abn: nullableText,
    campaign_select: nullableText,
    foreign_identifier: nullableText,
    gst_registered: nullableText,
    im_provider: z.string(),
    im_username: z.string(),
    is_affiliate_user: YesOrNo,
    is_foreign_network: YesOrNo,
    is_lead_user: YesOrNo,
    is_us_registered: z.null(),
    legal_entity: nullableText,
    network_id: z.string(),
    network_notes: nullableText.optional(),
    network_status: NetworkStatus,
    operating_country: nullableText,
    phone: legacyNumber.meta({
      description: 'A number when all digits without a leading zero, else the string as entered',
    }),
    phone_area: legacyNumber,
    promotional_method: z.number().int(),
    promotional_method_name: z.string(),
    reporting_identifier: nullableText,
    reporting_timezone: z.string(),
    signup_ip: z.string(),
    terms_and_conditions_id: z.number().int().nullable(),
    uk_vat_registered: YesOrNo,
    us_tax_state: nullableText,
    vat_number: legacyNumber,
    vertical: z.number().int(),
    vertical_name: z.string(),
    week_start: z.string(),
  })
  .meta({ id: 'Publisher' });
export type PartnerOut = z.infer<typeof PartnerOut>;

/** A partner in a read open to brand users: the full record to staff, the limited one to brand users. */
const PartnerOrLimitedOut = z.union([PartnerOut, LimitedPartnerOut]);

export const WebsiteOut = z
  .object({
    website_id: z.string(),
    publisher_id: z.string(),
    active: YesOrNo,
    primary: YesOrNo,
    description: z.string(),
    website_country: nullableText,
    website_name: nullableText,
    website_type: z.number().int(),
    website_type_name: z.string(),
    website_url: z.string(),
    website_vertical: z.number().int(),
    website_vertical_name: z.string(),
  })
  .meta({ id: 'Website' });
export type WebsiteOut = z.infer<typeof WebsiteOut>;

export const DatabaseOut = z
  .object({
    database_id: z.string(),
    publisher_id: z.string(),
    active: YesOrNo,
    creation_method: z.string(),
    database_name: z.string(),
    size: z.number().int(),
    male: z.number().int(),
    female: z.number().int(),
    min_age: z.number().int(),
    max_age: z.number().int(),
  })
  .meta({ id: 'Database' });
export type DatabaseOut = z.infer<typeof DatabaseOut>;

const PartnerDetailOut = PartnerOut.extend({
  websites: z.array(WebsiteOut),
  databases: z.array(DatabaseOut),
});

const PartnerUserOut = z.object({
  user_id: z.string(),
  user_name: z.string(),
  email_address: z.string(),
  firstname: nullableText,
  lastname: nullableText,
  address1: nullableText,
  address2: nullableText,
  address3: nullableText,
  address4: nullableText,
  postcode: nullableText,
  country: nullableText,
  phone: nullableText,
  signup_ip: nullableText,
  locale: z.string(),
  created: z.string(),
  network_id: z.string(),
  network_name: z.string(),
  user_api_key: z.string().meta({ description: 'Shown once: only its hash is stored' }),
  publisher: PartnerOut,
});

export type PartnerUserOut = z.infer<typeof PartnerUserOut>;

export const PartnerResponse = z.object({ publisher: PartnerOut });
export const PartnerDetailResponse = z.object({ publisher: PartnerDetailOut });
export const PartnerUpdatedResponse = z.object({
  status: z.object({ status: z.string(), message: z.string() }),
  publisher: PartnerOut,
});
export const PartnerUserResponse = z.object({ user: PartnerUserOut });
export const PartnerListResponse = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  publishers: z.array(z.object({ publisher: PartnerOrLimitedOut })),
  hypermedia: z.object({ pagination: PaginationOut }),
});
export const PartnerStatusResponse = z.object({
  count: z.number().int(),
  publishers: z.array(z.object({ publisher: PartnerOut })),
});
export const WebsiteListResponse = z.object({
  count: z.number().int(),
  websites: z.array(z.object({ website: WebsiteOut })),
});
export const WebsiteResponse = z.object({ website: WebsiteOut });
export const DatabaseListResponse = z.object({
  count: z.number().int(),
  databases: z.array(z.object({ database: DatabaseOut })),
});
export const DatabaseResponse = z.object({ database: DatabaseOut });
