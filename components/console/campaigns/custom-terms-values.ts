import type { CreateCustomTermsInput } from '@/lib/client/hooks/custom-terms';

/** The create form's fields: who the terms are for, and the terms themselves. */
export interface CustomTermsValues {
  /** all: the campaign's general terms (a new version); partners: terms for chosen partners. */
  audience: 'all' | 'partners';
  title: string;
  locale: string;
  terms: string;
  publishers: string[];
}

export const emptyCustomTerms: CustomTermsValues = {
  audience: 'all',
  title: '',
  locale: 'en',
  terms: '',
  publishers: [],
};

/** Server error names (left) and the form field they belong to. */
export const FIELD_ALIAS: Record<string, keyof CustomTermsValues> = {
  publisher_id: 'publishers',
};
export const FIELDS = ['title', 'locale', 'terms', 'publishers'] as const;

/** The request body: an empty partner list publishes the general terms. */
export function customTermsInput(v: CustomTermsValues): CreateCustomTermsInput {
  return {
    publisher_id: v.audience === 'all' ? [] : v.publishers,
    title: v.title.trim(),
    terms: v.terms,
    locale: v.locale as CreateCustomTermsInput['locale'],
  };
}
