import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, requiredRef, timestamptz } from './columns';
import { networks } from './networks';

/**
 * Outgoing e-mail, written in the same transaction as the change that causes it
 * (a transactional outbox), then delivered after commit; a crash between the two
 * leaves the row pending for the next delivery pass.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_pending_idx').on(t.status, t.id),
    // The sign-up's cap on e-mails to the owner of a known address looks them up by address.
    index('email_outbox_recipient_idx').on(t.kind, sql`lower(${t.toAddress})`, t.createdAt),
  ],
);
