import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { WEBHOOK_DELIVERY_STATUSES } from '../../schemas/enums';
import { createdAt, id, requiredRef, timestamptz, updatedAt } from './columns';
import { networks } from './networks';

/** A staff-registered receiver of signed event deliveries. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    url: text('url').notNull(),
    description: text('description'),
    /** The HMAC key; it must be readable to sign, so it is stored as given and never echoed after creation. */
    secret: text('secret').notNull(),
    eventTypes: text('event_types').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_network_idx').on(t.networkId, t.id)],
);

/**
 * The outbox: one row per event, written in the same transaction as the change it reports,
 * so an event exists exactly when its change committed.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    networkId: requiredRef('network_id', () => networks.id),
    type: text('type').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_events_network_idx').on(t.networkId, t.createdAt)],
);

/** One event for one endpoint, also written in the change's transaction; its attempts are the delivery log. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    endpointId: requiredRef('endpoint_id', () => webhookEndpoints.id),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastResponseCode: integer('last_response_code'),
    lastError: text('last_error'),
    deliveredAt: timestamptz('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Each try of a delivery: what the receiver answered and how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    deliveryId: requiredRef('delivery_id', () => webhookDeliveries.id),
    responseCode: integer('response_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);
