import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/lib/db/client';
import { jobs, jobTasks } from '@/lib/db/schema';
import type { FieldErrorKind } from '@/lib/errors';
import { logger } from '@/lib/logger';
import { ChangeSet } from '../audit/change-set';
import { jobActor } from './insert-job';
import type { JobRow, TaskRow } from './read-jobs';

/**
 * The runner the queue calls. The durable queue (lib/queue, pg-boss) only carries "work on
 * job N"; the job rows are the truth. Each task is claimed, applied and marked in one
 * transaction together with the change it makes, so a task takes effect exactly once whatever
 * the queue redelivers or a crash interrupts (docs/jobs-and-conversions.md).
 */

/** Why a task failed, stored with it; lib/api renders it as a v3 error item. */
export interface TaskError {
  path: (string | number)[];
  kind: FieldErrorKind | 'not_found' | 'internal';
  message: string;
}

export type TaskOutcome =
  { status: 'complete'; result: Record<string, unknown> } | { status: 'failed'; error: TaskError };

/** Applies one claimed chunk of a job's tasks inside the caller's transaction; one outcome per task, in order. */
export type ChunkHandler = (tx: Tx, job: JobRow, tasks: TaskRow[]) => Promise<TaskOutcome[]>;

export interface RunOptions {
  /** Tasks per transaction. */
  chunkSize?: number;
  /** Stop after about this long (the queue sends a continuation), so one delivery never outlives its expiry. */
  budgetMs?: number;
}

export interface RunResult {
  finished: boolean;
  processed: number;
}

/** Claims up to `limit` pending tasks (or the one task `onlyTaskId`), applies them and records everything in one transaction. */
async function runChunk(
  db: Db,
  jobId: number,
  handler: ChunkHandler,
  limit: number,
  onlyTaskId?: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId));
    if (!job) return 0;
    const conditions = [eq(jobTasks.jobId, jobId), eq(jobTasks.status, 'created')];
    if (onlyTaskId !== undefined) conditions.push(eq(jobTasks.id, onlyTaskId));
    // SKIP LOCKED: workers on several instances share a job without waiting on each other.
    const tasks = await tx
      .select()
      .from(jobTasks)
      .where(and(...conditions))
      .orderBy(asc(jobTasks.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (!tasks.length) return 0;
    const outcomes = await handler(tx, job, tasks);
    await recordOutcomes(tx, jobId, tasks, outcomes);
    return tasks.length;
  });
}

async function recordOutcomes(
  tx: Tx,
  jobId: number,
  tasks: Pick<TaskRow, 'id'>[],
  outcomes: TaskOutcome[],
): Promise<void> {
  const rows = tasks.map((t, i) => {
    const o = outcomes[i]!;
    return {
      id: t.id,
      status: o.status,
      result: o.status === 'complete' ? o.result : null,
      error: o.status === 'failed' ? o.error : null,
    };
  });
  await tx.execute(sql`
    update job_tasks t
    set status = v.status, result_data = v.result, error = v.error,
        started_at = coalesce(t.started_at, now()), completed_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id bigint, status text, result jsonb, error jsonb)
    where t.id = v.id`);
  const ok = rows.filter((r) => r.status === 'complete').length;
  await tx
    .update(jobs)
    .set({
      status: 'active',
      startedAt: sql`coalesce(${jobs.startedAt}, now())`,
      itemSuccessCount: sql`${jobs.itemSuccessCount} + ${ok}`,
      itemErrorCount: sql`${jobs.itemErrorCount} + ${rows.length - ok}`,
    })
    .where(eq(jobs.id, jobId));
}

/** A task whose own transaction keeps failing is marked failed, so the job can finish. */
async function failTask(db: Db, jobId: number, taskId: number, message: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [task] = await tx
      .select({ id: jobTasks.id })
      .from(jobTasks)
      .where(and(eq(jobTasks.id, taskId), eq(jobTasks.status, 'created')))
      .for('update', { skipLocked: true });
    if (!task) return;
    await recordOutcomes(
      tx,
      jobId,
      [task],
      [{ status: 'failed', error: { path: [], kind: 'internal', message } }],
    );
  });
}

