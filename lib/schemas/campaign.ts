import { z } from 'zod';
import { Country, Currency, Locale, YesOrNo } from './enums';
import { entityId, httpUrl, imageDataUrl, looseText, referenceId, requiredText, text, timeZone, wholeNumber } from './fields';
import { VERTICALS } from './reference';

/**
 * Campaign shapes: the v1 create/update bodies (ops 28b, 28d), the v1 Campaign record
 * (ops 28a-e, 29), the campaign-with-participation record (ops 25, 26), the v3 brand
 * campaign item (ops 28f-h) and the custom terms item (35c).
 *
 * The v1 Campaign record (`campaign`), field by field. "col" fields are real columns that
 * drive behaviour; the others are stored as sent (campaigns.extra) and returned with the
 * spec's types, defaults shown in brackets when never set.
 *   campaign_id, advertiser_id, network_id      string (network_id: decision 3)
 *   title                                        string, 5-45 characters                     col
 *   status                                       a|p|r|n (r = retired), default a             col
 *   destination_url                              http(s) URL                                   col
 *   auto_approve_publisher, hidden_campaign      y|n [n]                                       col
 *   default_commission_rate                      string, exact decimal percentage 0-100, or null
 *   default_commission_value                     string, exact decimal amount, or null          col
 *                                                (exactly one of the two is set; "7.50" style)
 *   default_currency                             GBP|USD|EUR|JPY [the brand's]                  col
 *   cookie_period                                integer seconds >= 0 [2592000]                 col
 *   vertical_id / vertical_name                  integer (our list) / its name [1 Retail]       col
 *   description                                  {<locale>: html string} [{}]                   col
 *   terms                                        {<locale>: {terms: html string}} [{}]          col
 *   campaign_icon                                our hosted URL or null (from campaign_icon or
 *                                                campaign_icon_upload, like the brand icon)     col
 *   advertiser_name, advertiser_icon             the brand's display name and hosted icon
 *   allow_deep_linking [y], secure_tracking [y], allow_third_party_pixel, dont_consolidate,
 *   dont_invoice, is_cpc, recurring_payment_setup, restricted_deep_linking, test_mode,
 *   tq_enabled, pay_publisher_directly           y|n [n]
 *   unique_conversion_refs                       y|n|ignore [n]
 *   multiple_conversions_per_click               "y"|"n"|"suppress" or an integer 2-10 ["n"]
 *   append_url_parameters, associated_campaigns, extra_restricted_deep_linking,
 *   campaign_notes, lead_confirmation_url_fail, lead_confirmation_url_success,
 *   tq_enabled_publishers                        string [""]
 *   automated_invoicing_date, conversion_hiatus_period, default_override,
 *   force_approve_period, ip_tracking_time, tq_auto_approve      integer >= 0 [0]
 *   conversion_type ["sale"], tracking_method pixel|api|s2s ["pixel"]
 *   reporting_timezone                           IANA name ["Europe/London"]
 *   week_start                                   Monday..Sunday, capitalised ["Monday"]
 *   commission_by_meta, commission_by_meta_label Legacy: a string holding a JSON-encoded
 *                                                array of strings ["[]"]; sent as an array
 *                                                or as such a string
 *   campaign_currency_conversions, commissions   array of objects, as sent [[]]
 *   campaign_overloads                           array of {publisher_id, ...} as sent [[]]
 *   promotional_countries                        [{iso, name}] (sent as [{iso}]) [[]]
 *   deeplink_method                              standard|direct ["standard"]
 *   campaign_languages                           {<locale>: {destination_url}} or null
 *   campaign_logo, prepend_url_string, short_link_subdomain, app_tracking_provider
 *   (branch|partnerize), app_tracking_provider_tracking_link, basket_value_cap,
 *   automated_invoicing_po_number, auto_rejected_ips, budget_summary_interval,
 *   budget_summary_start_time, cookie_status, deferred_lead_submission,
 *   invoice_address_1..4, invoice_address_country, invoice_address_postcode,
 *   invoice_company, invoice_contact, invoice_only, network_fee, payment_date,
 *   report_meta_purge_period, tracking_subdomain   string or null [null]
 *   meta_field_values_field_limit, meta_field_values_total_limit   integer or null [null]
 *   custom_terms (ours)                          the current custom terms {campaign_custom_
 *                                                terms_and_conditions_id, title, terms, locale,
 *                                                version, created} or null
 *   created (ours)                               YYYY-MM-DD HH:MM:SS, UTC
 * The campaign-with-participation record (ops 25, 26) adds publisher_status (a|p|r) and
 * campaign_custom_terms_and_conditions_id / _title (strings, "" when the campaign has none).
 */

