import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { verifyPassword } from '@/lib/auth/password';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { findUser, type UserRow } from './read-network-users';
import { rotateKey } from './rotate-key';

/**
 * Replaces a user's API key; the old one stops working at once. networkId scopes the
 * change to one tenant; the operator's CLI leaves it out. The audit row (actor
 * `actorUserId`, null for the operator) names the old and new key by prefix only.
 */
export async function rotateApiKey(
  db: DbOrTx,
  userId: number,
  networkId?: number,
  actorUserId: number | null = null,
): Promise<string> {
  const scope =
    networkId === undefined
      ? eq(users.id, userId)
      : and(eq(users.id, userId), eq(users.networkId, networkId));
  return rotateKey(
    db,
    {
      lock: async (tx) => {
        const [current] = await tx
          .select({ networkId: users.networkId, prefix: users.apiKeyPrefix })
          .from(users)
          .where(scope)
          .for('update');
        return current;
      },
      store: (tx, apiKeyHash, apiKeyPrefix) =>
        tx
          .update(users)
          .set({ apiKeyHash, apiKeyPrefix, apiKeyRotatedAt: new Date() })
          .where(eq(users.id, userId)),
      noun: 'User',
      audit: {
        entityType: 'user',
        entityId: userId,
        action: 'api_key_rotated',
        prefixField: 'api_key_prefix',
      },
    },
    actorUserId,
  );
}

/**
 * A console session proves only that someone holds the browser: before it can mint
 * credentials, the user enters its password again. Refusals name `current_password`.
 */
export async function requireCurrentPassword(
  db: DbOrTx,
  userId: number,
  currentPassword: string | undefined,
): Promise<void> {
  const path = ['current_password'];
  if (!currentPassword)
    throw AppError.field(path, 'required', 'current_password is required: enter your password');
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row?.hash || !(await verifyPassword(row.hash, currentPassword)))
    throw AppError.field(path, 'invalid_value', 'current_password is not your current password');
}

/**
 * Replaces the caller's API key; the old key stops working at once. The new key is returned
 * once. From a console session the current password is required; a caller using its API key
 * (HTTP Basic) already proves it holds the key being replaced and needs none.
 */
export async function rotateOwnApiKey(
  db: Db,
  principal: Principal,
  currentPassword?: string,
): Promise<{ apiKey: string; user: UserRow }> {
  if (principal.via === 'session')
    await requireCurrentPassword(db, principal.userId, currentPassword);
  return db.transaction(async (tx) => {
    // rotateApiKey writes the audit row (old and new key prefix, never the key).
    const apiKey = await rotateApiKey(tx, principal.userId, principal.networkId, principal.userId);
    const user = await findUser(tx, principal.networkId, principal.userId);
    return { apiKey, user };
  });
}
