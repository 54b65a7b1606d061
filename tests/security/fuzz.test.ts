import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { configureRateLimit } from '@/lib/api/http/rate-limit';
import { MAX_BODY_BYTES } from '@/lib/api/http/request-body';
import { versionOfPath, type RouteHandler } from '@/lib/api/http/route';
import * as v1CatchAll from '@/app/(api)/[...path]/route';
import * as v2CatchAll from '@/app/(api)/v2/[...path]/route';
import * as v3CatchAll from '@/app/(api)/v3/[...path]/route';
import { repairPath } from '@/lib/node-server/path-repair.mjs';
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
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content: Record<string, { schema: Schema }> };
          parameters?: { in: string; name: string }[];
        }
      >
    >;
    components?: { schemas?: Record<string, Schema> };
  };
  const op =
    doc.paths[pathFor(c, Object.fromEntries(c.names.map((n) => [n, `{${n}}`])))]?.[
      c.method.toLowerCase()
    ];
  if (part === 'query')
    return (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  let schema = op?.requestBody?.content['application/json']?.schema;
  if (schema?.$ref) schema = doc.components?.schemas?.[schema.$ref.split('/').pop()!];
  return Object.keys(schema?.properties ?? {});
}

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '💥'.repeat(1000),
    'x'.repeat(100_000),
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '../../etc/passwd',
    '-1',
    '1e309',
    'NaN',
  ),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e20),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
  fc.letrec((tie) => ({
    deep: fc.oneof({ depthSize: 'small' }, fc.constant(1), fc.record({ a: tie('deep') })),
  })).deep,
);

function bodyArbitrary(keys: string[]) {
  const known = keys.length
    ? fc.dictionary(fc.constantFrom(...keys), nasty, { maxKeys: keys.length })
    : fc.constant({});
  return fc.oneof(
    fc
      .tuple(known, fc.dictionary(fc.string({ maxLength: 10 }), nasty, { maxKeys: 3 }))
      .map(([k, extra]) => ({ ...extra, ...k })),
    known,
    fc.anything({ maxDepth: 3 }),
  );
}

const INVALID_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}}',
  '\u0000',
  '{"a": undefined}',
  "{'a':1}",
];

/** JSON nested far deeper than any recursive walk should be asked to go. */
const DEEP_JSON = [
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
];

/** A body one MiB over the limit, streamed without Content-Length (chunked). */
function oversizeStream(): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(256 * 1024).fill(0x20);
  let sent = 0;
  return new ReadableStream(
    {
      pull(controller) {
        if (sent > MAX_BODY_BYTES + 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
}

async function sendChunked(
  handler: RouteHandler,
  method: string,
  path: string,
  auth: string,
  params: Record<string, string>,
) {
  const request = new Request(`http://localhost:3000${path}`, {
    method,
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: oversizeStream(),
    duplex: 'half',
  } as RequestInit);
  const response = await handler(request, { params: Promise.resolve(params) });
  const text = await response.text();
  let json: { error?: Record<string, unknown> } | undefined;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

/** Path segments as Next.js hands them to a route once the server entry repaired the path. */
const MALFORMED_SEGMENTS = [
  '%ff',
  '%',
  '%zz',
  '%e2%82',
  '%c0%af',
  '%00',
  '\u0000',
  '..',
  '\ud800',
  '💥'.repeat(50),
  'x'.repeat(5000),
];

/** encodeURIComponent, which throws on a lone surrogate (the URL parser writes U+FFFD for one). */
const safeEncode = (s: string) =>
  encodeURIComponent(
    s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );

function assertErrorBody(
  c: Case,
  status: number,
  json: { error?: Record<string, unknown> } | undefined,
  text: string,
) {
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

/** A v1 error of a path served only as CSV (the exports): its rows as the JSON error reads. */
function csvError(c: Case, text: string): { error?: Record<string, unknown> } | undefined {
  if (c.meta.formats.includes('json') || !text) return undefined;
  const rows = parse(text, { columns: true }) as Record<string, string>[];
  if (!rows.length) return undefined;
  return {
    error: {
      type: rows[0]!.type,
      message: rows[0]!.message,
      errors: rows.filter((r) => r.property !== undefined && r.property !== ''),
    },
  };
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
    console.log(
      `fuzz: ${runs} requests over ${operations.length} operations; statuses ${JSON.stringify(statuses)}`,
    );
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
        ...(rawBody !== undefined
          ? { rawBody, headers: { 'content-type': 'application/json' } }
          : c.meta.spec.body
            ? { body }
            : {}),
      });
      runs += 1;
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      assertErrorBody(c, res.status, res.json ?? csvError(c, res.text), res.text);
      expect(res.status, `${c.key} was rate limited; the fuzz needs the limit lifted`).not.toBe(
        429,
      );
      if (res.status >= 400)
        expect(await fingerprint(world.net.networkId), `${c.key} wrote despite ${res.status}`).toBe(
          before,
        );
    };
    if (c.meta.spec.body) {
      await fc.assert(
        fc.asyncProperty(bodyArbitrary(propertyNames(c, 'body')), (body) => send(body)),
        { numRuns: RUNS },
      );
      for (const raw of [...INVALID_JSON, ...DEEP_JSON]) await send(undefined, '', raw);
      const over = await sendChunked(c.handler, c.method, path, world.net.auth, params);
      runs += 1;
      statuses[over.status] = (statuses[over.status] ?? 0) + 1;
      assertErrorBody(c, over.status, over.json, over.text);
      // Admitted (not refused for who is calling) means read, and refused at the limit.
      if (over.status !== 401 && over.status !== 403) expect(over.status, c.key).toBe(413);
    }
    if (c.meta.spec.query) {
      const keys = propertyNames(c, 'query');
      const queries = fc.dictionary(
        fc.constantFrom(...(keys.length ? keys : ['x'])),
        fc.oneof(fc.string(), fc.constantFrom('-1', '1e99', '%', '', 'a,b,,', '9'.repeat(40))),
        { maxKeys: 4 },
      );
      await fc.assert(
        fc.asyncProperty(queries, (q) =>
          send(undefined, `?${new URLSearchParams(q as Record<string, string>).toString()}`),
        ),
        { numRuns: RUNS },
      );
    }
    expect(runs - started).toBeGreaterThanOrEqual(RUNS);
  });
});

