import { logger } from '@/lib/logger';
import { getDb, noteDatabaseError } from '@/lib/services/database';
import { serveImpression, type ImpressionRequest } from '@/lib/services/tracking';
import { clickAddressOf, clickCountryHeaderOf } from './click-host';

/**
 * The HTTP side of the impression pixel `/impression/camref:...` (lib/services/tracking/
 * serve-impression.ts does the work), for the route file under app/(tracking) and the click
 * fast path (lib/node-server/click-host.ts). Every answer is the same transparent 1x1 GIF,
 * never cached and loadable from any site: an unknown link, a refused impression or a database
 * that is down leaves no broken image on the partner's page, and tells nobody which it was.
 */

const PIXEL: Uint8Array<ArrayBuffer> = new Uint8Array(
  Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
);

export interface ImpressionHttpAnswer {
  status: 200;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
}

const ANSWER: ImpressionHttpAnswer = {
  status: 200,
  headers: {
    'content-type': 'image/gif',
    'content-length': String(PIXEL.length),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'cross-origin',
  },
  body: PIXEL,
};

/** Records the impression when it is valid and answers the pixel; never throws. */
export async function answerImpression(facts: ImpressionRequest): Promise<ImpressionHttpAnswer> {
  try {
    await serveImpression(await getDb(), facts);
  } catch (error) {
    if (noteDatabaseError(error))
      logger.warn({ err: error }, 'impression not stored: database unavailable');
    else logger.error({ err: error }, 'impression not stored');
  }
  return ANSWER;
}

/** The Next.js route file's handler. */
export async function impressionResponse(request: Request): Promise<Response> {
  const header = (name: string) => request.headers.get(name);
  const answer = await answerImpression({
    path: new URL(request.url).pathname,
    method: request.method,
    userAgent: header('user-agent'),
    address: clickAddressOf(header),
    countryHeader: clickCountryHeaderOf(header),
  });
  return new Response(request.method === 'HEAD' ? null : answer.body, {
    status: answer.status,
    headers: answer.headers,
  });
}
