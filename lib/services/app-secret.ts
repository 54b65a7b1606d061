import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { appSettings } from '@/lib/db/schema';
import { processSingleton } from '@/lib/process-singleton';

/** The app_settings keys of the secrets we generate: the session's, the click IP digest's, the payment details'. */
export type AppSecretKey = 'nextauth_secret' | 'click_ip_secret' | 'payment_details_key';

const secrets = processSingleton('app-secrets', () => new Map<AppSecretKey, Promise<string>>());

/**
 * A server secret: the configured value when set, else one generated at first use and kept in
 * app_settings so every instance shares it (never in the repo). Read once per process; a failed
 * read is retried on the next call.
 */
export function appSecret(
  db: DbOrTx,
  key: AppSecretKey,
  configured: string | undefined,
): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let secret = secrets.get(key);
  if (!secret) {
    secret = (async () => {
      await db
        .insert(appSettings)
        .values({ key, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
      return row!.value;
    })();
    secrets.set(key, secret);
    secret.catch(() => secrets.delete(key));
  }
  return secret;
}
