import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { overrideConfigForTests, resetConfigForTests } from '@/lib/config';
import * as v1CatchAll from '@/app/(api)/[...path]/route';
import * as v2CatchAll from '@/app/(api)/v2/[...path]/route';
import * as v3CatchAll from '@/app/(api)/v3/[...path]/route';
import * as campaignsRoute from '@/app/(api)/campaign/route';
import * as networkRoute from '@/app/(api)/network/route';
import * as inviteRoute from '@/app/(api)/v2/networks/[networkId]/invite/network-partners/route';
import * as jobRoute from '@/app/(api)/v3/jobs/[jobID]/route';
import * as jobTasksRoute from '@/app/(api)/v3/jobs/[jobID]/tasks/route';
import * as signupInfoRoute from '@/app/(api)/v3/public/networks/[networkId]/signup/route';
import * as signupRoute from '@/app/(api)/v3/public/networks/[networkId]/partner-signups/route';
import { clientAddressOf } from '@/lib/api/http/client-address';
import { requestListener } from '@/lib/node-server/listener.mjs';
import { repairPath } from '@/lib/node-server/path-repair.mjs';
import { PEER_ADDRESS_HEADER } from '@/lib/node-server/peer-address.mjs';
import { serveImage } from '@/lib/api/endpoints/images';
import { imageUrl } from '@/lib/api/presenters/common';
import { configureRateLimit } from '@/lib/api/http/rate-limit';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH, nestsDeeperThan } from '@/lib/api/http/request-body';
import type { RouteHandler } from '@/lib/api/http/route';
import { getDb } from '@/lib/db/client';
import { partners, pendingSignups } from '@/lib/db/schema';
import { call, makeNetwork, type CallResult } from '../support/harness';
import { checkResponse } from '../support/contract';
import { dataUrl, makePng } from '../support/images';
import { prepareImage, storeImage } from '@/lib/services/images';
import { defaultTermsId } from '../support/partners';

const V3_INVALID_JSON = '0789c8ad-2d2b-49a4-8356-e2ce63998504';
const V3_NOT_FOUND = '0d528fb3-569c-45fa-b2b5-309b360bf9fa';
const octet = () => Math.floor(Math.random() * 250) + 1;
const randomAddress = () => `198.51.${octet()}.${octet()}`;

function signupBody(termsId: string) {
  const tag = randomUUID().slice(0, 8);
  return {
    terms_id: termsId,
    terms_accepted: true,
    locale: 'en',
    country: 'GB',
    account_name: `edge-${tag}`,
    company_name: 'Edge Media Ltd',
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: `${tag}@edge.test`,
    password: 'Vintage-Lantern-42',
    phone: '07700900123',
    address1: '1 Main Street',
    postcode: 'AB1 2CD',
  };
}

/** A body stream of `total` bytes in 64 KiB chunks, telling how much was pulled and whether it was cancelled. */
function countingStream(total: number, fill = 0x20) {
  const chunk = new Uint8Array(64 * 1024).fill(fill);
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled >= total) return controller.close();
        const next = chunk.subarray(0, Math.min(chunk.length, total - state.pulled));
        state.pulled += next.length;
        controller.enqueue(next);
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

/** Sends a body stream without Content-Length (chunked), as a client streaming an upload would. */
async function sendStream(
  handler: RouteHandler,
  path: string,
  body: ReadableStream<Uint8Array>,
  options: { auth?: string; params?: Record<string, string>; headers?: Record<string, string> },
): Promise<CallResult> {
  const headers = new Headers({ 'content-type': 'application/json', ...options.headers });
  if (options.auth) headers.set('authorization', options.auth);
  const request = new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
  expect(request.headers.get('content-length')).toBeNull();
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  const json = text ? JSON.parse(text) : undefined;
  checkResponse(handler, 'POST', response.status, response.headers.get('content-type'), json);
  return { status: response.status, headers: response.headers, text, json };
}

