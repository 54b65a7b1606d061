import { randomBytes } from 'node:crypto';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { WebhookEventType } from '@/lib/schemas/enums';
import { requireOwnNetwork, requireStaff } from '../access';
import { recordChanges } from '../audit/record-changes';

/**
 * Webhook endpoints as the network's staff manage them (register, choose event types,
 * enable or disable, delete). Every query is scoped by the network; another network's
 * endpoint reads as not found. The secret is returned once, by createWebhook, and never again
 * (the audit log stores it redacted). The delivery log is delivery-log.ts; sending is
 * deliver-webhooks.ts, run by the queue (docs/webhooks.md).
 */

type WebhookRow = typeof webhookEndpoints.$inferSelect;
/** An endpoint as reads return it: everything but the secret. */
export type WebhookRecord = Omit<WebhookRow, 'secret'>;

const { secret: _secret, ...publicColumns } = getTableColumns(webhookEndpoints); // eslint-disable-line @typescript-eslint/no-unused-vars

/** `whsec_` and 32 random bytes, base64url. */
function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** What staff register: without a secret one is generated; enabled unless said otherwise. */
export interface WebhookInput {
  url: string;
  description?: string | null;
  secret?: string;
  eventTypes: WebhookEventType[];
  enabled?: boolean;
}

/** The fields a change sets; fields left out are left alone. */
export type WebhookChanges = Partial<WebhookInput>;

export function requireWebhookAdmin(principal: Principal, networkId: number, action: string): void {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, action);
}

export async function findWebhook(
  db: DbOrTx,
  networkId: number,
  webhookId: number,
): Promise<WebhookRecord> {
  const [row] = await db
    .select(publicColumns)
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.networkId, networkId), eq(webhookEndpoints.id, webhookId)))
    .limit(1);
  if (!row) throw AppError.notFound('Webhook');
  return row;
}

/** What the audit log keeps of an endpoint (the secret never; redactSecrets would hide it anyway). */
const auditView = (w: WebhookRecord) => ({
  url: w.url,
  description: w.description,
  event_types: w.eventTypes,
  enabled: w.enabled,
  disabled_reason: w.disabledReason,
});

/** The network's endpoints, oldest first. Staff only. */
export async function listWebhooks(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  page: { offset: number; limit: number },
): Promise<{ total: number; items: WebhookRecord[] }> {
  requireWebhookAdmin(principal, networkId, "read the network's webhooks");
  const where = eq(webhookEndpoints.networkId, networkId);
  const [items, [count]] = await Promise.all([
    db
      .select(publicColumns)
      .from(webhookEndpoints)
      .where(where)
      .orderBy(asc(webhookEndpoints.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(webhookEndpoints)
      .where(where),
  ]);
  return { total: count?.n ?? 0, items };
}

export async function getWebhook(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  webhookId: number,
): Promise<WebhookRecord> {
  requireWebhookAdmin(principal, networkId, "read the network's webhooks");
  return findWebhook(db, networkId, webhookId);
}

export interface CreatedWebhook extends WebhookRecord {
  /** Returned only here: reads never show it. */
  secret: string;
}

/** Registers an endpoint (staff only); a secret is generated when none is given. */
export async function createWebhook(
  db: Db,
  principal: Principal,
  networkId: number,
  input: WebhookInput,
): Promise<CreatedWebhook> {
  requireWebhookAdmin(principal, networkId, 'register webhooks');
  const secret = input.secret ?? generateWebhookSecret();
  const enabled = input.enabled ?? true;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        networkId,
        url: input.url,
        description: input.description ?? null,
        secret,
        eventTypes: input.eventTypes,
        enabled,
        disabledReason: enabled ? null : 'Disabled by staff',
      })
      .returning();
    const { secret: stored, ...record } = row!;
    await recordChanges(tx, { networkId, userId: principal.userId }, [
      { entityType: 'webhook', entityId: record.id, action: 'created', after: auditView(record) },
    ]);
    return { ...record, secret: stored };
  });
}

/**
 * Changes an endpoint (staff only). Disabling records "Disabled by staff"; re-enabling clears
 * the reason and resets the failure count, so an endpoint fixed by its owner starts afresh.
 */
export async function updateWebhook(
  db: Db,
  principal: Principal,
  networkId: number,
  webhookId: number,
  input: WebhookChanges,
): Promise<WebhookRecord> {
  requireWebhookAdmin(principal, networkId, 'change webhooks');
  return db.transaction(async (tx) => {
    const before = await findWebhook(tx, networkId, webhookId);
    const changes: Partial<typeof webhookEndpoints.$inferInsert> = {};
    if (input.url !== undefined) changes.url = input.url;
    if (input.description !== undefined) changes.description = input.description;
    if (input.eventTypes !== undefined) changes.eventTypes = input.eventTypes;
    if (input.secret !== undefined) changes.secret = input.secret;
    if (input.enabled === true && !before.enabled)
      Object.assign(changes, { enabled: true, disabledReason: null, consecutiveFailures: 0 });
    if (input.enabled === false && before.enabled)
      Object.assign(changes, { enabled: false, disabledReason: 'Disabled by staff' });
    if (!Object.keys(changes).length) return before;
    await tx
      .update(webhookEndpoints)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(webhookEndpoints.networkId, networkId), eq(webhookEndpoints.id, webhookId)));
    const after = await findWebhook(tx, networkId, webhookId);
    const afterView: Record<string, unknown> = auditView(after);
    if (input.secret !== undefined) afterView.secret = 'changed';
    await recordChanges(tx, { networkId, userId: principal.userId }, [
      {
        entityType: 'webhook',
        entityId: webhookId,
        action: 'updated',
        before: auditView(before),
        after: afterView,
      },
    ]);
    return after;
  });
}

/**
 * Deletes an endpoint with its delivery log (staff only). Its events stay: they belong to
 * the network's outbox and may have gone to other endpoints too. To keep the log, disable instead.
 */
export async function deleteWebhook(
  db: Db,
  principal: Principal,
  networkId: number,
  webhookId: number,
): Promise<void> {
  requireWebhookAdmin(principal, networkId, 'delete webhooks');
  await db.transaction(async (tx) => {
    const before = await findWebhook(tx, networkId, webhookId);
    // Lock the endpoint first: a delivery being recorded now waits, or finds its row gone.
    await tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, webhookId))
      .for('update');
    const deliveries = tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.networkId, networkId),
          eq(webhookDeliveries.endpointId, webhookId),
        ),
      );
    await tx
      .delete(webhookAttempts)
      .where(
        and(
          eq(webhookAttempts.networkId, networkId),
          inArray(webhookAttempts.deliveryId, deliveries),
        ),
      );
    await tx
      .delete(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.networkId, networkId),
          eq(webhookDeliveries.endpointId, webhookId),
        ),
      );
    await tx
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.networkId, networkId), eq(webhookEndpoints.id, webhookId)));
    await recordChanges(tx, { networkId, userId: principal.userId }, [
      { entityType: 'webhook', entityId: webhookId, action: 'deleted', before: auditView(before) },
    ]);
  });
}
