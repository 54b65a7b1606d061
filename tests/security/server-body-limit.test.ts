import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { overrideConfigForTests, resetConfigForTests } from '@/lib/config';
import * as signupRoute from '@/app/(api)/v3/public/networks/[networkId]/partner-signups/route';
import * as campaignsRoute from '@/app/(api)/campaign/route';
import { requestListener, STRICT_TRANSPORT_SECURITY } from '@/lib/node-server/listener.mjs';
import { MAX_BODY_BYTES } from '@/lib/node-server/body-limit.mjs';
import { continueWithinLimit } from '@/lib/node-server/body-guard.mjs';
import { installServerAnswers } from '@/lib/node-server/server-answers';
import { apiHost } from '@/lib/node-server/api-host';
import { offerFastPath } from '@/lib/node-server/registry.mjs';
import { logger } from '@/lib/logger';

// The server entry (lib/node-server/listener.mjs) in front of a stub for Next.js that reads
// every body whole, as Next.js does for its proxy and next-auth does on /api/auth/*.

const MiB = 1024 * 1024;

interface Seen {
  calls: number;
  bytes: number;
}
let seen: Seen = { calls: 0, bytes: 0 };
let server: http.Server;
let port: number;

function nextStub(req: http.IncomingMessage, res: http.ServerResponse) {
  seen.calls += 1;
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => {
    seen.bytes += chunk.length;
    chunks.push(chunk);
  });
  req.on('end', () => res.end(JSON.stringify({ read: Buffer.concat(chunks).length })));
  req.on('error', () => undefined);
}

beforeAll(async () => {
  const routes = [
    { folder: 'v3/public/networks/[networkId]/partner-signups', module: signupRoute },
    { folder: 'campaign', module: campaignsRoute },
  ];
  installServerAnswers(routes);
  offerFastPath('api', apiHost(routes));
  const listener = requestListener(nextStub);
  server = http.createServer(listener);
  server.on('checkContinue', continueWithinLimit(listener)); // as server.mjs does
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  seen = { calls: 0, bytes: 0 };
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** Bytes of body the client wrote before the answer came or the socket closed. */
  sent: number;
  socketClosed: boolean;
}

/**
 * Sends `total` bytes of body to `path` in 64 KiB chunks (chunked unless a Content-Length is
 * given), stopping when the server answers or closes the connection, on a keep-alive agent, so
 * a closed socket is the server's doing.
 */
function send(
  path: string,
  total: number,
  headers: Record<string, string | number> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const agent = new http.Agent({ keepAlive: true });
    let sent = 0;
    let answered = false;
    const req = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      agent,
    });
    req.on('response', (res) => {
      answered = true;
      const socket = res.socket;
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        // A server that closes the socket does so within its linger time (2 s, body-guard.mjs).
        let socketClosed = socket.destroyed;
        const done = () => {
          clearTimeout(timer);
          agent.destroy();
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            text: Buffer.concat(parts).toString(),
            sent,
            socketClosed,
          });
        };
        const expectClose = res.headers.connection === 'close' && !socketClosed;
        const timer = setTimeout(done, expectClose ? 5000 : 200);
        if (expectClose)
          socket.once('close', () => {
            socketClosed = true;
            done();
          });
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error); // EPIPE / ECONNRESET after the answer: expected
    });
    const pump = () => {
      while (sent < total && !answered && !req.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      if (sent >= total && !answered) req.end();
    };
    req.flushHeaders();
    pump();
  });
}

const errorOf = (text: string) => (JSON.parse(text) as { error: unknown }).error;

