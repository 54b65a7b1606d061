import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { configureRateLimit } from '@/lib/api/rate-limit';
import { call } from '../support/harness';
import { openApiDocument } from '../support/contract';
import { cases, pathFor, paramsFor, type Case } from './operations';
import { fingerprint, makeWorld, type World } from './world';

/**
 * Property-based fuzzing of every request body and query: whatever arrives, the answer is
 * never a 500, errors come in the version's body with a property and a code, and a refused
 * request writes nothing.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

type Schema = { $ref?: string; properties?: Record<string, unknown> };

function propertyNames(c: Case, part: 'body' | 'query'): string[] {
  const doc = openApiDocument() as unknown as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> }; parameters?: { in: string; name: string }[] }>>;
    components?: { schemas?: Record<string, Schema> };
  };
  const op = doc.paths[pathFor(c, Object.fromEntries(c.names.map((n) => [n, `{${n}}`])))]?.[c.method.toLowerCase()];
  if (part === 'query') return (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  let schema = op?.requestBody?.content['application/json']?.schema;
  if (schema?.$ref) schema = doc.components?.schemas?.[schema.$ref.split('/').pop()!];
  return Object.keys(schema?.properties ?? {});
}

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom('', ' ', '\u0000', '💥'.repeat(1000), 'x'.repeat(100_000), '<script>alert(1)</script>', "' or 1=1 --", '../../etc/passwd', '-1', '1e309', 'NaN'),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e20),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
  fc.letrec((tie) => ({ deep: fc.oneof({ depthSize: 'small' }, fc.constant(1), fc.record({ a: tie('deep') })) })).deep,
);

function bodyArbitrary(keys: string[]) {
  const known = keys.length ? fc.dictionary(fc.constantFrom(...keys), nasty, { maxKeys: keys.length }) : fc.constant({});
  return fc.oneof(
    fc.tuple(known, fc.dictionary(fc.string({ maxLength: 10 }), nasty, { maxKeys: 3 })).map(([k, extra]) => ({ ...extra, ...k })),
    known,
    fc.anything({ maxDepth: 3 }),
  );
}

const INVALID_JSON = ['{', '{"a":', '[1,2', 'nul', '{"a":1}}', '\u0000', '{"a": undefined}', "{'a':1}"];

function assertErrorBody(c: Case, status: number, json: { error?: Record<string, unknown> } | undefined, text: string) {
  const where = `${c.key} -> ${status} ${text.slice(0, 300)}`;
  expect(status, where).not.toBe(500);
  if (status < 400) return;
  expect(json?.error, where).toBeTruthy();
  const error = json!.error!;
  expect(typeof error.message, where).toBe('string');
  if (c.meta.version === 'v1') expect(error.type, where).toBe(String(status));
  else expect(error.code, where).toBe(String(status));
  if (status === 400) {
    const items = error.errors as { property: unknown; code: unknown }[];
    expect(items?.length, where).toBeGreaterThan(0);
    for (const item of items) {
      expect(typeof item.property, where).toBe('string');
      expect(typeof item.code, where).toBe('string');
      expect(item.code, where).not.toBe('');
    }
  }
}

let world: World;
beforeAll(async () => {
  // Thousands of calls from one user: the rate limit would answer 429 to most of them.
  configureRateLimit({ points: 1_000_000, windowSeconds: 60 });
  world = await makeWorld('fuzz');
}, 120_000);
afterAll(() => configureRateLimit({ points: 600, windowSeconds: 60 }));

const operations = cases().filter((c) => c.meta.spec.body || c.meta.spec.query);
let runs = 0;
const statuses: Record<number, number> = {};

// One test per operation: a single long test would starve vitest's worker RPC on a busy machine.
describe('fuzzing every body and query: never a 500, always a property and a code, nothing written when refused', () => {
  afterAll(() => {
    console.log(`fuzz: ${runs} requests over ${operations.length} operations; statuses ${JSON.stringify(statuses)}`);
  });

  it.each(operations.map((c) => [c.key, c] as const))('%s', async (_key, c) => {
    const params = paramsFor(c, world.ids);
    const path = pathFor(c, params);
    const started = runs;
    const send = async (body: unknown, query = '', rawBody?: string) => {
      const before = await fingerprint(world.net.networkId);
      const res = await call({ [c.method]: c.handler }, path + query, {
        method: c.method,
        auth: world.net.auth,
        params,
        ...(rawBody !== undefined ? { rawBody, headers: { 'content-type': 'application/json' } } : c.meta.spec.body ? { body } : {}),
      });
      runs += 1;
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      assertErrorBody(c, res.status, res.json, res.text);
      expect(res.status, `${c.key} was rate limited; the fuzz needs the limit lifted`).not.toBe(429);
      if (res.status >= 400) expect(await fingerprint(world.net.networkId), `${c.key} wrote despite ${res.status}`).toBe(before);
    };
    if (c.meta.spec.body) {
      await fc.assert(fc.asyncProperty(bodyArbitrary(propertyNames(c, 'body')), (body) => send(body)), { numRuns: RUNS });
      for (const raw of INVALID_JSON) await send(undefined, '', raw);
    }
    if (c.meta.spec.query) {
      const keys = propertyNames(c, 'query');
      const queries = fc.dictionary(fc.constantFrom(...(keys.length ? keys : ['x'])), fc.oneof(fc.string(), fc.constantFrom('-1', '1e99', '%', '', 'a,b,,', '9'.repeat(40))), { maxKeys: 4 });
      await fc.assert(
        fc.asyncProperty(queries, (q) => send(undefined, `?${new URLSearchParams(q as Record<string, string>).toString()}`)),
        { numRuns: RUNS },
      );
    }
    expect(runs - started).toBeGreaterThanOrEqual(RUNS);
  });
});
