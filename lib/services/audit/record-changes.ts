import { auditEvents } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/client';
import { currentRequestId } from '@/lib/request-context';
import { inChunks } from '@/lib/db/batch';
import { markIdempotentChangeCommitted } from '../idempotency';

/** Who made a change: a user, or the system (sign-up, queue workers) when userId is null. */
export interface Actor {
  networkId: number;
  userId: number | null;
}

/** One audited change to one entity. before/after are plain objects in API field names. */
export interface Change {
  entityType: string;
  entityId: string | number;
  action: string;
  before?: unknown;
  after?: unknown;
}

const SECRET_KEY = /password|secret|api_?key|token|application_?key|authorization/i;

/** Secrets never reach the audit log: their values are replaced, so the change itself stays visible. */
function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
      key,
      SECRET_KEY.test(key) && !key.endsWith('_prefix') ? '[redacted]' : redactSecrets(inner),
    ]),
  );
}

/**
 * Writes the audit rows for changes, in the caller's transaction, so a change and its
 * record commit or roll back together (and with them the mark on the request's
 * Idempotency-Key). One multi-row insert per 5,000 changes.
 */
export async function recordChanges(tx: DbOrTx, actor: Actor, changes: Change[]): Promise<void> {
  if (changes.length === 0) return;
  const requestId = currentRequestId() ?? null;
  await inChunks(changes, (slice) => insertBatch(tx, actor, requestId, slice));
  // Every audited write passes here in its transaction: the request's Idempotency-Key
  // records that its change committed, so a retry after a crash can tell.
  await markIdempotentChangeCommitted(tx);
}

async function insertBatch(
  tx: DbOrTx,
  actor: Actor,
  requestId: string | null,
  changes: Change[],
): Promise<void> {
  await tx.insert(auditEvents).values(
    changes.map((change) => ({
      networkId: actor.networkId,
      actorUserId: actor.userId,
      requestId,
      entityType: change.entityType,
      entityId: String(change.entityId),
      action: change.action,
      before: change.before === undefined ? null : redactSecrets(change.before),
      after: change.after === undefined ? null : redactSecrets(change.after),
    })),
  );
}
