import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { config } from '@/lib/config';
import { PSEUDO_COOKIE } from '@/lib/i18n/pseudo';
import { requestLocale } from '@/lib/api/web/request-locale';
import type { AppLocale } from '@/lib/i18n/locales';

/**
 * next-intl's request configuration (App Router, no locale in the URL): the language of the
 * signed-in account, the sign-up page's choice or the browser (lib/api/web/request-locale.ts), and
 * that language's messages only. Times are shown in UTC, as everywhere in the app. Under
 * PSEUDO_LOCALE=on a request with the pseudo cookie gets the test language (messages/pseudo.json,
 * lib/i18n/pseudo.ts).
 */
export default getRequestConfig(async () => {
  if (config().pseudoLocale && (await cookies()).get(PSEUDO_COOKIE)?.value === '1') {
    const pseudo = (await import('../messages/pseudo.json')).default;
    return { locale: 'en', messages: pseudo, timeZone: 'UTC' };
  }
  const locale: AppLocale = await requestLocale();
  const messages = (await import(`../messages/${locale}.json`)).default;
  return { locale, messages, timeZone: 'UTC' };
});
