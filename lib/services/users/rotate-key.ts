import type { DbOrTx, Tx } from '@/lib/db/client';
import { generateKey, hashKey, keyPrefix } from '@/lib/auth/keys';
import { AppError } from '@/lib/errors';
import { ChangeSet, systemActor } from '../audit/change-set';
import type { Change } from '../audit/record-changes';
import { forgetCachedPrincipals } from './principal-cache';

/** Where a key is kept (a network's application key, a user's API key) and how its rotation is audited. */
export interface KeyHolder {
  /** Locks the holder's row: its network and the current key's prefix, or undefined when there is no such holder. */
  lock(tx: Tx): Promise<{ networkId: number; prefix: string | null } | undefined>;
  /** Stores the new key's hash and prefix. */
  store(tx: Tx, hash: string, prefix: string): Promise<unknown>;
  /** What a missing holder is called in the 404. */
  noun: string;
  /** The audit row; before and after name the key by `prefixField` only. */
  audit: Pick<Change, 'entityType' | 'entityId' | 'action'> & { prefixField: string };
}

/**
 * Replaces a stored key with a new one and returns it (shown once; only its hash is kept). The
 * audit row (actor `actorUserId`, null for the operator) names the old and new key by prefix.
 */
export async function rotateKey(
  db: DbOrTx,
  holder: KeyHolder,
  actorUserId: number | null,
): Promise<string> {
  const key = generateKey();
  const prefix = keyPrefix(key);
  const { prefixField, ...audit } = holder.audit;
  await db.transaction(async (tx) => {
    const current = await holder.lock(tx);
    if (!current) throw AppError.notFound(holder.noun);
    await holder.store(tx, hashKey(key), prefix);
    await new ChangeSet(systemActor(current.networkId, actorUserId))
      .change({
        ...audit,
        before: { [prefixField]: current.prefix },
        after: { [prefixField]: prefix },
      })
      .commit(tx);
  });
  // The old key stops working in this process now (principal-cache.ts).
  forgetCachedPrincipals();
  return key;
}
