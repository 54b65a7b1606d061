import { createHash } from 'node:crypto';
import { AppError } from '@/lib/errors';
import type { StoredOutcome } from '@/lib/services/idempotency';

/** Idempotency-Key on POST, PUT and PATCH: the HTTP half (which requests, the hash, replay). */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** Response headers a replay repeats; the rest (request id, rate limit) belong to each request. */
const REPLAYED_HEADERS = new Set(['content-type', 'location', 'allow']);

/** The request's key, when it sent one on a write; a malformed key is a 400 on its own. */
export function idempotencyKeyOf(request: Request): string | undefined {
  if (!WRITE_METHODS.has(request.method)) return undefined;
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return undefined;
  if (!KEY_PATTERN.test(key)) {
    throw AppError.field(['Idempotency-Key'], 'invalid_format', 'Idempotency-Key must be 1 to 255 visible ASCII characters, e.g. a UUID');
  }
  return key;
}

/**
 * What makes two requests "the same": method, path with query, the negotiated format and
 * the exact body bytes. Reads a clone, so the handler still gets the body.
 */
export async function requestHashOf(request: Request, format: string): Promise<string> {
  const url = new URL(request.url);
  const hash = createHash('sha256').update(`${request.method} ${url.pathname}${url.search} ${format}\n`);
  hash.update(Buffer.from(await request.clone().arrayBuffer()));
  return hash.digest('hex');
}

export function outcomeOf(status: number, headers: Headers, body: string | null): StoredOutcome {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (REPLAYED_HEADERS.has(name)) kept[name] = value;
  });
  return { status, headers: kept, body };
}

/** The stored response again, marked as a replay, with this request's own headers. */
export function replayOf(outcome: StoredOutcome, headers: Record<string, string>): Response {
  const out = new Headers({ ...headers, ...outcome.headers, 'Idempotent-Replayed': 'true' });
  return new Response(outcome.body, { status: outcome.status, headers: out });
}
