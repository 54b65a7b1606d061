import { createHmac } from 'node:crypto';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '@/lib/db/schema';
import { logger } from '@/lib/logger';
import { safePost, SafeFetchError } from '@/lib/net/safe-fetch';
import type { WebhookEventType } from '@/lib/schemas/webhook-events';

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

/** Settings, read from the environment on every pass so tests and operators can change them. */
export interface WebhookSettings {
  /** First retry delay; attempt n waits base * 2^(n-1), capped at maxDelayMs. WEBHOOK_RETRY_BASE_MS, default 60 s. */
  retryBaseMs: number;
  /** WEBHOOK_RETRY_MAX_MS, default 1 hour. */
  maxDelayMs: number;
  /** Tries per delivery before it is failed. WEBHOOK_MAX_ATTEMPTS, default 8. */
  maxAttempts: number;
  /** Failed deliveries in a row after which the endpoint is disabled. WEBHOOK_DISABLE_AFTER, default 5. */
  disableAfter: number;
  /** Time the receiver has to answer. WEBHOOK_TIMEOUT_MS, default 10 s. */
  timeoutMs: number;
}

function envInt(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isFinite(value) && value >= min ? Math.floor(value) : fallback;
}

export function webhookSettings(): WebhookSettings {
  return {
    retryBaseMs: envInt('WEBHOOK_RETRY_BASE_MS', 60_000, 0),
    maxDelayMs: envInt('WEBHOOK_RETRY_MAX_MS', 3_600_000, 0),
    maxAttempts: envInt('WEBHOOK_MAX_ATTEMPTS', 8, 1),
    disableAfter: envInt('WEBHOOK_DISABLE_AFTER', 5, 1),
    timeoutMs: envInt('WEBHOOK_TIMEOUT_MS', 10_000, 1),
  };
}

/** Delay before the attempt after failed attempt `attempt` (1-based). */
export function retryDelayMs(attempt: number, settings: Pick<WebhookSettings, 'retryBaseMs' | 'maxDelayMs'> = webhookSettings()): number {
  return Math.min(settings.retryBaseMs * 2 ** Math.max(0, attempt - 1), settings.maxDelayMs);
}

// ---------------------------------------------------------------- body and signature

export interface WebhookEventBody {
  id: string;
  type: WebhookEventType;
  created: string;
  network: { id: string };
  data: Record<string, unknown>;
}

