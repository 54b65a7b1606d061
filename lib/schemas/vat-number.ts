import { checkVAT, countries } from 'jsvat';

/**
 * Shared by the API and the partner area's tax profile form (jsvat runs in the browser): a VAT
 * number's stored form and whether its format and check digits are right for its country.
 */

/** Without spaces, dots or dashes, upper case. */
export const normalVatNumber = (text: string) => text.replace(/[\s.-]/g, '').toUpperCase();

/**
 * False when jsvat knows the country (the number's own prefix, else the profile's country) and
 * the number fails its format or check digits; true otherwise.
 */
export function vatNumberLooksValid(vatNumber: string, country: string): boolean {
  const number = normalVatNumber(vatNumber);
  const withCountry = /^[A-Z]{2}/.test(number) ? number : `${country}${number}`;
  const check = checkVAT(withCountry, countries);
  return !check.isSupportedCountry || check.isValid;
}
