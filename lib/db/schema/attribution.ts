import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { VOUCHER_ACTIONS } from '../../schemas/enums';
import { createdAt, id, ref, requiredRef, timestamptz, updatedAt } from './columns';
import { networks } from './networks';
import { campaigns } from './campaigns';
import { partners } from './partners';
import { users } from './users';

/**
 * A campaign's voucher (coupon) code, the reference's voucher codes: a code a brand's customers
 * type at checkout, mapped to the partner it credits (ours: the reference assigns codes to
 * commission groups, kept here as given). Unique per campaign ignoring case. A code attributes
 * a conversion only while active, inside its optional window, and while its partner is approved
 * on the campaign (lib/services/attribution).
 */
export const voucherCodes = pgTable(
  'voucher_codes',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    /** As the brand wrote it; matched ignoring case. */
    code: text('code').notNull(),
    /** The partner the code credits; null for a code that credits nobody. */
    partnerId: ref('partner_id').references(() => partners.id),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    startAt: timestamptz('start_at'),
    endAt: timestamptz('end_at'),
    onExpiry: text('on_expiry', { enum: VOUCHER_ACTIONS }).notNull().default('ignore'),
    onInvalidUser: text('on_invalid_user', { enum: VOUCHER_ACTIONS }).notNull().default('ignore'),
    /** The campaign's commission (partner) groups the code is allocated to, ids ascending. */
    partnerGroupIds: jsonb('commission_group_ids').$type<number[]>().notNull().default([]),
    createdBy: ref('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('voucher_codes_campaign_code_unique').on(t.campaignId, sql`lower(${t.code})`),
    index('voucher_codes_partner_idx').on(t.partnerId, t.campaignId),
  ],
);

/**
 * How a campaign attributes and accepts conversions; a campaign without a row has the defaults.
 * voucher_precedence: a valid voucher code beats a click (the reference's exclusive codes).
 * pixel_conversions: unsigned conversion URLs (image and JavaScript tags) are accepted.
 * tracking_secret: the key of signed conversion URLs (HMAC-SHA256), shown once when made.
 */
export const campaignAttribution = pgTable('campaign_attribution', {
  campaignId: bigint('campaign_id', { mode: 'number' })
    .primaryKey()
    .references(() => campaigns.id),
  networkId: requiredRef('network_id', () => networks.id),
  voucherPrecedence: boolean('voucher_precedence').notNull().default(false),
  pixelConversions: boolean('pixel_conversions').notNull().default(true),
  trackingSecret: text('tracking_secret'),
  secretCreatedAt: timestamptz('secret_created_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
