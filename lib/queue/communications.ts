import type { Db } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { startDueCommunications } from '@/lib/services/communications';

/**
 * Scheduled communications: every `everyMs` (default 30 s) the ones whose time has come get
 * their delivery job (docs/communications.md#scheduling). Starting one locks its row with
 * SKIP LOCKED, so instances sweeping at once start each communication once.
 */
export function startCommunicationScheduler(db: Db, everyMs = 30_000): { stop(): void } {
  const timer = setInterval(() => {
    startDueCommunications(db).catch((error) =>
      logger.warn({ err: error }, 'scheduled communications not started; next sweep retries'),
    );
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
