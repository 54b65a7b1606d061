import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/db/errors';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { requireCan, requireOwnNetwork } from '../access';
import { requireAcceptablePassword } from './acceptable-password';
import { actorOf, ChangeSet } from '../audit/change-set';
import { requireNetworkBrands } from './brand-grants';
import { createUser } from './create-user';
import { findUser, recordOf, type NetworkUserRecord } from './read-network-users';

interface CreatedNetworkUser extends NetworkUserRecord {
  /** Shown once; only its hash is stored. */
  apiKey: string;
}

/** A new staff or brand user; without a password it signs in with its API key only. */
export interface NetworkUserInput {
  userName: string;
  email: string;
  role: 'network' | 'brand';
  firstname?: string | null;
  lastname?: string | null;
  password?: string;
  /** Brands granted to a brand user. */
  brandIds?: number[];
}

/** Adds a staff or brand user to the network (staff only). */
export async function createNetworkUser(
  db: Db,
  principal: Principal,
  networkId: number,
  input: NetworkUserInput,
): Promise<CreatedNetworkUser> {
  requireOwnNetwork(principal, networkId);
  requireCan(principal, 'users.manage');
  if (input.password !== undefined) {
    await requireAcceptablePassword(input.password, [
      input.userName,
      input.email,
      input.firstname,
      input.lastname,
    ]);
  }
  if (input.role !== 'brand' && input.brandIds?.length) {
    throw AppError.field(
      ['brand_ids'],
      'invalid_value',
      'brand_ids can only be granted to brand users: network staff see every brand',
    );
  }
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.networkId, networkId),
            sql`lower(${users.userName}) = lower(${input.userName})`,
          ),
        )
        .limit(1);
      if (taken)
        throw AppError.field(
          ['user_name'],
          'duplicate',
          'user_name is already taken on this network',
        );
      const brandIds = await requireNetworkBrands(tx, networkId, input.brandIds ?? []);
      const set = new ChangeSet(actorOf(principal));
      const created = await createUser(
        tx,
        {
          networkId,
          role: input.role,
          userName: input.userName,
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
    if (isUniqueViolation(error, 'users_email_unique'))
      throw AppError.field(
        ['email'],
        'duplicate',
        'A user with this e-mail address already exists',
      );
    if (isUniqueViolation(error, 'users_network_user_name_unique'))
      throw AppError.field(
        ['user_name'],
        'duplicate',
        'user_name is already taken on this network',
      );
    throw error;
  }
}
