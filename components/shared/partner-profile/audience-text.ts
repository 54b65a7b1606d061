import type { Database } from './types';

type Audience = Pick<Database, 'male' | 'female' | 'min_age' | 'max_age'>;

/** The phrases of an audience sentence, so each area can give them in its language. */
export interface AudienceWords {
  gender: (male: number, female: number) => string;
  agesBetween: (min: number, max: number) => string;
  agesFrom: (min: number) => string;
  agesUpTo: (max: number) => string;
  none: string;
}

const ENGLISH: AudienceWords = {
  gender: (male, female) => `${male}% male, ${female}% female`,
  agesBetween: (min, max) => `ages ${min}–${max}`,
  agesFrom: (min) => `ages ${min} and over`,
  agesUpTo: (max) => `ages up to ${max}`,
  none: 'No audience data',
};

/**
 * A database's audience in a sentence. The API stores 0 for "not given", so zeros say
 * nothing: a database with none of the figures has no audience data, not a 0% audience.
 */
export function audienceText(d: Audience, words: AudienceWords = ENGLISH): string {
  const parts: string[] = [];
  if (d.male > 0 || d.female > 0) parts.push(words.gender(d.male, d.female));
  if (d.min_age > 0 && d.max_age > 0) parts.push(words.agesBetween(d.min_age, d.max_age));
  else if (d.min_age > 0) parts.push(words.agesFrom(d.min_age));
  else if (d.max_age > 0) parts.push(words.agesUpTo(d.max_age));
  if (!parts.length) return words.none;
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
