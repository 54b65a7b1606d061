import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, requiredRef, timestamptz, updatedAt } from './columns';
import { networks } from './networks';
import { partners } from './partners';
import { users } from './users';

/** Who a communication goes to besides `publisher_ids`: segments resolved when it is sent. */
export interface RecipientSegments {
  /** Partners with a participation in these campaigns, in one of these statuses (default approved). */
  campaigns?: { campaignIds: number[]; statuses: ('a' | 'p' | 'r' | 't')[] };
  partnerGroupIds?: number[];
  collectionIds?: number[];
  /** Approved partners whose operating country is one of these (ISO alpha-2). */
  countries?: string[];
  /** Every approved partner of the network. */
  allApproved?: boolean;
}

/**
 * A message a network's staff write to partners (the reference's communications). A draft is
 * edited freely; send moves it to scheduled (a time at least 15 minutes ahead) or sending, and
 * the delivery job to sent once every recipient has an outcome.
 */
export const communications = pgTable(
  'communications',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    createdBy: ref('created_by').references(() => users.id),
    name: text('name').notNull().default(''),
    subject: text('subject').notNull().default(''),
    fromName: text('from_name'),
    fromEmail: text('from_email'),
    replyToEmail: text('reply_to_email'),
    type: text('type', { enum: ['general', 'prospect_invitation'] })
      .notNull()
      .default('general'),
    html: text('html').notNull().default(''),
    unlayerJson: text('unlayer_json'),
    /** The campaigns it is about (`campaigns`). */
    campaignIds: jsonb('campaign_ids').$type<number[]>().notNull().default([]),
    /** Partners named one by one (`publisher_ids`). */
    partnerIds: jsonb('partner_ids').$type<number[]>().notNull().default([]),
    segments: jsonb('segments').$type<RecipientSegments>().notNull().default({}),
    status: text('status', { enum: ['draft', 'scheduled', 'sending', 'sent'] })
      .notNull()
      .default('draft'),
    sendAt: timestamptz('send_at'),
    timezone: text('timezone'),
    jobId: ref('job_id'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('communications_network_idx').on(t.networkId, t.id),
    index('communications_due_idx')
      .on(t.sendAt)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);

/**
 * One partner a communication goes to: at most one row per communication and partner (the
 * unique key). A worker claims a batch (`claimed`), marks each row `sending` and commits before
 * its SMTP call, and `sent` with its Message-ID after
 * (docs/communications.md#exactly-one-message-per-recipient).
 */
export const communicationRecipients = pgTable(
  'communication_recipients',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    communicationId: requiredRef('communication_id', () => communications.id, {
      onDelete: 'cascade',
    }),
    partnerId: requiredRef('partner_id', () => partners.id),
    email: text('email').notNull(),
    status: text('status', {
      enum: ['pending', 'claimed', 'sending', 'sent', 'failed', 'uncertain'],
    })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    claimedAt: timestamptz('claimed_at'),
    messageId: text('message_id'),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
    /** The secret of this message's one-click unsubscribe link. */
    unsubscribeToken: uuid('unsubscribe_token').notNull().defaultRandom(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('communication_recipients_one_per_partner').on(t.communicationId, t.partnerId),
    uniqueIndex('communication_recipients_token_unique').on(t.unsubscribeToken),
    index('communication_recipients_due_idx')
      .on(t.communicationId, t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A partner who asked for no more mail of a kind (RFC 8058 one-click), honoured by every later send. */
export const mailUnsubscribes = pgTable(
  'mail_unsubscribes',
  {
    networkId: requiredRef('network_id', () => networks.id),
    partnerId: requiredRef('partner_id', () => partners.id),
    kind: text('kind', { enum: ['communications'] }).notNull(),
    /** The communication whose link was used. */
    communicationId: ref('communication_id').references(() => communications.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.kind] }),
    index('mail_unsubscribes_communication_idx').on(t.communicationId),
  ],
);
