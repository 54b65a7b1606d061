import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { networks, userBrandGrants, users, type UserRole } from '@/lib/db/schema';
import { generateKey, hashKey, keyPrefix, sameHash } from '@/lib/auth/keys';
import { dummyPasswordHash, hashPassword, verifyPassword } from '@/lib/auth/password';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { ChangeSet, snapshot, systemActor } from './change-set';

export interface NewUser {
  networkId: number;
  role: UserRole;
  userName: string;
  email: string;
  password?: string;
  partnerId?: number | null;
  brandIds?: number[];
  firstname?: string | null;
  lastname?: string | null;
  locale?: string;
  address1?: string | null;
  address2?: string | null;
  address3?: string | null;
  address4?: string | null;
  postcode?: string | null;
  country?: string | null;
  phone?: string | null;
  signupIp?: string | null;
}

export interface CreatedUser {
  userId: number;
  /** Shown once; only its hash is stored. */
  userApiKey: string;
}

type UserRow = typeof users.$inferSelect;

/** A user as the audit log shows it: never a password or key, only the key's prefix. */
export function userSnapshot(row: UserRow, brandIds: number[] = []): Record<string, unknown> {
  return {
    ...snapshot(row, { rename: { email: 'email_address', partnerId: 'publisher_id' }, omit: ['passwordHash', 'apiKeyHash', 'apiKeyRotatedAt'] }),
    publisher_id: row.partnerId === null ? null : String(row.partnerId),
    brand_ids: brandIds.map(String),
  };
}

/**
 * Creates a user with a new API key. Its audit row goes into `set` when the caller gives one
 * (and commits it); without one (operator scripts, seeds) the user and its audit row are
 * written in a transaction of their own, with no actor.
 */
export async function createUser(db: DbOrTx, input: NewUser, set?: ChangeSet): Promise<CreatedUser> {
  if (set) return insertUser(db, input, set);
  return db.transaction(async (tx) => {
    const own = new ChangeSet(systemActor(input.networkId));
    const created = await insertUser(tx, input, own);
    await own.commit(tx);
    return created;
  });
}

async function insertUser(db: DbOrTx, input: NewUser, set: ChangeSet): Promise<CreatedUser> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.email})`)
    .limit(1);
  if (existing.length > 0) throw AppError.field(['email'], 'duplicate', 'A user with this e-mail address already exists');
  const apiKey = generateKey();
  const [row] = await db
    .insert(users)
    .values({
      networkId: input.networkId,
      role: input.role,
      userName: input.userName,
      email: input.email,
      firstname: input.firstname ?? null,
      lastname: input.lastname ?? null,
      locale: input.locale ?? 'en',
      partnerId: input.partnerId ?? null,
      address1: input.address1 ?? null,
      address2: input.address2 ?? null,
      address3: input.address3 ?? null,
      address4: input.address4 ?? null,
      postcode: input.postcode ?? null,
      country: input.country ?? null,
      phone: input.phone ?? null,
      signupIp: input.signupIp ?? null,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      apiKeyHash: hashKey(apiKey),
      apiKeyPrefix: keyPrefix(apiKey),
    })
    .returning();
  const userId = row!.id;
  if (input.brandIds?.length) {
    await db
      .insert(userBrandGrants)
      .values(input.brandIds.map((brandId) => ({ networkId: input.networkId, userId, brandId })));
  }
  set.change({ entityType: 'user', entityId: userId, action: 'created', after: userSnapshot(row!, input.brandIds ?? []) });
  return { userId, userApiKey: apiKey };
}

/**
 * Replaces a user's API key; the old one stops working at once. networkId scopes the
 * change to one tenant; the operator's CLI leaves it out. The audit row (actor
 * `actorUserId`, null for the operator) names the old and new key by prefix only.
 */
export async function rotateApiKey(db: DbOrTx, userId: number, networkId?: number, actorUserId: number | null = null): Promise<string> {
  const apiKey = generateKey();
  const scope = networkId === undefined ? eq(users.id, userId) : and(eq(users.id, userId), eq(users.networkId, networkId));
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ networkId: users.networkId, prefix: users.apiKeyPrefix }).from(users).where(scope).for('update');
    if (!current) throw AppError.notFound('User');
    const prefix = keyPrefix(apiKey);
    await tx
      .update(users)
      .set({ apiKeyHash: hashKey(apiKey), apiKeyPrefix: prefix, apiKeyRotatedAt: new Date() })
      .where(eq(users.id, userId));
    await new ChangeSet(systemActor(current.networkId, actorUserId))
      .change({ entityType: 'user', entityId: userId, action: 'api_key_rotated', before: { api_key_prefix: current.prefix }, after: { api_key_prefix: prefix } })
      .commit(tx);
    return apiKey;
  });
}

async function principalFor(db: DbOrTx, user: typeof users.$inferSelect, via: Principal['via']): Promise<Principal> {
  const brandIds =
    user.role === 'brand'
      ? (await db.select({ brandId: userBrandGrants.brandId }).from(userBrandGrants).where(eq(userBrandGrants.userId, user.id))).map(
          (g) => g.brandId,
        )
      : [];
  return {
    userId: user.id,
    networkId: user.networkId,
    role: user.role,
    userName: user.userName,
    partnerId: user.partnerId,
    brandIds,
    via,
  };
}

/**
 * Resolves the Basic key pair. The application key names the network and the API key the
 * user; a pair whose user belongs to another network is refused like an unknown key.
 */
export async function authenticateByKeys(db: DbOrTx, applicationKey: string, userApiKey: string): Promise<Principal | undefined> {
  const appHash = hashKey(applicationKey);
  const userHash = hashKey(userApiKey);
  const [row] = await db
    .select({ user: users, appHash: networks.applicationKeyHash })
    .from(users)
    .innerJoin(networks, eq(networks.id, users.networkId))
    .where(eq(users.apiKeyHash, userHash))
    .limit(1);
  if (!row) return undefined;
  // The lookup was by hash; compare both in constant time so timing reveals nothing.
  const keyMatches = sameHash(row.user.apiKeyHash, userHash);
  const networkMatches = sameHash(row.appHash, appHash);
  if (!keyMatches || !networkMatches) return undefined;
  return principalFor(db, row.user, 'basic');
}

export async function principalForUser(db: DbOrTx, userId: number, via: Principal['via']): Promise<Principal | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user ? principalFor(db, user, via) : undefined;
}

/** Console sign-in: the user id when e-mail and password match, else undefined. */
export async function verifyLogin(db: DbOrTx, email: string, password: string): Promise<number | undefined> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  return ok && user?.passwordHash ? user.id : undefined;
}
