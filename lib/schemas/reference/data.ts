import countries from './countries.json';
import currencies from './currencies.json';
import timezones from './timezones.json';

/**
 * The large reference lists, kept as data beside this file (ids frozen; entries only appended):
 * - countries.json: the reference's 250 country codes (its Country enum) with ref_country_id in
 *   that order (AD = 1, as documented); names, ISO 3166 alpha-3 and numeric codes, capital,
 *   continent, main currency and languages from the countries-list and i18n-iso-countries
 *   packages (MIT).
 * - currencies.json: ISO 4217 currencies with Intl's English names and minor units; ids in code
 *   order over the free ids, GBP = 51 "Pound Sterling" as documented.
 * - timezones.json: IANA zone names (ICU's canonical list, plus UTC, GMT and CET, which the
 *   reference's Timezones enum names); ids in name order over the free ids, Pacific/Tahiti = 3
 *   as documented.
 */

export interface CountryEntry {
  ref_country_id: number;
  iso: string;
  iso3: string;
  iso_numeric: string;
  printable_name: string;
  currency_iso: string;
  capital: string;
  continent_iso: string;
  continent_name: string;
  languages: string;
}

export interface CurrencyEntry {
  currency_id: number;
  iso: string;
  name: string;
  minor_unit: number;
}

export interface TimezoneEntry {
  ref_timezone_id: number;
  name: string;
}

export const COUNTRY_LIST: readonly CountryEntry[] = countries;
export const CURRENCY_LIST: readonly CurrencyEntry[] = currencies;
export const TIMEZONE_LIST: readonly TimezoneEntry[] = timezones;
