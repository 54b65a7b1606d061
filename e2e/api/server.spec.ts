import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { basicAuth, readState } from '../support/state';

// Checks that need the real server: the proxy's format suffix, the data-dir lock.
test('GET /network over HTTP with Basic keys, in JSON and XML', async ({ request }) => {
  const s = readState();
  const res = await request.get('/network', { headers: { authorization: basicAuth(s) } });
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.count).toBe(1);
  expect(body.networks[0].network.network_id).toBe(s.network_id);
  expect(body.execution_time).toMatch(/ seconds$/);
  for (const h of [
    'x-ratelimit-limit',
    'x-ratelimit-remaining',
    'x-ratelimit-reset',
    'x-ratelimit-retry-after',
  ]) {
    expect(res.headers()[h]).toMatch(/^\d+$/);
  }
  const xml = await request.get('/network.xml', { headers: { authorization: basicAuth(s) } });
  expect(xml.headers()['content-type']).toMatch(/^text\/xml/);
  expect(await xml.text()).toContain(`<network_id>${s.network_id}</network_id>`);
});

test('errors over HTTP: 401 v1 body, v3 404 code, 405 with Allow', async ({ request }) => {
  const s = readState();
  const anon = await request.get('/network');
  expect(anon.status()).toBe(401);
  expect((await anon.json()).error.type).toBe('401');
  const v3 = await request.get('/v3/does/not/exist', { headers: { authorization: basicAuth(s) } });
  expect(v3.status()).toBe(404);
  expect((await v3.json()).error.errors[0].code).toBe('0d528fb3-569c-45fa-b2b5-309b360bf9fa');
  const del = await request.delete('/network', { headers: { authorization: basicAuth(s) } });
  expect(del.status()).toBe(405);
  expect(del.headers()['allow']).toBe('GET');
});

test("a second process cannot open the running server's embedded database", () => {
  const s = readState();
  const out = spawnSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/admin.ts', 'list-networks'],
    {
      env: { ...process.env, DATA_DIR: s.dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    },
  );
  expect(out.status).toBe(1);
  expect(out.stderr).toMatch(/is in use by process \d+ \(.*node-server\/server\.mjs/);
});

test('partners over HTTP: create, list gzip-compressed in JSON and as .xml, logo served by the app', async ({
  request,
}) => {
  const s = readState();
  const headers = { authorization: basicAuth(s) };
  const terms = await request.get(`/reference/terms/en/GB/${s.network_id}.json`, { headers });
  expect(terms.status()).toBe(200);
  const termsId = (await terms.json()).terms[0].term.ref_terms_and_conditions_locale_id;
  for (let i = 0; i < 5; i += 1) {
    const res = await request.post('/user/publisher', {
      headers,
      data: {
        account_name: `e2e-${Date.now()}-${i}`,
        vertical: '1',
        promotional_method: '1',
        signup_ip: '203.0.113.9',
        entity_terms_id: termsId,
        contact_email: `e2e${i}-${Date.now()}@partner.test`,
      },
    });
    expect(res.status()).toBe(201);
  }
  const list = await request.get(`/network/${s.network_id}/publisher?limit=5`, {
    headers: { ...headers, 'accept-encoding': 'gzip' },
  });
  expect(list.status()).toBe(200);
  expect(list.headers()['content-encoding']).toBe('gzip');
  const body = await list.json();
  expect(body.publishers).toHaveLength(5);
  const xml = await request.get(`/network/${s.network_id}/publisher.xml?limit=1`, { headers });
  expect(xml.headers()['content-type']).toMatch(/^text\/xml/);
  expect(await xml.text()).toMatch(/<publishers>\s*<publisher>/);

  const partnerId = body.publishers[0].publisher.publisher_id;
  const png =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  const updated = await request.post(`/user/publisher/${partnerId}`, {
    headers,
    data: { company_logo_upload: `data:image/png;base64,${png}` },
  });
  expect(updated.status()).toBe(200);
  const logoUrl: string = (await updated.json()).publisher.company_logo;
  const logo = await request.get(new URL(logoUrl).pathname);
  expect(logo.status()).toBe(200);
  expect(logo.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await logo.body()).equals(Buffer.from(png, 'base64'))).toBe(true);
});

test('a connection left idle for longer than a Node client keeps one (5 s) still answers', async ({
  baseURL,
}) => {
  // Node's own agent drops an idle connection after 5 s; a server that also closes at 5 s
  // races it, and the client that reuses the connection that instant gets "socket hang up".
  const s = readState();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, timeout: 60_000 });
  const get = () =>
    new Promise<{ status: number; port: number }>((resolve, reject) => {
      const req = http.get(`${baseURL}/network`, {
        agent,
        headers: { authorization: basicAuth(s) },
      });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, port: req.socket!.localPort! }));
      });
      req.on('error', reject);
    });
  const first = await get();
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  const second = await get();
  agent.destroy();
  expect([first.status, second.status]).toEqual([200, 200]);
  expect(second.port).toBe(first.port);
});
