/** PostgreSQL's unique_violation, seen through drizzle's wrapper (the driver error is its cause). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
  }
  return false;
}

type ErrorLink = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** Node's socket errors: the server is not there or went away. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** PostgreSQL's: shutting down or starting (57P01-57P03), too many connections (53300). */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What pg and pg-pool say when a connection dies or cannot be had in time (no code). */
const CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

function linkIsUnavailable(e: ErrorLink): boolean {
  const code = typeof e.code === 'string' ? e.code : '';
  if (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  return typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message);
}

/**
 * Whether the database cannot be reached (refused, shut down, connection lost, pool timeout),
 * seen through drizzle's wrapper and AggregateErrors: answered 503 with Retry-After. Any other
 * database error is a bug in a query and stays a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length) {
    const e = pending.pop() as ErrorLink | undefined;
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    if (linkIsUnavailable(e)) return true;
    pending.push(e.cause);
    if (Array.isArray(e.errors)) pending.push(...(e.errors as unknown[]));
  }
  return false;
}
