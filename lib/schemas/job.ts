import { z } from 'zod';
import { PaginationOut } from './pagination';

/**
 * Job shapes: v3 jobs and tasks (ops 32a-32d, the replays), v1 jobs (32e, 32f).
 * v3 status: created | active | complete | failed. v1 status: created | active | complete
 * (Legacy: v1 has no failed; a failed job reads as complete there).
 */

export const JOB_STATUSES = ['created', 'active', 'complete', 'failed'] as const;
export const JobStatus = z.enum(JOB_STATUSES);

/** Filters of GET /v3/jobs and GET /job: type (exact) and reference (partial match). */
export const JobListQuery = z.object({
  type: z.string().trim().max(64).optional(),
  reference: z.string().trim().max(256).optional(),
});
export type JobListQuery = z.output<typeof JobListQuery>;

const str = z.string();
const nstr = z.string().nullable();
const int = z.number().int();

/** The v3 error item: a failed task carries its error in this shape. */
export const ErrorItemOut = z.object({ property: str, type: str, code: str, message: str }).meta({ id: 'ErrorItemV3' });

export const JobV3Out = z
  .object({
    id: str,
    reference: nstr,
    created_at: str,
    started_at: nstr,
    completed_at: nstr,
    created_by: nstr,
    created_by_username: nstr,
    created_by_uri: nstr,
    status: JobStatus,
    percentage_complete: int.min(0).max(100),
    item_success_count: int,
    item_error_count: int,
    item_total_count: int,
    type: str.meta({ example: 'conversion_bulk_update' }),
  })
  .meta({ id: 'JobV3' });

const jobLinks = z.object({ self: str, tasks: str });

/** 32b, 33 (202) and the job replay: the job and its links. */
export const JobV3Body = z.object({ data: JobV3Out, hypermedia: z.object({ links: jobLinks }) });

/** 32a. */
export const JobListV3Out = z.object({
  data: z.array(JobV3Out.extend({ hypermedia: z.object({ links: jobLinks }) })),
  hypermedia: z.object({ pagination: PaginationOut }),
});

/** 32c: one item per task. */
export const TaskListV3Out = z.object({
  data: z.array(z.object({ id: str, status: JobStatus, hypermedia: z.object({ links: z.object({ self: str }) }) })),
  hypermedia: z.object({ pagination: PaginationOut }),
});

/**
 * 32d and the task replay. result_data is a JSON-encoded string (the item's outcome), null
 * until the task has run; error (ours) is the v3 error item of a failed task; input (ours)
 * is the item as sent.
 */
export const TaskV3Out = z
  .object({
    id: str,
    job_id: str,
    item_success_count: int,
    item_error_count: int,
    item_total_count: int,
    created_at: str,
    started_at: nstr,
    completed_at: nstr,
    status: JobStatus,
    result_data: nstr,
    error: ErrorItemOut.nullable(),
    input: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'TaskV3' });
export const TaskV3Body = z.object({ data: TaskV3Out, hypermedia: z.object({ links: z.object({ self: str, job: str }) }) });

/** The v1 Job (32e, 32f). */
export const JobV1Out = z
  .object({
    job_id: str,
    created_at: str,
    completed_at: nstr,
    created_by: nstr,
    created_by_uri: nstr,
    status: z.enum(['created', 'active', 'complete']),
    percentage_complete: int.min(0).max(100),
    reference: nstr,
    response_within_retention: z.boolean(),
    estimated_completion: nstr,
    time_elapsed: z.number(),
    type: str,
    item_success_count: int,
    item_error_count: int,
    item_total_count: int,
    hypermedia: z.object({ response: str, update: str }),
  })
  .meta({ id: 'JobV1' });
export const JobV1Body = z.object({ job: JobV1Out });
export const JobListV1Out = z.object({
  count: int,
  limit: int,
  offset: int,
  jobs: z.array(z.object({ job: JobV1Out })),
  hypermedia: z.object({ pagination: PaginationOut }),
});

/** One row of GET /job/{jobID}/response: a task's outcome (JSON rows or CSV). */
export const JobResponseRowOut = z.object({
  task_id: str,
  status: JobStatus,
  identifier_type: str,
  identifier: str,
  result: nstr,
  error_property: nstr,
  error_code: nstr,
  error_message: nstr,
});
export const JobResponseV1Out = z.object({ count: int, results: z.array(z.object({ result: JobResponseRowOut })) });
