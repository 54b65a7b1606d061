/**
 * Asynchronous jobs (202 + job id) and their tasks: starting one, what users see of it, the
 * replays, and the runner the queue calls (docs/jobs-and-conversions.md).
 */

export { setJobDispatcher } from './dispatch-job';
export { beatJob, claimStaleJob, unfinishedJobBeats, type UnfinishedJobBeat } from './heartbeat';
export { insertJob, insertJobFromQuery } from './insert-job';
export {
  getJob,
  getTask,
  jobTaskPages,
  listJobs,
  listTasks,
  percentageComplete,
  type JobRecord,
  type TaskRow,
} from './read-jobs';
export { replayJob, replayTask } from './replay-job';
export {
  runJob,
  type RunOptions,
  type RunResult,
  unfinishedJobs,
  type ChunkHandler,
  type TaskError,
} from './run-job';
