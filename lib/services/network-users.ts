import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/lib/db/client';
import { brands, networks, userBrandGrants, users, type UserRole } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/db/errors';
import { passwordProblem } from '@/lib/auth/password';
import type { Principal } from '@/lib/auth/principal';
import { AppError, type FieldError } from '@/lib/errors';
import type { CreateNetworkUserIn, NetworkUsersQuery, UpdateNetworkUserIn } from '@/lib/schemas/user';
import { requireOwnNetwork, requireStaff } from './access';
import { actorOf, ChangeSet, changedFields } from './change-set';
import { createUser, rotateApiKey } from './users';

/**
 * The network's users as its staff manage them (add a staff or brand user, set a role, grant
 * or revoke brands), and every user's view of itself (its own record and API key rotation).
 * Partner users are made with their partner (op 3); here they are listed, never re-roled.
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

async function grantsOf(db: DbOrTx, userIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return out;
  const rows = await db
    .select({ userId: userBrandGrants.userId, brandId: userBrandGrants.brandId })
    .from(userBrandGrants)
    .where(inArray(userBrandGrants.userId, userIds))
    .orderBy(asc(userBrandGrants.brandId));
  for (const row of rows) out.get(row.userId)?.push(row.brandId);
  return out;
}

async function findUser(db: DbOrTx, networkId: number, userId: number): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.networkId, networkId), eq(users.id, userId)))
    .limit(1);
  if (!user) throw AppError.notFound('User');
  return user;
}

async function recordOf(db: DbOrTx, user: UserRow): Promise<NetworkUserRecord> {
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
  return { ...record, network: { id: row.user.networkId, name: row.networkName, applicationKeyPrefix: row.appPrefix } };
}

/** Replaces the caller's API key; the old key stops working at once. The new key is returned once. */
export async function rotateOwnApiKey(db: Db, principal: Principal): Promise<{ apiKey: string; user: UserRow }> {
  return db.transaction(async (tx) => {
    // rotateApiKey writes the audit row (old and new key prefix, never the key).
    const apiKey = await rotateApiKey(tx, principal.userId, principal.networkId, principal.userId);
    const user = await findUser(tx, principal.networkId, principal.userId);
    return { apiKey, user };
  });
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
    db.select().from(users).where(where).orderBy(asc(users.id)).limit(page.limit).offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  const grants = await grantsOf(db, rows.map((u) => u.id));
  return { total: count?.n ?? 0, items: rows.map((user) => ({ user, brandIds: grants.get(user.id) ?? [] })) };
}

export async function getNetworkUser(db: DbOrTx, principal: Principal, networkId: number, userId: number): Promise<NetworkUserRecord> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, "read the network's users");
  return recordOf(db, await findUser(db, networkId, userId));
}

/** Every id must be a brand of the network; a problem names the item (`brand_ids[i]`). */
async function requireNetworkBrands(db: DbOrTx, networkId: number, brandIds: number[]): Promise<number[]> {
  const unique = [...new Set(brandIds)];
  if (!unique.length) return [];
  const found = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.networkId, networkId), inArray(brands.id, unique)));
  const known = new Set(found.map((b) => b.id));
  const problems: FieldError[] = [];
  brandIds.forEach((id, i) => {
    if (!known.has(id)) problems.push({ path: ['brand_ids', i], kind: 'invalid_value', message: `brand ${id} is not a brand of this network` });
  });
  if (problems.length) throw AppError.validation(problems, problems[0]!.message);
  return unique;
}

async function replaceGrants(tx: Tx, networkId: number, userId: number, brandIds: number[]) {
  await tx.delete(userBrandGrants).where(eq(userBrandGrants.userId, userId));
  if (brandIds.length) await tx.insert(userBrandGrants).values(brandIds.map((brandId) => ({ networkId, userId, brandId })));
}

export interface CreatedNetworkUser extends NetworkUserRecord {
  /** Shown once; only its hash is stored. */
  apiKey: string;
}

