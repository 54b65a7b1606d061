/**
 * The languages of the partner area and the sign-up, and how a request picks one: the signed-in
 * user's account locale, else the language chosen on the sign-up page (a cookie), else the
 * browser's Accept-Language, else English. Pure functions: i18n/request.ts gathers the inputs.
 */

export const APP_LOCALES = ['en', 'de', 'fr', 'es'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];
const DEFAULT_LOCALE: AppLocale = 'en';

/** The cookie the sign-up page's language switcher sets (next-intl's usual name). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/** Each language in its own words, for the switchers. */
export const LOCALE_NAMES: Record<AppLocale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
};

const supported = new Set<string>(APP_LOCALES);

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && supported.has(value);
}

/**
 * The app language of a stored or browser locale: "de", "de_at", "de-CH", "en_US" -> its
 * language when the app speaks it, else undefined ("pt_br", "jp", "", garbage).
 */
export function appLocaleOf(value: string | null | undefined): AppLocale | undefined {
  if (!value) return undefined;
  const language = value.trim().split(/[-_]/)[0]!.toLowerCase();
  return isAppLocale(language) ? language : undefined;
}

/**
 * The best app language of an Accept-Language header ("fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5"):
 * the entries by quality (ties keep their order), the first the app speaks; undefined if none.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): AppLocale | undefined {
  if (!header) return undefined;
  const entries = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((e) => e.tag && e.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of entries) {
    const locale = appLocaleOf(entry.tag);
    if (locale) return locale;
  }
  return undefined;
}

/** The request's language: account > sign-up cookie > Accept-Language > English. */
export function resolveLocale(input: {
  account?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): AppLocale {
  return (
    appLocaleOf(input.account) ??
    appLocaleOf(input.cookie) ??
    localeFromAcceptLanguage(input.acceptLanguage) ??
    DEFAULT_LOCALE
  );
}
