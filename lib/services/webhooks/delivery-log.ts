import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { webhookAttempts, webhookDeliveries, webhookEvents } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { WebhookDeliveriesQuery } from '@/lib/schemas/webhook-endpoint';
import { recordChanges } from '../audit/record-changes';
import { wakeWebhookDispatcher } from './emit-events';
import { findWebhook, requireWebhookAdmin } from './webhook-endpoints';

/** An endpoint's delivery log (staff only) and manual redelivery. */

type WebhookEventRow = typeof webhookEvents.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;

export interface WebhookDeliveryRecord {
  delivery: typeof webhookDeliveries.$inferSelect;
  event: WebhookEventRow;
  attempts: WebhookAttemptRow[];
}

async function withEventsAndAttempts(
  db: DbOrTx,
  networkId: number,
  rows: (typeof webhookDeliveries.$inferSelect)[],
): Promise<WebhookDeliveryRecord[]> {
  if (!rows.length) return [];
  const [events, attempts] = await Promise.all([
    db
      .select()
      .from(webhookEvents)
      .where(
        and(
          eq(webhookEvents.networkId, networkId),
          inArray(webhookEvents.id, [...new Set(rows.map((r) => r.eventId))]),
        ),
      ),
    db
      .select()
      .from(webhookAttempts)
      .where(
        and(
          eq(webhookAttempts.networkId, networkId),
          inArray(
            webhookAttempts.deliveryId,
            rows.map((r) => r.id),
          ),
        ),
      )
      .orderBy(asc(webhookAttempts.id)),
  ]);
  const eventById = new Map(events.map((e) => [e.id, e]));
  const attemptsOf = new Map<number, WebhookAttemptRow[]>();
  for (const a of attempts)
    attemptsOf.set(a.deliveryId, [...(attemptsOf.get(a.deliveryId) ?? []), a]);
  return rows.flatMap((delivery) => {
    const event = eventById.get(delivery.eventId);
    return event ? [{ delivery, event, attempts: attemptsOf.get(delivery.id) ?? [] }] : [];
  });
}

/** An endpoint's deliveries, newest first, each with its event and every attempt. Staff only. */
export async function listWebhookDeliveries(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  webhookId: number,
  query: WebhookDeliveriesQuery,
  page: { offset: number; limit: number },
): Promise<{ total: number; items: WebhookDeliveryRecord[] }> {
  requireWebhookAdmin(principal, networkId, "read the network's webhook deliveries");
  await findWebhook(db, networkId, webhookId);
  const conditions: SQL[] = [
    eq(webhookDeliveries.networkId, networkId),
    eq(webhookDeliveries.endpointId, webhookId),
  ];
  if (query.status) conditions.push(eq(webhookDeliveries.status, query.status));
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(webhookDeliveries)
      .where(where),
  ]);
  return { total: count?.n ?? 0, items: await withEventsAndAttempts(db, networkId, rows) };
}

/**
 * Sends an event to an endpoint again (staff only): a fresh pending delivery of the same
 * event (same event id, so receivers can recognise it) is created and sent at once; the
 * original delivery and its attempts stay in the log as they were. The endpoint must be
 * enabled: deliveries to a disabled endpoint would only wait.
 */
export async function redeliverWebhook(
  db: Db,
  principal: Principal,
  networkId: number,
  webhookId: number,
  deliveryId: number,
): Promise<WebhookDeliveryRecord> {
  requireWebhookAdmin(principal, networkId, 'redeliver webhook events');
  const created = await db.transaction(async (tx) => {
    const webhook = await findWebhook(tx, networkId, webhookId);
    const [original] = await tx
      .select()
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.networkId, networkId),
          eq(webhookDeliveries.endpointId, webhookId),
          eq(webhookDeliveries.id, deliveryId),
        ),
      )
      .limit(1);
    if (!original) throw AppError.notFound('Delivery');
    if (!webhook.enabled)
      throw AppError.field(
        ['webhook_id'],
        'invalid_value',
        'webhook_id names a disabled webhook: enable it before redelivering',
      );
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({ networkId, endpointId: webhookId, eventId: original.eventId })
      .returning();
    await recordChanges(tx, { networkId, userId: principal.userId }, [
      {
        entityType: 'webhook',
        entityId: webhookId,
        action: 'redelivered',
        after: {
          delivery_id: String(row!.id),
          of_delivery_id: String(deliveryId),
          event_id: original.eventId,
        },
      },
    ]);
    return row!;
  });
  wakeWebhookDispatcher();
  const [record] = await withEventsAndAttempts(db, networkId, [created]);
  return record!;
}
