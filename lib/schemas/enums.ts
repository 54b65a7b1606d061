import { z } from 'zod';

export const LOCALES = [
  'bg', 'cs', 'da', 'de', 'de_at', 'en', 'en_au', 'en_ca', 'en_us', 'es', 'es_mx', 'el', 'et', 'fi', 'fl', 'fr',
  'fr_ca', 'hu', 'id', 'it', 'jp', 'ko', 'ko_kr', 'lt', 'lv', 'ms_my', 'mt', 'my', 'nl', 'no', 'pl', 'po', 'pt',
  'pt_br', 'ro', 'ru', 'sg', 'sk', 'sl', 'sv', 'sv_se', 'th', 'tl', 'tr', 'vi', 'zh_cn', 'zh_hk',
] as const;

export const COUNTRIES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ') as [string, ...string[]];

export const CURRENCIES = ['GBP', 'USD', 'EUR', 'JPY'] as const;
export const NETWORK_STATUSES = ['a', 'p', 'r', 'n'] as const;
export const YES_NO = ['y', 'n'] as const;

export const Locale = z.enum(LOCALES).meta({ id: 'Locale' });
export const Country = z.enum(COUNTRIES).meta({ id: 'Country' });
export const Currency = z.enum(CURRENCIES).meta({ id: 'Currency' });
export const NetworkStatus = z.enum(NETWORK_STATUSES);
export const YesOrNo = z.enum(YES_NO);

export type LocaleCode = z.infer<typeof Locale>;
export type CurrencyCode = z.infer<typeof Currency>;

/**
 * Enums whose failures have their own v3 code ("not a valid country" rather than
 * "value not one of the expected values"). Keyed by the joined values, which is
 * what a zod invalid_value issue carries.
 */
export const enumErrorKinds = new Map<string, 'invalid_country' | 'invalid_currency' | 'invalid_locale'>([
  [COUNTRIES.join(','), 'invalid_country'],
  [CURRENCIES.join(','), 'invalid_currency'],
  [LOCALES.join(','), 'invalid_locale'],
]);
