import PgBoss from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { getDbHandle, type Db, type DbHandle } from '@/lib/db/client';
import { config } from '@/lib/config';
import { logger } from '@/lib/logger';
import { processSingleton } from '@/lib/process-singleton';
import {
  setJobDispatcher,
  unfinishedJobs,
  type RunOptions,
  type RunResult,
} from '@/lib/services/jobs';
import { CONVERSION_BULK_UPDATE, runBulkUpdate } from '@/lib/services/conversions';
import {
  runCreateClaims,
  runProcessClaims,
  TRANSACTION_QUERY_CREATE,
  TRANSACTION_QUERY_PROCESS,
} from '@/lib/services/transaction-queries';
import { runSelfBillPdfs, SELF_BILL_PDFS } from '@/lib/services/payment-runs';
import { COMMUNICATION_DELIVERY, runCommunicationDelivery } from '@/lib/services/communications';
import { createQueueOnce } from './create-queue';
import { sweepJobs, withHeartbeat } from './heartbeat';
import { startWebhookWorker, webhookWorkersByDefault, type WebhookWorker } from './webhooks';
import { startFraudWorker, type FraudWorker } from './fraud';
import { startCommunicationScheduler } from './communications';

/**
 * The durable job queue: pg-boss 10 on the application database (PostgreSQL through its
 * connection string; the embedded PGlite through pg-boss's `db.executeSql` option, see
 * pgliteExecutor). A pg-boss job only says "work on job N"; the jobs and job_tasks tables
 * say what is done, and each task commits with its effect, so redeliveries are harmless.
 *
 * Started with the server (lib/boot.ts) and by tests; startQueue() is idempotent and the
 * state is a process singleton because Next.js loads modules once per bundle.
 */

export const QUEUE_NAME = 'anet-jobs';

interface JobMessage {
  jobId: number;
  type: string;
}

/** How each job type is worked. */
const runners: Record<string, (db: Db, jobId: number, options: RunOptions) => Promise<RunResult>> =
  {
    [CONVERSION_BULK_UPDATE]: runBulkUpdate,
    [TRANSACTION_QUERY_CREATE]: runCreateClaims,
    [TRANSACTION_QUERY_PROCESS]: runProcessClaims,
    [SELF_BILL_PDFS]: runSelfBillPdfs,
    [COMMUNICATION_DELIVERY]: runCommunicationDelivery,
  };

export interface QueueOptions {
  /** Run workers in this process (default: QUEUE_WORKERS, on unless "off"). */
  workers?: boolean;
  /** Concurrent workers (default QUEUE_CONCURRENCY, else 1 on PGlite, 2 on PostgreSQL). */
  concurrency?: number;
  pollingIntervalSeconds?: number;
  /** Time one delivery works a job before handing the rest to a continuation. */
  budgetMs?: number;
  /** Tasks per transaction. */
  chunkSize?: number;
  /**
   * How often the sweep resends unfinished jobs the queue holds no message for, or whose
   * worker stopped beating (default QUEUE_HEARTBEAT_SECONDS).
   */
  sweepIntervalMs?: number;
  /** Deliver webhooks in this process (default: see webhookWorkersByDefault in lib/queue/webhooks.ts). */
  webhooks?: boolean;
  /**
   * Deliver only these networks' webhooks (tests: test files share a database, and a file's
   * worker must not send other files' deliveries with its own settings).
   */
  webhookNetworkIds?: number[];
}

interface QueueState {
  boss: PgBoss;
  handle: DbHandle;
  heartbeatSeconds: number;
  workerIds: string[];
  sweep: NodeJS.Timeout | undefined;
  /** Webhook deliveries on their own queue (lib/queue/webhooks.ts). */
  webhooks?: WebhookWorker;
  /** Sale checks and the volume scan on their own queue (lib/queue/fraud.ts). */
  fraud?: FraudWorker;
  /** Starts scheduled communications when their time comes (lib/queue/communications.ts). */
  communications?: { stop(): void };
}

const holder = processSingleton('queue', () => ({
  state: undefined as Promise<QueueState> | undefined,
}));

/**
 * pg-boss's `db` option on PGlite: statements without parameters go to exec, because
 * pg-boss sends its schema and migrations as multi-statement scripts (one query() refuses
 * them), the rest to query.
 */
export function pgliteExecutor(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        const last = results[results.length - 1];
        return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0 };
      }
      const result = await client.query(text, values);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    },
  };
}

function bossFor(handle: DbHandle): PgBoss {
  const common = {
    schedule: false,
    supervise: true,
    migrate: true,
    // A delivery works at most budgetMs, so one still active after this was lost with its process.
    expireInSeconds: config().queue.expireSeconds,
    retryLimit: 10,
    retryDelay: 5,
    retryBackoff: true,
  };
  if (handle.kind === 'pglite') {
    return new PgBoss({
      ...common,
      db: pgliteExecutor((handle.db as unknown as { $client: PGlite }).$client),
    });
  }
  const url = config().database.url;
  if (url) return new PgBoss({ ...common, connectionString: url, max: config().queue.poolSize });
  // A handle opened from another URL than the environment's (tests, scripts): share its pool.
  const pool = (handle.db as unknown as { $client: Pool }).$client;
  return new PgBoss({
    ...common,
    db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
  });
}

