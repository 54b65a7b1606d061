import { logger } from '@/lib/logger';
import { processSingleton } from '@/lib/process-singleton';

// Told about every job ready to run (set by lib/queue when it starts).
type Dispatcher = (job: { id: number; type: string }) => Promise<void>;
const holder = processSingleton('job-dispatcher', () => ({
  dispatcher: undefined as Dispatcher | undefined,
}));

export function setJobDispatcher(dispatcher: Dispatcher | undefined): void {
  holder.dispatcher = dispatcher;
}

/**
 * Hands a committed job to the queue. Never throws: a job the queue did not hear about is
 * found by its sweep (at start and every minute) and run then.
 */
export async function dispatchJob(job: { id: number; type: string }): Promise<void> {
  const dispatcher = holder.dispatcher;
  if (!dispatcher) return;
  try {
    await dispatcher(job);
  } catch (error) {
    logger.warn(
      { err: error, jobId: job.id },
      'job not handed to the queue; its sweep will pick it up',
    );
  }
}