/** The JSON body of every delivery of an event (WebhookEventOut): the same on each retry. */
export function webhookEventBody(event: typeof webhookEvents.$inferSelect): WebhookEventBody {
  return {
    id: event.id,
    type: event.type as WebhookEventType,
    created: event.createdAt.toISOString(),
    network: { id: String(event.networkId) },
    data: (event.data ?? {}) as Record<string, unknown>,
  };
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`; the secret's UTF-8 bytes are the key. */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

// ---------------------------------------------------------------- one pass

export interface DeliveryPassOptions {
  /** Stop claiming new batches after this long. */
  budgetMs?: number;
  /** Deliveries claimed (and sent concurrently) at a time. */
  batchSize?: number;
  /** Only these networks' deliveries (tests). */
  networkIds?: number[];
}

export interface DeliveryPassResult {
  attempted: number;
  succeeded: number;
  /** Failed attempts with attempts left. */
  retrying: number;
  /** Deliveries that used their last attempt. */
  failed: number;
}

interface Claimed {
  id: number;
  networkId: number;
  endpointId: number;
  eventId: string;
  attempts: number;
}

interface Outcome {
  responseCode: number | null;
  durationMs: number;
  error: string | null;
  ok: boolean;
}

/** Claims up to `limit` due deliveries: counts the attempt and leases the row, in one statement. */
async function claim(db: Db, limit: number, leaseMs: number, networkIds?: number[]): Promise<Claimed[]> {
  const conditions = [eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, sql`now()`), eq(webhookEndpoints.enabled, true)];
  if (networkIds) conditions.push(inArray(webhookDeliveries.networkId, networkIds.length ? networkIds : [-1]));
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, and(eq(webhookEndpoints.id, webhookDeliveries.endpointId), eq(webhookEndpoints.networkId, webhookDeliveries.networkId)))
    .where(and(...conditions))
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit)
    .for('update', { of: webhookDeliveries, skipLocked: true });
  return db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: sql`now() + (${leaseMs})::double precision * interval '1 millisecond'` })
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
    if (error.reason === 'blocked_address') return 'blocked_address: the URL points to a private, loopback or reserved address, which is not allowed';
    return `${error.reason}: ${error.message}`;
  }
  return `error: ${error instanceof Error ? error.message : String(error)}`;
}

/** Sends one delivery and says what happened; never throws. */
async function attempt(endpoint: { url: string; secret: string }, body: string, eventId: string, settings: WebhookSettings): Promise<Outcome> {
  const started = performance.now();
  const duration = () => Math.max(0, Math.round(performance.now() - started));
  try {
    const timestamp = Math.floor(Date.now() / 1000);
    const res = await safePost(endpoint.url, {
      body,
      timeoutMs: settings.timeoutMs,
      headers: { 'content-type': 'application/json', 'webhook-id': eventId, 'webhook-signature': signWebhook(endpoint.secret, body, timestamp) },
    });
    const ok = res.status >= 200 && res.status < 300;
    return { ok, responseCode: res.status, durationMs: duration(), error: ok ? null : `http_status: the receiver answered HTTP ${res.status}` };
  } catch (error) {
    return { ok: false, responseCode: null, durationMs: duration(), error: describeFailure(error) };
  }
}

type Verdict = 'succeeded' | 'retrying' | 'failed' | 'stale';

/** Records the attempt and the delivery's new state, and the endpoint's failure count, in one transaction. */
async function record(db: Db, claimed: Claimed, outcome: Outcome, settings: WebhookSettings): Promise<Verdict> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: webhookDeliveries.id, status: webhookDeliveries.status, attempts: webhookDeliveries.attempts })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, claimed.id))
      .for('update');
    // Deleted with its endpoint meanwhile: nothing to record against.
    if (!current) return 'stale';
    await tx.insert(webhookAttempts).values({
      networkId: claimed.networkId,
      deliveryId: claimed.id,
      responseCode: outcome.responseCode,
      durationMs: outcome.durationMs,
      error: outcome.error,
    });
    // Another worker claimed it again after this one's lease ran out: its outcome decides.
    if (current.status !== 'pending' || current.attempts !== claimed.attempts) return 'stale';
    const last = { lastResponseCode: outcome.responseCode, lastError: outcome.error };
    if (outcome.ok) {
      await tx.update(webhookDeliveries).set({ ...last, status: 'succeeded', deliveredAt: sql`now()` }).where(eq(webhookDeliveries.id, claimed.id));
      await tx
        .update(webhookEndpoints)
        .set({ consecutiveFailures: 0 })
        .where(and(eq(webhookEndpoints.id, claimed.endpointId), sql`${webhookEndpoints.consecutiveFailures} <> 0`));
      return 'succeeded';
    }
    if (claimed.attempts < settings.maxAttempts) {
      const delay = retryDelayMs(claimed.attempts, settings);
      await tx
        .update(webhookDeliveries)
        .set({ ...last, nextAttemptAt: sql`now() + (${delay})::double precision * interval '1 millisecond'` })
        .where(eq(webhookDeliveries.id, claimed.id));
      return 'retrying';
    }
    await tx.update(webhookDeliveries).set({ ...last, status: 'failed' }).where(eq(webhookDeliveries.id, claimed.id));
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
      .where(eq(webhookEndpoints.id, claimed.endpointId))
      .returning({ failures: webhookEndpoints.consecutiveFailures, enabled: webhookEndpoints.enabled });
    if (endpoint && endpoint.enabled && endpoint.failures >= settings.disableAfter) {
      const reason = `Disabled automatically after ${endpoint.failures} consecutive failed deliveries (last: ${outcome.responseCode !== null ? `HTTP ${outcome.responseCode}` : (outcome.error ?? 'no answer')})`;
      await tx.update(webhookEndpoints).set({ enabled: false, disabledReason: reason.slice(0, 500), updatedAt: sql`now()` }).where(eq(webhookEndpoints.id, claimed.endpointId));
      logger.warn({ webhookId: claimed.endpointId, networkId: claimed.networkId, failures: endpoint.failures }, 'webhook endpoint disabled after repeated failures');
    }
    return 'failed';
  });
}

async function deliverBatch(db: Db, batch: Claimed[], settings: WebhookSettings): Promise<Verdict[]> {
  const endpointIds = [...new Set(batch.map((c) => c.endpointId))];
  const eventIds = [...new Set(batch.map((c) => c.eventId))];
  const [endpoints, events] = await Promise.all([
    db.select({ id: webhookEndpoints.id, url: webhookEndpoints.url, secret: webhookEndpoints.secret }).from(webhookEndpoints).where(inArray(webhookEndpoints.id, endpointIds)),
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
        return await record(db, claimed, outcome, settings);
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
export async function deliverDueWebhooks(db: Db, options: DeliveryPassOptions = {}): Promise<DeliveryPassResult> {
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
export async function hasDueWebhookDeliveries(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, sql`now()`), eq(webhookEndpoints.enabled, true)))
    .limit(1);
  return row !== undefined;
}
