import { logger } from '@/lib/logger';

// Told about every job ready to run (set by lib/queue when it starts). Kept on globalThis:
// Next.js loads modules per bundle.

type Dispatcher = (job: { id: number; type: string }) => Promise<void>;
const holder = globalThis as typeof globalThis & { __anetJobDispatcher?: Dispatcher };

export function setJobDispatcher(dispatcher: Dispatcher | undefined): void {
  holder.__anetJobDispatcher = dispatcher;
}

/**
 * Hands a committed job to the queue. Never throws: a job the queue did not hear about is
 * found by its sweep (at start and every minute) and run then.
 */
export async function dispatchJob(job: { id: number; type: string }): Promise<void> {
  const dispatcher = holder.__anetJobDispatcher;
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
