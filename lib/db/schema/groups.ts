import { boolean, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, requiredRef, timestamptz, updatedAt } from './columns';
import { networks } from './networks';
import { brands } from './brands';
import { campaigns } from './campaigns';
import { partners } from './partners';
import { users } from './users';

/**
 * A saved selection of a network's partners (the reference's partner collections): staff gather
 * partners into one to act on them together. A collection made with a ttl expires; deleting one
 * stamps deleted_at (the reference returns `delete`).
 */
export const partnerCollections = pgTable(
  'partner_collections',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    /** Ours: the reference's collections carry no name; the console shows this one. */
    name: text('name'),
    createdBy: ref('created_by').references(() => users.id),
    expiresAt: timestamptz('expires_at'),
    deletedAt: timestamptz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('partner_collections_network_idx').on(t.networkId, t.id)],
);

export const partnerCollectionMembers = pgTable(
  'partner_collection_members',
  {
    collectionId: requiredRef('collection_id', () => partnerCollections.id, {
      onDelete: 'cascade',
    }),
    partnerId: requiredRef('partner_id', () => partners.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.partnerId] }),
    index('partner_collection_members_partner_idx').on(t.partnerId),
  ],
);

/**
 * A partner (commission) group of one campaign: the partners in it can be paid by the group's
 * commission rules while the group is active and inside its optional time window.
 */
export const partnerGroups = pgTable(
  'commission_groups',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    startAt: timestamptz('start_at'),
    endAt: timestamptz('end_at'),
    createdBy: ref('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('commission_groups_campaign_idx').on(t.campaignId, t.id),
    index('commission_groups_network_idx').on(t.networkId, t.id),
  ],
);

export const partnerGroupMembers = pgTable(
  'commission_group_members',
  {
    groupId: requiredRef('group_id', () => partnerGroups.id, { onDelete: 'cascade' }),
    partnerId: requiredRef('partner_id', () => partners.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.partnerId] }),
    index('commission_group_members_partner_idx').on(t.partnerId),
  ],
);

/** A brand's named set of its campaigns (the reference's campaign groups). */
export const campaignGroups = pgTable(
  'campaign_groups',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    brandId: requiredRef('brand_id', () => brands.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('campaign_groups_brand_idx').on(t.brandId, t.id)],
);

export const campaignGroupMembers = pgTable(
  'campaign_group_members',
  {
    groupId: requiredRef('group_id', () => campaignGroups.id, { onDelete: 'cascade' }),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.campaignId] }),
    index('campaign_group_members_campaign_idx').on(t.campaignId),
  ],
);
