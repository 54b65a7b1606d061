import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '@/lib/db/schema';
import { logger } from '@/lib/logger';
import { retryDelayMs, type WebhookSettings } from './webhook-settings';

/** A delivery claimed for one attempt (its attempt already counted). */
export interface Claimed {
  id: number;
  networkId: number;
  endpointId: number;
  eventId: string;
  attempts: number;
}

/** What one HTTP attempt gave. */
export interface Outcome {
  responseCode: number | null;
  durationMs: number;
  error: string | null;
  ok: boolean;
}

export type Verdict = 'succeeded' | 'retrying' | 'failed' | 'stale';

type LastAnswer = { lastResponseCode: number | null; lastError: string | null };

/** Records the attempt and the delivery's new state, and the endpoint's failure count, in one transaction. */
export async function recordAttempt(
  db: Db,
  claimed: Claimed,
  outcome: Outcome,
  settings: WebhookSettings,
): Promise<Verdict> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        id: webhookDeliveries.id,
        status: webhookDeliveries.status,
        attempts: webhookDeliveries.attempts,
      })
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
    if (outcome.ok) return markSucceeded(tx, claimed, last);
    if (claimed.attempts < settings.maxAttempts) return scheduleRetry(tx, claimed, last, settings);
    return markFailed(tx, claimed, outcome, last, settings);
  });
}

async function markSucceeded(tx: Tx, claimed: Claimed, last: LastAnswer): Promise<Verdict> {
  await tx
    .update(webhookDeliveries)
    .set({ ...last, status: 'succeeded', deliveredAt: sql`now()` })
    .where(eq(webhookDeliveries.id, claimed.id));
  await tx
    .update(webhookEndpoints)
    .set({ consecutiveFailures: 0 })
    .where(
      and(
        eq(webhookEndpoints.id, claimed.endpointId),
        sql`${webhookEndpoints.consecutiveFailures} <> 0`,
      ),
    );
  return 'succeeded';
}

async function scheduleRetry(
  tx: Tx,
  claimed: Claimed,
  last: LastAnswer,
  settings: WebhookSettings,
): Promise<Verdict> {
  const delay = retryDelayMs(claimed.attempts, settings);
  await tx
    .update(webhookDeliveries)
    .set({
      ...last,
      nextAttemptAt: sql`now() + (${delay})::double precision * interval '1 millisecond'`,
    })
    .where(eq(webhookDeliveries.id, claimed.id));
  return 'retrying';
}

/** The delivery used its last attempt: it fails, and the endpoint is disabled after too many such in a row. */
async function markFailed(
  tx: Tx,
  claimed: Claimed,
  outcome: Outcome,
  last: LastAnswer,
  settings: WebhookSettings,
): Promise<Verdict> {
  await tx
    .update(webhookDeliveries)
    .set({ ...last, status: 'failed' })
    .where(eq(webhookDeliveries.id, claimed.id));
  const [endpoint] = await tx
    .update(webhookEndpoints)
    .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
    .where(eq(webhookEndpoints.id, claimed.endpointId))
    .returning({
      failures: webhookEndpoints.consecutiveFailures,
      enabled: webhookEndpoints.enabled,
    });
  if (endpoint && endpoint.enabled && endpoint.failures >= settings.disableAfter) {
    const reason = `Disabled automatically after ${endpoint.failures} consecutive failed deliveries (last: ${outcome.responseCode !== null ? `HTTP ${outcome.responseCode}` : (outcome.error ?? 'no answer')})`;
    await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: reason.slice(0, 500), updatedAt: sql`now()` })
      .where(eq(webhookEndpoints.id, claimed.endpointId));
    logger.warn(
      {
        webhookId: claimed.endpointId,
        networkId: claimed.networkId,
        failures: endpoint.failures,
      },
      'webhook endpoint disabled after repeated failures',
    );
  }
  return 'failed';
}
