import os from 'node:os';
import type PgBoss from 'pg-boss';
import type { Db } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { beatJob, claimStaleJob, unfinishedJobBeats } from '@/lib/services/jobs';

/**
 * Failover between instances. The worker of a job renews the job's heartbeat every
 * QUEUE_HEARTBEAT_SECONDS; every instance sweeps as often, and resends a job whose heartbeat
 * is STALE_AFTER_BEATS intervals old and that the queue is not waiting to deliver: its worker
 * died (kill -9, a lost machine) with the job's message active, which pg-boss would deliver
 * again only after QUEUE_EXPIRE_SECONDS. Resuming is safe because each task commits with its
 * effect (lib/services/jobs/run-job.ts): a live worker that merely stalled and the new one
 * share the job without applying a task twice.
 */

/** This instance in the jobs' `worker` column. */
const WORKER = `${os.hostname()}:${process.pid}`;

/** A job whose heartbeat is this many intervals old has lost its worker. */
const STALE_AFTER_BEATS = 3;

/** Runs `work` on a job while renewing its heartbeat. */
export async function withHeartbeat<T>(
  db: Db,
  jobId: number,
  heartbeatSeconds: number,
  work: () => Promise<T>,
): Promise<T> {
  const beat = () =>
    beatJob(db, jobId, WORKER).catch((error) =>
      logger.warn({ err: error, jobId }, 'job heartbeat not renewed'),
    );
  await beat();
  const timer = setInterval(beat, heartbeatSeconds * 1000);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

interface QueuedMessage {
  id: string;
  job_id: string | number;
  state: string;
  /** Taken by a worker less than a stale heartbeat ago. */
  recent: boolean;
}

export interface SweepOptions {
  queueName: string;
  heartbeatSeconds: number;
  resend: (job: { jobId: number; type: string }) => Promise<void>;
}

/**
 * Resends the unfinished jobs that nobody works or waits to work: those the queue holds no
 * message for (a send lost to a crash after the commit), and those whose only messages are
 * active ones with a stale heartbeat. Those messages are closed, so that they are not
 * delivered again when they expire.
 */
export async function sweepJobs(boss: PgBoss, db: Db, options: SweepOptions): Promise<void> {
  const staleSeconds = options.heartbeatSeconds * STALE_AFTER_BEATS;
  const pending = await unfinishedJobBeats(db, staleSeconds);
  if (!pending.length) return;
  const { rows } = await boss.getDb().executeSql(
    `select id, (data->>'jobId')::bigint as job_id, state,
        coalesce(started_on > now() - make_interval(secs => $2), false) as recent
      from pgboss.job where name = $1 and state < 'completed'`,
    [options.queueName, staleSeconds],
  );
  const messages = new Map<number, QueuedMessage[]>();
  for (const row of rows as QueuedMessage[]) {
    const jobId = Number(row.job_id);
    messages.set(jobId, [...(messages.get(jobId) ?? []), row]);
  }
  for (const job of pending) {
    const queued = messages.get(job.id) ?? [];
    // Waiting for a worker, or just taken by one that has not beaten yet.
    if (queued.some((m) => m.state !== 'active' || m.recent)) continue;
    if (!job.stale) continue;
    // Of several instances sweeping at once, one resends the job.
    if (!(await claimStaleJob(db, job.id, staleSeconds))) continue;
    if (queued.length) {
      logger.warn(
        { jobId: job.id, worker: job.worker, heartbeatAt: job.heartbeatAt },
        'resuming a job whose worker stopped',
      );
      await boss.complete(
        options.queueName,
        queued.map((m) => m.id),
      );
    }
    await options.resend({ jobId: job.id, type: job.type });
  }
}
