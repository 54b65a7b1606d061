import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/lib/db/client';
import { jobs, jobTasks, users } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError, type FieldErrorKind } from '@/lib/errors';
import { logger } from '@/lib/logger';
import type { JobListQuery } from '@/lib/schemas/job';
import { isStaff } from './access';
import { actorOf, ChangeSet, systemActor } from './change-set';

/**
 * Asynchronous jobs (202 + job id) and their tasks: what users see (ops 32a-32f, the
 * replays) and the runner the queue calls. The durable queue (lib/queue, pg-boss) only
 * carries "work on job N"; these rows are the truth. Each task is claimed, applied and marked
 * in one transaction together with the change it makes, so a task takes effect exactly once
 * whatever the queue redelivers or a crash interrupts (docs/jobs-and-conversions.md).
 *
 * Visibility: staff see every job of their network; brand users the jobs of the brands
 * granted to them and the jobs they started; partner users the jobs they started. Any other
 * job reads as not found.
 */

export type JobRow = typeof jobs.$inferSelect;
export type TaskRow = typeof jobTasks.$inferSelect;
export interface JobRecord extends JobRow {
  createdByUsername: string | null;
}

/** Why a task failed, stored with it; lib/api renders it as a v3 error item. */
export interface TaskError {
  path: (string | number)[];
  kind: FieldErrorKind | 'not_found' | 'internal';
  message: string;
}

export type TaskOutcome = { status: 'complete'; result: Record<string, unknown> } | { status: 'failed'; error: TaskError };

/** Applies one claimed chunk of a job's tasks inside the caller's transaction; one outcome per task, in order. */
export type ChunkHandler = (tx: Tx, job: JobRow, tasks: TaskRow[]) => Promise<TaskOutcome[]>;

// ---------------------------------------------------------------- dispatch

/** Told about every job ready to run (set by lib/queue when it starts). Kept on globalThis: Next.js loads modules per bundle. */
type Dispatcher = (job: { id: number; type: string }) => Promise<void>;
const holder = globalThis as typeof globalThis & { __anetJobDispatcher?: Dispatcher };

export function setJobDispatcher(dispatcher: Dispatcher | undefined): void {
  holder.__anetJobDispatcher = dispatcher;
}

/**
 * Hands a committed job to the queue. Never throws: a job the queue did not hear about is
 * found by its sweep (at start and every minute) and run then.
 */
export async function dispatchJob(job: { id: number; type: string }): Promise<void> {
  const dispatcher = holder.__anetJobDispatcher;
  if (!dispatcher) return;
  try {
    await dispatcher(job);
  } catch (error) {
    logger.warn({ err: error, jobId: job.id }, 'job not handed to the queue; its sweep will pick it up');
  }
}

// ---------------------------------------------------------------- reads

function visibleTo(principal: Principal): SQL {
  const network = eq(jobs.networkId, principal.networkId);
  if (isStaff(principal)) return network;
  const own = eq(jobs.createdBy, principal.userId);
  if (principal.role === 'brand' && principal.brandIds.length) return and(network, or(own, inArray(jobs.brandId, principal.brandIds)))!;
  return and(network, own)!;
}

function selectJobs(db: DbOrTx) {
  return db.select({ job: jobs, createdByUsername: users.userName }).from(jobs).leftJoin(users, eq(users.id, jobs.createdBy));
}

const toRecord = (r: { job: JobRow; createdByUsername: string | null }): JobRecord => ({ ...r.job, createdByUsername: r.createdByUsername });

