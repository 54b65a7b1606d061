import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { CAMPAIGN_STATUSES } from '../../schemas/enums';
import { amount, createdAt, id, ref, requiredRef, timestamptz, updatedAt } from './columns';
import { networks } from './networks';
import { brands } from './brands';
import { images } from './images';
import { users } from './users';
import { partners } from './partners';

export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    brandId: requiredRef('brand_id', () => brands.id),
    title: text('title').notNull(),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('a'),
    destinationUrl: text('destination_url').notNull(),
    autoApprovePartner: boolean('auto_approve_publisher').notNull().default(false),
    hiddenCampaign: boolean('hidden_campaign').notNull().default(false),
    /** Discovery settings: whether partners can discover the campaign (`shown`). */
    discoveryShown: boolean('discovery_shown').notNull().default(true),
    defaultCommissionRate: numeric('default_commission_rate', { precision: 12, scale: 4 }),
    defaultCommissionValue: amount('default_commission_value'),
    defaultCurrency: text('default_currency').notNull().default('GBP'),
    cookiePeriod: integer('cookie_period').notNull().default(2592000),
    /** Days an approved conversion waits before it locks (docs/jobs-and-conversions.md#lifecycle). */
    lockPeriodDays: integer('lock_period_days').notNull().default(30),
    /** The largest sale value recorded; null: the deployment's default (docs/jobs-and-conversions.md#sale-limits). */
    maxSaleValue: amount('max_sale_value'),
    /** How many days back a sale may be dated; null: the deployment's default. */
    saleWindowDays: integer('sale_window_days'),
    verticalId: integer('vertical_id').notNull().default(2),
    description: jsonb('description').$type<Record<string, string>>().notNull().default({}),
    terms: jsonb('terms').$type<Record<string, { terms: string }>>().notNull().default({}),
    iconImageId: ref('icon_image_id').references(() => images.id),
    /** The current custom terms partners must accept (the latest version), or null for none. */
    customTermsId: ref('custom_terms_id').references((): AnyPgColumn => campaignTerms.id),
    /** v3 extra_info (the v3 campaign GET and PATCH): integration keys such as shopify_shop_id. */
    extraInfo: jsonb('extra_info').$type<Record<string, string>>().notNull().default({}),
    /** The remaining fields of the campaign object, stored and returned as sent. */
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    createdBy: ref('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('campaigns_brand_idx').on(t.brandId, t.id),
    index('campaigns_network_idx').on(t.networkId, t.id),
    // Discovery's campaigns of a brand (lib/services/discovery.ts), read from the index alone.
    index('campaigns_discoverable_idx')
      .on(t.brandId, t.id)
      .where(sql`${t.status} = 'a' and not ${t.hiddenCampaign} and ${t.discoveryShown}`),
  ],
);

/**
 * Custom terms of a campaign. The campaign's general custom terms are versioned: each change is
 * a new row (a new terms id) and campaigns.custom_terms_id names the current one. Partner terms
 * (partner_specific) apply only to the partners associated with them (campaign_terms_partners).
 * version counts every terms row of the campaign. A deleted row stays (deleted_at) so that what
 * partners accepted can still be read.
 */
export const campaignTerms = pgTable(
  'campaign_terms',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    locale: text('locale').notNull().default('en'),
    content: text('content').notNull(),
    partnerSpecific: boolean('partner_specific').notNull().default(false),
    deletedAt: timestamptz('deleted_at'),
    deletedBy: ref('deleted_by').references(() => users.id),
    createdBy: ref('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('campaign_terms_version_unique').on(t.campaignId, t.version)],
);

/** A partner's acknowledgement of one version of a campaign's custom terms. */
export const campaignTermsAcknowledgements = pgTable(
  'campaign_terms_acknowledgements',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    partnerId: requiredRef('partner_id', () => partners.id),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    termsId: requiredRef('terms_id', () => campaignTerms.id),
    createdBy: ref('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('campaign_terms_ack_partner_terms_unique').on(t.partnerId, t.termsId),
    index('campaign_terms_ack_terms_idx').on(t.termsId),
  ],
);
