/**
 * What one server process keeps once. Next.js loads a module once per bundle (instrumentation,
 * each route handler, the proxy), so module-level state would exist several times over; these
 * live on globalThis under `Symbol.for('anet.<name>')` instead, and every bundle sees the same.
 */
export type ProcessSingletonName =
  /** lib/config: the parsed environment (and tests' overrides). */
  | 'config'
  /** lib/logger: the pino logger. */
  | 'logger'
  /** lib/db/client: the database handle being opened or open. */
  | 'database'
  /** lib/db/health: whether the database is known to be unreachable, and the probe waiting. */
  | 'database-health'
  /** lib/queue: the job queue and its workers, once started. */
  | 'queue'
  /** lib/request-context: the AsyncLocalStorage holding the current request's id. */
  | 'request-context'
  /** lib/services/app-secret: the generated secrets kept in the database (session, click IP). */
  | 'app-secrets'
  /** lib/services/jobs/dispatch-job: how a committed job reaches the queue. */
  | 'job-dispatcher'
  | 'fraud-waker'
  /** lib/services/webhooks/emit-events: the webhook dispatcher waiting for emitted events. */
  | 'event-listener'
  /** lib/services/users/principal-cache: who an API key pair is, for AUTH_CACHE_SECONDS. */
  | 'principal-cache'
  /** lib/services/tracking/link-context: link facts reused between clicks. */
  | 'click-cache'
  /** lib/services/tracking/flood: the click flood counter. */
  | 'flood-limiter'
  /** lib/api/http/rate-limit: the API rate limiter. */
  | 'rate-limiter'
  /** lib/api/web/login-throttle: the sign-in failure counters. */
  | 'login-limiters';
// Not here: the fast-path registry (`anet.fast-paths`, `anet.peer-address-header`), shared with
// the server entry in scripts/.

/** The process's one `name`, made by `create` on first use. */
export function processSingleton<T>(name: ProcessSingletonName, create: () => T): T {
  const store = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(`anet.${name}`);
  if (!(key in store)) store[key] = create();
  return store[key] as T;
}
