import type { Principal } from '@/lib/auth/principal';
import type { PartnerV2Part, PartnerV2Record } from '@/lib/services/partners';
import { DEFAULT_CSV_FIELDS, type CsvField } from '@/lib/schemas/publisher-v2';
import { PROMOTIONAL_METHODS, VERTICALS } from '@/lib/schemas/reference';
import type { CsvColumn } from '../http/csv';
import { v1DateTime } from './common';

/**
 * The columns of POST /v2/networks/{network_id}/publishers.csv, named as in the reference's
 * example (created_date, signup_ip, publisher_id, account_name, ...). `fields` picks column
 * groups in the order given; brand users never get the private ones.
 */

type Column = CsvColumn<PartnerV2Record>;

const titles = (p: PartnerV2Record, status: 'a' | 'p' | 't' | 'r') =>
  p.participations
    .filter((c) => c.status === status)
    .map((c) => c.title)
    .join(',');

const COLUMNS: Record<CsvField, Column[]> = {
  account_created: [{ header: 'created_date', value: (p) => v1DateTime(p.createdAt) }],
  signup_ip: [{ header: 'signup_ip', value: (p) => p.signupIp }],
  id: [{ header: 'publisher_id', value: (p) => String(p.id) }],
  name: [{ header: 'account_name', value: (p) => p.accountName }],
  reporting_identifier: [{ header: 'reporting_identifier', value: (p) => p.reportingIdentifier }],
  campaigns: [
    { header: 'available_campaigns', value: (p) => p.availableCampaigns.join(',') },
    { header: 'approved_campaigns', value: (p) => titles(p, 'a') },
    { header: 'invited_campaigns', value: (p) => titles(p, 't') },
    { header: 'requested_campaigns', value: (p) => titles(p, 'p') },
    { header: 'rejected_campaigns', value: (p) => titles(p, 'r') },
  ],
  contact_name: [{ header: 'contact_name', value: (p) => p.contactName }],
  contact_email: [{ header: 'contact_email', value: (p) => p.contactEmail }],
  company_name: [{ header: 'company_name', value: (p) => p.companyName }],
  phone_number: [
    { header: 'phone_area', value: (p) => p.phoneArea },
    { header: 'phone', value: (p) => p.phone },
  ],
  instant_messaging: [
    { header: 'im_provider', value: (p) => p.imProvider },
    { header: 'im_username', value: (p) => p.imUsername },
  ],
  operating_country: [{ header: 'operating_country', value: (p) => p.operatingCountry }],
  locale: [{ header: 'contact_locale', value: (p) => p.contactLocale }],
  vertical: [{ header: 'vertical_name', value: (p) => VERTICALS[p.vertical] ?? '' }],
  promotional_method: [
    {
      header: 'promotional_method_name',
      value: (p) => PROMOTIONAL_METHODS[p.promotionalMethod] ?? '',
    },
  ],
  websites: [
    {
      header: 'websites_website_url',
      value: (p) => p.websites.map((w) => w.websiteUrl).join(' | '),
    },
  ],
  website_info: [
    {
      header: 'website_verification_status',
      value: (p) => p.websites.map((w) => `${w.websiteUrl} :: unverified`).join(' | '),
    },
  ],
  // We keep no network metadata: no network_metadata_N columns.
  metadata: [],
  network_id: [{ header: 'network_id', value: (p) => String(p.networkId) }],
  network_notes: [{ header: 'network_notes', value: (p) => p.networkNotes }],
  commission_groups: [
    { header: 'commission_groups', value: (p) => p.groups.map((g) => g.name).join(',') },
  ],
  network_status: [{ header: 'network_status', value: (p) => p.networkStatus }],
};

const BRAND_CSV_FIELDS: ReadonlySet<CsvField> = new Set<CsvField>([
  'account_created',
  'id',
  'name',
  'campaigns',
  'company_name',
  'operating_country',
  'vertical',
  'promotional_method',
  'websites',
  'website_info',
  'network_id',
  'commission_groups',
  'network_status',
]);

const PARTS: Partial<Record<CsvField, PartnerV2Part[]>> = {
  campaigns: ['campaigns', 'available'],
  websites: ['websites'],
  website_info: ['websites'],
  commission_groups: ['groups'],
};

/** The export's columns for a viewer, and the parts of the record they need read. */
export function partnerCsvColumns(
  viewer: Principal,
  fields: CsvField[] | undefined,
): { columns: Column[]; parts: Set<PartnerV2Part> } {
  let chosen = [...new Set(fields ?? DEFAULT_CSV_FIELDS)];
  if (viewer.role !== 'network') chosen = chosen.filter((f) => BRAND_CSV_FIELDS.has(f));
  return {
    columns: chosen.flatMap((f) => COLUMNS[f]),
    parts: new Set(chosen.flatMap((f) => PARTS[f] ?? [])),
  };
}
