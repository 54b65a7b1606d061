import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { networks, userEmailChanges, users } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/db/errors';
import { hashKey } from '@/lib/auth/keys';
import { AppError } from '@/lib/errors';
import { ChangeSet, systemActor } from '../audit/change-set';
import { deliverSoon } from '../emails';
import { queueEmailChanged } from './email-change-emails';
import type { CurrentUserState } from './update-own-email';

const invalidLink = () =>
  AppError.field(
    ['token'],
    'invalid_value',
    'This confirmation link does not work: it was used already, it has expired, a newer change replaced it, or it was copied incompletely. Ask for the change again to get a new one.',
  );

const addressTaken = () =>
  AppError.field(
    ['email'],
    'duplicate',
    'This e-mail address now belongs to another account, so it cannot be used for yours; your address was not changed',
  );

/**
 * The link e-mailed to a new address (public: the token is the proof that whoever uses it reads
 * that mailbox, whether signed in or not). The token works once and only while its change is the
 * user's latest. The user's address is set, every other waiting change ends, the old address is
 * told, and the change is audited with the user as actor. An address taken meanwhile is a 400
 * (`email`, duplicate) and changes nothing.
 */
export async function confirmEmailChange(db: Db, token: string): Promise<CurrentUserState> {
  const state = await db
    .transaction(async (tx) => {
      const now = new Date();
      const [change] = await tx
        .select()
        .from(userEmailChanges)
        .where(
          and(
            eq(userEmailChanges.tokenHash, hashKey(token)),
            isNull(userEmailChanges.confirmedAt),
            gt(userEmailChanges.expiresAt, now),
          ),
        )
        .for('update');
      if (!change) throw invalidLink();
      const [user] = await tx
        .select({ email: users.email, networkName: networks.name })
        .from(users)
        .innerJoin(networks, eq(networks.id, users.networkId))
        .where(eq(users.id, change.userId))
        .for('update', { of: users });
      if (!user) throw invalidLink();
      const [owner] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(sql`lower(${users.email}) = lower(${change.email})`, ne(users.id, change.userId)),
        )
        .limit(1);
      if (owner) throw addressTaken();
      await tx.update(users).set({ email: change.email }).where(eq(users.id, change.userId));
      await tx
        .update(userEmailChanges)
        .set({ confirmedAt: now })
        .where(eq(userEmailChanges.id, change.id));
      await tx
        .update(userEmailChanges)
        .set({ expiresAt: now })
        .where(
          and(
            eq(userEmailChanges.userId, change.userId),
            isNull(userEmailChanges.confirmedAt),
            gt(userEmailChanges.expiresAt, now),
          ),
        );
      const network = { id: change.networkId, name: user.networkName };
      await queueEmailChanged(tx, network, user.email, change.email);
      await new ChangeSet(systemActor(change.networkId, change.userId))
        .change({
          entityType: 'user',
          entityId: change.userId,
          action: 'email_changed',
          before: { email: user.email },
          after: { email: change.email },
        })
        .commit(tx);
      return {
        userId: change.userId,
        email: change.email,
        emailVerified: true,
        confirmedEmail: change.email,
        confirmationExpiresAt: null,
      };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'users_email_unique')) throw addressTaken();
      throw error;
    });
  deliverSoon(db);
  return state;
}
