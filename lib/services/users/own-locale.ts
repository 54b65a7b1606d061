import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';

/**
 * The user's own language (users.locale, a code of the spec's locale list): the partner area
 * and the sign-up pages are shown in it (i18n/request.ts).
 */

/** The user's stored locale, or undefined when the user is gone. */
export async function readOwnLocale(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.locale;
}

/** Sets the calling user's locale (any role: it only changes how pages speak to it). */
export async function setOwnLocale(
  db: DbOrTx,
  principal: Principal,
  locale: string,
): Promise<{ locale: string }> {
  const [row] = await db
    .update(users)
    .set({ locale })
    .where(eq(users.id, principal.userId))
    .returning({ locale: users.locale });
  if (!row) throw AppError.notFound('User');
  return row;
}