/** The sign-up address stored for an e-mail: on the partner, or on the pending sign-up until it is confirmed. */
async function storedSignupIp(email: string): Promise<string | undefined> {
  const db = await getDb();
  const [partner] = await db
    .select({ signupIp: partners.signupIp })
    .from(partners)
    .where(eq(partners.contactEmail, email));
  if (partner) return partner.signupIp ?? undefined;
  const [pending] = await db
    .select({ details: pendingSignups.details })
    .from(pendingSignups)
    .where(eq(pendingSignups.email, email));
  return (pending?.details as { signup_ip?: string } | undefined)?.signup_ip;
}

const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('request bodies are limited by the bytes read (issue 22 item 1)', () => {
  const OVER = 9 * 1024 * 1024;

  it('answers 413 to a chunked 9 MiB body on the public sign-up route and stops reading at the limit', async () => {
    const net = await makeNetwork();
    const { stream, state } = countingStream(OVER);
    const res = await sendStream(
      signupRoute.POST!,
      `/v3/public/networks/${net.networkId}/partner-signups`,
      stream,
      {
        params: { networkId: String(net.networkId) },
        headers: { [PEER_ADDRESS_HEADER]: randomAddress() },
      },
    );
    expect(res.status).toBe(413);
    expect(res.json.error).toMatchObject({ code: '413', errors: [{ type: 'payload_too_large' }] });
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(state.cancelled).toBe(true);
    expect(state.pulled).toBeLessThan(MAX_BODY_BYTES + 256 * 1024);
  });

  it('refuses a declared Content-Length over the limit before reading any of the body', async () => {
    const net = await makeNetwork();
    const { stream, state } = countingStream(1024);
    const request = new Request(
      `http://localhost:3000/v3/public/networks/${net.networkId}/partner-signups`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(OVER),
          [PEER_ADDRESS_HEADER]: randomAddress(),
        },
        body: stream,
        duplex: 'half',
      } as RequestInit,
    );
    const res = await signupRoute.POST!(request, {
      params: Promise.resolve({ networkId: String(net.networkId) }),
    });
    expect(res.status).toBe(413);
    expect(request.bodyUsed).toBe(false);
    expect(state.pulled).toBe(0);
  });

  it('answers 413 in the v1 and v2 bodies too, and with an Idempotency-Key (the hash reads the same limited bytes)', async () => {
    const net = await makeNetwork();
    const v1 = countingStream(OVER);
    const r1 = await sendStream(campaignsRoute.POST!, '/campaign', v1.stream, { auth: net.auth });
    expect(r1.status).toBe(413);
    expect(r1.json.error).toMatchObject({ type: '413' });
    expect(v1.state.cancelled).toBe(true);
    const v2 = countingStream(OVER);
    const r2 = await sendStream(
      inviteRoute.POST!,
      `/v2/networks/${net.networkId}/invite/network-partners`,
      v2.stream,
      { auth: net.auth, params: { networkId: String(net.networkId) } },
    );
    expect(r2.status).toBe(413);
    expect(r2.json.error).toMatchObject({ code: '413', errors: [{ code: 'payload_too_large' }] });
    const keyed = countingStream(OVER);
    const r3 = await sendStream(campaignsRoute.POST!, '/campaign', keyed.stream, {
      auth: net.auth,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(r3.status).toBe(413);
    expect(keyed.state.pulled).toBeLessThan(MAX_BODY_BYTES + 256 * 1024);
  });

  it('still reads a body just under the limit', async () => {
    const net = await makeNetwork();
    const { stream } = countingStream(MAX_BODY_BYTES - 1024);
    const res = await sendStream(campaignsRoute.POST!, '/campaign', stream, { auth: net.auth });
    // All spaces: an empty JSON body, so the create fails on its required fields, not on size.
    expect(res.status).toBe(400);
  });
});

