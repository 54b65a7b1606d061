import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { NETWORK_STATUSES } from '../../schemas/enums';
import { createdAt, id, ref, requiredRef, updatedAt } from './columns';
import { networks } from './networks';
import { images } from './images';

export const brands = pgTable(
  'brands',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    accountName: text('account_name').notNull(),
    companyName: text('company_name').notNull(),
    displayName: text('display_name'),
    contactEmail: text('contact_email'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    address3: text('address3'),
    address4: text('address4'),
    postcode: text('postcode').notNull(),
    country: text('country').notNull(),
    phone: text('phone').notNull(),
    phoneArea: text('phone_area'),
    signupIp: text('signup_ip').notNull(),
    status: text('status', { enum: NETWORK_STATUSES }).notNull().default('a'),
    /** Discovery settings: whether the brand takes part in partner discovery (`participating`). */
    discoveryParticipating: boolean('discovery_participating').notNull().default(true),
    defaultCurrency: text('default_currency').notNull().default('GBP'),
    paymentCurrency: text('payment_currency').notNull().default('GBP'),
    vatNumber: text('vat_number'),
    prePayment: text('pre_payment'),
    currentBalance: text('current_balance'),
    budgetSummaryInterval: text('budget_summary_interval'),
    budgetSummaryStartTime: text('budget_summary_start_time'),
    iconImageId: ref('icon_image_id').references(() => images.id),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('brands_network_account_name_unique').on(t.networkId, sql`lower(${t.accountName})`),
    index('brands_network_idx').on(t.networkId, t.id),
  ],
);

/** Domains a brand allows deep links to (the `with=deeplink-domains` expansion). */
export const brandDeeplinkDomains = pgTable(
  'brand_deeplink_domains',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    brandId: requiredRef('brand_id', () => brands.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('brand_deeplink_domains_brand_idx').on(t.brandId)],
);
