import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns';
import { networks } from './networks';

export const userRoles = ['network', 'brand', 'partner'] as const;
export type UserRole = (typeof userRoles)[number];

export const users = pgTable(
  'users',
  {
    id: id(),
    networkId: ref('network_id').notNull().references(() => networks.id),
    role: text('role', { enum: userRoles }).notNull(),
    /** Set for partner users: the partner they act for. */
    partnerId: ref('partner_id'),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    firstname: text('firstname'),
    lastname: text('lastname'),
    locale: text('locale').notNull().default('en'),
    address1: text('address1'),
    address2: text('address2'),
    address3: text('address3'),
    address4: text('address4'),
    postcode: text('postcode'),
    country: text('country'),
    phone: text('phone'),
    signupIp: text('signup_ip'),
    /** argon2id hash; null when the user has no console login. */
    passwordHash: text('password_hash'),
    apiKeyHash: text('api_key_hash').notNull().unique(),
    apiKeyPrefix: text('api_key_prefix').notNull(),
    apiKeyRotatedAt: timestamp('api_key_rotated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_network_user_name_unique').on(t.networkId, sql`lower(${t.userName})`),
    index('users_network_idx').on(t.networkId),
  ],
);

/** A brand user may act for the brands granted to it. */
export const userBrandGrants = pgTable(
  'user_brand_grants',
  {
    networkId: ref('network_id').notNull().references(() => networks.id),
    userId: ref('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    brandId: ref('brand_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.brandId] }), index('user_brand_grants_brand_idx').on(t.brandId)],
);
