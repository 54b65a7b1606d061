import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { jobs, jobTasks } from '@/lib/db/schema';
import { ChangeSet, systemActor } from '../audit/change-set';
import type { JobRow } from './read-jobs';

interface NewJob {
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
  const row = await insertJobRow(tx, job, inputs.length);
  for (let i = 0; i < inputs.length; i += INSERT_BATCH) {
    await tx
      .insert(jobTasks)
      .values(
        inputs
          .slice(i, i + INSERT_BATCH)
          .map((input) => ({ networkId: job.networkId, jobId: row.id, input })),
      );
  }
  await auditJob(tx, row);
  return row;
}

/**
 * insertJob for many tasks the database already knows: `inputs` is a query of one jsonb column
 * `input` giving `count` rows, inserted by one INSERT ... SELECT.
 */
export async function insertJobFromQuery(
  tx: Tx,
  job: NewJob,
  count: number,
  inputs: SQL,
): Promise<JobRow> {
  const row = await insertJobRow(tx, job, count);
  await tx.execute(sql`insert into job_tasks (network_id, job_id, input)
    select ${job.networkId}, ${row.id}, q.input from (${inputs}) q`);
  await auditJob(tx, row);
  return row;
}

async function insertJobRow(tx: Tx, job: NewJob, count: number): Promise<JobRow> {
  const [row] = await tx
    .insert(jobs)
    .values({ ...job, status: 'created', itemTotalCount: count })
    .returning();
  return row!;
}

async function auditJob(tx: Tx, row: JobRow): Promise<void> {
  await new ChangeSet(jobActor(row))
    .change({
      entityType: 'job',
      entityId: row.id,
      action: 'created',
      after: {
        type: row.type,
        reference: row.reference,
        status: row.status,
        item_total_count: row.itemTotalCount,
        brand_id: row.brandId === null ? null : String(row.brandId),
        campaign_id: row.campaignId === null ? null : String(row.campaignId),
      },
    })
    .commit(tx);
}

/** Work the queue does for a job is attributed to whoever started it (no actor if nobody did). */
export const jobActor = (job: Pick<JobRow, 'networkId' | 'createdBy'>) =>
  systemActor(job.networkId, job.createdBy);