describe('malformed paths and encodings: never a 500, always the version error body', () => {
  it('the server entry makes every path decodable', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom(
              '%',
              '%f',
              '%ff',
              '%zz',
              '%e2%82',
              '%c0%af',
              '%2F',
              '/',
              '?',
              '#',
              'a',
              '%41',
            ),
            fc.string({ maxLength: 3 }),
          ),
          { maxLength: 12 },
        ),
        (parts) => {
          const raw = `/${parts.join('')}`;
          const repaired = repairPath(raw);
          const path = repaired.split(/[?#]/)[0]!;
          expect(() => decodeURIComponent(path), raw).not.toThrow();
          // A path that was decodable is left alone.
          let decodable = true;
          try {
            decodeURIComponent(raw.split(/[?#]/)[0]!);
          } catch {
            decodable = false;
          }
          if (decodable) expect(repaired).toBe(raw);
        },
      ),
      { numRuns: 500 },
    );
  });

  // Its work grows with the operations (each path parameter of each, times the malformed
  // segments): a timeout of its own, not the file's 60 s, which a loaded machine passed.
  it('every operation answers malformed path parameters in its version error body', async () => {
    const pathCases = cases().filter((c) => c.names.length);
    for (const c of pathCases) {
      const good = paramsFor(c, world.ids);
      for (const name of c.names) {
        for (const bad of MALFORMED_SEGMENTS) {
          const params = { ...good, [name]: bad };
          const res = await call(
            { [c.method]: c.handler },
            pathFor(c, { ...params, [name]: safeEncode(bad) }),
            {
              method: c.method,
              auth: world.net.auth,
              params,
              ...(c.meta.spec.body ? { body: {} } : {}),
            },
          );
          runs += 1;
          assertErrorBody(c, res.status, res.json, res.text);
        }
      }
    }
  }, 300_000);

  it('the catch-alls answer any repaired path with a 404 in their version body and a request id', async () => {
    const catchAlls = [
      ['', v1CatchAll, 'v1'],
      ['/v2', v2CatchAll, 'v2'],
      ['/v3', v3CatchAll, 'v3'],
    ] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.constantFrom(...MALFORMED_SEGMENTS), fc.string({ maxLength: 20 })), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.constantFrom(...catchAlls),
        async (segments, [prefix, mod, version]) => {
          const raw = `${prefix}/${segments.join('/')}`;
          const repaired = repairPath(raw.replace(/[?#]/g, '_'));
          const path = repaired
            .slice(prefix.length + 1)
            .split('/')
            .map((s) => decodeURIComponent(s));
          const res = await call(mod, repaired, { auth: null, params: { path } });
          expect(res.status, raw).toBe(404);
          expect(res.headers.get('x-request-id'), raw).toBeTruthy();
          if ((versionOfPath(repaired) ?? version) === 'v1')
            expect(res.json.error.type, raw).toBe('404');
          else expect(res.json.error.code, raw).toBe('404');
        },
      ),
      { numRuns: RUNS * 4 },
    );
  });
});
