/**
 * The database connection as the layers above services see it: lib/api opens it per request
 * and hands it to every service call, without importing lib/db itself.
 */
export { getDb, type Db } from '@/lib/db/client';
export { isDatabaseUnavailable } from '@/lib/db/errors';
export { DATABASE_RETRY_AFTER_SECONDS, databaseIsDown, noteDatabaseError } from '@/lib/db/health';
