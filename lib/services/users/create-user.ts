import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { userBrandGrants, users } from '@/lib/db/schema';
import type { UserRole } from '@/lib/schemas/enums';
import { generateKey, hashKey, keyPrefix } from '@/lib/auth/keys';
import { hashPassword } from '@/lib/auth/password';
import { AppError } from '@/lib/errors';
import { ChangeSet, snapshot, systemActor } from '../audit/change-set';
import type { UserRow } from './read-network-users';

interface NewUser {
  networkId: number;
  role: UserRole;
  userName: string;
  email: string;
  password?: string;
  /** An argon2id hash made earlier (a confirmed sign-up), used instead of `password`. */
  passwordHash?: string;
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

/** A user as the audit log shows it: never a password or key, only the key's prefix. */
function userSnapshot(row: UserRow, brandIds: number[] = []): Record<string, unknown> {
  return {
    ...snapshot(row, {
      rename: { email: 'email_address', partnerId: 'publisher_id' },
      omit: ['passwordHash', 'apiKeyHash', 'apiKeyRotatedAt'],
    }),
    publisher_id: row.partnerId === null ? null : String(row.partnerId),
    brand_ids: brandIds.map(String),
  };
}

/**
 * Creates a user with a new API key. Its audit row goes into `set` when the caller gives one
 * (and commits it); without one (operator scripts, seeds) the user and its audit row are
 * written in a transaction of their own, with no actor.
 */
export async function createUser(
  db: DbOrTx,
  input: NewUser,
  set?: ChangeSet,
): Promise<CreatedUser> {
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
  if (existing.length > 0)
    throw AppError.field(['email'], 'duplicate', 'A user with this e-mail address already exists');
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
      passwordHash:
        input.passwordHash ?? (input.password ? await hashPassword(input.password) : null),
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
  set.change({
    entityType: 'user',
    entityId: userId,
    action: 'created',
    after: userSnapshot(row!, input.brandIds ?? []),
  });
  return { userId, userApiKey: apiKey };
}
