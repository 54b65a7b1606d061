import { index, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns';
import { networks } from './networks';
import { campaigns } from './campaigns';
import { partners } from './partners';

export const conversionStatuses = ['pending', 'approved', 'rejected', 'fraudulent'] as const;

export const conversions = pgTable(
  'conversions',
  {
    id: id(),
    networkId: ref('network_id').notNull().references(() => networks.id),
    campaignId: ref('campaign_id').notNull().references(() => campaigns.id),
    partnerId: ref('partner_id').notNull().references(() => partners.id),
    conversionReference: text('conversion_reference').notNull(),
    publisherReference: text('publisher_reference'),
    advertiserReference: text('advertiser_reference'),
    customerReference: text('customer_reference'),
    customerType: text('customer_type', { enum: ['new', 'existing'] }),
    status: text('status', { enum: conversionStatuses }).notNull().default('pending'),
    currency: text('currency').notNull(),
    value: numeric('value', { precision: 14, scale: 4 }).notNull(),
    commission: numeric('commission', { precision: 14, scale: 4 }).notNull(),
    reason: text('reason'),
    meta: jsonb('meta').$type<Record<string, string>>().notNull().default({}),
    conversionTime: timestamp('conversion_time', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('conversions_campaign_reference_unique').on(t.campaignId, t.conversionReference),
    index('conversions_partner_time_idx').on(t.partnerId, t.conversionTime, t.id),
  ],
);

export const conversionItems = pgTable(
  'conversion_items',
  {
    id: id(),
    networkId: ref('network_id').notNull().references(() => networks.id),
    conversionId: ref('conversion_id').notNull().references(() => conversions.id),
    sku: text('sku'),
    category: text('category'),
    status: text('status', { enum: conversionStatuses }).notNull().default('pending'),
    itemValue: numeric('item_value', { precision: 14, scale: 4 }).notNull(),
    itemCommission: numeric('item_commission', { precision: 14, scale: 4 }).notNull(),
    reason: text('reason'),
    meta: jsonb('meta').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('conversion_items_conversion_idx').on(t.conversionId)],
);