export const CAMPAIGN_STATUSES = ['a', 'p', 'r', 'n'] as const;
export const CampaignStatus = z.enum(CAMPAIGN_STATUSES);

const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Monday..Sunday in any case; stored and returned capitalised (the campaign sample). */
const weekStart = () =>
  z
    .string()
    .trim()
    .transform((v) => v.charAt(0).toUpperCase() + v.slice(1).toLowerCase())
    .pipe(z.enum(WEEK_DAYS));

/** An exact decimal sent as a string or a number; kept as text so no float ever touches it. */
const decimal = (integerDigits: number, max?: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => new RegExp(`^\\d{1,${integerDigits}}(\\.\\d{1,4})?$`).test(v), {
      params: { kind: 'invalid_format' },
      message: `must be a decimal number with at most ${integerDigits} digits before the point and 4 after`,
    })
    .refine((v) => max === undefined || Number(v) <= max, { params: { kind: 'too_big' }, message: `must be at most ${max}` });

const count = () => wholeNumber(0, 2_147_483_647);
const nullableString = (max = 255) => looseText(max).nullable().optional();

/** An array of strings, or (Legacy) a string holding a JSON-encoded array of strings. */
const jsonStringList = () =>
  z
    .union([
      z.array(z.string().max(255)).max(100),
      z.string().transform((v, ctx) => {
        try {
          const parsed: unknown = JSON.parse(v === '' ? '[]' : v);
          if (Array.isArray(parsed) && parsed.length <= 100 && parsed.every((x) => typeof x === 'string')) return parsed as string[];
        } catch {
          // reported below
        }
        ctx.addIssue({ code: 'custom', params: { kind: 'invalid_format' }, message: 'must be an array of strings or a JSON-encoded array of strings' });
        return z.NEVER;
      }),
    ]);

const CampaignOverloadIn = z.object({
  publisher_id: entityId().transform(String),
  append_url_parameters: text(2000).nullable().optional(),
  basket_value_cap: looseText(50).nullable().optional(),
  default_destination: httpUrl().nullable().optional(),
  description: text(10_000).nullable().optional(),
  hide_hybrid_from_publisher: YesOrNo.optional(),
  is_cpc: YesOrNo.optional(),
  prepend_url_string: text(2000).nullable().optional(),
  test_mode: YesOrNo.optional(),
});

/** Custom terms (ours): setting a different title, terms or locale publishes a new version; null removes them. */
export const CustomTermsIn = z.object({
  title: requiredText(255),
  terms: requiredText(100_000),
  locale: Locale.default('en'),
});
export type CustomTermsIn = z.output<typeof CustomTermsIn>;

