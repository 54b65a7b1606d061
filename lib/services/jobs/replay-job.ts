import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { jobs, jobTasks } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { actorOf, ChangeSet } from '../audit/change-set';
import { dispatchJob } from './dispatch-job';
import { getJob, getTask, type JobRecord, type TaskRow } from './read-jobs';

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
    const [before] = await tx
      .select({ status: jobs.status, itemErrorCount: jobs.itemErrorCount })
      .from(jobs)
      .where(eq(jobs.id, jobId))
      .for('update');
    const [after] = await tx
      .update(jobs)
      .set({
        status: 'active',
        completedAt: null,
        itemErrorCount: sql`${jobs.itemErrorCount} - ${failed.length}`,
      })
      .where(eq(jobs.id, jobId))
      .returning({ status: jobs.status, itemErrorCount: jobs.itemErrorCount });
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'job',
        entityId: jobId,
        action: 'replayed',
        before: { status: before!.status, item_error_count: before!.itemErrorCount },
        after: {
          status: after!.status,
          item_error_count: after!.itemErrorCount,
          replayed_task_ids: failed.map((t) => String(t.id)),
        },
      })
      .commit(tx);
    return failed.length;
  });
  if (requeued) await dispatchJob(job);
  return getJob(db, principal, jobId);
}

/** Replays one task (POST /v3/jobs/{jobID}/tasks/{taskID}/replay): a failed task runs again; any other is left as it is. */
export async function replayTask(
  db: Db,
  principal: Principal,
  jobId: number,
  taskId: number,
): Promise<TaskRow> {
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
      .change({
        entityType: 'job_task',
        entityId: taskId,
        action: 'replayed',
        before: { job_id: String(jobId), status: 'failed' },
        after: { job_id: String(jobId), status: 'created' },
      })
      .commit(tx);
    return true;
  });
  if (requeued) await dispatchJob(job);
  return getTask(db, principal, jobId, taskId);
}
