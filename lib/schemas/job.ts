import { z } from 'zod';
import { JobStatus, V1JobStatus } from './enums';
import { PaginationOut } from './pagination';

/**
 * Job shapes: v3 jobs and tasks (/v3/jobs..., and the replays of an asynchronous call),
 * v1 jobs (/job...). Legacy: v1 has no failed status; a failed job reads as complete there.
 */

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
const ErrorItemV3Out = z
  .object({ property: str, type: str, code: str, message: str })
  .meta({ id: 'ErrorItemV3' });
export type ErrorItemV3Out = z.infer<typeof ErrorItemV3Out>;

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
export type JobV3Out = z.infer<typeof JobV3Out>;

const JobLinksOut = z.object({ self: str, tasks: str });
export type JobLinksOut = z.infer<typeof JobLinksOut>;

/** GET /v3/jobs/{jobID}, an accepted bulk update (202) and the job replay: the job and its links. */
export const JobV3Response = z.object({
  data: JobV3Out,
  hypermedia: z.object({ links: JobLinksOut }),
});
export type JobV3Response = z.infer<typeof JobV3Response>;

/** GET /v3/jobs. */
export const JobListV3Response = z.object({
  data: z.array(JobV3Out.extend({ hypermedia: z.object({ links: JobLinksOut }) })),
  hypermedia: z.object({ pagination: PaginationOut }),
});

const TaskListItemV3Out = z.object({
  id: str,
  status: JobStatus,
  hypermedia: z.object({ links: z.object({ self: str }) }),
});
export type TaskListItemV3Out = z.infer<typeof TaskListItemV3Out>;

/** GET /v3/jobs/{jobID}/tasks: one item per task. */
export const TaskListV3Response = z.object({
  data: z.array(TaskListItemV3Out),
  hypermedia: z.object({ pagination: PaginationOut }),
});

/**
 * GET /v3/jobs/{jobID}/tasks/{taskID} and the task replay. result_data is a JSON-encoded string (the item's outcome), null
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
    error: ErrorItemV3Out.nullable(),
    input: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'TaskV3' });
export type TaskV3Out = z.infer<typeof TaskV3Out>;
export const TaskV3Response = z.object({
  data: TaskV3Out,
  hypermedia: z.object({ links: z.object({ self: str, job: str }) }),
});
export type TaskV3Response = z.infer<typeof TaskV3Response>;

/** The v1 Job (GET /job, GET /job/{jobID}). */
export const JobV1Out = z
  .object({
    job_id: str,
    created_at: str,
    completed_at: nstr,
    created_by: nstr,
    created_by_uri: nstr,
    status: V1JobStatus,
    percentage_complete: int.min(0).max(100),
    reference: nstr,
    response_within_retention: z.boolean(),
    estimated_completion: nstr,
    time_elapsed: z.number(),
    type: str,
    item_success_count: int,
    item_error_count: int,
    item_total_count: int,
    /** The Blueprint's clients read the links flat; the OpenAPI has them under hypermedia: both. */
    response: str.meta({ description: "The job's response (the same as hypermedia.response)" }),
    update: str.meta({ description: 'The job itself, to poll (the same as hypermedia.update)' }),
    hypermedia: z.object({ response: str, update: str }),
  })
  .meta({ id: 'JobV1' });
export type JobV1Out = z.infer<typeof JobV1Out>;
export const JobV1Response = z.object({ job: JobV1Out });
export const JobListV1Response = z.object({
  count: int,
  limit: int,
  offset: int,
  jobs: z.array(z.object({ job: JobV1Out })),
  hypermedia: z.object({ pagination: PaginationOut }),
});

/** One row of GET /job/{jobID}/response.csv: a task's outcome. */
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
export type JobResponseRowOut = z.infer<typeof JobResponseRowOut>;

/** An item a conversion job changed, as the job left it (v1 job response). */
const JobConversionItemV1Out = z
  .object({
    conversion_id: str,
    conversion_reference: nstr,
    /** null: a conversion recorded without items, changed as a whole. */
    conversion_item_id: nstr,
    item_status: z.enum(['approved', 'pending', 'rejected']),
    item_value: z.number(),
    item_commission: z.number(),
    reject_reason: nstr,
  })
  .meta({ id: 'JobConversionItemV1' });
export type JobConversionItemV1Out = z.infer<typeof JobConversionItemV1Out>;

/**
 * An entry a conversion job could not apply: the v1 error item (property, code, message) and
 * the identifier the entry sent, under its v1 name.
 */
const JobErrorV1Out = z
  .object({
    property: str,
    code: str,
    message: str,
    conversion_id: str.optional(),
    conversion_reference_id: str.optional(),
    conversion_item_id: str.optional(),
  })
  .meta({ id: 'JobErrorV1' });
export type JobErrorV1Out = z.infer<typeof JobErrorV1Out>;

/**
 * GET /job/{jobID}/response (.json, .xml): the job, its errors and how many, and every
 * conversion item it changed (items already in the status asked are not listed).
 */
export const JobResponseV1Response = z.object({
  job: JobV1Out,
  count: int,
  errors_count: int,
  errors: z.array(JobErrorV1Out),
  conversion_items: z.array(JobConversionItemV1Out),
});
export type JobResponseV1Response = z.infer<typeof JobResponseV1Response>;
