import type { Principal } from '@/lib/auth/principal';
import type {
  CreatedPartnerUser,
  DatabaseRow,
  PartnerRecord,
  WebsiteRow,
} from '@/lib/services/partners';
import type {
  DatabaseOut,
  LimitedPartnerOut,
  PartnerOut,
  PartnerUserOut,
  WebsiteOut,
} from '@/lib/schemas/partner';
import { HIDDEN_PARTNER_KEYS } from '@/lib/schemas/partner-limited';
import { PROMOTIONAL_METHODS, VERTICALS, WEBSITE_TYPES } from '@/lib/schemas/reference';
import { imageUrl, legacyNumber, v1DateTime, yn } from './common';

/**
 * The Partner object (v1 `publisher`), for staff and the partner's own users: network_notes are the
 * network's own and hidden from partner users. Brand users get presentPartnerFor's limited record.
 */
export function presentPartner(p: PartnerRecord, origin: string, viewer: Principal): PartnerOut {
  return {
    publisher_id: String(p.id),
    account_name: p.accountName,
    company_name: p.companyName,
    company_division: p.companyDivision,
    company_logo: imageUrl(origin, p.logo),
    contact_name: p.contactName,
    contact_email: p.contactEmail,
    contact_locale: p.contactLocale,
    created: v1DateTime(p.createdAt),
    created_by: p.createdBy === null ? null : String(p.createdBy),
    default_currency: p.defaultCurrency,
    description: p.description,
    abn: p.abn,
    campaign_select: p.campaignSelect,
    foreign_identifier: p.foreignIdentifier,
    gst_registered: p.gstRegistered,
    im_provider: p.imProvider,
    im_username: p.imUsername,
    is_affiliate_user: yn(p.isAffiliateUser),
    is_foreign_network: yn(p.isForeignNetwork),
    is_lead_user: yn(p.isLeadUser),
    is_us_registered: null,
    legal_entity: p.legalEntity,
    network_id: String(p.networkId),
    ...(viewer.role === 'partner' ? {} : { network_notes: p.networkNotes }),
    network_status: p.networkStatus,
    operating_country: p.operatingCountry,
    phone: legacyNumber(p.phone),
    phone_area: legacyNumber(p.phoneArea),
    promotional_method: p.promotionalMethod,
    promotional_method_name: PROMOTIONAL_METHODS[p.promotionalMethod] ?? '',
    reporting_identifier: p.reportingIdentifier,
    reporting_timezone: p.reportingTimezone,
    signup_ip: p.signupIp,
    terms_and_conditions_id: p.termsId,
    uk_vat_registered: yn(p.ukVatRegistered),
    us_tax_state: p.usTaxState,
    vat_number: p.vatNumber === null ? null : legacyNumber(p.vatNumber),
    vertical: p.vertical,
    vertical_name: VERTICALS[p.vertical] ?? '',
    week_start: p.weekStart,
  };
}

/**
 * The limited Partner record brand users get (docs/api-decisions.md#partners-as-brand-users-see-them):
 * no notes, IP address, contact details, phone, address or tax ids (their keys are null).
 */
function presentLimitedPartner(p: PartnerRecord, origin: string): LimitedPartnerOut {
  return {
    publisher_id: String(p.id),
    account_name: p.accountName,
    company_name: p.companyName,
    company_logo: imageUrl(origin, p.logo),
    description: p.description,
    created: v1DateTime(p.createdAt),
    network_id: String(p.networkId),
    network_status: p.networkStatus,
    operating_country: p.operatingCountry,
    promotional_method: p.promotionalMethod,
    promotional_method_name: PROMOTIONAL_METHODS[p.promotionalMethod] ?? '',
    vertical: p.vertical,
    vertical_name: VERTICALS[p.vertical] ?? '',
    ...HIDDEN,
  };
}

const HIDDEN = Object.fromEntries(HIDDEN_PARTNER_KEYS.map((k) => [k, null])) as {
  [K in (typeof HIDDEN_PARTNER_KEYS)[number]]: null;
};

/** A partner in a read open to brand users: the limited record for them, the full one for staff. */
export function presentPartnerFor(
  p: PartnerRecord,
  origin: string,
  viewer: Principal,
): PartnerOut | LimitedPartnerOut {
  return viewer.role === 'brand'
    ? presentLimitedPartner(p, origin)
    : presentPartner(p, origin, viewer);
}

export function presentWebsite(w: WebsiteRow): WebsiteOut {
  return {
    website_id: String(w.id),
    publisher_id: String(w.partnerId),
    active: yn(w.active),
    primary: yn(w.primary),
    description: w.description,
    website_country: w.websiteCountry,
    website_name: w.websiteName,
    website_type: w.websiteType,
    website_type_name: WEBSITE_TYPES[w.websiteType] ?? '',
    website_url: w.websiteUrl,
    website_vertical: w.websiteVertical,
    website_vertical_name: VERTICALS[w.websiteVertical] ?? '',
  };
}

export function presentDatabase(d: DatabaseRow): DatabaseOut {
  return {
    database_id: String(d.id),
    publisher_id: String(d.partnerId),
    active: yn(d.active),
    creation_method: d.creationMethod,
    database_name: d.databaseName,
    size: d.size,
    male: d.male,
    female: d.female,
    min_age: d.minAge,
    max_age: d.maxAge,
  };
}

/** The `user` of POST /user, with the partner nested as `publisher`; the password is never echoed. */
export function presentPartnerUser(
  created: CreatedPartnerUser,
  origin: string,
  viewer: Principal,
): PartnerUserOut {
  const u = created.user;
  return {
    user_id: String(u.id),
    user_name: u.userName,
    email_address: u.email,
    firstname: u.firstname,
    lastname: u.lastname,
    address1: u.address1,
    address2: u.address2,
    address3: u.address3,
    address4: u.address4,
    postcode: u.postcode,
    country: u.country,
    phone: u.phone,
    signup_ip: u.signupIp,
    locale: u.locale,
    created: v1DateTime(u.createdAt),
    network_id: String(u.networkId),
    network_name: created.networkName,
    user_api_key: created.userApiKey,
    publisher: presentPartner(created.partner, origin, viewer),
  };
}
