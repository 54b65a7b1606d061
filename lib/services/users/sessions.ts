import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { principalForUser } from './authenticate-user';

// Revocable console sessions: a session carries the user's session_version from sign-in;
// sign-out and a password change bump it, and every older session stops working.

/** The version a new session of this user carries. */
export async function currentSessionVersion(
  db: DbOrTx,
  userId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ version: users.sessionVersion })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.version;
}

/** The session's user as a principal, if the session was not ended since it was issued. */
export async function principalForSession(
  db: DbOrTx,
  userId: number,
  version: number,
): Promise<Principal | undefined> {
  if ((await currentSessionVersion(db, userId)) !== version) return undefined;
  return principalForUser(db, userId, 'session');
}

/**
 * Ends every session of the user issued with `version` or before (sign-out), or all of them
 * (no version: a password change).
 */
export async function endSessions(db: DbOrTx, userId: number, version?: number): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(
      version === undefined
        ? eq(users.id, userId)
        : and(eq(users.id, userId), eq(users.sessionVersion, version)),
    );
}
