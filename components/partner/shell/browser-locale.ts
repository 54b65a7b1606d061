import { COUNTRIES, LOCALES } from '@/lib/schemas/enums';

/** Languages whose code in the spec's locale list differs from the browser's (BCP 47). */
const LANGUAGE_ALIASES: Record<string, string> = {
  ja: 'jp',
  nb: 'no',
  nn: 'no',
  fil: 'tl',
  ms: 'ms_my',
};
/** A country to assume when the browser names only a language. */
const HOME_COUNTRY: Record<string, string> = {
  bg: 'BG',
  cs: 'CZ',
  da: 'DK',
  de: 'DE',
  el: 'GR',
  en: 'GB',
  es: 'ES',
  et: 'EE',
  fi: 'FI',
  fr: 'FR',
  hu: 'HU',
  id: 'ID',
  it: 'IT',
  jp: 'JP',
  ko: 'KR',
  lt: 'LT',
  lv: 'LV',
  mt: 'MT',
  nl: 'NL',
  no: 'NO',
  pl: 'PL',
  pt: 'PT',
  ro: 'RO',
  ru: 'RU',
  sk: 'SK',
  sl: 'SI',
  sv: 'SE',
  th: 'TH',
  tr: 'TR',
  vi: 'VN',
  zh: 'CN',
};

const locales = new Set<string>(LOCALES);
const countries = new Set<string>(COUNTRIES);

/**
 * The spec's locale and a country for a browser language tag: "de-DE" -> de / DE,
 * "en-US" -> en_us / US, "pt-BR" -> pt_br / BR, "ja" -> jp / JP, "de-CH" -> de / CH.
 * Unknown languages fall back to English; a tag without a region takes the language's home country.
 */
export function localeFromBrowser(tag: string | null | undefined): {
  locale: string;
  country: string;
} {
  const [rawLanguage = 'en', ...rest] = (tag || 'en').replace(/_/g, '-').split('-');
  const language = rawLanguage.toLowerCase();
  const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part))?.toUpperCase();
  const base = LANGUAGE_ALIASES[language] ?? language;
  const withRegion = region ? `${base}_${region.toLowerCase()}` : undefined;
  const locale =
    withRegion && locales.has(withRegion) ? withRegion : locales.has(base) ? base : 'en';
  const language2 = locale.split('_')[0]!;
  const country = region && countries.has(region) ? region : (HOME_COUNTRY[language2] ?? 'GB');
  return { locale, country };
}
