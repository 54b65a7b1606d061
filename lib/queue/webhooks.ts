import type PgBoss from 'pg-boss';
import type { Db } from '@/lib/db/client';
import { config } from '@/lib/config';
import { logger } from '@/lib/logger';
import {
  deliverDueWebhooks,
  hasDueWebhookDeliveries,
  onEventsEmitted,
} from '@/lib/services/webhooks';
import { createQueueOnce } from './create-queue';

/**
 * The webhook worker on the job queue. A pg-boss message on WEBHOOK_QUEUE only says "deliver
 * what is due"; the webhook_deliveries rows say what that is, and a pass claims them with
 * FOR UPDATE SKIP LOCKED, so ticks that arrive twice, or on several instances at once, send
 * each attempt once. The queue's "short" policy keeps at most one tick waiting.
 *
 * Ticks come from: events committed by services (emitEvents -> onEventsEmitted), manual
 * redeliveries, and a sweep every WEBHOOK_POLL_MS (default 5 s) that sends one when a delivery
 * is due: retries coming due, events whose transaction committed after their tick ran, and
 * work left by a stopped or crashed instance.
 */

const WEBHOOK_QUEUE = 'anet-webhooks';

/**
 * Whether a process delivers webhooks unless told: WEBHOOK_WORKERS (on unless "off"). Test
 * runs (vitest) default to off, so a queue one test file starts never delivers another
 * file's events with its own settings (allowed addresses, retry timing); a file that wants
 * the worker asks with startQueue({ webhooks: true }).
 */
export const webhookWorkersByDefault = (): boolean => config().webhooks.workers;

export interface WebhookWorkerOptions {
  /** Work ticks in this process (otherwise only send them). */
  workers: boolean;
  pollingIntervalSeconds: number;
  /** How often the sweep looks for due deliveries (default WEBHOOK_POLL_MS, else 5000). */
  sweepIntervalMs?: number;
  /** Only these networks' deliveries (tests). */
  networkIds?: number[];
}

export interface WebhookWorker {
  stop(): void;
}

export async function startWebhookWorker(
  boss: PgBoss,
  db: Db,
  options: WebhookWorkerOptions,
): Promise<WebhookWorker> {
  await createQueueOnce(boss, WEBHOOK_QUEUE, {
    name: WEBHOOK_QUEUE,
    policy: 'short',
    retryLimit: 2,
    retryDelay: 5,
    expireInSeconds: 300,
  });
  const workerIds: string[] = [];
  const { networkIds } = options;
  const due = () => hasDueWebhookDeliveries(db, networkIds);

  const tick = async () => {
    await boss.send(WEBHOOK_QUEUE, {}, { singletonKey: 'due' });
    for (const id of workerIds) boss.notifyWorker(id);
  };
  // Emits arrive before their transaction commits: wait a moment, and let several share one tick.
  let soon: NodeJS.Timeout | undefined;
  const wake = () => {
    if (soon) return;
    soon = setTimeout(() => {
      soon = undefined;
      tick().catch((error) =>
        logger.warn({ err: error }, 'webhook tick not sent; the sweep will send one'),
      );
    }, 100);
    soon.unref();
  };
  onEventsEmitted(wake);

  let sweep: NodeJS.Timeout | undefined;
  if (options.workers) {
    const id = await boss.work(
      WEBHOOK_QUEUE,
      { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: 1 },
      async () => {
        const result = await deliverDueWebhooks(db, { networkIds });
        if (result.attempted) logger.info(result, 'webhook deliveries attempted');
        // Out of budget with work left: continue in another tick.
        if (await due()) await tick();
      },
    );
    workerIds.push(id);
    const every = options.sweepIntervalMs ?? config().webhooks.pollMs;
    sweep = setInterval(() => {
      due()
        .then((isDue) => (isDue ? tick() : undefined))
        .catch((error) => logger.warn({ err: error }, 'webhook sweep failed'));
    }, every);
    sweep.unref();
    // Deliveries left by a stop or a crash continue now.
    if (await due()) await tick();
  }

  return {
    stop() {
      onEventsEmitted(undefined);
      if (soon) clearTimeout(soon);
      if (sweep) clearInterval(sweep);
    },
  };
}
