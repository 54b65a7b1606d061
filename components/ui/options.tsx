import { COUNTRIES, CURRENCIES, LOCALES } from '@/lib/schemas/enums';
import { localeName } from '@/components/shared/status-text';

let regionNames: Intl.DisplayNames | undefined;
/** "GB" -> "United Kingdom (GB)". */
export function countryName(code: string): string {
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    const name = regionNames.of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

const sortedCountries = () =>
  [...COUNTRIES]
    .map((c) => ({ code: c, name: countryName(c) }))
    .sort((a, b) => a.name.localeCompare(b.name));

/**
 * Country names come from the ICU data of the runtime, which differs between Node and the
 * browser (a name, and so the order): each option keeps the server's text and value, a
 * consistent pair, rather than failing hydration (React error #418).
 */
export function CountryOptions() {
  return (
    <>
      {sortedCountries().map((c) => (
        <option key={c.code} value={c.code} suppressHydrationWarning>
          {c.name}
        </option>
      ))}
    </>
  );
}

/** The reference's languages by name ("German (de)"), named in `inLanguage`. */
export function LocaleOptions({ inLanguage = 'en' }: { inLanguage?: string }) {
  return (
    <>
      {LOCALES.map((l) => (
        // Names come from the runtime's ICU data, which differs between Node and the browser.
        <option key={l} value={l} suppressHydrationWarning>
          {localeName(l, inLanguage)}
        </option>
      ))}
    </>
  );
}

export function CurrencyOptions() {
  return (
    <>
      {CURRENCIES.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </>
  );
}

/** Options from one of the reference lists (vertical, promotional method, website type). */
export function ReferenceOptions({ list }: { list: Record<number, string> }) {
  return (
    <>
      {Object.entries(list).map(([id, name]) => (
        <option key={id} value={id}>
          {name}
        </option>
      ))}
    </>
  );
}
