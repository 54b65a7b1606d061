import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { hashPassword } from '@/lib/auth/password';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { ChangeSet, systemActor } from '../audit/change-set';
import { requireAcceptablePassword } from './acceptable-password';
import { requireCurrentPassword } from './rotate-api-key';

/**
 * The caller changes its own console password: the current one first, the new one by the
 * password policy (lib/auth/password.ts, with the user's names and e-mail as guessable
 * words). Every console session of the user ends (its session_version is bumped), this one
 * included; the API key keeps working.
 */
export async function changeOwnPassword(
  db: Db,
  principal: Principal,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  await requireCurrentPassword(db, principal.userId, currentPassword);
  const [user] = await db
    .select({ email: users.email, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, principal.userId))
    .limit(1);
  if (!user) throw AppError.notFound('User');
  await requireAcceptablePassword(
    newPassword,
    [principal.userName, user.email, user.firstname, user.lastname],
    'new_password',
  );
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, principal.userId));
    await new ChangeSet(systemActor(principal.networkId, principal.userId))
      .change({
        entityType: 'user',
        entityId: principal.userId,
        action: 'password_changed',
        before: {},
        after: {},
      })
      .commit(tx);
  });
}
