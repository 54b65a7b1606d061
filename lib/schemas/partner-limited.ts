import { z } from 'zod';
import { NetworkStatus } from './enums';

const nullableText = z.string().nullable();

/** The Partner record's keys a brand user receives as null (every key stays, so `record[key]` works). */
export const HIDDEN_PARTNER_KEYS = [
  'company_division',
  'contact_name',
  'contact_email',
  'contact_locale',
  'created_by',
  'default_currency',
  'abn',
  'campaign_select',
  'foreign_identifier',
  'gst_registered',
  'im_provider',
  'im_username',
  'is_affiliate_user',
  'is_foreign_network',
  'is_lead_user',
  'is_us_registered',
  'legal_entity',
  'network_notes',
  'phone',
  'phone_area',
  'reporting_identifier',
  'reporting_timezone',
  'signup_ip',
  'terms_and_conditions_id',
  'uk_vat_registered',
  'us_tax_state',
  'vat_number',
  'week_start',
] as const;

/**
 * The limited record brand users get for every partner
 * (docs/api-decisions.md#partners-as-brand-users-see-them):
 * what identifies the partner and what a brand weighs when inviting or accepting it (the
 * reference's partner discovery shows name, company, country, vertical and promotional method).
 * Never notes, IP addresses, contact details, phone numbers, addresses or tax ids: those keys
 * are present with null values, never absent.
 */
export const LimitedPartnerOut = z
  .object({
    publisher_id: z.string(),
    account_name: z.string(),
    company_name: z.string(),
    company_logo: nullableText.meta({ description: 'URL of the logo as served by this app' }),
    description: nullableText,
    created: z.string().meta({ description: 'YYYY-MM-DD HH:MM:SS, UTC' }),
    network_id: z.string(),
    network_status: NetworkStatus,
    operating_country: nullableText,
    promotional_method: z.number().int(),
    promotional_method_name: z.string(),
    vertical: z.number().int(),
    vertical_name: z.string(),
    // Every other key of the Partner record, present and null: clients index them directly.
    ...Object.fromEntries(HIDDEN_PARTNER_KEYS.map((k) => [k, z.null()])),
  })
  .meta({ id: 'LimitedPublisher' });
export type LimitedPartnerOut = z.infer<typeof LimitedPartnerOut>;
