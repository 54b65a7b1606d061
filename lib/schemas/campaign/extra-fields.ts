import { z } from 'zod';
import { Country, Locale, YesOrNo } from '../enums';
import { entityId, httpUrl, looseText, requiredText, text, timeZone, wholeNumber } from '../fields';
import {
  APP_TRACKING_PROVIDERS,
  CONVERSIONS_PER_CLICK_WORDS,
  DEEPLINK_METHODS,
  TRACKING_METHODS,
  UNIQUE_CONVERSION_REFS,
  count,
  decimal,
  jsonStringList,
  weekStart,
} from './values';

/**
 * The campaign fields without a column of their own: stored as sent in campaigns.extra and
 * returned with the record's types, or with the default below when never set.
 */

const nullableString = (max = 255) => looseText(max).nullable().optional();

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
  unique_conversion_refs: z.enum(UNIQUE_CONVERSION_REFS).optional(),
  multiple_conversions_per_click: z
    .union([z.enum(CONVERSIONS_PER_CLICK_WORDS), wholeNumber(2, 10)])
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
  tracking_method: z.enum(TRACKING_METHODS).optional(),
  reporting_timezone: timeZone().optional(),
  week_start: weekStart().optional(),
  commission_by_meta: jsonStringList().optional(),
  commission_by_meta_label: jsonStringList().optional(),
  campaign_currency_conversions: z.array(z.record(z.string(), z.unknown())).max(100).optional(),
  commissions: z.array(z.record(z.string(), z.unknown())).max(1000).optional(),
  // Nullable in the reference: null means none, as the default.
  campaign_overloads: z
    .array(CampaignOverloadIn)
    .max(1000)
    .nullable()
    .transform((v) => v ?? [])
    .optional(),
  promotional_countries: z
    .array(
      z
        .union([Country, z.object({ iso: Country })])
        .transform((c) => (typeof c === 'string' ? c : c.iso)),
    )
    .max(300)
    .optional(),
  deeplink_method: z.enum(DEEPLINK_METHODS).optional(),
  campaign_languages: z
    .partialRecord(Locale, z.object({ destination_url: httpUrl() }))
    .nullable()
    .optional(),
  campaign_logo: nullableString(2048),
  prepend_url_string: nullableString(2000),
  short_link_subdomain: nullableString(),
  app_tracking_provider: z.enum(APP_TRACKING_PROVIDERS).nullable().optional(),
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
export const CAMPAIGN_EXTRA_KEYS = Object.keys(
  campaignExtraFields,
) as (keyof typeof campaignExtraFields)[];

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
