import { AppError } from '@/lib/errors';
import { DATABASE_RETRY_AFTER_SECONDS, noteDatabaseError } from '@/lib/services/database';

/**
 * The 503 every answer gives while the database cannot be reached (lib/db/errors.ts says which
 * errors those are), with Retry-After; undefined for any other error.
 */
export function unavailableErrorOf(error: unknown): AppError | undefined {
  if (!noteDatabaseError(error)) return undefined;
  return new AppError('unavailable', 'The service is temporarily unavailable; try again shortly', {
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
  });
}
