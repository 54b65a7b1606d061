import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { createLogger } from '@/lib/logger';

/**
 * A failed query's error carries its SQL and parameters (issue 30: 13 MB of them in 18 s of
 * outage, the API key lookup's digest among them). A log line gets the error's class, code and
 * a query name, never the parameters, whichever way a caller hands the error to the logger.
 */

function capture() {
  const lines: string[] = [];
  const log = createLogger('info', { write: (line: string) => void lines.push(line) });
  return { log, lines };
}

const digest = createHash('sha256').update('user-api-key-of-someone').digest('hex');

async function failedKeyLookup(): Promise<unknown> {
  // A real failed query: the key lookup's digest as one parameter, a bad cast on another.
  return (await getDb())
    .execute(
      sql`select id from users where api_key_hash = ${digest} and id = ${'not-a-number'}::int`,
    )
    .then(
      () => expect.unreachable('the query should fail'),
      (error: unknown) => error,
    );
}

describe('logging a failed query', () => {
  it('names the query and its code, never its parameters or SQL text', async () => {
    const error = await failedKeyLookup();
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect(String((error as Error).message)).toContain(digest); // what used to reach the log

    const { log, lines } = capture();
    log.error({ err: error, requestId: 'r1' }, 'unhandled error');
    log.error(error as Error);
    log.warn({ err: error });
    log.warn({ error, query: error });
    log.info({ failed: error, params: (error as DrizzleQueryError).params }, 'x');

    expect(lines).toHaveLength(5);
    for (const line of lines) {
      expect(line).not.toContain(digest);
      expect(line).not.toContain('not-a-number');
      expect(line).not.toContain('api_key_hash');
    }
    const first = JSON.parse(lines[0]!);
    expect(first.err).toMatchObject({
      type: 'DrizzleQueryError',
      query: 'select users',
      causes: [{ type: expect.any(String), code: '22P02' }],
    });
    expect(JSON.parse(lines[1]!).msg).toBe('database query failed');
  });

  it('keeps other errors as they were: message and stack', () => {
    const { log, lines } = capture();
    log.error({ err: new TypeError('boom') }, 'unhandled error');
    const { err } = JSON.parse(lines[0]!);
    expect(err).toMatchObject({ type: 'TypeError', message: 'boom' });
    expect(err.stack).toContain('TypeError: boom');
  });
});
