import type { Principal } from '@/lib/auth/principal';
import type { PartnerV2Record } from '@/lib/services/partners';
import { camrefOf } from '@/lib/services/participations';
import { buildTrackingLink } from '@/lib/services/tracking';
import {
  BRAND_PUBLISHER_FIELDS,
  DEFAULT_PUBLISHER_FIELDS,
  type PublisherV2Field,
  type PublisherV2Out,
} from '@/lib/schemas/publisher-v2';
import { PROMOTIONAL_METHODS, VERTICALS } from '@/lib/schemas/reference';
import { COUNTRY_LIST } from '@/lib/schemas/reference/data';
import { imageUrl, isoDateTime } from './common';

/**
 * The v2 Publisher record (Partnerize publishers API). Staff get every field asked for; brand
 * users only BRAND_PUBLISHER_FIELDS (docs/api-decisions.md#partners-as-brand-users-see-them):
 * never notes, IP address, contact details, locale, address, collections or phone.
 */

const COUNTRIES = new Map(COUNTRY_LIST.map((c) => [c.iso, c]));

function countryOf(iso: string | null | undefined) {
  const c = iso ? COUNTRIES.get(iso.toUpperCase()) : undefined;
  return c ? { id: String(c.ref_country_id), iso: c.iso, name: c.printable_name } : null;
}

const CAMPAIGN_STATUS = {
  a: 'approved',
  p: 'requested',
  t: 'invited',
  r: 'rejected',
} as const;

type Values = { [K in PublisherV2Field]-?: (p: PartnerV2Record) => PublisherV2Out[K] };

function valuesFor(origin: string): Values {
  return {
    id: (p) => String(p.id),
    name: (p) => p.accountName,
    company_name: (p) => p.companyName,
    company_logo: (p) => imageUrl(origin, p.logo),
    contact_email: (p) => p.contactEmail,
    contact_name: (p) => p.contactName || null,
    locale: (p) => p.contactLocale,
    operating_country: (p) => countryOf(p.operatingCountry),
    vertical: (p) => ({ id: String(p.vertical), name: VERTICALS[p.vertical] ?? '' }),
    promotional_method: (p) => ({
      id: String(p.promotionalMethod),
      name: PROMOTIONAL_METHODS[p.promotionalMethod] ?? '',
    }),
    websites: (p) =>
      p.websites.map((w) => ({
        id: String(w.id),
        website_url: w.websiteUrl,
        description: w.description,
      })),
    campaigns: (p) =>
      p.participations.map((c) => ({
        id: String(c.campaignId),
        name: c.title,
        status: CAMPAIGN_STATUS[c.status],
        camref: camrefOf(c.campaignId, p.id),
        tracking_link:
          c.status === 'a'
            ? buildTrackingLink(origin, { campaignId: c.campaignId, partnerId: p.id }).url
            : null,
        status_changed_at: isoDateTime(c.changedAt),
        destination_url: c.destinationUrl,
        advertiser_id: String(c.brandId),
      })),
    commission_groups: (p) => p.groups.map((g) => ({ id: String(g.id), name: g.name })),
    partner_collection_ids: (p) => p.collectionIds.map(String),
    signup_ip: (p) => p.signupIp,
    network_notes: (p) => p.networkNotes,
    network_id: (p) => String(p.networkId),
    account_created: (p) => isoDateTime(p.createdAt),
    description: (p) => p.description,
    active: (p) => p.networkStatus === 'a',
    address: (p) => ({
      line1: p.address?.address1 ?? null,
      line2: p.address?.address2 ?? null,
      line3: p.address?.address3 ?? null,
      line4: p.address?.address4 ?? null,
      postcode: p.address?.postcode ?? null,
      country: p.address?.country ?? null,
    }),
    network_status: (p) => p.networkStatus,
    default_currency: (p) => p.defaultCurrency,
    phone_number: (p) =>
      p.phone ? [p.phoneArea, p.phone].filter(Boolean).join(' ') : (p.phoneArea ?? null),
    reporting_identifier: (p) => p.reportingIdentifier,
    promotional_countries: (p) =>
      [...new Set(p.websites.map((w) => w.websiteCountry?.toUpperCase()))]
        .map(countryOf)
        .filter((c) => c !== null),
    metadata: () => null,
    website_info: (p) =>
      p.websites.map((w) => ({
        website_url: w.websiteUrl,
        verification_status: 'unverified' as const,
      })),
  };
}

/** The fields a viewer gets: those asked for (or the default set), less what it may not see. */
function partnerFieldsFor(
  viewer: Principal,
  fields: PublisherV2Field[] | undefined,
): PublisherV2Field[] {
  const asked = [...new Set(fields?.length ? fields : DEFAULT_PUBLISHER_FIELDS)];
  return viewer.role === 'network' ? asked : asked.filter((f) => BRAND_PUBLISHER_FIELDS.has(f));
}

/** A presenter for one request: the fields are chosen once, then applied to every row. */
export function partnerV2Presenter(
  origin: string,
  viewer: Principal,
  fields?: PublisherV2Field[],
): (p: PartnerV2Record) => PublisherV2Out {
  const values = valuesFor(origin);
  const chosen = partnerFieldsFor(viewer, fields);
  return (p) => Object.fromEntries(chosen.map((f) => [f, values[f](p)])) as PublisherV2Out;
}
