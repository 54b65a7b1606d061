import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { UserRole } from '@/lib/schemas/enums';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { requireOwnNetwork, requireStaff } from '../access';
import { actorOf, ChangeSet, changedFields } from '../audit/change-set';
import { grantsOf, replaceGrants, requireNetworkBrands } from './brand-grants';
import { forgetCachedPrincipals } from './principal-cache';
import { findUser, recordOf, type NetworkUserRecord, type UserRow } from './read-network-users';

/** A user's new role or names; absent fields stay as they are, null clears a name. */
export interface NetworkUserChanges {
  role?: 'network' | 'brand';
  firstname?: string | null;
  lastname?: string | null;
}

/**
 * Sets a user's role or name (staff only). Staff cannot change their own role, so a network
 * always keeps the staff user acting; partner users keep theirs (they belong to a partner).
 * A user who stops being a brand user loses its grants.
 */
export async function updateNetworkUser(
  db: Db,
  principal: Principal,
  networkId: number,
  userId: number,
  input: NetworkUserChanges,
): Promise<NetworkUserRecord> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'change users');
  const updated = await db.transaction(async (tx) => {
    const current = await findUser(tx, networkId, userId);
    const role: UserRole | undefined = input.role;
    if (role !== undefined && role !== current.role) {
      if (current.role === 'partner')
        throw AppError.field(
          ['role'],
          'invalid_value',
          'role of a partner user cannot change: it belongs to its partner',
        );
      if (current.id === principal.userId)
        throw AppError.field(
          ['role'],
          'invalid_value',
          'role of your own account cannot be changed by yourself; ask another staff user',
        );
    }
    const changes: Partial<typeof users.$inferInsert> = {
      role,
      firstname: input.firstname,
      lastname: input.lastname,
    };
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    if (Object.keys(defined).length)
      await tx.update(users).set(defined).where(eq(users.id, userId));
    const grantsBefore = (await grantsOf(tx, [userId])).get(userId) ?? [];
    const dropsGrants = role !== undefined && role !== 'brand' && current.role === 'brand';
    if (dropsGrants) await replaceGrants(tx, networkId, userId, []);
    const record = await recordOf(tx, await findUser(tx, networkId, userId));
    const shown = (u: UserRow, brandIds: number[]) => ({
      role: u.role,
      firstname: u.firstname,
      lastname: u.lastname,
      brand_ids: brandIds.map(String),
    });
    const diff = changedFields(shown(current, grantsBefore), shown(record.user, record.brandIds));
    if (diff)
      await new ChangeSet(actorOf(principal))
        .change({
          entityType: 'user',
          entityId: userId,
          action: 'updated',
          before: diff.before,
          after: diff.after,
        })
        .commit(tx);
    return record;
  });
  // A changed role or brand grants applies to the next request (principal-cache.ts).
  forgetCachedPrincipals();
  return updated;
}

/** Replaces a brand user's grants with `brandIds` (staff only); grant and revoke in one call. */
export async function setUserBrands(
  db: Db,
  principal: Principal,
  networkId: number,
  userId: number,
  brandIds: number[],
): Promise<NetworkUserRecord> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'grant brands');
  const granted = await db.transaction(async (tx) => {
    const user = await findUser(tx, networkId, userId);
    if (user.role !== 'brand') {
      throw AppError.field(
        ['brand_ids'],
        'invalid_value',
        `brand_ids can only be granted to brand users; this user is ${user.role === 'network' ? 'network staff' : 'a partner user'}`,
      );
    }
    const ids = await requireNetworkBrands(tx, networkId, brandIds);
    const before = (await grantsOf(tx, [userId])).get(userId) ?? [];
    await replaceGrants(tx, networkId, userId, ids);
    const record = await recordOf(tx, user);
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'user',
        entityId: userId,
        action: 'brands_set',
        before: { brand_ids: before.map(String) },
        after: { brand_ids: record.brandIds.map(String) },
      })
      .commit(tx);
    return record;
  });
  forgetCachedPrincipals();
  return granted;
}
