import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { appSettings } from '@/lib/db/schema';

const SECRET_KEY = 'nextauth_secret';

const holder = globalThis as typeof globalThis & { __anetSessionSecret?: Promise<string> };

/**
 * The console's session secret: NEXTAUTH_SECRET when set, else one generated at first
 * start and kept in the database so every instance shares it. Never in the repo.
 */
export function getSessionSecret(db: DbOrTx): Promise<string> {
  if (process.env.NEXTAUTH_SECRET) return Promise.resolve(process.env.NEXTAUTH_SECRET);
  holder.__anetSessionSecret ??= (async () => {
    await db
      .insert(appSettings)
      .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SECRET_KEY));
    return row!.value;
  })();
  holder.__anetSessionSecret.catch(() => {
    holder.__anetSessionSecret = undefined;
  });
  return holder.__anetSessionSecret;
}
