import type { Body } from '@/lib/api/envelopes';
import { v3FieldCodes, v3KindCodes } from '@/lib/api/envelopes/codes';
import { bracketPath, v3 } from '@/lib/api/envelopes/v3';
import type { FieldErrorKind } from '@/lib/errors';
import type { JobResponseRowOut, JobV1Out, JobV3Out, TaskV3Out } from '@/lib/schemas/job';
import type { BulkIdentifierError, BulkTaskInput } from '@/lib/services/conversions';
import { percentageComplete, type JobRecord, type TaskError, type TaskRow } from '@/lib/services/jobs';
import type { z } from 'zod';
import { isoDateTime, v1DateTime } from './common';

const iso = (d: Date | null) => (d ? isoDateTime(d) : null);

export const jobLinks = (id: number) => ({ self: `/v3/jobs/${id}`, tasks: `/v3/jobs/${id}/tasks` });

/** Op 33's code for identifiers mixed with references, or keys that are not our ids. */
export const MIXED_IDENTIFIERS_CODE = '99B4BC14-8401-4A45-9AF5-CB79E4989C2E';

/** The v3 Job (32a, 32b, 33). */
export function presentJobV3(job: JobRecord): z.infer<typeof JobV3Out> {
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

/** 32b, 33 and the job replay: the job with its links. */
export const jobV3Body = (job: JobRecord) => ({ data: presentJobV3(job), hypermedia: { links: jobLinks(job.id) } });

/** A stored task error as the v3 error item. */
export function taskErrorItem(error: TaskError) {
  const property = bracketPath(error.path);
  if (error.kind === 'not_found') return { property, type: 'not_found', code: v3KindCodes.not_found, message: error.message };
  if (error.kind === 'internal') return { property, type: 'internal_error', code: v3KindCodes.internal, message: error.message };
  return { property, type: 'validation_error', code: v3FieldCodes[error.kind as FieldErrorKind] ?? v3FieldCodes.invalid_value, message: error.message };
}

/** A task's input as the client sent it: `{conversions: {<id>: {...}}}`. */
function inputOf(task: TaskRow): Record<string, unknown> {
  const input = task.input as Partial<BulkTaskInput> | null;
  if (input && typeof input === 'object' && input.form && input.key !== undefined) return { [input.form]: { [input.key]: input.update } };
  return (input as Record<string, unknown> | null) ?? {};
}

/** 32d and the task replay. Each task is one item, so its item counts are 0 or 1. */
export function presentTaskV3(task: TaskRow): z.infer<typeof TaskV3Out> {
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
    result_data: task.resultData === null || task.resultData === undefined ? null : JSON.stringify(task.resultData),
    error: failed && task.error ? taskErrorItem(task.error as TaskError) : null,
    input: inputOf(task),
  };
}

export const taskV3Body = (task: TaskRow) => ({
  data: presentTaskV3(task),
  hypermedia: { links: { self: `/v3/jobs/${task.jobId}/tasks/${task.id}`, job: `/v3/jobs/${task.jobId}` } },
});

/** An item of 32c. */
export const presentTaskListItem = (task: TaskRow) => ({
  id: String(task.id),
  status: task.status,
  hypermedia: { links: { self: `/v3/jobs/${task.jobId}/tasks/${task.id}` } },
});

/** The v1 Job (32e, 32f). Legacy: v1 has no failed status; a failed job reads complete (its counts tell). */
export function presentJobV1(job: JobRecord, now = new Date()): z.infer<typeof JobV1Out> {
  const started = job.startedAt?.getTime();
  const end = job.completedAt?.getTime() ?? now.getTime();
  const elapsed = started === undefined ? 0 : Math.max(0, (end - started) / 1000);
  const done = job.itemSuccessCount + job.itemErrorCount;
  let estimated: string | null = null;
  if (job.status === 'active' && started !== undefined && done > 0 && done < job.itemTotalCount) {
    estimated = v1DateTime(new Date(started + ((now.getTime() - started) * job.itemTotalCount) / done));
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
    hypermedia: { response: `/job/${job.id}/response.csv`, update: `/job/${job.id}` },
  };
}

/** One row of a job's response (GET /job/{jobID}/response): what became of one item. */
export function presentJobResponseRow(task: TaskRow): z.infer<typeof JobResponseRowOut> {
  const input = task.input as Partial<BulkTaskInput> | null;
  const error = task.status === 'failed' && task.error ? taskErrorItem(task.error as TaskError) : null;
  return {
    task_id: String(task.id),
    status: task.status,
    identifier_type: input?.form ?? '',
    identifier: input?.key ?? '',
    result: task.resultData === null || task.resultData === undefined ? null : JSON.stringify(task.resultData),
    error_property: error?.property ?? null,
    error_code: error?.code ?? null,
    error_message: error?.message ?? null,
  };
}

/**
 * Op 33's 400 for mixed or non-standard identifiers: the v3 error body, with op 33's own
 * code on those items. (The shared error kinds have no such kind yet; see the docs.)
 */
export function bulkIdentifierErrorBody(error: BulkIdentifierError, requestId: string): Body {
  const body = v3.error(error, requestId) as { error: { errors: { code: string }[] } };
  for (const item of body.error.errors) item.code = MIXED_IDENTIFIERS_CODE;
  return body;
}