/**
 * Marks the job complete (or failed, when every task failed) once no task is pending, and in
 * the same transaction audits it and emits job.finished. Locking the job row first means
 * two workers finishing at once finish it (and announce it) once.
 */
async function finishIfDone(db: Db, jobId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
    if (!job || job.status === 'complete' || job.status === 'failed') return true;
    const [done] = await tx
      .update(jobs)
      .set({
        status: sql`case when ${jobs.itemSuccessCount} = 0 and ${jobs.itemErrorCount} > 0 then 'failed' else 'complete' end`,
        completedAt: sql`now()`,
        startedAt: sql`coalesce(${jobs.startedAt}, now())`,
      })
      .where(
        and(
          eq(jobs.id, jobId),
          sql`not exists (select 1 from job_tasks t where t.job_id = ${jobId} and t.status = 'created')`,
        ),
      )
      .returning();
    if (!done) return false;
    const counts = {
      item_total_count: done.itemTotalCount,
      item_success_count: done.itemSuccessCount,
      item_error_count: done.itemErrorCount,
    };
    await new ChangeSet(jobActor(done))
      .change({
        entityType: 'job',
        entityId: jobId,
        action: 'finished',
        before: { status: job.status },
        after: { status: done.status, ...counts },
      })
      .event({
        type: 'job.finished',
        data: {
          job_id: String(jobId),
          type: done.type,
          status: done.status as 'complete' | 'failed',
          ...counts,
        },
      })
      .commit(tx);
    return true;
  });
}

/**
 * Works a job's pending tasks, chunk by chunk, until none is left or the time budget is
 * spent. Safe to run twice at once or again after a crash: a task is only ever claimed while
 * pending, and its effect commits together with its new status.
 */
export async function runJob(
  db: Db,
  jobId: number,
  handler: ChunkHandler,
  options: RunOptions = {},
): Promise<RunResult> {
  const chunkSize = options.chunkSize ?? 250;
  const deadline = Date.now() + (options.budgetMs ?? 20_000);
  let processed = 0;
  let oneByOne = 0;
  for (;;) {
    if (Date.now() > deadline) return { finished: false, processed };
    // Let the event loop breathe between chunks: on PGlite the chunks otherwise follow each
    // other as one chain of promises, and requests wait for the whole job.
    await new Promise((resolve) => setImmediate(resolve));
    if (oneByOne > 0) {
      // After a chunk failed: isolate the task that fails, so the others still complete.
      const [next] = await db
        .select({ id: jobTasks.id })
        .from(jobTasks)
        .where(and(eq(jobTasks.jobId, jobId), eq(jobTasks.status, 'created')))
        .orderBy(asc(jobTasks.id))
        .limit(1);
      if (!next) break;
      try {
        processed += await runChunk(db, jobId, handler, 1, next.id);
      } catch (error) {
        logger.error({ err: error, jobId, taskId: next.id }, 'task failed unexpectedly');
        await failTask(
          db,
          jobId,
          next.id,
          'The item could not be processed because of an unexpected error',
        );
        processed += 1;
      }
      oneByOne -= 1;
      continue;
    }
    let n: number;
    try {
      n = await runChunk(db, jobId, handler, chunkSize);
    } catch (error) {
      logger.warn({ err: error, jobId }, 'job chunk failed; retrying its tasks one by one');
      oneByOne = chunkSize;
      continue;
    }
    if (n === 0) break;
    processed += n;
  }
  const finished = await finishIfDone(db, jobId);
  // Another worker may still hold the last chunk: it finishes the job when it commits.
  return { finished, processed };
}

/** Jobs not finished yet (created or active), oldest first: the queue's sweep resends them. */
export async function unfinishedJobs(db: DbOrTx): Promise<{ id: number; type: string }[]> {
  return db
    .select({ id: jobs.id, type: jobs.type })
    .from(jobs)
    .where(inArray(jobs.status, ['created', 'active']))
    .orderBy(asc(jobs.id));
}
