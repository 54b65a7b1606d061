import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { DEVICE_CLASSES } from '../../schemas/enums';
import { ref, timestamptz } from './columns';

/**
 * One showing of a partner's creative or impression pixel (lib/services/tracking/
 * serve-impression.ts). Only valid impressions are stored: what a click would be refused for
 * (unknown or inactive link, bot, self view) records nothing, so there is no verdict column.
 * Kept lean, as it takes many rows per click, and without foreign keys, as clicks: rows age out
 * with CLICK_RETENTION_MONTHS (lib/services/tracking/partitions.ts). The analytics read it by
 * network and time.
 */
export const impressions = pgTable(
  'impressions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    impressedAt: timestamptz('impressed_at').notNull().defaultNow(),
    networkId: ref('network_id').notNull(),
    campaignId: ref('campaign_id').notNull(),
    partnerId: ref('partner_id').notNull(),
    creativeId: ref('creative_id'),
    pubref: text('pubref'),
    adref: text('adref'),
    device: text('device', { enum: DEVICE_CLASSES }).notNull().default('other'),
    /** As clicks store it: ISO 3166-1 alpha-2 from CLICK_COUNTRY_HEADER, else null. */
    country: text('country'),
    /** As clicks store it (CLICK_IP_MODE); never the raw address. */
    ipDigest: text('ip_digest'),
  },
  (t) => [index('impressions_network_time_idx').on(t.networkId, t.impressedAt)],
);
