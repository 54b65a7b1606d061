import { v2FieldCodes, v3FieldCodes, v3KindCodes } from '@/lib/api/http/envelopes/codes';
import { dottedPath } from '@/lib/api/http/envelopes/types';
import { bracketPath } from '@/lib/api/http/envelopes/v3';
import type { FieldErrorKind } from '@/lib/errors';
import type {
  ErrorItemV3Out,
  JobConversionItemV1Out,
  JobErrorV1Out,
  JobLinksOut,
  JobResponseV1Response,
  JobResponseRowOut,
  JobV1Out,
  JobV3Out,
  JobV3Response,
  TaskListItemV3Out,
  TaskV3Out,
  TaskV3Response,
} from '@/lib/schemas/job';
import {
  FORM_OF_IDENTIFIER,
  type BulkTaskInput,
  type ChangedItem,
} from '@/lib/services/conversions';
import {
  percentageComplete,
  type JobRecord,
  type TaskError,
  type TaskRow,
} from '@/lib/services/jobs';
import { isoDateTime, v1DateTime } from './common';

const iso = (d: Date | null) => (d ? isoDateTime(d) : null);

export const jobLinks = (id: number): JobLinksOut => ({
  self: `/v3/jobs/${id}`,
  tasks: `/v3/jobs/${id}/tasks`,
});

/** The v3 Job (job list and read, conversion bulk update). */
export function presentJobV3(job: JobRecord): JobV3Out {
  return {
    id: String(job.id),
    reference: job.reference,
    created_at: isoDateTime(job.createdAt),
    started_at: iso(job.startedAt),
    completed_at: iso(job.completedAt),
    created_by: job.createdBy === null ? null : String(job.createdBy),
    created_by_username: job.createdByUsername,
    created_by_uri: job.createdBy === null ? null : `/v3/users/${job.createdBy}`,
    status: job.status,
    percentage_complete: percentageComplete(job),
    item_success_count: job.itemSuccessCount,
    item_error_count: job.itemErrorCount,
    item_total_count: job.itemTotalCount,
    type: job.type,
  };
}

/** The v3 job read, the bulk update and the job replay: the job with its links. */
export const presentJobV3Response = (job: JobRecord): JobV3Response => ({
  data: presentJobV3(job),
  hypermedia: { links: jobLinks(job.id) },
});

/** A stored task error as the v3 error item. */
function taskErrorItem(error: TaskError): ErrorItemV3Out {
  const property = bracketPath(error.path);
  if (error.kind === 'not_found')
    return { property, type: 'not_found', code: v3KindCodes.not_found, message: error.message };
  if (error.kind === 'internal')
    return { property, type: 'internal_error', code: v3KindCodes.internal, message: error.message };
  return {
    property,
    type: 'validation_error',
    code: v3FieldCodes[error.kind as FieldErrorKind] ?? v3FieldCodes.invalid_value,
    message: error.message,
  };
}

/** A task's input as the client sent it: `{conversions: {<id>: {...}}}`. */
function inputOf(task: TaskRow): Record<string, unknown> {
  const input = task.input as Partial<BulkTaskInput> | null;
  if (input && typeof input === 'object' && input.form && input.key !== undefined)
    return { [input.form]: { [input.key]: input.update } };
  return (input as Record<string, unknown> | null) ?? {};
}

/** The v3 task read and the task replay. Each task is one item, so its item counts are 0 or 1. */
function presentTaskV3(task: TaskRow): TaskV3Out {
  const done = task.status === 'complete';
  const failed = task.status === 'failed';
  return {
    id: String(task.id),
    job_id: String(task.jobId),
    item_success_count: done ? 1 : 0,
    item_error_count: failed ? 1 : 0,
    item_total_count: 1,
    created_at: isoDateTime(task.createdAt),
    started_at: iso(task.startedAt),
    completed_at: iso(task.completedAt),
    status: task.status,
    result_data:
      task.resultData === null || task.resultData === undefined
        ? null
        : JSON.stringify(task.resultData),
    error: failed && task.error ? taskErrorItem(task.error as TaskError) : null,
    input: inputOf(task),
  };
}

export const presentTaskV3Response = (task: TaskRow): TaskV3Response => ({
  data: presentTaskV3(task),
  hypermedia: {
    links: { self: `/v3/jobs/${task.jobId}/tasks/${task.id}`, job: `/v3/jobs/${task.jobId}` },
  },
});

/** An item of the v3 task list. */
export const presentTaskListItem = (task: TaskRow): TaskListItemV3Out => ({
  id: String(task.id),
  status: task.status,
  hypermedia: { links: { self: `/v3/jobs/${task.jobId}/tasks/${task.id}` } },
});

