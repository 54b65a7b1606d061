import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '@/lib/db/errors';

/** Which database errors answer 503 with Retry-After (issue 30); any other stays a 500. */

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

describe('a database error that means the database cannot be reached', () => {
  it.each([
    ['connection refused', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['connection reset', coded('ECONNRESET')],
    [
      'admin shutdown (57P01)',
      coded('57P01', 'terminating connection due to administrator command'),
    ],
    ['the server starting up (57P03)', coded('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', coded('08006', 'connection failure')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    ['refused on every address', new AggregateError([coded('ECONNREFUSED')], 'all failed')],
  ])('%s is unavailable, also inside drizzle’s wrapper', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', coded('23505')],
    ['a bad cast', coded('22P02', 'invalid input syntax for type integer')],
    ['a syntax error', coded('42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error at all', 'ECONNREFUSED'],
  ])('%s is not (it stays a 500)', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});
