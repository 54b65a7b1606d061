import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { users, userSignInAddresses } from '@/lib/db/schema';
import { hashKey } from '@/lib/auth/keys';

// The addresses each user signed in from successfully (hashed): the sign-in throttle spares them
// its account-wide limit, so nobody can lock a user out of its usual address.

/** Whether the user with this e-mail address has signed in from this client address before. */
export async function isKnownSignInAddress(
  db: DbOrTx,
  email: string,
  address: string,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: userSignInAddresses.userId })
    .from(userSignInAddresses)
    .innerJoin(users, eq(users.id, userSignInAddresses.userId))
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        eq(userSignInAddresses.addressHash, hashKey(address)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Records a successful sign-in from an address. */
export async function rememberSignInAddress(
  db: DbOrTx,
  userId: number,
  address: string,
): Promise<void> {
  const now = new Date();
  await db
    .insert(userSignInAddresses)
    .values({ userId, addressHash: hashKey(address), lastSuccessAt: now })
    .onConflictDoUpdate({
      target: [userSignInAddresses.userId, userSignInAddresses.addressHash],
      set: { lastSuccessAt: now },
    });
}
