import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger } from '@/lib/logger';
import { getDb } from '@/lib/services/database';
import { serveClick, type ClickRequest } from '@/lib/services/tracking';
import { offerFastPath } from './api-host';
import { clientAddressOf } from './client-address';
import { createSharedLimiter } from './rate-limit';

/**
 * The HTTP side of the click redirect (lib/services/tracking/serve-click.ts does the work), for
 * the two hosts that serve the tracking paths `/click/...` and `/l/{code}`:
 * - the Next.js route files under app/(tracking) (clickResponse), used by `next dev`;
 * - the server entry's fast path (handleNodeClick): under `npm start`, scripts/http-entry.mjs
 *   hands these paths straight to it before Next.js sees them, which the bench showed costs
 *   several times more per request than the click itself (docs/tracking.md).
 * Both answer the same: 302 to the destination with the clickref, no-store, once the click is
 * committed; 404 with a small page for an unknown link; 503 when the click cannot be stored.
 */

export const CLICK_PATH = /^\/(click\/|l\/)/;

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`;
const NOT_FOUND_PAGE = page(
  'This link does not work',
  'The tracking link you followed is not known here. Check the address you were given, or go to the shop directly.',
);
const UNAVAILABLE_PAGE = page(
  'Please try again',
  'We could not follow this link just now. Please try again in a moment.',
);

export interface ClickHttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const html = (status: number, body: string, extra: Record<string, string> = {}) => ({
  status,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...extra,
  },
  body,
});

/** Runs the click and renders its HTTP answer; never throws. */
export async function answerClick(facts: ClickRequest): Promise<ClickHttpAnswer> {
  try {
    const answer = await serveClick(await getDb(), facts, {
      floodLimiter: process.env.REDIS_URL ? createSharedLimiter : undefined,
    });
    if (answer.status === 404) return html(404, NOT_FOUND_PAGE);
    return {
      status: 302,
      headers: { location: answer.location!, 'cache-control': 'no-store', 'content-length': '0' },
      body: '',
    };
  } catch (error) {
    logger.error({ err: error }, 'click not stored');
    return html(503, UNAVAILABLE_PAGE, { 'retry-after': '5' });
  }
}

const unknownAddress = (address: string) => (address === 'unknown' ? undefined : address);

/** The Next.js route files' handler. */
export async function clickResponse(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const answer = await answerClick({
    path: url.pathname,
    search: url.search,
    method: request.method,
    userAgent: request.headers.get('user-agent'),
    referer: request.headers.get('referer'),
    address: unknownAddress(clientAddressOf((name) => request.headers.get(name))),
  });
  return new Response(answer.status === 302 ? null : answer.body, {
    status: answer.status,
    headers: answer.headers,
  });
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The server entry's fast path: serves a tracking path on the raw socket; false for any other request. */
export function handleNodeClick(req: IncomingMessage, res: ServerResponse): boolean {
  const target = req.url ?? '';
  if (!CLICK_PATH.test(target) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const cut = target.indexOf('?');
  void answerClick({
    path: cut === -1 ? target : target.slice(0, cut),
    search: cut === -1 ? '' : target.slice(cut),
    method: req.method,
    userAgent: header(req, 'user-agent') ?? null,
    referer: header(req, 'referer') ?? null,
    address: unknownAddress(clientAddressOf((name) => header(req, name))),
  }).then((answer) => {
    res.writeHead(answer.status, answer.headers);
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  });
  return true;
}

/** Offers handleNodeClick to scripts/http-entry.mjs (called at server start by lib/boot.ts). */
export function installClickFastPath(): void {
  if (process.env.CLICK_FAST_PATH === 'off') return;
  offerFastPath(handleNodeClick);
}
