import { getRequestConfig } from 'next-intl/server';
import { requestLocale } from '@/lib/api/request-locale';
import type { AppLocale } from '@/lib/i18n/locales';

/**
 * next-intl's request configuration (App Router, no locale in the URL): the language of the
 * signed-in account, the sign-up page's choice or the browser (lib/api/request-locale.ts), and
 * that language's messages only. Times are shown in UTC, as everywhere in the app.
 */
export default getRequestConfig(async () => {
  const locale: AppLocale = await requestLocale();
  const messages = (await import(`../messages/${locale}.json`)).default;
  return { locale, messages, timeZone: 'UTC' };
});