/** Adds a staff or brand user to the network (staff only). */
export async function createNetworkUser(db: Db, principal: Principal, networkId: number, input: CreateNetworkUserIn): Promise<CreatedNetworkUser> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'add users');
  if (input.password !== undefined) {
    const problem = await passwordProblem(input.password, input.user_name);
    if (problem) throw AppError.field(['password'], problem.kind, problem.message);
  }
  if (input.role !== 'brand' && input.brand_ids?.length) {
    throw AppError.field(['brand_ids'], 'invalid_value', 'brand_ids can only be granted to brand users: network staff see every brand');
  }
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.networkId, networkId), sql`lower(${users.userName}) = lower(${input.user_name})`))
        .limit(1);
      if (taken) throw AppError.field(['user_name'], 'duplicate', 'user_name is already taken on this network');
      const brandIds = await requireNetworkBrands(tx, networkId, input.brand_ids ?? []);
      const set = new ChangeSet(actorOf(principal));
      const created = await createUser(
        tx,
        {
        networkId,
        role: input.role,
        userName: input.user_name,
        email: input.email,
        password: input.password,
        firstname: input.firstname ?? null,
        lastname: input.lastname ?? null,
        brandIds,
        },
        set,
      );
      const record = await recordOf(tx, await findUser(tx, networkId, created.userId));
      await set.commit(tx);
      return { ...record, apiKey: created.userApiKey };
    });
  } catch (error) {
    // Two requests racing for the same name or address: the unique indexes decide.
    if (isUniqueViolation(error, 'users_email_unique')) throw AppError.field(['email'], 'duplicate', 'A user with this e-mail address already exists');
    if (isUniqueViolation(error, 'users_network_user_name_unique')) throw AppError.field(['user_name'], 'duplicate', 'user_name is already taken on this network');
    throw error;
  }
}

/**
 * Sets a user's role or name (staff only). Staff cannot change their own role, so a network
 * always keeps the staff user acting; partner users keep theirs (they belong to a partner).
 * A user who stops being a brand user loses its grants.
 */
export async function updateNetworkUser(db: Db, principal: Principal, networkId: number, userId: number, input: UpdateNetworkUserIn): Promise<NetworkUserRecord> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'change users');
  return db.transaction(async (tx) => {
    const current = await findUser(tx, networkId, userId);
    const role: UserRole | undefined = input.role;
    if (role !== undefined && role !== current.role) {
      if (current.role === 'partner') throw AppError.field(['role'], 'invalid_value', 'role of a partner user cannot change: it belongs to its partner');
      if (current.id === principal.userId) throw AppError.field(['role'], 'invalid_value', 'role of your own account cannot be changed by yourself; ask another staff user');
    }
    const changes: Partial<typeof users.$inferInsert> = { role, firstname: input.firstname, lastname: input.lastname };
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    if (Object.keys(defined).length) await tx.update(users).set(defined).where(eq(users.id, userId));
    const grantsBefore = (await grantsOf(tx, [userId])).get(userId) ?? [];
    const dropsGrants = role !== undefined && role !== 'brand' && current.role === 'brand';
    if (dropsGrants) await replaceGrants(tx, networkId, userId, []);
    const record = await recordOf(tx, await findUser(tx, networkId, userId));
    const shown = (u: UserRow, brandIds: number[]) => ({ role: u.role, firstname: u.firstname, lastname: u.lastname, brand_ids: brandIds.map(String) });
    const diff = changedFields(shown(current, grantsBefore), shown(record.user, record.brandIds));
    if (diff) await new ChangeSet(actorOf(principal)).change({ entityType: 'user', entityId: userId, action: 'updated', before: diff.before, after: diff.after }).commit(tx);
    return record;
  });
}

/** Replaces a brand user's grants with `brandIds` (staff only); grant and revoke in one call. */
export async function setUserBrands(db: Db, principal: Principal, networkId: number, userId: number, brandIds: number[]): Promise<NetworkUserRecord> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'grant brands');
  return db.transaction(async (tx) => {
    const user = await findUser(tx, networkId, userId);
    if (user.role !== 'brand') {
      throw AppError.field(['brand_ids'], 'invalid_value', `brand_ids can only be granted to brand users; this user is ${user.role === 'network' ? 'network staff' : 'a partner user'}`);
    }
    const ids = await requireNetworkBrands(tx, networkId, brandIds);
    const before = (await grantsOf(tx, [userId])).get(userId) ?? [];
    await replaceGrants(tx, networkId, userId, ids);
    const record = await recordOf(tx, user);
    await new ChangeSet(actorOf(principal))
      .change({ entityType: 'user', entityId: userId, action: 'brands_set', before: { brand_ids: before.map(String) }, after: { brand_ids: record.brandIds.map(String) } })
      .commit(tx);
    return record;
  });
}
