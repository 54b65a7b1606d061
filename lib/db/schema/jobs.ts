import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { JOB_STATUSES } from '../../schemas/enums';
import { createdAt, id, ref, requiredRef, timestamptz } from './columns';
import { networks } from './networks';
import { users } from './users';
import { brands } from './brands';
import { campaigns } from './campaigns';

/**
 * An asynchronous batch (202 + job id). The rows here are what users see; the durable
 * queue (pg-boss, lib/queue) only carries "work on job N" messages.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    type: text('type').notNull(),
    reference: text('reference'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('created'),
    createdBy: ref('created_by').references(() => users.id),
    /** The brand the job acts for: brand users granted it see the job. */
    brandId: ref('brand_id').references(() => brands.id),
    campaignId: ref('campaign_id').references(() => campaigns.id),
    itemTotalCount: integer('item_total_count').notNull().default(0),
    itemSuccessCount: integer('item_success_count').notNull().default(0),
    itemErrorCount: integer('item_error_count').notNull().default(0),
    createdAt: createdAt(),
    startedAt: timestamptz('started_at'),
    completedAt: timestamptz('completed_at'),
    /**
     * Renewed every QUEUE_HEARTBEAT_SECONDS by the instance working the job; a job whose
     * heartbeat stopped is resumed by another instance (lib/queue).
     */
    heartbeatAt: timestamptz('heartbeat_at'),
    /** The instance (host:pid) that renewed the heartbeat last. */
    worker: text('worker'),
  },
  (t) => [
    index('jobs_network_idx').on(t.networkId, t.id),
    index('jobs_unfinished_idx')
      .on(t.id)
      .where(sql`${t.status} in ('created', 'active')`),
  ],
);

/**
 * One item of a job. A task's status, result and error are written in the same transaction
 * as the change it makes, so a task is applied exactly once whatever the queue redelivers.
 */
export const jobTasks = pgTable(
  'job_tasks',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    jobId: requiredRef('job_id', () => jobs.id),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('created'),
    input: jsonb('input').$type<unknown>().notNull(),
    resultData: jsonb('result_data').$type<unknown>(),
    error: jsonb('error').$type<unknown>(),
    createdAt: createdAt(),
    startedAt: timestamptz('started_at'),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    index('job_tasks_job_idx').on(t.jobId, t.id),
    // The worker claims the next pending tasks of a job through this index.
    index('job_tasks_pending_idx')
      .on(t.jobId, t.id)
      .where(sql`${t.status} = 'created'`),
  ],
);
