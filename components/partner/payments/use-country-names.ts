import { useLocale } from 'next-intl';
import { useMemo } from 'react';

/** Country names in the partner's language, sorted for it. */
export function useCountryNames(codes: readonly string[]) {
  const locale = useLocale();
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = undefined;
    }
    return codes
      .map((code) => ({ code, name: names?.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [codes, locale]);
}
