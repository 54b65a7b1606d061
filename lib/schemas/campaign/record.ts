import { z } from 'zod';
import { CampaignStatus, Currency, V1ParticipationStatus, YesOrNo } from '../enums';
import {
  APP_TRACKING_PROVIDERS,
  CONVERSIONS_PER_CLICK_WORDS,
  DEEPLINK_METHODS,
  TRACKING_METHODS,
  UNIQUE_CONVERSION_REFS,
  WEEK_DAYS,
} from './values';

/** The v1 campaign bodies: GET/POST /campaign, GET/PUT/POST /campaign/{campaign_id}. */

const yn = YesOrNo;
const str = z.string();
const nstr = z.string().nullable();

const CustomTermsSummaryOut = z.object({
  campaign_custom_terms_and_conditions_id: str,
  title: str,
  terms: str,
  locale: str,
  version: z.number().int(),
  created: str,
});

/**
 * The v1 Campaign record. Ids are strings; the fields of campaigns.extra read as their
 * default (extra-fields.ts) when never set; advertiser_name and advertiser_icon are the
 * brand's shown name and hosted icon; created (ours) is YYYY-MM-DD HH:MM:SS, UTC.
 */
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
  unique_conversion_refs: z.enum(UNIQUE_CONVERSION_REFS),
  multiple_conversions_per_click: z.union([z.enum(CONVERSIONS_PER_CLICK_WORDS), z.number().int()]),
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
  tracking_method: z.enum(TRACKING_METHODS),
  reporting_timezone: str,
  week_start: z.enum(WEEK_DAYS),
  // Legacy: strings holding a JSON-encoded array of strings.
  commission_by_meta: str,
  commission_by_meta_label: str,
  campaign_currency_conversions: z.array(z.record(z.string(), z.unknown())),
  commissions: z.array(z.record(z.string(), z.unknown())),
  campaign_overloads: z.array(z.record(z.string(), z.unknown())),
  promotional_countries: z.array(z.object({ iso: str, name: str })),
  deeplink_method: z.enum(DEEPLINK_METHODS),
  campaign_languages: z.record(z.string(), z.object({ destination_url: str })).nullable(),
  campaign_logo: nstr,
  prepend_url_string: nstr,
  short_link_subdomain: nstr,
  app_tracking_provider: z.enum(APP_TRACKING_PROVIDERS).nullable(),
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
  /** Ours: the current custom terms, or null. */
  custom_terms: CustomTermsSummaryOut.nullable(),
  created: str,
});
export type CampaignOut = z.infer<typeof CampaignOut>;

/**
 * The campaign with the partner's participation (GET /user/publisher/{publisher_id}/campaign/...):
 * publisher_status in v1 letters, and the custom terms id and title ("" when none).
 */
export const CampaignWithParticipationOut = CampaignOut.extend({
  publisher_status: V1ParticipationStatus,
  campaign_custom_terms_and_conditions_id: str,
  campaign_custom_terms_and_conditions_title: str,
  /** Ours: on GET .../campaign/r, why the participation was rejected (null: no reason given). */
  publisher_status_reason: str.nullable().optional(),
});
export type CampaignWithParticipationOut = z.infer<typeof CampaignWithParticipationOut>;

export const CampaignResponse = z.object({ campaign: CampaignOut });

/** GET /campaign and GET /user/advertiser/{advertiser_id}/campaign: v1 collection with our paging extension. */
export const CampaignListResponse = z.object({
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

export const RetireCampaignResponse = z.object({
  campaign: CampaignOut,
  status: z.object({
    status: z.literal('Deleted'),
    message: str,
    retire_reason: str,
    campaign_id: str,
  }),
});
