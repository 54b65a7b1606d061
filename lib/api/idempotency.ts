import { createHash } from 'node:crypto';
import { AppError } from '@/lib/errors';
import type { Db } from '@/lib/services/database';
import {
  claimIdempotencyKey,
  releaseIdempotencyKey,
  saveIdempotentOutcome,
  type StoredOutcome,
} from '@/lib/services/idempotency';
import type { Rendered } from './render';

/** Idempotency-Key on POST, PUT and PATCH: the HTTP half (which requests, the hash, replay). */

const IDEMPOTENCY_HEADER = 'Idempotency-Key';
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
    throw AppError.field(
      ['Idempotency-Key'],
      'invalid_format',
      'Idempotency-Key must be 1 to 255 visible ASCII characters, e.g. a UUID',
    );
  }
  return key;
}

/**
 * What makes two requests "the same": method, path with query, the negotiated format and
 * the exact body bytes (as read once, within the size limit, by the request wrapper).
 */
export function requestHashOf(request: Request, format: string, body: Uint8Array): string {
  const url = new URL(request.url);
  const hash = createHash('sha256').update(
    `${request.method} ${url.pathname}${url.search} ${format}\n`,
  );
  hash.update(body);
  return hash.digest('hex');
}

function outcomeOf(status: number, headers: Headers, body: string | null): StoredOutcome {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (REPLAYED_HEADERS.has(name)) kept[name] = value;
  });
  return { status, headers: kept, body };
}

/** The stored response again, marked as a replay, with this request's own headers. */
function replayOf(outcome: StoredOutcome, headers: Record<string, string>): Response {
  const out = new Headers({ ...headers, ...outcome.headers, 'Idempotent-Replayed': 'true' });
  return new Response(outcome.body, { status: outcome.status, headers: out });
}

/** A request carrying an Idempotency-Key whose outcome this request must store. */
export interface IdempotentClaim {
  db: Db;
  userId: number;
  key: string;
}

/**
 * Claims the key for this request. Answers the stored response again when the same request
 * already ran; undefined when this request now holds the claim.
 */
export async function claimKey(
  claim: IdempotentClaim,
  requestHash: string,
  headers: Record<string, string>,
): Promise<Response | undefined> {
  const claimed = await claimIdempotencyKey(claim.db, claim.userId, claim.key, requestHash);
  return claimed.kind === 'replay' ? replayOf(claimed.outcome, headers) : undefined;
}

/** Frees the key without an outcome (a streamed body is not stored): a retry runs again. */
export function releaseClaim(claim: IdempotentClaim): Promise<void> {
  return releaseIdempotencyKey(claim.db, claim.userId, claim.key);
}

/** Stores the response as the key's outcome; a failure on our side frees the key instead. */
export async function settleClaim(claim: IdempotentClaim, rendered: Rendered): Promise<void> {
  // A failure on our side is not an outcome: the retry runs the request again.
  if (rendered.status >= 500) await releaseClaim(claim);
  else
    await saveIdempotentOutcome(
      claim.db,
      claim.userId,
      claim.key,
      outcomeOf(rendered.status, rendered.headers, rendered.text),
    );
}
