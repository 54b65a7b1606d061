import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { networks, users } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { NetworkUsersQuery } from '@/lib/schemas/user';
import { requireOwnNetwork, requireStaff } from '../access';
import { grantsOf } from './brand-grants';

/**
 * The network's users as its staff manage them (add a staff or brand user, set a role, grant
 * or revoke brands), and every user's view of itself (its own record and API key rotation).
 * Partner users are made with their partner; here they are listed, never re-roled.
 */

export type UserRow = typeof users.$inferSelect;

export interface NetworkUserRecord {
  user: UserRow;
  /** Granted brands (brand users; empty for the others). */
  brandIds: number[];
}

export interface MeRecord extends NetworkUserRecord {
  network: { id: number; name: string; applicationKeyPrefix: string };
}

export async function findUser(db: DbOrTx, networkId: number, userId: number): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.networkId, networkId), eq(users.id, userId)))
    .limit(1);
  if (!user) throw AppError.notFound('User');
  return user;
}

export async function recordOf(db: DbOrTx, user: UserRow): Promise<NetworkUserRecord> {
  return { user, brandIds: (await grantsOf(db, [user.id])).get(user.id) ?? [] };
}

/** The caller itself, with its network and the application key's prefix. */
export async function getMe(db: DbOrTx, principal: Principal): Promise<MeRecord> {
  const [row] = await db
    .select({ user: users, networkName: networks.name, appPrefix: networks.applicationKeyPrefix })
    .from(users)
    .innerJoin(networks, eq(networks.id, users.networkId))
    .where(eq(users.id, principal.userId))
    .limit(1);
  if (!row) throw AppError.notFound('User');
  const record = await recordOf(db, row.user);
  return {
    ...record,
    network: { id: row.user.networkId, name: row.networkName, applicationKeyPrefix: row.appPrefix },
  };
}

/** The network's users, oldest first, filtered by role and a search of user name and e-mail. Staff only. */
export async function listNetworkUsers(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  query: NetworkUsersQuery,
  page: { offset: number; limit: number },
): Promise<{ total: number; items: NetworkUserRecord[] }> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, "list the network's users");
  const conditions: SQL[] = [eq(users.networkId, networkId)];
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(users.userName, pattern), ilike(users.email, pattern))!);
  }
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  const grants = await grantsOf(
    db,
    rows.map((u) => u.id),
  );
  return {
    total: count?.n ?? 0,
    items: rows.map((user) => ({ user, brandIds: grants.get(user.id) ?? [] })),
  };
}

export async function getNetworkUser(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  userId: number,
): Promise<NetworkUserRecord> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, "read the network's users");
  return recordOf(db, await findUser(db, networkId, userId));
}