/** Jobs the caller may see, newest first; type is exact, reference a case-insensitive partial match. */
export async function listJobs(db: DbOrTx, principal: Principal, query: JobListQuery, page: { offset: number; limit: number }): Promise<{ rows: JobRecord[]; total: number }> {
  const conditions: SQL[] = [visibleTo(principal)];
  if (query.type) conditions.push(eq(jobs.type, query.type));
  if (query.reference) conditions.push(ilike(jobs.reference, `%${query.reference.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    selectJobs(db).where(where).orderBy(desc(jobs.id)).limit(page.limit).offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(where),
  ]);
  return { rows: rows.map(toRecord), total: count?.n ?? 0 };
}

export async function getJob(db: DbOrTx, principal: Principal, jobId: number): Promise<JobRecord> {
  const [row] = await selectJobs(db).where(and(visibleTo(principal), eq(jobs.id, jobId))).limit(1);
  if (!row) throw AppError.notFound('Job');
  return toRecord(row);
}

export async function listTasks(db: DbOrTx, principal: Principal, jobId: number, page: { offset: number; limit: number }): Promise<{ rows: TaskRow[]; total: number }> {
  await getJob(db, principal, jobId);
  const where = eq(jobTasks.jobId, jobId);
  const [rows, [count]] = await Promise.all([
    db.select().from(jobTasks).where(where).orderBy(asc(jobTasks.id)).limit(page.limit).offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(jobTasks).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function getTask(db: DbOrTx, principal: Principal, jobId: number, taskId: number): Promise<TaskRow> {
  await getJob(db, principal, jobId);
  const [task] = await db.select().from(jobTasks).where(and(eq(jobTasks.jobId, jobId), eq(jobTasks.id, taskId))).limit(1);
  if (!task) throw AppError.notFound('Task');
  return task;
}

/** Every task of a job in id order, in pages (the v1 job response). */
export async function* jobTaskPages(db: DbOrTx, principal: Principal, jobId: number, pageSize = 1000): AsyncGenerator<TaskRow[]> {
  await getJob(db, principal, jobId);
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(jobTasks)
      .where(and(eq(jobTasks.jobId, jobId), sql`${jobTasks.id} > ${after}`))
      .orderBy(asc(jobTasks.id))
      .limit(pageSize);
    if (!rows.length) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
  }
}

/** How far a job is: tasks run (done or failed) over all tasks, 0-100, rounded down. */
export function percentageComplete(job: Pick<JobRow, 'itemTotalCount' | 'itemSuccessCount' | 'itemErrorCount'>): number {
  if (job.itemTotalCount === 0) return 0;
  return Math.floor(((job.itemSuccessCount + job.itemErrorCount) * 100) / job.itemTotalCount);
}

// ---------------------------------------------------------------- create and replay

export interface NewJob {
  networkId: number;
  type: string;
  reference: string | null;
  createdBy: number | null;
  brandId: number | null;
  campaignId: number | null;
}

const INSERT_BATCH = 1000;

/** Inserts a job and one task per input, in the caller's transaction. Dispatch it after the commit. */
export async function insertJob(tx: Tx, job: NewJob, inputs: unknown[]): Promise<JobRow> {
  const [row] = await tx
    .insert(jobs)
    .values({ ...job, status: 'created', itemTotalCount: inputs.length })
    .returning();
  for (let i = 0; i < inputs.length; i += INSERT_BATCH) {
    await tx.insert(jobTasks).values(inputs.slice(i, i + INSERT_BATCH).map((input) => ({ networkId: job.networkId, jobId: row!.id, input })));
  }
  await new ChangeSet(jobActor(row!))
    .change({
      entityType: 'job',
      entityId: row!.id,
      action: 'created',
      after: {
        type: row!.type,
        reference: row!.reference,
        status: row!.status,
        item_total_count: row!.itemTotalCount,
        brand_id: row!.brandId === null ? null : String(row!.brandId),
        campaign_id: row!.campaignId === null ? null : String(row!.campaignId),
      },
    })
    .commit(tx);
  return row!;
}

/** Work the queue does for a job is attributed to whoever started it (no actor if nobody did). */
const jobActor = (job: Pick<JobRow, 'networkId' | 'createdBy'>) => systemActor(job.networkId, job.createdBy);

/**
 * Replays a job (POST /v3/jobs/{jobID}/replay): its failed tasks run again. Tasks that
 * completed never run twice, so replaying a job whose tasks all completed changes nothing.
 */
export async function replayJob(db: Db, principal: Principal, jobId: number): Promise<JobRecord> {
  const job = await getJob(db, principal, jobId);
  const requeued = await db.transaction(async (tx) => {
    const failed = await tx
      .update(jobTasks)
      .set({ status: 'created', error: null, resultData: null, completedAt: null })
      .where(and(eq(jobTasks.jobId, jobId), eq(jobTasks.status, 'failed')))
      .returning({ id: jobTasks.id });
    if (!failed.length) return 0;
    const [before] = await tx.select({ status: jobs.status, itemErrorCount: jobs.itemErrorCount }).from(jobs).where(eq(jobs.id, jobId)).for('update');
    const [after] = await tx
      .update(jobs)
      .set({ status: 'active', completedAt: null, itemErrorCount: sql`${jobs.itemErrorCount} - ${failed.length}` })
      .where(eq(jobs.id, jobId))
      .returning({ status: jobs.status, itemErrorCount: jobs.itemErrorCount });
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'job',
        entityId: jobId,
        action: 'replayed',
        before: { status: before!.status, item_error_count: before!.itemErrorCount },
        after: { status: after!.status, item_error_count: after!.itemErrorCount, replayed_task_ids: failed.map((t) => String(t.id)) },
      })
      .commit(tx);
    return failed.length;
  });
  if (requeued) await dispatchJob(job);
  return getJob(db, principal, jobId);
}

/** Replays one task (POST /v3/jobs/{jobID}/tasks/{taskID}/replay): a failed task runs again; any other is left as it is. */
export async function replayTask(db: Db, principal: Principal, jobId: number, taskId: number): Promise<TaskRow> {
  const job = await getJob(db, principal, jobId);
  const requeued = await db.transaction(async (tx) => {
    const [task] = await tx
      .update(jobTasks)
      .set({ status: 'created', error: null, resultData: null, completedAt: null })
      .where(and(eq(jobTasks.jobId, jobId), eq(jobTasks.id, taskId), eq(jobTasks.status, 'failed')))
      .returning({ id: jobTasks.id });
    if (!task) return false;
    await tx
      .update(jobs)
      .set({ status: 'active', completedAt: null, itemErrorCount: sql`${jobs.itemErrorCount} - 1` })
      .where(eq(jobs.id, jobId));
    await new ChangeSet(actorOf(principal))
      .change({ entityType: 'job_task', entityId: taskId, action: 'replayed', before: { job_id: String(jobId), status: 'failed' }, after: { job_id: String(jobId), status: 'created' } })
      .commit(tx);
    return true;
  });
  if (requeued) await dispatchJob(job);
  return getTask(db, principal, jobId, taskId);
}

// ---------------------------------------------------------------- runner

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
async function runChunk(db: Db, jobId: number, handler: ChunkHandler, limit: number, onlyTaskId?: number): Promise<number> {
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

async function recordOutcomes(tx: Tx, jobId: number, tasks: Pick<TaskRow, 'id'>[], outcomes: TaskOutcome[]): Promise<void> {
  const rows = tasks.map((t, i) => {
    const o = outcomes[i]!;
    return { id: t.id, status: o.status, result: o.status === 'complete' ? o.result : null, error: o.status === 'failed' ? o.error : null };
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
    await recordOutcomes(tx, jobId, [task], [{ status: 'failed', error: { path: [], kind: 'internal', message } }]);
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
      .where(and(eq(jobs.id, jobId), sql`not exists (select 1 from job_tasks t where t.job_id = ${jobId} and t.status = 'created')`))
      .returning();
    if (!done) return false;
    const counts = { item_total_count: done.itemTotalCount, item_success_count: done.itemSuccessCount, item_error_count: done.itemErrorCount };
    await new ChangeSet(jobActor(done))
      .change({ entityType: 'job', entityId: jobId, action: 'finished', before: { status: job.status }, after: { status: done.status, ...counts } })
      .event({ type: 'job.finished', data: { job_id: String(jobId), type: done.type, status: done.status as 'complete' | 'failed', ...counts } })
      .commit(tx);
    return true;
  });
}

/**
 * Works a job's pending tasks, chunk by chunk, until none is left or the time budget is
 * spent. Safe to run twice at once or again after a crash: a task is only ever claimed while
 * pending, and its effect commits together with its new status.
 */
export async function runJob(db: Db, jobId: number, handler: ChunkHandler, options: RunOptions = {}): Promise<RunResult> {
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
        await failTask(db, jobId, next.id, 'The item could not be processed because of an unexpected error');
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
