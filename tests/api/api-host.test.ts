import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@/app/(api)/route-index';
import * as networkRoute from '@/app/(api)/network/route';
import { apiHost } from '@/lib/node-server/api-host';
import { call, makeNetwork, type TestNetwork } from '../support/harness';

// The API fast path (lib/node-server/api-host.ts) on a real socket: what `npm start` serves the API with.
const FALLBACK = 'next.js would answer this';
let server: http.Server;
let port: number;
let net: TestNetwork;

beforeAll(async () => {
  const serveApi = apiHost(apiRoutes);
  server = http.createServer((req, res) => {
    if (!serveApi(req, res)) res.writeHead(418).end(FALLBACK);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  net = await makeNetwork();
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function send(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<Raw>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const withoutTime = (text: string) => text.replace(/"execution_time":"[^"]*"/, '');

describe('the API fast path', () => {
  it('answers a read as the route handler does, with the security headers Next.js adds', async () => {
    const res = await send('GET', '/network', { authorization: net.auth });
    const direct = await call(networkRoute, '/network', { auth: net.auth });
    expect(res.status).toBe(200);
    expect(withoutTime(res.body.toString())).toBe(withoutTime(direct.text));
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-length']).toBe(String(res.body.length));
  });

  it('reads the v1 format suffix as the proxy does', async () => {
    const res = await send('GET', '/network.xml', { authorization: net.auth });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(res.body.toString()).toContain(`<network_name>${net.name}</network_name>`);
  });

  it('gzips a body over 1 KB for a client that accepts it, and only then', async () => {
    const path = '/reference/country';
    const plain = await send('GET', path, { authorization: net.auth });
    const zipped = await send('GET', path, { authorization: net.auth, 'accept-encoding': 'gzip' });
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.length).toBeLessThan(plain.body.length);
    expect(withoutTime(gunzipSync(zipped.body).toString())).toBe(
      withoutTime(plain.body.toString()),
    );
  });

  it('reads a posted body and streams a CSV answer', async () => {
    const res = await send(
      'POST',
      `/v2/networks/${net.networkId}/publishers.csv`,
      { authorization: net.auth, 'content-type': 'application/json' },
      '{}',
    );
    expect(res.status, res.body.toString()).toBe(201);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.toString()).toMatch(/^created_date,signup_ip,publisher_id,/);
  });

  it("answers errors in the version's body: bad credentials, an unknown id, a method the route lacks", async () => {
    const denied = await send('GET', '/network', { authorization: 'Basic bm9wZTpub3Bl' });
    expect(denied.status).toBe(401);
    const missing = await send('GET', '/v3/brand/campaigns/999999999', { authorization: net.auth });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString()).error).toBeDefined();
    const wrongMethod = await send('DELETE', '/network', { authorization: net.auth });
    expect(wrongMethod.status).toBe(405);
  });

  it('leaves pages, unknown paths, trailing slashes and HEAD to Next.js', async () => {
    for (const [method, path] of [
      ['GET', '/console'],
      ['GET', '/no/such/api/path'],
      ['GET', '/network/'],
      ['HEAD', '/network'],
    ]) {
      const res = await send(method!, path!, { authorization: net.auth });
      expect(res.status, `${method} ${path}`).toBe(418);
    }
  });
});