/** The v1 Job (GET /job and /job/{id}). Legacy: v1 has no failed status; a failed job reads complete (its counts tell). */
export function presentJobV1(job: JobRecord, now = new Date()): JobV1Out {
  const started = job.startedAt?.getTime();
  const end = job.completedAt?.getTime() ?? now.getTime();
  const elapsed = started === undefined ? 0 : Math.max(0, (end - started) / 1000);
  const done = job.itemSuccessCount + job.itemErrorCount;
  let estimated: string | null = null;
  if (job.status === 'active' && started !== undefined && done > 0 && done < job.itemTotalCount) {
    estimated = v1DateTime(
      new Date(started + ((now.getTime() - started) * job.itemTotalCount) / done),
    );
  }
  return {
    job_id: String(job.id),
    created_at: v1DateTime(job.createdAt),
    completed_at: job.completedAt ? v1DateTime(job.completedAt) : null,
    created_by: job.createdBy === null ? null : String(job.createdBy),
    created_by_uri: job.createdBy === null ? null : `/v3/users/${job.createdBy}`,
    status: job.status === 'failed' ? 'complete' : job.status,
    percentage_complete: percentageComplete(job),
    reference: job.reference,
    response_within_retention: true,
    estimated_completion: estimated,
    time_elapsed: Math.round(elapsed * 1000) / 1000,
    type: job.type,
    item_success_count: job.itemSuccessCount,
    item_error_count: job.itemErrorCount,
    item_total_count: job.itemTotalCount,
    response: `/job/${job.id}/response.json`,
    update: `/job/${job.id}`,
    hypermedia: { response: `/job/${job.id}/response.json`, update: `/job/${job.id}` },
  };
}

/** One row of a job's response (GET /job/{jobID}/response): what became of one item. */
export function presentJobResponseRow(task: TaskRow): JobResponseRowOut {
  const input = task.input as Partial<BulkTaskInput> | null;
  const error =
    task.status === 'failed' && task.error ? taskErrorItem(task.error as TaskError) : null;
  return {
    task_id: String(task.id),
    status: task.status,
    identifier_type: input?.form ?? '',
    identifier: input?.key ?? '',
    result:
      task.resultData === null || task.resultData === undefined
        ? null
        : JSON.stringify(task.resultData),
    error_property: error?.property ?? null,
    error_code: error?.code ?? null,
    error_message: error?.message ?? null,
  };
}

/** The v1 name of the identifier each bulk form uses. */
const IDENTIFIER_OF_FORM = Object.fromEntries(
  Object.entries(FORM_OF_IDENTIFIER).map(([name, form]) => [form, name]),
) as Record<BulkTaskInput['form'], keyof typeof FORM_OF_IDENTIFIER>;

/**
 * A failed task as a v1 error item. A task of a v1 request points into its `conversions` array
 * (conversions[2].conversion_id); a task of a v3 request names its map entry (conversions.123).
 */
function jobErrorV1(task: TaskRow): JobErrorV1Out {
  const input = task.input as Partial<BulkTaskInput>;
  const error = (task.error ?? {
    path: [],
    kind: 'internal',
    message: 'The task failed',
  }) as TaskError;
  const name = input.form ? IDENTIFIER_OF_FORM[input.form] : undefined;
  const rest = error.path.slice(2).map((p) => (p === 'reason' ? 'reject_reason' : p));
  const property =
    input.index !== undefined && name
      ? dottedPath(['conversions', input.index, ...(rest.length ? rest : [name])])
      : dottedPath(error.path);
  const code =
    error.kind === 'not_found'
      ? 'not_found'
      : error.kind === 'internal'
        ? 'internal_error'
        : v2FieldCodes[error.kind];
  return {
    property,
    code,
    message: error.message,
    ...(name && input.key !== undefined ? { [name]: input.key } : {}),
  };
}

/** Legacy: v1 reads know approved, pending and rejected; fraudulent reads as rejected. */
const v1Status = (s: string) => (s === 'approved' || s === 'pending' ? s : ('rejected' as const));

/** The items a completed task changed, as it left them. */
function changedItemsV1(task: TaskRow): JobConversionItemV1Out[] {
  const result = (task.resultData ?? {}) as {
    conversion_id?: string;
    conversion_reference?: string | null;
    items?: ChangedItem[];
  };
  return (result.items ?? []).map((item) => ({
    conversion_id: result.conversion_id ?? '',
    conversion_reference: result.conversion_reference ?? null,
    conversion_item_id: item.conversion_item_id,
    item_status: v1Status(item.status),
    item_value: Number(item.value),
    item_commission: Number(item.commission),
    reject_reason: v1Status(item.status) === 'rejected' ? item.reason : null,
  }));
}

/** GET /job/{jobID}/response (.json, .xml): the job, its errors and the conversion items it changed. */
export function presentJobResponseV1(job: JobRecord, tasks: TaskRow[]): JobResponseV1Response {
  const failed = tasks.filter((t) => t.status === 'failed');
  return {
    job: presentJobV1(job),
    count: tasks.length,
    errors_count: failed.length,
    errors: failed.map(jobErrorV1),
    conversion_items: tasks.filter((t) => t.status === 'complete').flatMap(changedItemsV1),
  };
}
