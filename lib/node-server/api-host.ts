import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip, gzip } from 'node:zlib';
import { config } from '@/lib/config';
import { logger } from '@/lib/logger';
import { FORMAT_SUFFIX } from '@/lib/api/http/format';
import { bodyBeside, writesItsOwnAnswer } from '@/lib/api/http/render';
import { versionOfPath } from '@/lib/api/http/route';
import { routeTable, type RouteEntry, type RouteMatch } from '@/lib/api/http/route-table';
import { offerFastPath } from './registry.mjs';
import { COMPRESSIBLE, setNextHeaders } from './next-headers';

/**
 * The API fast path. Under `npm start`, the server (listener.mjs) offers every request to the
 * fast paths before Next.js sees it; a request for one of our API route files
 * (app/(api), listed in route-index.ts) with a method the file exports is served here by that
 * same route handler, on a Fetch Request built from the socket. The bench measured Next.js's
 * per-request routing and response machinery at several times the cost of a small API read
 * (bench/results.md); this path keeps what Next.js added that a client can see: the v1 format
 * suffix (proxy.ts), the security headers (next.config.mjs), Vary and gzip over 1 KB
 * (next-headers.ts). Everything
 * else (pages, HEAD, OPTIONS, unknown paths and their 404s) goes on to Next.js, and `next dev`
 * serves the same route files without this path. API_FAST_PATH=off turns it off.
 */

const GZIP_MIN_BYTES = 1024;
const gzipBuffer = promisify(gzip);

interface Target {
  match: RouteMatch;
  url: string;
  format?: string;
}

/** The route for a request, with the v1 suffix taken off the path as proxy.ts does. */
function targetOf(match: ReturnType<typeof routeTable>, req: IncomingMessage): Target | undefined {
  const raw = req.url ?? '/';
  const cut = raw.indexOf('?');
  let path = cut === -1 ? raw : raw.slice(0, cut);
  const search = cut === -1 ? '' : raw.slice(cut);
  const suffix = versionOfPath(path) ? null : FORMAT_SUFFIX.exec(path);
  if (suffix) path = path.slice(0, -suffix[0].length);
  const found = match(path, req.method ?? 'GET');
  if (!found) return undefined;
  const proto = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return {
    match: found,
    url: `${proto}://${req.headers.host ?? 'localhost'}${path}${search}`,
    format: suffix?.[1],
  };
}

function toRequest(req: IncomingMessage, target: Target): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  if (target.format) headers.set('x-api-format', target.format);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(target.url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit);
  writesItsOwnAnswer(request);
  return request;
}

const acceptsGzip = (req: IncomingMessage) => /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');

async function send(req: IncomingMessage, res: ServerResponse, response: Response) {
  if (res.headersSent) return; // the server entry refused the body (body-guard.mjs) and answered
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader('set-cookie', cookies);
  const contentType = response.headers.get('content-type');
  setNextHeaders(res, contentType);
  const beside = bodyBeside(response);
  if (!response.body && beside === undefined) return void res.end();
  const compress = acceptsGzip(req) && COMPRESSIBLE.test(contentType ?? '');
  if (beside !== undefined || response.headers.has('content-length')) {
    let body =
      beside === undefined ? Buffer.from(await response.arrayBuffer()) : Buffer.from(beside);
    if (compress && body.length >= GZIP_MIN_BYTES) {
      body = await gzipBuffer(body);
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', body.length);
    }
    return void res.end(body);
  }
  if (compress) {
    res.setHeader('Content-Encoding', 'gzip');
    res.removeHeader('Content-Length');
  }
  const source = Readable.fromWeb(response.body as Parameters<typeof Readable.fromWeb>[0]);
  await pipeline(
    ...([source, ...(compress ? [createGzip()] : []), res] as [Readable, ServerResponse]),
  );
}

/** A node:http handler for our API routes; false (untouched) for any request it does not serve. */
export function apiHost(routes: RouteEntry[]) {
  const match = routeTable(routes);
  return function handleNodeApi(req: IncomingMessage, res: ServerResponse): boolean {
    let target: Target | undefined;
    let request: Request;
    try {
      target = targetOf(match, req);
      if (!target) return false;
      request = toRequest(req, target);
    } catch {
      return false; // a Host header no URL can hold, say: Next.js answers it
    }
    void target.match
      .handler(request, { params: Promise.resolve(target.match.params) })
      .then((response) => send(req, res, response))
      .catch((error: unknown) => {
        logger.error({ err: error, url: req.url }, 'API fast path failed');
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end();
      });
    return true;
  };
}

/** Installs the API fast path (called at server start by instrumentation.ts). */
export function installApiFastPath(routes: RouteEntry[]): void {
  if (!config().fastPaths.api) return;
  offerFastPath('api', apiHost(routes));
}
