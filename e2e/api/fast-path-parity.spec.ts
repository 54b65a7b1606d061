import { expect, test } from '@playwright/test';
import {
  send,
  startParityServers,
  type Answer,
  type ParityServers,
} from '../support/parity-servers';

/**
 * The fast paths (lib/node-server: API and click) answer as Next.js does. The same requests go
 * to two servers from one build, on copies of one database: `npm start` as in production, and
 * `npm start` with API_FAST_PATH=off and CLICK_FAST_PATH=off, so Next.js serves everything.
 * Status, headers and body bytes must match, except for the headers named below.
 */

/** Per request: the clock, the request id, the rate-limit window. */
const PER_REQUEST = ['date', 'x-request-id', 'x-ratelimit-reset', 'x-ratelimit-remaining'];
/**
 * Where the two differ by design: framing (the fast path sends Content-Length, Next.js streams
 * chunked; the same bytes either way), and the rewrite marker Next.js leaks from proxy.ts on a
 * v1 suffix path (`x-middleware-rewrite: /network`), which the fast path does not send.
 */
const BY_DESIGN = ['content-length', 'transfer-encoding', 'x-middleware-rewrite'];

/** The answer without the headers above, and with its per-request values masked. */
function comparable({ status, headers, body }: Answer) {
  const kept = Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !PER_REQUEST.includes(name) && !BY_DESIGN.includes(name))
      // The click's own reference, new on every click.
      .map(([name, value]) => [name, value.replace(/clickref=[^&#]+/, 'clickref=*')]),
  );
  // v1/v2 envelopes time the request: `"execution_time":"0.01234 seconds"`.
  return { status, headers: kept, body: body.replace(/\d+\.\d{5} seconds/g, '* seconds') };
}

let servers: ParityServers;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  servers = await startParityServers();
});

test.afterAll(async () => {
  await servers?.stop();
});

test('the fast paths answer every kind of request byte for byte as Next.js does', async () => {
  const { networkId, applicationKey, apiKey, camref } = servers.seeded;
  const basic = `Basic ${Buffer.from(`${applicationKey}:${apiKey}`).toString('base64')}`;
  const auth = { host: 'parity.test', authorization: basic };
  const json = { ...auth, 'content-type': 'application/json' };
  const cases: [string, string, string, Record<string, string>, string?][] = [
    ['v1 JSON read', 'GET', '/network', auth],
    ['v1 .xml suffix', 'GET', '/network.xml', auth],
    ['v1 .csv suffix', 'GET', `/network/${networkId}/publisher.csv?limit=3`, auth],
    ['v2 read', 'GET', `/v2/networks/${networkId}/publishers?limit=2`, auth],
    ['v3 read', 'GET', `/v3/network/${networkId}/users`, auth],
    ['POST with a validation error', 'POST', '/user/publisher', json, '{"vertical":"x"}'],
    ['404 unknown path', 'GET', '/v3/does/not/exist', auth],
    ['404 unknown id', 'GET', '/campaign/999999999', auth],
    ['405', 'DELETE', '/network', auth],
    [
      'gzip large list',
      'GET',
      `/network/${networkId}/publisher?limit=50`,
      { ...auth, 'accept-encoding': 'gzip' },
    ],
    [
      'gzip large CSV',
      'GET',
      `/network/${networkId}/publisher.csv?limit=50`,
      { ...auth, 'accept-encoding': 'gzip' },
    ],
    ['401 without credentials', 'GET', '/network', { host: 'parity.test' }],
    [
      'click redirect',
      'GET',
      `/click/camref:${camref}`,
      { host: 'parity.test', 'user-agent': 'Mozilla/5.0 parity' },
    ],
    [
      'unknown short link',
      'GET',
      '/l/doesnotexist',
      { host: 'parity.test', 'user-agent': 'Mozilla/5.0 parity' },
    ],
  ];
  // The page guard is offered on both: it answers only while the database is down.
  expect(servers.offered).toEqual([['click', 'api', 'page-guard'], ['page-guard']]);
  const served: Record<string, Answer> = {};
  for (const [name, method, target, headers, body] of cases) {
    const fast = await send(servers.fastPath, method, target, headers, body);
    const next = await send(servers.nextJs, method, target, headers, body);
    expect(comparable(fast), name).toEqual(comparable(next));
    served[name] = fast;
  }
  // The cases are what they say they are.
  expect(served['gzip large list']!.headers['content-encoding']).toBe('gzip');
  expect(served['gzip large CSV']!.body.length).toBeGreaterThan(1024);
  // Served by the fast path: through Next.js a suffix path carries proxy.ts's rewrite marker.
  expect(served['v1 .xml suffix']!.headers['x-middleware-rewrite']).toBeUndefined();
  expect(served['click redirect']!.status).toBe(302);
  expect(served['POST with a validation error']!.status).toBe(400);
});
