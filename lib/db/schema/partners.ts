import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { NETWORK_STATUSES } from '../../schemas/enums';
import { createdAt, id, ref, requiredRef, updatedAt } from './columns';
import { networks } from './networks';
import { images } from './images';
import { users } from './users';

export const partners = pgTable(
  'partners',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    accountName: text('account_name').notNull(),
    companyName: text('company_name').notNull().default(''),
    companyDivision: text('company_division'),
    companyLogoImageId: ref('company_logo_image_id').references(() => images.id),
    contactName: text('contact_name').notNull().default(''),
    contactEmail: text('contact_email').notNull(),
    contactLocale: text('contact_locale').notNull().default('en'),
    defaultCurrency: text('default_currency').notNull().default('GBP'),
    description: text('description'),
    abn: text('abn'),
    campaignSelect: text('campaign_select'),
    foreignIdentifier: text('foreign_identifier'),
    gstRegistered: text('gst_registered'),
    imProvider: text('im_provider').notNull().default(''),
    imUsername: text('im_username').notNull().default(''),
    isAffiliateUser: boolean('is_affiliate_user').notNull().default(false),
    isForeignNetwork: boolean('is_foreign_network').notNull().default(false),
    isLeadUser: boolean('is_lead_user').notNull().default(false),
    legalEntity: text('legal_entity'),
    networkNotes: text('network_notes'),
    networkStatus: text('network_status', { enum: NETWORK_STATUSES }).notNull(),
    operatingCountry: text('operating_country'),
    phone: text('phone'),
    phoneArea: text('phone_area'),
    promotionalMethod: integer('promotional_method').notNull(),
    reportingIdentifier: text('reporting_identifier'),
    reportingTimezone: text('reporting_timezone').notNull().default('Europe/London'),
    signupIp: text('signup_ip').notNull(),
    termsId: ref('terms_id'),
    ukVatRegistered: boolean('uk_vat_registered').notNull().default(false),
    usTaxState: text('us_tax_state'),
    vatNumber: text('vat_number'),
    vertical: integer('vertical').notNull(),
    weekStart: text('week_start').notNull().default('monday'),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('partners_network_account_name_unique').on(
      t.networkId,
      sql`lower(${t.accountName})`,
    ),
    index('partners_network_status_idx').on(t.networkId, t.networkStatus, t.id),
    index('partners_network_idx').on(t.networkId, t.id),
  ],
);

/** Every change of a partner's network status: who, when, from, to. */
export const partnerStatusChanges = pgTable(
  'partner_status_changes',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    partnerId: requiredRef('partner_id', () => partners.id),
    fromStatus: text('from_status', { enum: NETWORK_STATUSES }),
    toStatus: text('to_status', { enum: NETWORK_STATUSES }).notNull(),
    actorUserId: ref('actor_user_id').references(() => users.id),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('partner_status_changes_partner_idx').on(t.partnerId, t.id)],
);

export const partnerWebsites = pgTable(
  'partner_websites',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    partnerId: requiredRef('partner_id', () => partners.id),
    active: boolean('active').notNull().default(true),
    primary: boolean('primary').notNull().default(false),
    description: text('description').notNull().default(''),
    websiteCountry: text('website_country'),
    websiteName: text('website_name'),
    websiteType: integer('website_type').notNull().default(2),
    websiteUrl: text('website_url').notNull(),
    websiteVertical: integer('website_vertical').notNull().default(2),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('partner_websites_partner_idx').on(t.partnerId, t.id),
    uniqueIndex('partner_websites_one_primary')
      .on(t.partnerId)
      .where(sql`${t.primary}`),
  ],
);

export const partnerDatabases = pgTable(
  'partner_databases',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    partnerId: requiredRef('partner_id', () => partners.id),
    active: boolean('active').notNull().default(true),
    creationMethod: text('creation_method').notNull(),
    databaseName: text('database_name').notNull(),
    size: integer('size').notNull(),
    female: integer('female').notNull().default(0),
    male: integer('male').notNull().default(0),
    minAge: integer('min_age').notNull().default(0),
    maxAge: integer('max_age').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('partner_databases_partner_idx').on(t.partnerId, t.id)],
);
