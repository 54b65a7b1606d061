import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { jobs } from '@/lib/db/schema';

/**
 * Job heartbeats: the instance working a job renews `heartbeat_at` while it works, so the
 * other instances can tell a job whose worker died (kill -9, a lost machine) from one still
 * being worked, and resume it long before its queue message would expire (lib/queue).
 */

const UNFINISHED = ['created', 'active'] as const;

const olderThan = (seconds: number) =>
  or(
    isNull(jobs.heartbeatAt),
    lt(jobs.heartbeatAt, sql`now() - make_interval(secs => ${seconds})`),
  );

/** Renews the heartbeat of an unfinished job this worker (`host:pid`) is working. */
export async function beatJob(db: DbOrTx, jobId: number, worker: string): Promise<void> {
  await db
    .update(jobs)
    .set({ heartbeatAt: sql`now()`, worker })
    .where(and(eq(jobs.id, jobId), inArray(jobs.status, UNFINISHED)));
}

export interface UnfinishedJobBeat {
  id: number;
  type: string;
  worker: string | null;
  heartbeatAt: Date | null;
  /** No heartbeat for `staleSeconds` (or never one). */
  stale: boolean;
}

/** Unfinished jobs, oldest first, with whether their heartbeat stopped `staleSeconds` ago. */
export async function unfinishedJobBeats(
  db: DbOrTx,
  staleSeconds: number,
): Promise<UnfinishedJobBeat[]> {
  return db
    .select({
      id: jobs.id,
      type: jobs.type,
      worker: jobs.worker,
      heartbeatAt: jobs.heartbeatAt,
      stale: sql<boolean>`coalesce(${olderThan(staleSeconds)}, false)`,
    })
    .from(jobs)
    .where(inArray(jobs.status, UNFINISHED))
    .orderBy(asc(jobs.id));
}

/**
 * Takes over a job whose heartbeat stopped: renews it in the name of nobody, so that of
 * several instances sweeping at once only one resends the job. False when the heartbeat
 * moved on (the worker is alive after all, or another instance took it over).
 */
export async function claimStaleJob(
  db: DbOrTx,
  jobId: number,
  staleSeconds: number,
): Promise<boolean> {
  const claimed = await db
    .update(jobs)
    .set({ heartbeatAt: sql`now()`, worker: null })
    .where(and(eq(jobs.id, jobId), inArray(jobs.status, UNFINISHED), olderThan(staleSeconds)))
    .returning({ id: jobs.id });
  return claimed.length > 0;
}
