import { countryName } from '@/components/ui/options';

export interface TermsVersion {
  id: string;
  locale: string;
  country: string | null;
  version: number;
  content: string;
  created_at: string;
}

type Scope = { locale: string; country: string | null };

/** Terms of one locale and country form a group of versions. */
export const groupKey = (t: Scope) => `${t.locale}|${t.country ?? ''}`;

/** "en · United Kingdom (GB)", or "en · every country". */
export const appliesTo = (t: Scope) =>
  `${t.locale} · ${t.country ? countryName(t.country) : 'every country'}`;