/** Fields kept in campaigns.extra, with their input schema. */
export const campaignExtraFields = {
  allow_deep_linking: YesOrNo.optional(),
  allow_third_party_pixel: YesOrNo.optional(),
  dont_consolidate: YesOrNo.optional(),
  dont_invoice: YesOrNo.optional(),
  is_cpc: YesOrNo.optional(),
  recurring_payment_setup: YesOrNo.optional(),
  restricted_deep_linking: YesOrNo.optional(),
  secure_tracking: YesOrNo.optional(),
  test_mode: YesOrNo.optional(),
  tq_enabled: YesOrNo.optional(),
  pay_publisher_directly: YesOrNo.optional(),
  unique_conversion_refs: z.enum(['y', 'n', 'ignore']).optional(),
  multiple_conversions_per_click: z
    .union([z.enum(['y', 'n', 'suppress']), wholeNumber(2, 10)])
    .optional(),
  append_url_parameters: text(2000).optional(),
  associated_campaigns: text(2000).optional(),
  extra_restricted_deep_linking: text(2000).optional(),
  campaign_notes: text(10_000).optional(),
  lead_confirmation_url_fail: text(2048).optional(),
  lead_confirmation_url_success: text(2048).optional(),
  tq_enabled_publishers: text(2000).optional(),
  automated_invoicing_date: wholeNumber(0, 31).optional(),
  conversion_hiatus_period: count().optional(),
  default_override: count().optional(),
  force_approve_period: count().optional(),
  ip_tracking_time: count().optional(),
  tq_auto_approve: count().optional(),
  conversion_type: requiredText(50).optional(),
  tracking_method: z.enum(['pixel', 'api', 's2s']).optional(),
  reporting_timezone: timeZone().optional(),
  week_start: weekStart().optional(),
  commission_by_meta: jsonStringList().optional(),
  commission_by_meta_label: jsonStringList().optional(),
  campaign_currency_conversions: z.array(z.record(z.string(), z.unknown())).max(100).optional(),
  commissions: z.array(z.record(z.string(), z.unknown())).max(1000).optional(),
  campaign_overloads: z.array(CampaignOverloadIn).max(1000).optional(),
  promotional_countries: z
    .array(z.union([Country, z.object({ iso: Country })]).transform((c) => (typeof c === 'string' ? c : c.iso)))
    .max(300)
    .optional(),
  deeplink_method: z.enum(['standard', 'direct']).optional(),
  campaign_languages: z.partialRecord(Locale, z.object({ destination_url: httpUrl() })).nullable().optional(),
  campaign_logo: nullableString(2048),
  prepend_url_string: nullableString(2000),
  short_link_subdomain: nullableString(),
  app_tracking_provider: z.enum(['branch', 'partnerize']).nullable().optional(),
  app_tracking_provider_tracking_link: nullableString(2048),
  basket_value_cap: decimal(10).nullable().optional(),
  meta_field_values_field_limit: count().nullable().optional(),
  meta_field_values_total_limit: count().nullable().optional(),
  automated_invoicing_po_number: nullableString(),
  auto_rejected_ips: nullableString(10_000),
  budget_summary_interval: nullableString(),
  budget_summary_start_time: nullableString(),
  cookie_status: nullableString(),
  deferred_lead_submission: nullableString(),
  invoice_address_1: nullableString(),
  invoice_address_2: nullableString(),
  invoice_address_3: nullableString(),
  invoice_address_4: nullableString(),
  invoice_address_country: nullableString(),
  invoice_address_postcode: nullableString(),
  invoice_company: nullableString(),
  invoice_contact: nullableString(),
  invoice_only: nullableString(),
  network_fee: nullableString(),
  payment_date: nullableString(),
  report_meta_purge_period: nullableString(),
  tracking_subdomain: nullableString(),
};
export const CAMPAIGN_EXTRA_KEYS = Object.keys(campaignExtraFields) as (keyof typeof campaignExtraFields)[];

/** What an unset extra field reads as. */
export const CAMPAIGN_EXTRA_DEFAULTS: Record<string, unknown> = {
  allow_deep_linking: 'y',
  allow_third_party_pixel: 'n',
  dont_consolidate: 'n',
  dont_invoice: 'n',
  is_cpc: 'n',
  recurring_payment_setup: 'n',
  restricted_deep_linking: 'n',
  secure_tracking: 'y',
  test_mode: 'n',
  tq_enabled: 'n',
  pay_publisher_directly: 'n',
  unique_conversion_refs: 'n',
  multiple_conversions_per_click: 'n',
  append_url_parameters: '',
  associated_campaigns: '',
  extra_restricted_deep_linking: '',
  campaign_notes: '',
  lead_confirmation_url_fail: '',
  lead_confirmation_url_success: '',
  tq_enabled_publishers: '',
  automated_invoicing_date: 0,
  conversion_hiatus_period: 0,
  default_override: 0,
  force_approve_period: 0,
  ip_tracking_time: 0,
  tq_auto_approve: 0,
  conversion_type: 'sale',
  tracking_method: 'pixel',
  reporting_timezone: 'Europe/London',
  week_start: 'Monday',
  commission_by_meta: [],
  commission_by_meta_label: [],
  campaign_currency_conversions: [],
  commissions: [],
  campaign_overloads: [],
  promotional_countries: [],
  deeplink_method: 'standard',
  campaign_languages: null,
  campaign_logo: null,
  prepend_url_string: null,
  short_link_subdomain: null,
  app_tracking_provider: null,
  app_tracking_provider_tracking_link: null,
  basket_value_cap: null,
  meta_field_values_field_limit: null,
  meta_field_values_total_limit: null,
  automated_invoicing_po_number: null,
  auto_rejected_ips: null,
  budget_summary_interval: null,
  budget_summary_start_time: null,
  cookie_status: null,
  deferred_lead_submission: null,
  invoice_address_1: null,
  invoice_address_2: null,
  invoice_address_3: null,
  invoice_address_4: null,
  invoice_address_country: null,
  invoice_address_postcode: null,
  invoice_company: null,
  invoice_contact: null,
  invoice_only: null,
  network_fee: null,
  payment_date: null,
  report_meta_purge_period: null,
  tracking_subdomain: null,
};

