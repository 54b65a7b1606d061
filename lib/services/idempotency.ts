import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { idempotencyKeys } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';

/**
 * Storage of Idempotency-Key outcomes, 24 hours per user. The HTTP side (which requests,
 * hashing, replaying a response) is lib/api/idempotency.ts.
 */

/** A finished request's response as sent, minus what is per-request (request id, rate limit). */
export interface StoredOutcome {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

export type Claim = { kind: 'new' } | { kind: 'replay'; outcome: StoredOutcome };

interface ClaimOptions {
  /** How long a retry waits for the same key's request in flight before answering 409. */
  waitMs?: number;
}

const PURGE_EVERY_MS = 10 * 60_000;
let lastPurge = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims a key for a request, or says what the key already answered. A key whose 24 hours
 * ran out is taken over as new. Same key, different request: 400. Same request still in
 * flight: waits for its outcome, then 409 if it has none yet.
 */
export async function claimIdempotencyKey(
  db: Db,
  userId: number,
  key: string,
  requestHash: string,
  options: ClaimOptions = {},
): Promise<Claim> {
  purgeExpiredSometimes(db);
  const deadline =
    Date.now() + (options.waitMs ?? Number(process.env.IDEMPOTENCY_WAIT_MS ?? 10_000));
  let pause = 25;
  for (;;) {
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: {
          requestHash,
          state: 'pending',
          status: null,
          headers: null,
          body: null,
          createdAt: sql`now()`,
          expiresAt: sql`now() + interval '24 hours'`,
        },
        setWhere: sql`${idempotencyKeys.expiresAt} <= now()`,
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed) return { kind: 'new' };

    const [existing] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
      .limit(1);
    // Released (its request failed on our side) between the two statements: claim again.
    if (!existing) continue;
    if (existing.requestHash !== requestHash) {
      throw AppError.field(
        ['Idempotency-Key'],
        'idempotency_key_reused',
        'This Idempotency-Key was already used for a different request; use a new key for a new request',
      );
    }
    if (existing.state === 'done' && existing.status !== null) {
      return {
        kind: 'replay',
        outcome: { status: existing.status, headers: existing.headers ?? {}, body: existing.body },
      };
    }
    if (Date.now() >= deadline) {
      throw new AppError(
        'conflict',
        'A request with this Idempotency-Key is still in progress; retry it later to get its outcome',
      );
    }
    await sleep(pause);
    pause = Math.min(pause * 2, 250);
  }
}

/** Stores the outcome a claimed key's request produced; retries replay it. */
export async function saveIdempotentOutcome(
  db: Db,
  userId: number,
  key: string,
  outcome: StoredOutcome,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', status: outcome.status, headers: outcome.headers, body: outcome.body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Forgets a claim whose request failed on our side (5xx), so a retry runs it again. */
export async function releaseIdempotencyKey(db: Db, userId: number, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.state, 'pending'),
      ),
    );
}

/** Expired keys are deleted in the background, at most every ten minutes per process. */
function purgeExpiredSometimes(db: Db): void {
  const now = Date.now();
  if (now - lastPurge < PURGE_EVERY_MS) return;
  lastPurge = now;
  db.delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, sql`now()`))
    .then(
      () => undefined,
      () => undefined,
    );
}