async function send(
  state: QueueState,
  message: JobMessage,
  startAfterSeconds?: number,
): Promise<void> {
  await state.boss.send(
    QUEUE_NAME,
    message,
    startAfterSeconds ? { startAfter: startAfterSeconds } : {},
  );
  for (const id of state.workerIds) state.boss.notifyWorker(id);
}

/** Every `everyMs`: resends lost jobs and jobs whose worker stopped (lib/queue/heartbeat.ts). */
function startSweep(state: QueueState, everyMs: number): NodeJS.Timeout {
  const timer = setInterval(
    () =>
      sweepJobs(state.boss, state.handle.db, {
        queueName: QUEUE_NAME,
        heartbeatSeconds: state.heartbeatSeconds,
        resend: (job) => send(state, job),
      }).catch((error) => logger.warn({ err: error }, 'queue sweep failed')),
    everyMs,
  );
  timer.unref();
  return timer;
}

async function start(options: QueueOptions): Promise<QueueState> {
  const handle = await getDbHandle();
  const boss = bossFor(handle);
  boss.on('error', (error) => logger.error({ err: error }, 'queue error'));
  await boss.start();
  await createQueueOnce(boss, QUEUE_NAME);
  const settings = config().queue;
  const state: QueueState = {
    boss,
    handle,
    heartbeatSeconds: settings.heartbeatSeconds,
    workerIds: [],
    sweep: undefined,
  };
  const workers = options.workers ?? settings.workers;
  const concurrency =
    options.concurrency ?? settings.concurrency ?? (handle.kind === 'pglite' ? 1 : 2);
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? settings.pollSeconds;
  const runOptions: RunOptions = {
    budgetMs: options.budgetMs ?? 20_000,
    chunkSize: options.chunkSize ?? 250,
  };

  if (workers) {
    if (handle.kind === 'pglite') {
      // The data directory lock makes this the only process: a message still active was
      // being worked by a process that died. Close it; the resend below continues its job.
      const { rows } = await boss
        .getDb()
        .executeSql(`select id from pgboss.job where name = $1 and state = 'active'`, [QUEUE_NAME]);
      if (rows.length)
        await boss.complete(
          QUEUE_NAME,
          rows.map((r: { id: string }) => r.id),
        );
    }
    for (let i = 0; i < concurrency; i += 1) {
      const id = await boss.work<JobMessage>(
        QUEUE_NAME,
        { pollingIntervalSeconds, batchSize: 1 },
        async ([message]) => {
          if (!message) return;
          const { jobId, type } = message.data;
          const run = runners[type];
          if (!run) {
            logger.error({ jobId, type }, 'no runner for this job type');
            return;
          }
          const result = await withHeartbeat(handle.db, jobId, state.heartbeatSeconds, () =>
            run(handle.db, jobId, runOptions),
          );
          // Out of budget, or another worker still holds the last chunk: continue in a new delivery.
          if (!result.finished)
            await send(state, message.data, result.processed === 0 ? 1 : undefined);
        },
      );
      state.workerIds.push(id);
    }
    // Jobs accepted before a crash or a restart continue now (resending is harmless).
    for (const job of await unfinishedJobs(handle.db))
      await send(state, { jobId: job.id, type: job.type });
    state.sweep = startSweep(state, options.sweepIntervalMs ?? settings.heartbeatSeconds * 1000);
    state.communications = startCommunicationScheduler(handle.db);
  }
  setJobDispatcher((job) => send(state, { jobId: job.id, type: job.type }));
  state.webhooks = await startWebhookWorker(boss, handle.db, {
    workers: workers && (options.webhooks ?? webhookWorkersByDefault()),
    pollingIntervalSeconds,
    networkIds: options.webhookNetworkIds,
  });
  state.fraud = await startFraudWorker(boss, handle.db, { workers, pollingIntervalSeconds });
  logger.info({ database: handle.kind, workers: workers ? concurrency : 0 }, 'queue started');
  return state;
}

/** Starts pg-boss and the workers once per process; later calls return the same queue. */
export function startQueue(options: QueueOptions = {}): Promise<PgBoss> {
  if (!holder.state) {
    holder.state = start(options);
    holder.state.catch(() => {
      holder.state = undefined;
    });
  }
  return holder.state.then((s) => s.boss);
}

/** Stops the workers (waiting up to `timeoutMs` for work in progress) and pg-boss. */
export async function stopQueue(timeoutMs = 10_000): Promise<void> {
  const pending = holder.state;
  holder.state = undefined;
  if (!pending) return;
  const state = await pending.catch(() => undefined);
  if (!state) return;
  setJobDispatcher(undefined);
  state.webhooks?.stop();
  state.fraud?.stop();
  state.communications?.stop();
  if (state.sweep) clearInterval(state.sweep);
  await state.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
}
