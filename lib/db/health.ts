import { logger } from '@/lib/logger';
import { processSingleton } from '@/lib/process-singleton';
import { isDatabaseUnavailable } from './errors';

/** What a caller is told to wait while the database cannot be reached (the Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
const PROBE_INTERVAL_MS = 1_000;

const state = processSingleton('database-health', () => ({
  downSince: undefined as number | undefined,
  /** Answers once the database does; set by lib/db/client.ts. */
  probe: undefined as (() => Promise<unknown>) | undefined,
}));

/** How the health check asks the database whether it is back (lib/db/client.ts sets it). */
export function setDatabaseProbe(probe: () => Promise<unknown>): void {
  state.probe = probe;
}

/**
 * Notes a database error; true when it says the database cannot be reached. The first such
 * error marks the database down until a probe (`select 1`, once a second) answers again, so
 * answers that cannot report an error per request (pages under Next.js) can refuse early.
 */
export function noteDatabaseError(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  if (state.downSince === undefined) {
    state.downSince = Date.now();
    logger.warn('database unavailable: answering 503 until it is back');
    scheduleProbe();
  }
  return true;
}

/** Whether the database is known to be unreachable (since an error said so, until a probe succeeds). */
export function databaseIsDown(): boolean {
  return state.downSince !== undefined;
}

function scheduleProbe(): void {
  setTimeout(() => void probe(), PROBE_INTERVAL_MS).unref();
}

async function probe(): Promise<void> {
  try {
    await state.probe?.();
    logger.info({ downMs: Date.now() - state.downSince! }, 'database available again');
    state.downSince = undefined;
  } catch {
    scheduleProbe();
  }
}
