import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { networks, userBrandGrants, users } from '@/lib/db/schema';
import { hashKey, sameHash } from '@/lib/auth/keys';
import { dummyPasswordHash, verifyPassword } from '@/lib/auth/password';
import type { Principal } from '@/lib/auth/principal';
import { cachedPrincipal, rememberPrincipal } from './principal-cache';

// Who a request is: by the Basic key pair, by a session's user id, or by console sign-in.

async function principalFor(
  db: DbOrTx,
  user: typeof users.$inferSelect,
  via: Principal['via'],
): Promise<Principal> {
  const brandIds =
    user.role === 'brand'
      ? (
          await db
            .select({ brandId: userBrandGrants.brandId })
            .from(userBrandGrants)
            .where(eq(userBrandGrants.userId, user.id))
        ).map((g) => g.brandId)
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
 * user; a pair whose user belongs to another network is refused like an unknown key. A partner
 * user may send an empty application key.
 */
export async function authenticateByKeys(
  db: DbOrTx,
  applicationKey: string,
  userApiKey: string,
): Promise<Principal | undefined> {
  const appHash = hashKey(applicationKey);
  const userHash = hashKey(userApiKey);
  const cacheKey = `${appHash}:${userHash}`;
  const cached = cachedPrincipal(cacheKey);
  if (cached) return cached;
  const [row] = await db
    .select({ user: users, appHash: networks.applicationKeyHash })
    .from(users)
    .innerJoin(networks, eq(networks.id, users.networkId))
    .where(eq(users.apiKeyHash, userHash))
    .limit(1);
  if (!row) return undefined;
  // The lookup was by hash; compare both in constant time so timing reveals nothing.
  const keyMatches = sameHash(row.user.apiKeyHash, userHash);
  // A partner user may leave the application key out: its API key already names its network
  // (docs/api-decisions.md#partners-calling-the-api-the-application-key). Others need it.
  const appMatches = sameHash(row.appHash, appHash);
  const networkMatches = applicationKey === '' ? row.user.role === 'partner' : appMatches;
  if (!keyMatches || !networkMatches) return undefined;
  const principal = await principalFor(db, row.user, 'basic');
  rememberPrincipal(cacheKey, principal);
  return principal;
}

export async function principalForUser(
  db: DbOrTx,
  userId: number,
  via: Principal['via'],
): Promise<Principal | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user ? principalFor(db, user, via) : undefined;
}

/** Console sign-in: the user id when e-mail and password match, else undefined. */
export async function verifyLogin(
  db: DbOrTx,
  email: string,
  password: string,
): Promise<number | undefined> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  return ok && user?.passwordHash ? user.id : undefined;
}
