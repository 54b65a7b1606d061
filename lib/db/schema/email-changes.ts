import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, requiredRef, timestamptz } from './columns';
import { networks } from './networks';
import { users } from './users';

/**
 * A user's request to change its e-mail address (PATCH /v3/brand/user, /v3/partner/user). The
 * new address is not the user's until the link e-mailed to it is used: then users.email is set
 * and confirmed_at stamped (the token works once). A newer request ends the older ones (their
 * expires_at is moved to the moment of the new one). Only the token's SHA-256 hash is stored.
 * Rows stay a while after they end so the number of requests per hour can be limited.
 */
export const userEmailChanges = pgTable(
  'user_email_changes',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('user_email_changes_user_idx').on(t.userId, t.createdAt)],
);
