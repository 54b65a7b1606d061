import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { DEAL_OFFER_TYPES } from '../../schemas/enums';
import { createdAt, id, ref, requiredRef, timestamptz, updatedAt } from './columns';
import { networks } from './networks';
import { campaigns } from './campaigns';
import { images } from './images';
import { users } from './users';

/**
 * What a campaign gives its partners to promote (issue 20): creatives (banners with their images,
 * text links, HTML) organised by tags, deals (timed offers) and product feeds (the location of
 * the brand's product file; we store the metadata and never fetch the file).
 */

/**
 * A creative of a campaign. `creativeTypeId` is the reference's creative type (1 Banner,
 * 2 HTML, 3 Text Link; lib/schemas/creative.ts). `html` is the sanitised markup of an HTML
 * creative. A null destination means the campaign's own.
 */
export const creatives = pgTable(
  'creatives',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    creativeTypeId: integer('creative_type_id').notNull(),
    active: boolean('active').notNull().default(true),
    advertiserReference: text('advertiser_reference').notNull().default(''),
    description: text('description').notNull().default(''),
    html: text('html'),
    destination: text('destination'),
    width: integer('width'),
    height: integer('height'),
    startAt: timestamptz('start_at'),
    endAt: timestamptz('end_at'),
    customAppendUrlParameters: text('custom_append_url_parameters').notNull().default(''),
    customPrependUrlParameters: text('custom_prepend_url_parameters').notNull().default(''),
    createdBy: ref('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('creatives_campaign_idx').on(t.campaignId, t.id),
    index('creatives_network_idx').on(t.networkId, t.id),
  ],
);

/** One item of a creative: for banners an image (one size of the banner). Never deleted; `active` n withdraws it. */
export const creativeItems = pgTable(
  'creative_items',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    creativeId: requiredRef('creative_id', () => creatives.id),
    imageId: ref('image_id').references(() => images.id),
    filename: text('filename').notNull().default(''),
    description: text('description').notNull().default(''),
    specificDestination: text('specific_destination'),
    active: boolean('active').notNull().default(true),
    createdBy: ref('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('creative_items_creative_idx').on(t.creativeId, t.id)],
);

/** A campaign's creative tag; names are unique per campaign, ignoring case. */
export const creativeTags = pgTable(
  'creative_tags',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    name: text('name').notNull(),
    createdBy: ref('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('creative_tags_campaign_name_idx').on(t.campaignId, sql`lower(${t.name})`)],
);

/** Which creatives carry which tag (a deleted tag or creative takes its rows with it). */
export const creativeTagLinks = pgTable(
  'creative_tag_links',
  {
    tagId: requiredRef('tag_id', () => creativeTags.id, { onDelete: 'cascade' }),
    creativeId: requiredRef('creative_id', () => creatives.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.creativeId] }),
    index('creative_tag_links_creative_idx').on(t.creativeId),
  ],
);

/** A timed offer of a campaign. DELETE sets active false (the reference: "the same as active n"). */
export const deals = pgTable(
  'deals',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    terms: text('terms'),
    couponCode: text('coupon_code'),
    countryIso: text('country_iso'),
    category: text('category'),
    offerType: text('offer_type', { enum: DEAL_OFFER_TYPES }).notNull(),
    offerValue: text('offer_value').notNull(),
    advertiserReference: text('advertiser_reference'),
    startAt: timestamptz('start_at'),
    endAt: timestamptz('end_at'),
    destination: text('destination'),
    active: boolean('active').notNull().default(true),
    createdBy: ref('created_by').references(() => users.id),
    createdAt: createdAt(),
    /** Null until the deal is first changed (the reference's updated_at). */
    updatedAt: timestamptz('updated_at'),
  },
  (t) => [
    index('deals_campaign_idx').on(t.campaignId, t.id),
    index('deals_network_idx').on(t.networkId, t.id),
  ],
);

/**
 * A product feed of a campaign: where the brand's product file is. `location` identifies the
 * feed within its campaign and never changes. We do not fetch or parse the file.
 */
export const productFeeds = pgTable(
  'product_feeds',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    name: text('name').notNull(),
    location: text('location').notNull(),
    active: boolean('active').notNull().default(true),
    fetchFrequency: integer('fetch_frequency').notNull().default(86400),
    dynamic: integer('dynamic').notNull().default(0),
    createdBy: ref('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_feeds_campaign_location_idx').on(t.campaignId, t.location),
    index('product_feeds_network_idx').on(t.networkId, t.id),
  ],
);