describe('the client address and trusted proxies (issue 22 item 2)', () => {
  afterEach(() => resetConfigForTests('TRUSTED_PROXIES', 'TRUSTED_PROXY_HOPS'));
  afterAll(() => configureRateLimit({ points: 600, windowSeconds: 60 }));

  const addressOf = (headers: Record<string, string>) =>
    clientAddressOf((name) => headers[name], 'unknown');

  it('by default uses the peer address and ignores X-Forwarded-For and X-Real-IP', () => {
    overrideConfigForTests({ TRUSTED_PROXIES: undefined, TRUSTED_PROXY_HOPS: undefined });
    expect(
      addressOf({
        [PEER_ADDRESS_HEADER]: '::ffff:192.0.2.10',
        'x-forwarded-for': '203.0.113.1',
        'x-real-ip': '203.0.113.2',
      }),
    ).toBe('192.0.2.10');
    expect(addressOf({ 'x-forwarded-for': '203.0.113.1' })).toBe('unknown');
  });

  it('with TRUSTED_PROXIES set, takes the right-most address that is not a trusted proxy', () => {
    overrideConfigForTests({ TRUSTED_PROXIES: '192.0.2.10, 10.0.0.0/8' });
    const headers = {
      [PEER_ADDRESS_HEADER]: '192.0.2.10',
      'x-forwarded-for': '1.1.1.1, 203.0.113.5, 10.1.2.3',
    };
    expect(addressOf(headers)).toBe('203.0.113.5');
    // A peer that is not a trusted proxy is the client, whatever it forwards.
    expect(addressOf({ ...headers, [PEER_ADDRESS_HEADER]: '198.51.100.7' })).toBe('198.51.100.7');
    // Every hop trusted: the left-most.
    expect(addressOf({ ...headers, 'x-forwarded-for': '10.9.9.9' })).toBe('10.9.9.9');
    // Garbage where the client's address should be: unknown, never the garbage.
    expect(addressOf({ ...headers, 'x-forwarded-for': 'not-an-ip, 10.1.2.3' })).toBe('unknown');
  });

  it('with TRUSTED_PROXY_HOPS set, skips that many hops from the right', () => {
    overrideConfigForTests({ TRUSTED_PROXY_HOPS: '2' });
    expect(
      addressOf({
        [PEER_ADDRESS_HEADER]: '10.0.0.1',
        'x-forwarded-for': '6.6.6.6, 203.0.113.8, 10.0.0.2',
      }),
    ).toBe('203.0.113.8');
  });

  it('rotating X-Forwarded-For neither changes the rate-limit key nor the stored signup_ip', async () => {
    overrideConfigForTests({ TRUSTED_PROXIES: undefined });
    configureRateLimit({ points: 2, windowSeconds: 60 });
    const net = await makeNetwork();
    const peer = `10.${octet()}.${octet()}.${octet()}`;
    const from = () => ({ [PEER_ADDRESS_HEADER]: peer, 'x-forwarded-for': randomAddress() });
    const info = () =>
      call(signupInfoRoute, `/v3/public/networks/${net.networkId}/signup`, {
        auth: null,
        headers: from(),
        params: { networkId: String(net.networkId) },
      });
    expect((await info()).status).toBe(200);
    expect((await info()).status).toBe(200);
    expect((await info()).status).toBe(429);

    configureRateLimit({ points: 600, windowSeconds: 60 });
    const body = signupBody(await defaultTermsId(net.networkId));
    const res = await call(signupRoute, `/v3/public/networks/${net.networkId}/partner-signups`, {
      method: 'POST',
      auth: null,
      body,
      headers: from(),
      params: { networkId: String(net.networkId) },
    });
    expect(res.status, res.text).toBeLessThan(300);
    expect(await storedSignupIp(body.email)).toBe(peer);
  });

  it('with TRUSTED_PROXIES naming the peer, the forwarded client address is stored as signup_ip', async () => {
    overrideConfigForTests({ TRUSTED_PROXIES: '192.0.2.10' });
    const net = await makeNetwork();
    const client = randomAddress();
    const body = signupBody(await defaultTermsId(net.networkId));
    const res = await call(signupRoute, `/v3/public/networks/${net.networkId}/partner-signups`, {
      method: 'POST',
      auth: null,
      body,
      headers: { [PEER_ADDRESS_HEADER]: '192.0.2.10', 'x-forwarded-for': `6.6.6.6, ${client}` },
      params: { networkId: String(net.networkId) },
    });
    expect(res.status, res.text).toBeLessThan(300);
    expect(await storedSignupIp(body.email)).toBe(client);
  });
});

