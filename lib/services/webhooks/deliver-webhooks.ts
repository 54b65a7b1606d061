import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '@/lib/db/schema';
import { logger } from '@/lib/logger';
import { safePost, SafeFetchError } from '@/lib/net/safe-fetch';
import { recordAttempt, type Claimed, type Outcome, type Verdict } from './record-attempt';
import { signWebhook, webhookEventBody } from './sign-webhook';
import { webhookSettings, type WebhookSettings } from './webhook-settings';

/**
 * Delivering webhook events: the pass the queue's webhook worker runs (lib/queue/webhooks.ts),
 * exported so tests and scripts can run one without waiting for a poll.
 *
 * A pass claims due pending deliveries of enabled endpoints in one short statement
 * (FOR UPDATE SKIP LOCKED, attempt counted and a lease set at once), so each attempt is made by
 * one worker on one instance; the HTTP request runs outside any transaction; its outcome is
 * then recorded (one webhook_attempts row per try) together with the delivery's new state and
 * the endpoint's failure count. A worker that dies mid-attempt leaves the lease to expire,
 * and the delivery is tried again (delivery is at least once: receivers dedupe by Webhook-Id).
 */

interface DeliveryPassOptions {
  /** Stop claiming new batches after this long. */
  budgetMs?: number;
  /** Deliveries claimed (and sent concurrently) at a time. */
  batchSize?: number;
  /** Only these networks' deliveries (tests). */
  networkIds?: number[];
}

interface DeliveryPassResult {
  attempted: number;
  succeeded: number;
  /** Failed attempts with attempts left. */
  retrying: number;
  /** Deliveries that used their last attempt. */
  failed: number;
}

/** Claims up to `limit` due deliveries: counts the attempt and leases the row, in one statement. */
async function claim(
  db: Db,
  limit: number,
  leaseMs: number,
  networkIds?: number[],
): Promise<Claimed[]> {
  const conditions = [
    eq(webhookDeliveries.status, 'pending'),
    lte(webhookDeliveries.nextAttemptAt, sql`now()`),
    eq(webhookEndpoints.enabled, true),
  ];
  if (networkIds)
    conditions.push(inArray(webhookDeliveries.networkId, networkIds.length ? networkIds : [-1]));
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(
      webhookEndpoints,
      and(
        eq(webhookEndpoints.id, webhookDeliveries.endpointId),
        eq(webhookEndpoints.networkId, webhookDeliveries.networkId),
      ),
    )
    .where(and(...conditions))
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit)
    .for('update', { of: webhookDeliveries, skipLocked: true });
  return db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      nextAttemptAt: sql`now() + (${leaseMs})::double precision * interval '1 millisecond'`,
    })
    .where(and(inArray(webhookDeliveries.id, due), eq(webhookDeliveries.status, 'pending')))
    .returning({
      id: webhookDeliveries.id,
      networkId: webhookDeliveries.networkId,
      endpointId: webhookDeliveries.endpointId,
      eventId: webhookDeliveries.eventId,
      attempts: webhookDeliveries.attempts,
    });
}

function describeFailure(error: unknown): string {
  if (error instanceof SafeFetchError) {
    if (error.reason === 'blocked_address')
      return 'blocked_address: the URL points to a private, loopback or reserved address, which is not allowed';
    return `${error.reason}: ${error.message}`;
  }
  return `error: ${error instanceof Error ? error.message : String(error)}`;
}

/** Sends one delivery and says what happened; never throws. */
async function attempt(
  endpoint: { url: string; secret: string },
  body: string,
  eventId: string,
  settings: WebhookSettings,
): Promise<Outcome> {
  const started = performance.now();
  const duration = () => Math.max(0, Math.round(performance.now() - started));
  try {
    const timestamp = Math.floor(Date.now() / 1000);
    const res = await safePost(endpoint.url, {
      body,
      timeoutMs: settings.timeoutMs,
      headers: {
        'content-type': 'application/json',
        'webhook-id': eventId,
        'webhook-signature': signWebhook(endpoint.secret, body, timestamp),
      },
    });
    const ok = res.status >= 200 && res.status < 300;
    return {
      ok,
      responseCode: res.status,
      durationMs: duration(),
      error: ok ? null : `http_status: the receiver answered HTTP ${res.status}`,
    };
  } catch (error) {
    return { ok: false, responseCode: null, durationMs: duration(), error: describeFailure(error) };
  }
}

async function deliverBatch(
  db: Db,
  batch: Claimed[],
  settings: WebhookSettings,
): Promise<Verdict[]> {
  const endpointIds = [...new Set(batch.map((c) => c.endpointId))];
  const eventIds = [...new Set(batch.map((c) => c.eventId))];
  const [endpoints, events] = await Promise.all([
    db
      .select({
        id: webhookEndpoints.id,
        url: webhookEndpoints.url,
        secret: webhookEndpoints.secret,
      })
      .from(webhookEndpoints)
      .where(inArray(webhookEndpoints.id, endpointIds)),
    db.select().from(webhookEvents).where(inArray(webhookEvents.id, eventIds)),
  ]);
  const endpointById = new Map(endpoints.map((e) => [e.id, e]));
  const bodyById = new Map(events.map((e) => [e.id, JSON.stringify(webhookEventBody(e))]));
  return Promise.all(
    batch.map(async (claimed) => {
      const endpoint = endpointById.get(claimed.endpointId);
      const body = bodyById.get(claimed.eventId);
      if (!endpoint || body === undefined) return 'stale' as const;
      const outcome = await attempt(endpoint, body, claimed.eventId, settings);
      try {
        return await recordAttempt(db, claimed, outcome, settings);
      } catch (error) {
        // The lease runs out and the delivery is tried again.
        logger.error({ err: error, deliveryId: claimed.id }, 'webhook attempt not recorded');
        return 'stale' as const;
      }
    }),
  );
}

/**
 * Runs one pass: claims and sends due deliveries, batch after batch, until none is due or the
 * budget is spent. Safe to run on several instances at once.
 */
export async function deliverDueWebhooks(
  db: Db,
  options: DeliveryPassOptions = {},
): Promise<DeliveryPassResult> {
  const settings = webhookSettings();
  const deadline = Date.now() + (options.budgetMs ?? 20_000);
  const batchSize = options.batchSize ?? 10;
  // A claim outlives the request it covers; a worker that died leaves it to expire.
  const leaseMs = settings.timeoutMs + 30_000;
  const result: DeliveryPassResult = { attempted: 0, succeeded: 0, retrying: 0, failed: 0 };
  while (Date.now() < deadline) {
    const batch = await claim(db, batchSize, leaseMs, options.networkIds);
    if (!batch.length) break;
    const verdicts = await deliverBatch(db, batch, settings);
    result.attempted += batch.length;
    for (const v of verdicts) if (v !== 'stale') result[v] += 1;
  }
  return result;
}

/** Whether any delivery is due now (the queue's sweep asks before it sends a tick). */
export async function hasDueWebhookDeliveries(db: DbOrTx, networkIds?: number[]): Promise<boolean> {
  const [row] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, sql`now()`),
        eq(webhookEndpoints.enabled, true),
        networkIds
          ? inArray(webhookDeliveries.networkId, networkIds.length ? networkIds : [-1])
          : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}
