import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { CLICK_INVALID_REASONS, DEVICE_CLASSES } from '../../schemas/enums';
import { ref, timestamptz } from './columns';

/**
 * One click on a tracking link. Partitioned by month on clicked_at (see the migration that
 * creates it and lib/services/tracking for partition upkeep and retention), so the primary key
 * carries clicked_at and there are no foreign keys: partitions are dropped whole when they age
 * out. Lookups by clickref also bound clicked_at (a cookie period), so they touch few partitions.
 */
export const clicks = pgTable(
  'clicks',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    clickedAt: timestamptz('clicked_at').notNull().defaultNow(),
    /** The public id appended to the destination and returned by the brand with a conversion. */
    clickref: text('clickref').notNull(),
    networkId: ref('network_id').notNull(),
    campaignId: ref('campaign_id').notNull(),
    partnerId: ref('partner_id').notNull(),
    trackingLinkId: ref('tracking_link_id'),
    creativeId: ref('creative_id'),
    /** standard, or cpc for the cost-per-click link form. */
    type: text('type').notNull().default('standard'),
    pubref: text('pubref'),
    adref: text('adref'),
    destinationUrl: text('destination_url').notNull(),
    /** The deep link the partner asked for when it was refused (outside the brand's domains). */
    refusedDeepLink: text('refused_deep_link'),
    referer: text('referer'),
    userAgent: text('user_agent'),
    device: text('device', { enum: DEVICE_CLASSES }).notNull().default('other'),
    /**
     * ISO 3166-1 alpha-2 country, upper case, from the geo-IP header a proxy or CDN in front of
     * the network adds (CLICK_COUNTRY_HEADER); null when none is configured or it gave no country.
     */
    country: text('country'),
    /** Truncated address or keyed hash (CLICK_IP_MODE); never the raw address. */
    ipDigest: text('ip_digest'),
    creditable: boolean('creditable').notNull(),
    invalidReason: text('invalid_reason', { enum: CLICK_INVALID_REASONS }),
    metaData: jsonb('meta_data').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.clickedAt, t.id] }),
    index('clicks_clickref_idx').on(t.clickref),
    index('clicks_campaign_time_idx').on(t.campaignId, t.clickedAt),
    index('clicks_partner_time_idx').on(t.partnerId, t.clickedAt),
    index('clicks_network_time_idx').on(t.networkId, t.clickedAt),
  ],
);

/**
 * Clicks past the flood limit (CLICK_FLOOD_LIMIT per address and campaign within
 * CLICK_FLOOD_WINDOW_SECONDS): counted here instead of stored as clicks, one row per address
 * (ip_digest, as clicks store it), link and window slot. No foreign keys, as clicks: rows age out
 * with CLICK_RETENTION_MONTHS (lib/services/tracking/partitions.ts).
 */
export const clickFloodCounts = pgTable(
  'click_flood_counts',
  {
    networkId: ref('network_id').notNull(),
    /** Start of the CLICK_FLOOD_WINDOW_SECONDS-long slot (aligned to the Unix epoch). */
    windowStart: timestamptz('window_start').notNull(),
    campaignId: ref('campaign_id').notNull(),
    partnerId: ref('partner_id').notNull(),
    ipDigest: text('ip_digest').notNull(),
    clicks: integer('clicks').notNull(),
    lastClickedAt: timestamptz('last_clicked_at').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'click_flood_counts_pk',
      columns: [t.networkId, t.windowStart, t.campaignId, t.partnerId, t.ipDigest],
    }),
  ],
);
