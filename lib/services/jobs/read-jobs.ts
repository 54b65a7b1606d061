import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { jobs, jobTasks, users } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { JobListQuery } from '@/lib/schemas/job';
import { isStaff } from '../access';

/**
 * What users see of jobs and their tasks (the v1 and v3 job operations).
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

function visibleTo(principal: Principal): SQL {
  const network = eq(jobs.networkId, principal.networkId);
  if (isStaff(principal)) return network;
  const own = eq(jobs.createdBy, principal.userId);
  if (principal.role === 'brand' && principal.brandIds.length)
    return and(network, or(own, inArray(jobs.brandId, principal.brandIds)))!;
  return and(network, own)!;
}

function selectJobs(db: DbOrTx) {
  return db
    .select({ job: jobs, createdByUsername: users.userName })
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.createdBy));
}

const toRecord = (r: { job: JobRow; createdByUsername: string | null }): JobRecord => ({
  ...r.job,
  createdByUsername: r.createdByUsername,
});

/** Jobs the caller may see, newest first; type is exact, reference a case-insensitive partial match. */
export async function listJobs(
  db: DbOrTx,
  principal: Principal,
  query: JobListQuery,
  page: { offset: number; limit: number },
): Promise<{ rows: JobRecord[]; total: number }> {
  const conditions: SQL[] = [visibleTo(principal)];
  if (query.type) conditions.push(eq(jobs.type, query.type));
  if (query.reference)
    conditions.push(
      ilike(jobs.reference, `%${query.reference.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
    );
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    selectJobs(db).where(where).orderBy(desc(jobs.id)).limit(page.limit).offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(where),
  ]);
  return { rows: rows.map(toRecord), total: count?.n ?? 0 };
}

export async function getJob(db: DbOrTx, principal: Principal, jobId: number): Promise<JobRecord> {
  const [row] = await selectJobs(db)
    .where(and(visibleTo(principal), eq(jobs.id, jobId)))
    .limit(1);
  if (!row) throw AppError.notFound('Job');
  return toRecord(row);
}

export async function listTasks(
  db: DbOrTx,
  principal: Principal,
  jobId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: TaskRow[]; total: number }> {
  await getJob(db, principal, jobId);
  const where = eq(jobTasks.jobId, jobId);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(jobTasks)
      .where(where)
      .orderBy(asc(jobTasks.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobTasks)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function getTask(
  db: DbOrTx,
  principal: Principal,
  jobId: number,
  taskId: number,
): Promise<TaskRow> {
  await getJob(db, principal, jobId);
  const [task] = await db
    .select()
    .from(jobTasks)
    .where(and(eq(jobTasks.jobId, jobId), eq(jobTasks.id, taskId)))
    .limit(1);
  if (!task) throw AppError.notFound('Task');
  return task;
}

/** Every task of a job in id order, in pages (the v1 job response). */
export async function* jobTaskPages(
  db: DbOrTx,
  principal: Principal,
  jobId: number,
  pageSize = 1000,
): AsyncGenerator<TaskRow[]> {
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
export function percentageComplete(
  job: Pick<JobRow, 'itemTotalCount' | 'itemSuccessCount' | 'itemErrorCount'>,
): number {
  if (job.itemTotalCount === 0) return 0;
  return Math.floor(((job.itemSuccessCount + job.itemErrorCount) * 100) / job.itemTotalCount);
}
