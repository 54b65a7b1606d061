import pino from 'pino';
import { config } from '@/lib/config';
import { processSingleton } from '@/lib/process-singleton';

/**
 * A failed query's error (drizzle's DrizzleQueryError) carries the SQL and its parameters, in
 * `.params` and in its message and stack; parameters include credentials' digests. A log gets
 * the error's class and code, the cause chain's, and a query name ("select users"), never these.
 */
interface QueryError extends Error {
  query: string;
  params: unknown[];
}

const isQueryError = (e: unknown): e is QueryError =>
  e instanceof Error &&
  typeof (e as Partial<QueryError>).query === 'string' &&
  Array.isArray((e as Partial<QueryError>).params);

function causesOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = error; e && typeof e === 'object' && !chain.includes(e); e = (e as Error).cause)
    chain.push(e);
  return chain;
}

/** The statement's verb and first table: the SQL text never reaches the log either. */
export function queryNameOf(query: string): string {
  const verb = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase() ?? 'query';
  const table = /\b(?:from|into|update)\s+"?([\w.]+)"?/i.exec(query)?.[1];
  return table ? `${verb} ${table}` : verb;
}

const classAndCode = (e: unknown) => {
  const { code, constructor } = e as { code?: unknown; constructor?: { name?: unknown } };
  return {
    type: typeof constructor?.name === 'string' ? constructor.name : typeof e,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
  };
};

/** What a log line may say about an error. */
export function loggableError(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  const chain = causesOf(value);
  const failedQuery = chain.find(isQueryError);
  if (!failedQuery) return pino.stdSerializers.err(value);
  const query = queryNameOf(failedQuery.query);
  return {
    ...classAndCode(value),
    message: `database query failed: ${query}`,
    query,
    causes: chain.slice(1).map(classAndCode),
  };
}

const messageOf = (error: Error) =>
  causesOf(error).some(isQueryError) ? 'database query failed' : error.message;

/** Every top-level value that is an error, as loggableError says. */
function loggableFields(fields: object): object {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) out[key] = loggableError(value);
  return out;
}

/** A logger writing to `destination` (stdout by default) that never logs a query's parameters. */
export function createLogger(level: string, destination?: pino.DestinationStream): pino.Logger {
  return pino(
    {
      level,
      base: { service: 'affiliate-network' },
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'params', '*.params'],
        censor: '[redacted]',
      },
      // Replace pino's own error serializer, which would copy a failed query's message and stack.
      serializers: { err: loggableError, error: loggableError },
      hooks: {
        // Before pino takes a message from the error (`logger.error(err)`, `logger.error({ err })`).
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[];
          if (!first || typeof first !== 'object') return method.apply(this, args);
          const error = first instanceof Error ? first : (first as { err?: unknown }).err;
          const fields = first instanceof Error ? { err: first } : first;
          const message =
            typeof rest[0] === 'string' || !(error instanceof Error) ? [] : [messageOf(error)];
          return method.apply(this, [loggableFields(fields), ...message, ...rest] as never);
        },
      },
    },
    destination,
  );
}

/** Structured JSON logs on stdout. LOG_LEVEL, silent under tests unless set. */
export const logger: pino.Logger = processSingleton('logger', () =>
  createLogger(config().logLevel),
);