describe('JSON nesting is limited before parsing (issue 22 item 6)', () => {
  it('counts only brackets outside strings', () => {
    expect(nestsDeeperThan(deepJson(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(deepJson(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ a: '[[[[[[\\"[[['.repeat(100) }), 4)).toBe(false);
  });

  it('answers 400 naming the body to JSON nested 5,000 deep, in v1, v2 and v3', async () => {
    const net = await makeNetwork();
    const raw = `{"a":${deepJson(5000)}}`;
    const headers = { 'content-type': 'application/json' };
    const v1 = await call(campaignsRoute, '/campaign', {
      method: 'POST',
      auth: net.auth,
      rawBody: raw,
      headers,
    });
    expect(v1.status).toBe(400);
    expect(v1.json.error).toMatchObject({ type: '400', errors: [{ property: '' }] });
    expect(v1.json.error.errors[0].message).toMatch(/request body nests/);
    const v2 = await call(inviteRoute, `/v2/networks/${net.networkId}/invite/network-partners`, {
      method: 'POST',
      auth: net.auth,
      rawBody: raw,
      headers,
      params: { networkId: String(net.networkId) },
    });
    expect(v2.status).toBe(400);
    expect(v2.json.error.errors[0].message).toMatch(/request body nests/);
    const v3 = await call(signupRoute, `/v3/public/networks/${net.networkId}/partner-signups`, {
      method: 'POST',
      auth: null,
      rawBody: raw,
      headers: { ...headers, [PEER_ADDRESS_HEADER]: randomAddress() },
      params: { networkId: String(net.networkId) },
    });
    expect(v3.status).toBe(400);
    expect(v3.json.error.errors[0]).toMatchObject({ property: '', code: V3_INVALID_JSON });
  });

  it('lets a body 64 levels deep through to validation', async () => {
    const net = await makeNetwork();
    const res = await call(campaignsRoute, '/campaign', {
      method: 'POST',
      auth: net.auth,
      rawBody: `{"title":${'['.repeat(63)}"\\u0000"${']'.repeat(63)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.errors[0].message).not.toMatch(/request body nests/);
  });
});

describe('malformed paths answer in the version error body (issue 22 item 10)', () => {
  it('repairs undecodable escapes at the server entry, so routing never throws', () => {
    for (const raw of ['/%ff', '/%', '/a%zz/b', '/%e2%82', '/v3/%c0%af', '/ok%41/%ff?q=%ff'])
      expect(() => decodeURIComponent(repairPath(raw).split('?')[0]!), raw).not.toThrow();
    expect(repairPath('/ok%41/%ff?q=%ff')).toBe('/ok%41/%25ff?q=%ff');
    expect(repairPath('/caf%C3%A9')).toBe('/caf%C3%A9');
  });

  it('the server entry replaces a forged peer address with the socket address and repairs the path', async () => {
    const seen: { url?: string; peer?: string } = {};
    const server = http.createServer(
      requestListener((req, res) => {
        seen.url = req.url;
        seen.peer = req.headers[PEER_ADDRESS_HEADER] as string;
        res.end('ok');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path: '/v3/%ff', headers: { [PEER_ADDRESS_HEADER]: '6.6.6.6' } },
        (res) => res.resume().on('end', resolve),
      );
      req.on('error', reject);
      req.end();
    });
    server.close();
    expect(seen.peer).toMatch(/127\.0\.0\.1$/);
    expect(seen.url).toBe('/v3/%25ff');
  });

  it('the catch-alls answer the repaired path with a 404 in v1, v2 and v3 bodies, with X-Request-Id', async () => {
    const v1 = await call(v1CatchAll, '/%25ff', { auth: null, params: { path: ['%ff'] } });
    expect(v1.status).toBe(404);
    expect(v1.json.error).toMatchObject({ type: '404' });
    expect(v1.headers.get('x-request-id')).toBeTruthy();
    const v2 = await call(v2CatchAll, '/v2/%25ff', { auth: null, params: { path: ['%ff'] } });
    expect(v2.status).toBe(404);
    expect(v2.json.error).toMatchObject({ code: '404', errors: [{ code: 'entity_not_found' }] });
    const v3 = await call(v3CatchAll, '/v3/%25e2%2582', {
      auth: null,
      params: { path: ['%e2%82'] },
    });
    expect(v3.status).toBe(404);
    expect(v3.json.error).toMatchObject({ code: '404', errors: [{ code: V3_NOT_FOUND }] });
    expect(v3.headers.get('x-request-id')).toBeTruthy();
  });
});

describe('v3 jobs answer errors in the v3 body', () => {
  it('GET /v3/jobs/999999 and its tasks: 404 in the v3 shape', async () => {
    const net = await makeNetwork();
    for (const [mod, path] of [
      [jobRoute, '/v3/jobs/999999'],
      [jobTasksRoute, '/v3/jobs/999999/tasks'],
    ] as const) {
      const res = await call(mod, path, { auth: net.auth, params: { jobID: '999999' } });
      expect(res.status).toBe(404);
      expect(res.json.error).toMatchObject({
        code: '404',
        errors: [{ property: '', type: 'not_found', code: V3_NOT_FOUND }],
      });
    }
  });

  it('bare /v3 and /v2 (what /v3/jobs/.. normalises to) reach the top catch-all and answer in their own version', async () => {
    const net = await makeNetwork();
    const v3 = await call(v1CatchAll, '/v3', { auth: net.auth, params: { path: ['v3'] } });
    expect(v3.status).toBe(404);
    expect(v3.json.error).toMatchObject({ code: '404', errors: [{ code: V3_NOT_FOUND }] });
    const v2 = await call(v1CatchAll, '/v2', { auth: net.auth, params: { path: ['v2'] } });
    expect(v2.json.error).toMatchObject({ code: '404', errors: [{ code: 'entity_not_found' }] });
    const v1 = await call(v1CatchAll, '/v3x', { auth: net.auth, params: { path: ['v3x'] } });
    expect(v1.json.error).toMatchObject({ type: '404' });
  });
});

describe('Cache-Control', () => {
  it('authenticated answers, successes and errors, are private and never stored', async () => {
    const net = await makeNetwork();
    const ok = await call(networkRoute, '/network', { auth: net.auth });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('private, no-store');
    const missing = await call(jobRoute, '/v3/jobs/999999', {
      auth: net.auth,
      params: { jobID: '999999' },
    });
    expect(missing.headers.get('cache-control')).toBe('private, no-store');
    // Credentials sent but wrong: the answer still depends on them.
    const wrong = await call(networkRoute, '/network', { auth: 'Basic eDp5' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('cache-control')).toBe('private, no-store');
  });

  it('unauthenticated API answers are not stored either; image URLs stay cacheable', async () => {
    const anonymous = await call(networkRoute, '/network', { auth: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    const net = await makeNetwork();
    const db = await getDb();
    const stored = await storeImage(
      db,
      net.networkId,
      await prepareImage({ dataUrl: dataUrl(makePng(32, 32)) }, ['icon']),
    );
    const icon = imageUrl('http://localhost:3000', stored)!.split('/').pop()!;
    const image = await serveImage(icon);
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