/** The fields create and update share; every one optional here. */
const campaignFields = {
  title: z.string().trim().min(5).max(45),
  status: CampaignStatus.optional(),
  destination_url: httpUrl(),
  auto_approve_publisher: YesOrNo.optional(),
  hidden_campaign: YesOrNo.optional(),
  default_commission_rate: decimal(3, 100).nullable().optional(),
  default_commission_value: decimal(10).nullable().optional(),
  default_currency: Currency.optional(),
  cookie_period: count().optional(),
  vertical_id: referenceId(VERTICALS, 'vertical').optional(),
  description: z.partialRecord(Locale, text(100_000)).optional(),
  terms: z.partialRecord(Locale, z.object({ terms: text(100_000) })).optional(),
  /** URL of a PNG or JPEG the server downloads; null removes the icon. */
  campaign_icon: httpUrl().nullable().optional(),
  /** The same image as a base64 data URL. */
  campaign_icon_upload: imageDataUrl().nullable().optional(),
  custom_terms: CustomTermsIn.nullable().optional(),
  ...campaignExtraFields,
};

type IconFields = { campaign_icon?: string | null; campaign_icon_upload?: string | null };
const oneIconSource = (v: IconFields) =>
  v.campaign_icon === undefined || v.campaign_icon_upload === undefined || (v.campaign_icon === null && v.campaign_icon_upload === null);
const oneIconSourceIssue = {
  path: ['campaign_icon_upload'],
  params: { kind: 'unexpected_attribute' },
  message: 'must not be sent together with campaign_icon; send one or the other',
};

/**
 * Create campaign (op 28b): flat; advertiser_id, title and destination_url required, and
 * exactly one of default_commission_rate / default_commission_value. Unknown attributes
 * (and read-only ones such as campaign_id) are ignored, as v1 always has.
 */
export const CreateCampaignIn = z
  .object({ ...campaignFields, advertiser_id: entityId() })
  .refine(oneIconSource, oneIconSourceIssue);
export type CreateCampaignIn = z.output<typeof CreateCampaignIn>;

/**
 * Update campaign (op 28d): campaign_id required (it must be the one in the path); every
 * other field optional, absent fields stay as they are. advertiser_id cannot change.
 */
export const UpdateCampaignIn = z
  .object({
    ...campaignFields,
    campaign_id: entityId(),
    title: campaignFields.title.optional(),
    destination_url: campaignFields.destination_url.optional(),
    advertiser_id: z.union([z.string(), z.number()]).optional(),
  })
  .refine(oneIconSource, oneIconSourceIssue);
export type UpdateCampaignIn = z.output<typeof UpdateCampaignIn>;

/** The part of a create or update body both service functions take. */
export type CampaignFieldsIn = Partial<Omit<CreateCampaignIn, 'advertiser_id'>>;

/** Retire campaign (op 28e): POST /campaign/{campaign_id} with action "delete". */
export const RetireCampaignIn = z.object({
  action: z.literal('delete'),
  campaign_id: entityId(),
  retire_reason: requiredText(1000),
});

/** Query of op 28a: an optional network filter; another network's id matches nothing. */
export const CampaignListQuery = z.object({ network_id: entityId().optional() });

