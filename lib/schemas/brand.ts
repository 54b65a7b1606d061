import { z } from 'zod';
import { PaginationOut } from './pagination';
import { Country, Currency, NetworkStatus } from './enums';
import {
  email,
  entityId,
  httpUrl,
  imageDataUrl,
  ipAddress,
  looseText,
  requiredText,
  text,
} from './fields';
import { commaList } from './query-lists';

/**
 * Brand (advertiser) shapes: the v1 create/update bodies, the v1 Advertiser record and the
 * v3 brand item (brands for a network, brands for the user).
 *
 * The v1 Advertiser record, in full (the spec shows no response fields beyond the create
 * fields, so it is every create field plus what the service assigns):
 *   advertiser_id      string, assigned (an advertiser_id sent in a body is ignored)
 *   network_id         string (docs/api-decisions.md#network-ids)
 *   account_name, company_name, address1, postcode, country, phone, signup_ip   string
 *   display_name, contact_email, address2..4, phone_area, vat_number, pre_payment,
 *   current_balance, budget_summary_interval, budget_summary_start_time         string|null
 *   status             a|p|r|n, default a
 *   default_currency, payment_currency   GBP|USD|EUR|JPY, default GBP
 *   advertiser_icon    our hosted URL (/assets/images/...) or null, never the URL submitted
 *   created            YYYY-MM-DD HH:MM:SS, UTC
 * phone and phone_area stay strings (the Advertiser shape says str; the numeric rendering is
 * a partner-only legacy). The limited record (brands the caller may not view) is below.
 */

/** A required string that legacy clients may send as a number (phone, postcode). */
const requiredLoose = (max: number) => looseText(max).pipe(z.string().min(1));
const nullableLoose = (max: number) => looseText(max).nullable().optional();
const nullableText = (max: number) => text(max).nullable().optional();

const optionalFields = {
  address2: nullableText(255),
  address3: nullableText(255),
  address4: nullableText(255),
  phone_area: nullableLoose(10),
  display_name: nullableText(255),
  contact_email: email().nullable().optional(),
  default_currency: Currency.optional(),
  payment_currency: Currency.optional(),
  status: NetworkStatus.optional(),
  vat_number: nullableLoose(50),
  pre_payment: nullableLoose(50),
  current_balance: nullableLoose(50),
  budget_summary_interval: nullableLoose(50),
  budget_summary_start_time: nullableLoose(50),
  /** URL of a PNG or JPEG the server downloads; null removes the icon. */
  advertiser_icon: httpUrl().nullable().optional(),
  /** The same image as a base64 data URL (`data:image/png;base64,...`). */
  advertiser_icon_upload: imageDataUrl().nullable().optional(),
  /** Accepted for compatibility and ignored: ids are assigned by the service. */
  advertiser_id: z.union([z.string(), z.number()]).optional(),
};

type IconFields = { advertiser_icon?: string | null; advertiser_icon_upload?: string | null };

// Both sources at once is ambiguous; both null agree (remove the icon), so that passes.
const oneIconSource = (v: IconFields) =>
  v.advertiser_icon === undefined ||
  v.advertiser_icon_upload === undefined ||
  (v.advertiser_icon === null && v.advertiser_icon_upload === null);
const oneIconSourceIssue = {
  path: ['advertiser_icon_upload'],
  params: { kind: 'unexpected_attribute' },
  message: 'must not be sent together with advertiser_icon; send one or the other',
};

/** Create Brand. Unknown attributes are ignored, as v1 always has. */
export const CreateBrandIn = z
  .object({
    account_name: requiredText(100),
    company_name: requiredText(255),
    address1: requiredText(255),
    country: Country,
    postcode: requiredLoose(20),
    phone: requiredLoose(30),
    signup_ip: ipAddress(),
    ...optionalFields,
  })
  .refine(oneIconSource, oneIconSourceIssue);
export type CreateBrandIn = z.output<typeof CreateBrandIn>;

/**
 * Update a Brand, the first body variant: the address block and signup_ip are
 * required, as in the reference; every other create field may be sent. Absent fields stay
 * as they are; null clears a nullable field.
 */
export const UpdateBrandIn = z
  .object({
    address1: requiredText(255),
    country: Country,
    postcode: requiredLoose(20),
    phone: requiredLoose(30),
    signup_ip: ipAddress(),
    account_name: requiredText(100).optional(),
    company_name: requiredText(255).optional(),
    ...optionalFields,
  })
  .refine(oneIconSource, oneIconSourceIssue);
export type UpdateBrandIn = z.output<typeof UpdateBrandIn>;

