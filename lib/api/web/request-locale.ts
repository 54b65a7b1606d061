import { cookies, headers } from 'next/headers';
import { getServerSession } from 'next-auth';
import { cache } from 'react';
import { sessionClaimsOf } from '@/lib/auth/session';
import { resolveLocale, LOCALE_COOKIE, type AppLocale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/services/database';
import { currentSessionVersion, readOwnLocale } from '@/lib/services/users';
import { buildAuthOptions } from './auth-options';

/** The signed-in user's stored locale (users.locale), or undefined when signed out. */
async function accountLocale(): Promise<string | undefined> {
  const claims = sessionClaimsOf(await getServerSession(await buildAuthOptions()));
  if (!claims) return undefined;
  const db = await getDb();
  if ((await currentSessionVersion(db, claims.userId)) !== claims.version) return undefined;
  return readOwnLocale(db, claims.userId);
}

/**
 * The language of the page being rendered (i18n/request.ts): the signed-in user's account
 * locale, else the sign-up page's choice (cookie), else the browser's Accept-Language, else
 * English. Once per request.
 */
export const requestLocale = cache(async (): Promise<AppLocale> => {
  const [account, jar, requestHeaders] = await Promise.all([accountLocale(), cookies(), headers()]);
  return resolveLocale({
    account,
    cookie: jar.get(LOCALE_COOKIE)?.value,
    acceptLanguage: requestHeaders.get('accept-language'),
  });
});
