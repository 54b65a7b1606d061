import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, timestamptz } from './columns';
import { users } from './users';

/**
 * One Idempotency-Key per user: the request's hash, and once it finished, its outcome as sent
 * (status, headers worth replaying, body text). A row still `pending` is a request in flight,
 * held by `holder` while its lease runs; `committed_at` is written in the change's own
 * transaction, so a retry that takes over a dead holder's key knows whether the change applied.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: requiredRef('user_id', () => users.id),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['pending', 'done'] })
      .notNull()
      .default('pending'),
    status: integer('status'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    body: text('body'),
    /** The request holding a pending key; a retry that takes the key over writes its own. */
    holder: text('holder'),
    /** The holder renews this while it runs; once past, the next retry may take the key over. */
    leaseExpiresAt: timestamptz('lease_expires_at')
      .notNull()
      .default(sql`now()`),
    /** Set in the transaction of the change the holder applied (lib/services/audit). */
    committedAt: timestamptz('committed_at'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at')
      .notNull()
      .default(sql`now() + interval '24 hours'`),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_expiry_idx').on(t.expiresAt),
  ],
);