/** v3 extra_info keys we know (op 28g/28h); the list only grows. */
export const EXTRA_INFO_KEYS = ['shopify_shop_id'] as const;

/** `extra_info` query: comma list of keys, `*` for all; unknown keys ignored. */
export const ExtraInfoQuery = z.object({
  extra_info: z
    .string()
    .transform((v) => {
      const keys = v.split(',').map((s) => s.trim()).filter(Boolean);
      return keys.includes('*') ? [...EXTRA_INFO_KEYS] : EXTRA_INFO_KEYS.filter((k) => keys.includes(k));
    })
    .optional(),
});

/** Query of op 28f. */
export const BrandCampaignsQuery = ExtraInfoQuery.extend({ brand_id: entityId().optional() });

/** Body of op 28h: only extra_info, only known keys (v3: unknown attributes are refused); null removes a key. */
export const PatchCampaignIn = z.strictObject({
  extra_info: z.strictObject({ shopify_shop_id: text(1024).nullable().optional() }),
});
export type PatchCampaignIn = z.output<typeof PatchCampaignIn>;

// ---------------------------------------------------------------- responses

const yn = YesOrNo;
const str = z.string();
const nstr = z.string().nullable();

export const CustomTermsSummaryOut = z.object({
  campaign_custom_terms_and_conditions_id: str,
  title: str,
  terms: str,
  locale: str,
  version: z.number().int(),
  created: str,
});

/** The v1 Campaign record (see the top of this file). */
export const CampaignOut = z.object({
  campaign_id: str,
  advertiser_id: str,
  network_id: str,
  title: str,
  status: CampaignStatus,
  destination_url: str,
  advertiser_name: str,
  advertiser_icon: nstr,
  campaign_icon: nstr,
  auto_approve_publisher: yn,
  hidden_campaign: yn,
  default_commission_rate: nstr,
  default_commission_value: nstr,
  default_currency: Currency,
  cookie_period: z.number().int(),
  vertical_id: z.number().int(),
  vertical_name: str,
  description: z.record(z.string(), z.string()),
  terms: z.record(z.string(), z.object({ terms: z.string() })),
  allow_deep_linking: yn,
  allow_third_party_pixel: yn,
  dont_consolidate: yn,
  dont_invoice: yn,
  is_cpc: yn,
  recurring_payment_setup: yn,
  restricted_deep_linking: yn,
  secure_tracking: yn,
  test_mode: yn,
  tq_enabled: yn,
  pay_publisher_directly: yn,
  unique_conversion_refs: z.enum(['y', 'n', 'ignore']),
  multiple_conversions_per_click: z.union([z.enum(['y', 'n', 'suppress']), z.number().int()]),
  append_url_parameters: str,
  associated_campaigns: str,
  extra_restricted_deep_linking: str,
  campaign_notes: str,
  lead_confirmation_url_fail: str,
  lead_confirmation_url_success: str,
  tq_enabled_publishers: str,
  automated_invoicing_date: z.number().int(),
  conversion_hiatus_period: z.number().int(),
  default_override: z.number().int(),
  force_approve_period: z.number().int(),
  ip_tracking_time: z.number().int(),
  tq_auto_approve: z.number().int(),
  conversion_type: str,
  tracking_method: z.enum(['pixel', 'api', 's2s']),
  reporting_timezone: str,
  week_start: z.enum(WEEK_DAYS),
  commission_by_meta: str,
  commission_by_meta_label: str,
  campaign_currency_conversions: z.array(z.record(z.string(), z.unknown())),
  commissions: z.array(z.record(z.string(), z.unknown())),
  campaign_overloads: z.array(z.record(z.string(), z.unknown())),
  promotional_countries: z.array(z.object({ iso: str, name: str })),
  deeplink_method: z.enum(['standard', 'direct']),
  campaign_languages: z.record(z.string(), z.object({ destination_url: str })).nullable(),
  campaign_logo: nstr,
  prepend_url_string: nstr,
  short_link_subdomain: nstr,
  app_tracking_provider: z.enum(['branch', 'partnerize']).nullable(),
  app_tracking_provider_tracking_link: nstr,
  basket_value_cap: nstr,
  meta_field_values_field_limit: z.number().int().nullable(),
  meta_field_values_total_limit: z.number().int().nullable(),
  automated_invoicing_po_number: nstr,
  auto_rejected_ips: nstr,
  budget_summary_interval: nstr,
  budget_summary_start_time: nstr,
  cookie_status: nstr,
  deferred_lead_submission: nstr,
  invoice_address_1: nstr,
  invoice_address_2: nstr,
  invoice_address_3: nstr,
  invoice_address_4: nstr,
  invoice_address_country: nstr,
  invoice_address_postcode: nstr,
  invoice_company: nstr,
  invoice_contact: nstr,
  invoice_only: nstr,
  network_fee: nstr,
  payment_date: nstr,
  report_meta_purge_period: nstr,
  tracking_subdomain: nstr,
  custom_terms: CustomTermsSummaryOut.nullable(),
  created: str,
});
export type CampaignOut = z.infer<typeof CampaignOut>;