describe('the server entry holds every body to 8 MiB (issue 30, finding 1)', () => {
  it('refuses a declared Content-Length over the limit at once, unread, and closes the socket', async () => {
    const answer = await send('/api/auth/callback/credentials', 200 * MiB, {
      'content-length': 200 * MiB,
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(errorOf(answer.text)).toEqual({
      code: 'payload_too_large',
      message: `The request body must be at most ${MAX_BODY_BYTES} bytes (8 MiB)`,
    });
    expect(seen.calls).toBe(0);
    expect(answer.sent).toBeLessThan(100 * MiB);
    expect(answer.socketClosed).toBe(true);
  });

  it('tells a client that asks first (Expect: 100-continue) not to send a body over the limit', async () => {
    const ask = (length: number) =>
      new Promise<{ continued: boolean; status: number }>((resolve, reject) => {
        let continued = false;
        const req = http.request({
          host: '127.0.0.1',
          port,
          path: '/api/auth/signout',
          method: 'POST',
          agent: false,
          headers: { 'content-length': length, expect: '100-continue' },
        });
        req.on('continue', () => {
          continued = true;
          req.end(Buffer.alloc(length, 0x20));
        });
        req.on('response', (res) => {
          res.resume();
          resolve({ continued, status: res.statusCode! });
          req.destroy();
        });
        req.on('error', reject);
        req.flushHeaders();
      });
    expect(await ask(200 * MiB)).toEqual({ continued: false, status: 413 });
    expect(seen.calls).toBe(0);
    expect(await ask(1024)).toEqual({ continued: true, status: 200 });
  });

  it('cuts a chunked 200 MB body to the sign-in route at the limit, with 413, and memory does not grow', async () => {
    const before = process.memoryUsage().rss;
    const answer = await send('/api/auth/callback/credentials', 200 * MiB);
    const after = process.memoryUsage().rss;
    console.log(
      `RSS before ${(before / MiB).toFixed(0)} MiB, after a 200 MB chunked body ${(after / MiB).toFixed(0)} MiB; client sent ${(answer.sent / MiB).toFixed(1)} MiB, the handler read ${(seen.bytes / MiB).toFixed(1)} MiB`,
    );
    expect(answer.status).toBe(413);
    expect(errorOf(answer.text)).toMatchObject({ code: 'payload_too_large' });
    expect(answer.socketClosed).toBe(true);
    expect(seen.bytes).toBeLessThanOrEqual(MAX_BODY_BYTES);
    expect(answer.sent).toBeLessThan(100 * MiB);
    expect(after - before).toBeLessThan(64 * MiB);
  });

  it('pages get the same short 413', async () => {
    const answer = await send('/partner/profile', 9 * MiB);
    expect(answer.status).toBe(413);
    expect(errorOf(answer.text)).toMatchObject({ code: 'payload_too_large' });
  });

  it('API routes answer in their version body: v3 and v1 (JSON and XML)', async () => {
    const logged = vi.spyOn(logger, 'error');
    // Served by the API fast path, whose handler is reading the body when the server cuts it.
    const v3 = await send('/v3/public/networks/1/partner-signups', 9 * MiB);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
    expect(v3.status).toBe(413);
    expect(v3.headers['x-request-id']).toBeTruthy();
    expect(JSON.parse(v3.text)).toMatchObject({
      error: { code: '413', errors: [expect.objectContaining({ type: 'payload_too_large' })] },
    });
    const v1 = await send('/campaign.json', 1 * MiB, { 'content-length': 9 * MiB });
    expect(v1.status).toBe(413);
    expect(JSON.parse(v1.text)).toEqual({
      error: {
        message: `The request body must be at most ${MAX_BODY_BYTES} bytes (8 MiB)`,
        type: '413',
      },
    });
    const xml = await send('/campaign.xml', 1 * MiB, { 'content-length': 9 * MiB });
    expect(xml.headers['content-type']).toMatch(/^text\/xml/);
    expect(xml.text).toContain('<type>413</type>');
  });

  it('lets a body of exactly 8 MiB through, chunked or declared', async () => {
    const chunked = await send('/api/auth/callback/credentials', MAX_BODY_BYTES);
    expect(chunked.status).toBe(200);
    expect(chunked.socketClosed).toBe(false);
    expect(JSON.parse(chunked.text)).toEqual({ read: MAX_BODY_BYTES });
    const declared = await send('/partner/profile', MAX_BODY_BYTES, {
      'content-length': MAX_BODY_BYTES,
    });
    expect(declared.status).toBe(200);
    expect(JSON.parse(declared.text)).toEqual({ read: MAX_BODY_BYTES });
  });
});

describe('HSTS only over https (issue 30, finding 4)', () => {
  afterEach(() => resetConfigForTests('TRUSTED_PROXIES'));
  const hstsOf = async (headers: Record<string, string>) =>
    (await send('/partner/profile', 0, headers)).headers['strict-transport-security'];

  it('is never sent over plain http, nor for an X-Forwarded-Proto no trusted proxy wrote', async () => {
    overrideConfigForTests({ TRUSTED_PROXIES: undefined });
    expect(await hstsOf({})).toBeUndefined();
    expect(await hstsOf({ 'x-forwarded-proto': 'https' })).toBeUndefined();
  });

  it('is sent on every answer when a trusted proxy says the request came over https', async () => {
    overrideConfigForTests({ TRUSTED_PROXIES: '127.0.0.1' });
    expect(await hstsOf({ 'x-forwarded-proto': 'https' })).toBe(STRICT_TRANSPORT_SECURITY);
    expect(await hstsOf({ 'x-forwarded-proto': 'http' })).toBeUndefined();
    // The refusals the server writes itself carry it too.
    const refused = await send('/api/auth/signout', 9 * MiB, { 'x-forwarded-proto': 'https' });
    expect(refused.status).toBe(413);
    expect(refused.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  });
});
