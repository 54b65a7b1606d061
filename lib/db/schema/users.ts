import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { USER_ROLES } from '../../schemas/enums';
import { createdAt, id, ref, requiredRef, timestamptz } from './columns';
import { networks } from './networks';

export const users = pgTable(
  'users',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    role: text('role', { enum: USER_ROLES }).notNull(),
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
    apiKeyRotatedAt: timestamptz('api_key_rotated_at').notNull().defaultNow(),
    /**
     * Console sessions carry the version they were signed in with; sign-out and a password
     * change bump it, which ends every session issued before.
     */
    sessionVersion: integer('session_version').notNull().default(1),
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
    networkId: requiredRef('network_id', () => networks.id),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    brandId: ref('brand_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.brandId] }),
    index('user_brand_grants_brand_idx').on(t.brandId),
  ],
);

/**
 * Addresses a user has signed in from successfully (SHA-256 of the address): the sign-in
 * throttle never applies its account-wide limit to them, so failures from elsewhere cannot
 * lock the user out of its usual address.
 */
export const userSignInAddresses = pgTable(
  'user_sign_in_addresses',
  {
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    lastSuccessAt: timestamptz('last_success_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.addressHash] })],
);