/** v1 participation status letters (ENDPOINTS decision 11: t reads as p in v1). */
export const V1ParticipationStatus = z.enum(['a', 'p', 'r']);

/** The campaign-with-participation record (ops 25, 26). */
export const CampaignWithParticipationOut = CampaignOut.extend({
  publisher_status: V1ParticipationStatus,
  campaign_custom_terms_and_conditions_id: str,
  campaign_custom_terms_and_conditions_title: str,
});
export type CampaignWithParticipationOut = z.infer<typeof CampaignWithParticipationOut>;

export const CampaignBodyOut = z.object({ campaign: CampaignOut });

/** Ops 28a and 29: v1 collection with our paging extension. */
export const CampaignListOut = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  campaigns: z.array(z.object({ campaign: CampaignOut })),
  hypermedia: z.object({
    pagination: z.object({
      total_page_count: z.number().int(),
      total_item_count: z.number().int(),
      first_page: str,
      last_page: str,
      next_page: nstr,
      previous_page: nstr,
    }),
  }),
});

export const RetireCampaignOut = z.object({
  campaign: CampaignOut,
  status: z.object({ status: z.literal('Deleted'), message: str, retire_reason: str, campaign_id: str }),
});

/** An item of v3 ops 28f/28g; extra_info only when asked for. */
export const BrandCampaignV3Out = z.object({
  id: str,
  title: str,
  brand: z.object({ id: str, name: str, display_name: nstr }),
  extra_info: z.record(z.string(), z.string()).optional(),
});
export type BrandCampaignV3Out = z.infer<typeof BrandCampaignV3Out>;

export const BrandCampaignListV3Out = z.object({ data: z.array(BrandCampaignV3Out) });
export const BrandCampaignV3Body = z.object({ data: BrandCampaignV3Out });

/** An item of 35c (Legacy: items are not wrapped). */
export const CustomTermsItemOut = z.object({
  campaign_custom_terms_and_conditions_id: str,
  campaign_id: str,
  title: str,
  terms: str,
  locale: str,
  active: yn,
  created: str,
});
export const CustomTermsListOut = z.object({ custom_terms: z.array(CustomTermsItemOut) });

/** An item of 35g: 35c's fields and the partner's side of them (Legacy: "null" strings). */
export const PartnerCustomTermsItemOut = CustomTermsItemOut.extend({
  publisher_id: str,
  /** When the partner was approved on the campaign (YYYY-MM-DD HH:MM:SS), or the string "null". */
  approved: str,
  /** y when the campaign's current custom terms were accepted by the partner. */
  agreed_latest_terms: yn,
  /** The participation status in v1 letters (a|p|r; an invitation reads as p), or "null". */
  status: z.enum(['a', 'p', 'r', 'null']),
  /** Ours: y when the partner accepted this version. */
  acknowledged: yn,
});
export const PartnerCustomTermsListOut = z.object({ custom_terms: z.array(PartnerCustomTermsItemOut) });

/** Currency names and symbols for the discovery `currency` object. */
export const CURRENCY_INFO: Record<string, { name: string; symbol: string }> = {
  GBP: { name: 'Pound sterling', symbol: '£' },
  USD: { name: 'US dollar', symbol: '$' },
  EUR: { name: 'Euro', symbol: '€' },
  JPY: { name: 'Japanese yen', symbol: '¥' },
};

