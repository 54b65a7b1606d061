import { config } from '@/lib/config';
import { logger } from '@/lib/logger';
import { DATABASE_RETRY_AFTER_SECONDS, getDb, noteDatabaseError } from '@/lib/services/database';
import { serveClick, type ClickRequest } from '@/lib/services/tracking';
import { clientAddressOf } from '../http/client-address';
import { createSharedLimiter } from '../http/rate-limit';

/**
 * The HTTP side of the click redirect (lib/services/tracking/serve-click.ts does the work), for
 * the two hosts that serve the tracking paths `/click/...` and `/l/{code}`:
 * - the Next.js route files under app/(tracking) (clickResponse), used by `next dev`;
 * - the server's click fast path (lib/node-server/click-host.ts): under `npm start` it takes
 *   these paths before Next.js sees them, which the bench showed costs several times more per
 *   request than the click itself (docs/tracking.md).
 * Both answer the same: 302 to the destination with the clickref, no-store, once the click is
 * committed; 404 with a small page for an unknown link; 503 when the click cannot be stored.
 */

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
      floodLimiter: config().redisUrl ? createSharedLimiter : undefined,
    });
    if (answer.status === 404) return html(404, NOT_FOUND_PAGE);
    return {
      status: 302,
      headers: { location: answer.location!, 'cache-control': 'no-store', 'content-length': '0' },
      body: '',
    };
  } catch (error) {
    if (noteDatabaseError(error))
      logger.warn({ err: error }, 'click not stored: database unavailable');
    else logger.error({ err: error }, 'click not stored');
    return html(503, UNAVAILABLE_PAGE, { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) });
  }
}

/** The click's address (clientAddressOf), or undefined when it cannot be known. */
export function clickAddressOf(header: (name: string) => string | null | undefined) {
  const address = clientAddressOf(header);
  return address === 'unknown' ? undefined : address;
}

/**
 * The value of the header CLICK_COUNTRY_HEADER names, or undefined when it is unset: a header
 * nobody configured is never read.
 */
export function clickCountryHeaderOf(header: (name: string) => string | null | undefined) {
  const name = config().tracking.countryHeader;
  return name ? header(name) : undefined;
}

/** The Next.js route files' handler. */
export async function clickResponse(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const answer = await answerClick({
    path: url.pathname,
    search: url.search,
    method: request.method,
    userAgent: request.headers.get('user-agent'),
    referer: request.headers.get('referer'),
    address: clickAddressOf((name) => request.headers.get(name)),
    countryHeader: clickCountryHeaderOf((name) => request.headers.get(name)),
  });
  return new Response(answer.status === 302 ? null : answer.body, {
    status: answer.status,
    headers: answer.headers,
  });
}
