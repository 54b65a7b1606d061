import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { networks, userEmailChanges, users } from '@/lib/db/schema';
import { hashKey } from '@/lib/auth/keys';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { requireRole } from '../access';
import { ChangeSet, systemActor } from '../audit/change-set';
import { deliverSoon } from '../emails';
import {
  EMAIL_CHANGE_CONFIRMATION_HOURS,
  queueEmailChangeAddressTaken,
  queueEmailChangeConfirmation,
} from './email-change-emails';
import { requireCurrentPassword } from './rotate-api-key';

/**
 * A user changes its own e-mail address (PATCH /v3/brand/user, /v3/partner/user). The address
 * is the sign-in, so it only becomes the user's once the link e-mailed to it is used
 * (confirm-email-change.ts): until then the answer says email_verified false and the user keeps
 * signing in with, and getting mail at, the confirmed address. Whether the new address belongs
 * to another account is never told: the answer, and what the user can read afterwards, are the
 * same; that address's owner gets a note instead of a link.
 */

/** Which console a current-user operation belongs to: /v3/brand/user or /v3/partner/user. */
export type CurrentUserSide = 'brand' | 'partner';

export interface CurrentUserState {
  userId: number;
  /** The pending address while one waits for confirmation, else the confirmed one. */
  email: string;
  emailVerified: boolean;
  confirmedEmail: string;
  confirmationExpiresAt: Date | null;
}

/** Requests allowed per user per hour: each sends an e-mail to an address the caller chose. */
const EMAIL_CHANGES_PER_HOUR = 5;
/** Ended requests are kept this long (for the hourly limit), then deleted. */
const KEEP_ENDED_DAYS = 7;

/** /v3/brand/user is for network staff and brand users, /v3/partner/user for partner users. */
function requireCurrentUserSide(principal: Principal, side: CurrentUserSide): void {
  if (side === 'partner')
    requireRole(
      principal,
      ['partner'],
      'use /v3/partner/user (staff and brand users use /v3/brand/user)',
    );
  else
    requireRole(
      principal,
      ['network', 'brand'],
      'use /v3/brand/user (partner users use /v3/partner/user)',
    );
}

/** The user's confirmed address and the change waiting for confirmation, if any. */
async function stateOf(db: DbOrTx, userId: number): Promise<CurrentUserState> {
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw AppError.notFound('User');
  const [pending] = await db
    .select({ email: userEmailChanges.email, expiresAt: userEmailChanges.expiresAt })
    .from(userEmailChanges)
    .where(
      and(
        eq(userEmailChanges.userId, userId),
        isNull(userEmailChanges.confirmedAt),
        gt(userEmailChanges.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(userEmailChanges.id))
    .limit(1);
  return {
    userId,
    email: pending?.email ?? user.email,
    emailVerified: !pending,
    confirmedEmail: user.email,
    confirmationExpiresAt: pending?.expiresAt ?? null,
  };
}

export async function readCurrentUser(
  db: DbOrTx,
  principal: Principal,
  side: CurrentUserSide,
): Promise<CurrentUserState> {
  requireCurrentUserSide(principal, side);
  return stateOf(db, principal.userId);
}

/** Ends the user's changes still waiting (a newer one replaces them, or the old address is back). */
async function endPending(tx: DbOrTx, userId: number, now: Date): Promise<number> {
  const ended = await tx
    .update(userEmailChanges)
    .set({ expiresAt: now })
    .where(
      and(
        eq(userEmailChanges.userId, userId),
        isNull(userEmailChanges.confirmedAt),
        gt(userEmailChanges.expiresAt, now),
      ),
    )
    .returning({ id: userEmailChanges.id });
  return ended.length;
}

async function requireUnderHourlyLimit(tx: DbOrTx, userId: number, now: Date): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(userEmailChanges)
    .where(
      and(
        eq(userEmailChanges.userId, userId),
        gt(userEmailChanges.createdAt, new Date(now.getTime() - 3600_000)),
      ),
    );
  if ((row?.n ?? 0) >= EMAIL_CHANGES_PER_HOUR)
    throw new AppError(
      'rate_limited',
      `You asked to change your e-mail address ${EMAIL_CHANGES_PER_HOUR} times in the last hour; try again later`,
      { retryAfterSeconds: 3600 },
    );
}

async function addressTaken(tx: DbOrTx, address: string, userId: number): Promise<boolean> {
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${address})`, ne(users.id, userId)))
    .limit(1);
  return owner !== undefined;
}

/** The caller's new address, and its current password (which a console session must give). */
export interface OwnEmailChange {
  email?: string;
  currentPassword?: string;
}

/**
 * Starts a change of the caller's e-mail address, or cancels the waiting one when the address
 * given is the confirmed one. Without an address nothing changes. From a console session the
 * current password is required first.
 */
export async function updateOwnEmail(
  db: Db,
  principal: Principal,
  side: CurrentUserSide,
  change: OwnEmailChange,
): Promise<CurrentUserState> {
  requireCurrentUserSide(principal, side);
  const address = change.email;
  if (address === undefined) return stateOf(db, principal.userId);
  if (principal.via === 'session')
    await requireCurrentPassword(db, principal.userId, change.currentPassword);
  const userId = principal.userId;
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, networkId: users.networkId, networkName: networks.name })
      .from(users)
      .innerJoin(networks, eq(networks.id, users.networkId))
      .where(eq(users.id, userId))
      .for('update', { of: users });
    if (!user) throw AppError.notFound('User');
    const now = new Date();
    const set = new ChangeSet(systemActor(user.networkId, userId));
    if (address.toLowerCase() === user.email.toLowerCase()) {
      if ((await endPending(tx, userId, now)) > 0)
        await set
          .change({ entityType: 'user', entityId: userId, action: 'email_change_cancelled' })
          .commit(tx);
      return;
    }
    await requireUnderHourlyLimit(tx, userId, now);
    await tx
      .delete(userEmailChanges)
      .where(
        and(
          eq(userEmailChanges.userId, userId),
          lt(userEmailChanges.expiresAt, new Date(now.getTime() - KEEP_ENDED_DAYS * 86400_000)),
        ),
      );
    await endPending(tx, userId, now);
    const token = randomBytes(32).toString('base64url');
    await tx.insert(userEmailChanges).values({
      networkId: user.networkId,
      userId,
      email: address,
      tokenHash: hashKey(token),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_CONFIRMATION_HOURS * 3600_000),
      createdAt: now,
    });
    const network = { id: user.networkId, name: user.networkName };
    // A taken address gets a note and no link: the stored token is never sent, so it cannot be used.
    if (await addressTaken(tx, address, userId))
      await queueEmailChangeAddressTaken(tx, network, address);
    else await queueEmailChangeConfirmation(tx, network, address, token);
    await set
      .change({
        entityType: 'user',
        entityId: userId,
        action: 'email_change_requested',
        before: { email: user.email },
        after: { pending_email: address },
      })
      .commit(tx);
  });
  deliverSoon(db);
  return stateOf(db, userId);
}
