import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { idempotencyKeys } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { config } from '@/lib/config';
import { currentIdempotencyKey, type HeldIdempotencyKey } from '@/lib/request-context';

/**
 * Storage of Idempotency-Key outcomes, 24 hours per user. The HTTP side (which requests,
 * hashing, replaying a response) is lib/api/http/idempotency.ts.
 *
 * A request in flight holds its key under a lease it renews while it runs. A holder that died
 * (kill -9, a lost database) stops renewing; once the lease has passed, the next retry takes
 * the key over. Whether the dead holder's change applied is decided by `committed_at`, which
 * the change's own transaction writes (markIdempotentChangeCommitted, called with the audit
 * rows): not set, the retry runs the request afresh; set, the retry is told it applied.
 */

/** A finished request's response as sent, minus what is per-request (request id, rate limit). */
export interface StoredOutcome {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

export type Claim =
  | { kind: 'new'; held: HeldIdempotencyKey }
  | { kind: 'replay'; outcome: StoredOutcome }
  /** The key's holder died after its change committed and before its response was stored. */
  | { kind: 'applied'; held: HeldIdempotencyKey };

interface ClaimOptions {
  /** How long a retry waits for the same key's request in flight before answering 409. */
  waitMs?: number;
}

const PURGE_EVERY_MS = 10 * 60_000;
let lastPurge = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const leaseEnd = () => sql`now() + ${config().idempotencyLeaseMs}::int * interval '1 millisecond'`;

const keyIs = (userId: number, key: string) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

const heldBy = (held: HeldIdempotencyKey) =>
  and(keyIs(held.userId, held.key), eq(idempotencyKeys.holder, held.holder));

/**
 * Claims a key for a request, or says what the key already answered. A key whose 24 hours
 * ran out is taken over as new, and so is a pending key whose holder's lease ran out before
 * its change committed. Same key, different request: 400. Same request still in flight:
 * waits for its outcome, then 409 if it has none yet.
 */
export async function claimIdempotencyKey(
  db: Db,
  userId: number,
  key: string,
  requestHash: string,
  options: ClaimOptions = {},
): Promise<Claim> {
  purgeExpiredSometimes(db);
  const deadline = Date.now() + (options.waitMs ?? config().idempotencyWaitMs);
  let pause = 25;
  for (;;) {
    const held = { userId, key, holder: randomUUID() };
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash, holder: held.holder, leaseExpiresAt: leaseEnd() })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: {
          requestHash,
          state: 'pending',
          status: null,
          headers: null,
          body: null,
          holder: held.holder,
          leaseExpiresAt: leaseEnd(),
          committedAt: null,
          createdAt: sql`now()`,
          expiresAt: sql`now() + interval '24 hours'`,
        },
        // Re-checked on the row's latest version once a holder's open transaction ends.
        setWhere: sql`${idempotencyKeys.expiresAt} <= now() or (${idempotencyKeys.state} = 'pending'
          and ${idempotencyKeys.leaseExpiresAt} <= now() and ${idempotencyKeys.committedAt} is null
          and ${idempotencyKeys.requestHash} = excluded.request_hash)`,
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed) return { kind: 'new', held };

    const [existing] = await db.select().from(idempotencyKeys).where(keyIs(userId, key)).limit(1);
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
    if (existing.committedAt && (await takeOverApplied(db, held))) return { kind: 'applied', held };
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

/** A dead holder's key whose change committed: this request takes it to store the answer. */
async function takeOverApplied(db: Db, held: HeldIdempotencyKey): Promise<boolean> {
  const [taken] = await db
    .update(idempotencyKeys)
    .set({ holder: held.holder, leaseExpiresAt: leaseEnd() })
    .where(
      and(
        keyIs(held.userId, held.key),
        eq(idempotencyKeys.state, 'pending'),
        isNotNull(idempotencyKeys.committedAt),
        lte(idempotencyKeys.leaseExpiresAt, sql`now()`),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return Boolean(taken);
}

/** Extends a held key's lease; false once another request took the key over. */
export async function renewIdempotencyLease(db: Db, held: HeldIdempotencyKey): Promise<boolean> {
  const renewed = await db
    .update(idempotencyKeys)
    .set({ leaseExpiresAt: leaseEnd() })
    .where(and(heldBy(held), eq(idempotencyKeys.state, 'pending')))
    .returning({ key: idempotencyKeys.key });
  return renewed.length > 0;
}

/**
 * Records, in the transaction of a change the current request applies, that the change
 * committed. A request whose key a retry took over (it ran past its lease) must not apply
 * its change too: the transaction is refused and rolls back.
 */
export async function markIdempotentChangeCommitted(tx: DbOrTx): Promise<void> {
  const held = currentIdempotencyKey();
  if (!held) return;
  const marked = await tx
    .update(idempotencyKeys)
    .set({ committedAt: sql`now()` })
    .where(heldBy(held))
    .returning({ key: idempotencyKeys.key });
  if (marked.length > 0) return;
  const [current] = await tx
    .select({ holder: idempotencyKeys.holder })
    .from(idempotencyKeys)
    .where(keyIs(held.userId, held.key));
  if (current && current.holder !== held.holder) {
    throw new AppError(
      'conflict',
      'A retry with this Idempotency-Key took it over while this request ran; this request changed nothing',
    );
  }
}

/** Stores the outcome a claimed key's request produced; retries replay it. */
export async function saveIdempotentOutcome(
  db: Db,
  held: HeldIdempotencyKey,
  outcome: StoredOutcome,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', status: outcome.status, headers: outcome.headers, body: outcome.body })
    .where(heldBy(held));
}

/**
 * Forgets a claim whose request failed on our side (5xx), so a retry runs it again; unless
 * its change committed first: then the next retry is told the change applied.
 */
export async function releaseIdempotencyKey(db: Db, held: HeldIdempotencyKey): Promise<void> {
  const pending = and(heldBy(held), eq(idempotencyKeys.state, 'pending'));
  const released = await db
    .delete(idempotencyKeys)
    .where(and(pending, isNull(idempotencyKeys.committedAt)))
    .returning({ key: idempotencyKeys.key });
  if (released.length > 0) return;
  await db
    .update(idempotencyKeys)
    .set({ leaseExpiresAt: sql`now()` })
    .where(pending);
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
