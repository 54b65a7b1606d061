import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, requiredRef, timestamptz } from './columns';
import { networks } from './networks';

/**
 * A public partner sign-up waiting for its e-mail address to be confirmed. Nothing else is
 * created until the link in the confirmation e-mail is used: then the partner and its user
 * are created from `details` and this row is deleted (the token works once). Only the
 * token's SHA-256 hash and the password's argon2id hash are stored.
 */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The sign-up body without the password, and the sign-up address. */
    details: jsonb('details').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pending_signups_expires_idx').on(t.expiresAt)],
);
