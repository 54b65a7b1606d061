import { createHash } from 'node:crypto';
import { AppError } from '@/lib/errors';
import type { Db } from '@/lib/services/database';
import { config } from '@/lib/config';
import {
  claimIdempotencyKey,
  releaseIdempotencyKey,
  renewIdempotencyLease,
  saveIdempotentOutcome,
  type StoredOutcome,
} from '@/lib/services/idempotency';
import type { HeldIdempotencyKey } from '@/lib/request-context';
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

/** An Idempotency-Key this request holds: its lease is renewed until its outcome is settled. */
export interface HeldClaim {
  db: Db;
  held: HeldIdempotencyKey;
  /** Taken over from a holder that died after its change committed: only the answer is left to store. */
  applied: boolean;
  renewal: NodeJS.Timeout;
}

/** A failed store is tried again in the background (e.g. the database is back) before the lease may lapse. */
const SETTLE_ATTEMPTS = 5;
const SETTLE_RETRY_MS = 2_000;

/**
 * Claims the key for this request. Answers the stored response again when the same request
 * already ran; otherwise this request now holds the key, and renews its lease while it runs.
 */
export async function claimKey(
  db: Db,
  userId: number,
  key: string,
  requestHash: string,
  headers: Record<string, string>,
): Promise<Response | HeldClaim> {
  const claimed = await claimIdempotencyKey(db, userId, key, requestHash);
  if (claimed.kind === 'replay') return replayOf(claimed.outcome, headers);
  const claim: HeldClaim = {
    db,
    held: claimed.held,
    applied: claimed.kind === 'applied',
    renewal: setInterval(() => renew(claim), config().idempotencyLeaseMs / 3),
  };
  claim.renewal.unref();
  return claim;
}

const renewing = new WeakSet<HeldClaim>();

function renew(claim: HeldClaim): void {
  if (renewing.has(claim)) return;
  renewing.add(claim);
  renewIdempotencyLease(claim.db, claim.held)
    .then(
      (stillHeld) => {
        if (!stillHeld) clearInterval(claim.renewal);
      },
      () => undefined,
    )
    .finally(() => renewing.delete(claim));
}

/** Frees the key without an outcome (a streamed body is not stored): a retry runs again. */
export async function releaseClaim(claim: HeldClaim): Promise<void> {
  clearInterval(claim.renewal);
  await releaseIdempotencyKey(claim.db, claim.held);
}

/** Stores the response as the key's outcome; a failure on our side frees the key instead. */
export async function settleClaim(claim: HeldClaim, rendered: Rendered): Promise<void> {
  const outcome = outcomeOf(rendered.status, rendered.headers, rendered.text);
  // A failure on our side is not an outcome: the retry runs the request again.
  const store = () =>
    rendered.status >= 500
      ? releaseIdempotencyKey(claim.db, claim.held)
      : saveIdempotentOutcome(claim.db, claim.held, outcome);
  try {
    await store();
    clearInterval(claim.renewal);
  } catch (error) {
    storeLater(claim, store, SETTLE_ATTEMPTS - 1);
    throw error;
  }
}

function storeLater(claim: HeldClaim, store: () => Promise<void>, attemptsLeft: number): void {
  if (attemptsLeft <= 0) {
    clearInterval(claim.renewal);
    return;
  }
  setTimeout(() => {
    store().then(
      () => clearInterval(claim.renewal),
      () => storeLater(claim, store, attemptsLeft - 1),
    );
  }, SETTLE_RETRY_MS).unref();
}
