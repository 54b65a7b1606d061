import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns';
import { networks } from './networks';
import { users } from './users';

export const jobStatuses = ['created', 'active', 'complete', 'failed'] as const;

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    networkId: ref('network_id').notNull().references(() => networks.id),
    type: text('type').notNull(),
    reference: text('reference'),
    status: text('status', { enum: jobStatuses }).notNull().default('created'),
    createdBy: ref('created_by').references(() => users.id),
    itemTotalCount: integer('item_total_count').notNull().default(0),
    itemSuccessCount: integer('item_success_count').notNull().default(0),
    itemErrorCount: integer('item_error_count').notNull().default(0),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('jobs_network_idx').on(t.networkId, t.id)],
);

export const jobTasks = pgTable(
  'job_tasks',
  {
    id: id(),
    networkId: ref('network_id').notNull().references(() => networks.id),
    jobId: ref('job_id').notNull().references(() => jobs.id),
    status: text('status', { enum: jobStatuses }).notNull().default('created'),
    input: jsonb('input').$type<unknown>().notNull(),
    resultData: jsonb('result_data').$type<unknown>(),
    error: jsonb('error').$type<unknown>(),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('job_tasks_job_idx').on(t.jobId, t.id)],
);