/** The fields a brand row takes from either body. */
export type BrandFieldsIn = Omit<
  UpdateBrandIn,
  'advertiser_icon' | 'advertiser_icon_upload' | 'advertiser_id'
>;

// A path segment that is not one of our ids names nothing: it becomes 0, which no row has,
// so it reads as not found (404) rather than as a validation error.

const BRAND_EXPANSIONS = ['deeplink-domains'] as const;
export type BrandExpansion = (typeof BRAND_EXPANSIONS)[number];

/** `with`: a comma-separated list of extra data; only deeplink-domains is accepted. */
const BrandWith = z
  .string()
  .refine((v) => commaList(v).every((x) => (BRAND_EXPANSIONS as readonly string[]).includes(x)), {
    params: { kind: 'invalid_enum' },
    message: `may only list: ${BRAND_EXPANSIONS.join(', ')}`,
  })
  .transform((v) => commaList(v) as BrandExpansion[]);

/** Query of the v3 brands for a network. */
export const NetworkBrandsQuery = z.object({ with: BrandWith.optional() });
export type NetworkBrandsQuery = z.output<typeof NetworkBrandsQuery>;

/** Query of the v3 brands for the user. */
export const UserBrandsQuery = z.object({
  network_id: entityId().optional(),
  with: BrandWith.optional(),
});
export type UserBrandsQuery = z.output<typeof UserBrandsQuery>;

const nullableString = z.string().nullable();

/** The full v1 Advertiser record (see the top of this file). */
export const AdvertiserOut = z.object({
  advertiser_id: z.string(),
  network_id: z.string(),
  account_name: z.string(),
  company_name: z.string(),
  display_name: nullableString,
  contact_email: nullableString,
  address1: z.string(),
  address2: nullableString,
  address3: nullableString,
  address4: nullableString,
  postcode: z.string(),
  country: z.string(),
  phone: z.string(),
  phone_area: nullableString,
  signup_ip: z.string(),
  status: NetworkStatus,
  default_currency: Currency,
  payment_currency: Currency,
  vat_number: nullableString,
  pre_payment: nullableString,
  current_balance: nullableString,
  budget_summary_interval: nullableString,
  budget_summary_start_time: nullableString,
  advertiser_icon: nullableString,
  created: z.string(),
});
export type AdvertiserOut = z.infer<typeof AdvertiserOut>;

/**
 * The limited record the v1 brand list gives for a brand the caller may not view: enough to recognise
 * it (id, the name partners see, icon) and nothing about its account, address or money.
 * display_name falls back to company_name when the brand has none.
 */
export const LimitedAdvertiserOut = z.object({
  advertiser_id: z.string(),
  display_name: z.string(),
  advertiser_icon: nullableString,
});
export type LimitedAdvertiserOut = z.infer<typeof LimitedAdvertiserOut>;

const DeeplinkDomainOut = z.object({
  domain: z.string(),
  brand_id: z.string(),
  created_by: nullableString,
  created_at: z.string(),
});

/** An item of the v3 brand lists; brand_name is the name partners see (display_name, else company_name). */
export const BrandV3Out = z.object({
  brand_id: z.string(),
  brand_name: z.string(),
  'deeplink-domains': z.array(DeeplinkDomainOut).optional(),
});
export type BrandV3Out = z.infer<typeof BrandV3Out>;

export const AdvertiserResponse = z.object({
  advertiser: AdvertiserOut.meta({ id: 'Advertiser' }),
});
export const AdvertiserListResponse = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  advertisers: z.array(z.object({ advertiser: z.union([AdvertiserOut, LimitedAdvertiserOut]) })),
  hypermedia: z.object({ pagination: PaginationOut }),
});
export const BrandListV3Response = z.object({ data: z.array(BrandV3Out) });

/** Query of GET /v3/partner/my-brands: filters only (array-style `brand_ids[]`). */
export const MyBrandsQuery = z.object({
  brand_ids: z.array(z.string().regex(/^[1-9][0-9]{0,15}$/, 'must be a brand id')).optional(),
  partner: z.string().optional(),
});
export type MyBrandsQuery = z.output<typeof MyBrandsQuery>;

/** A brand as the partner associated with it sees it (GET /v3/partner/my-brands). */
export const MyBrandOut = z.object({
  brand_id: z.string(),
  name: z.string(),
  display_name: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  address4: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string().nullable(),
  contact_email: z.string().nullable(),
  icon: z.string().nullable(),
  description: z.string().nullable(),
  blocked: z.boolean(),
});
export type MyBrandOut = z.infer<typeof MyBrandOut>;
export const MyBrandListV3Response = z.object({ data: z.array(MyBrandOut) });
