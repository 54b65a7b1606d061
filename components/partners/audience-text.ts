import type { Database } from './types';

type Audience = Pick<Database, 'male' | 'female' | 'min_age' | 'max_age'>;

/**
 * A database's audience in a sentence. The API stores 0 for "not given", so zeros say
 * nothing: a database with none of the figures has no audience data, not a 0% audience.
 */
export function audienceText(d: Audience): string {
  const parts: string[] = [];
  if (d.male > 0 || d.female > 0) parts.push(`${d.male}% male, ${d.female}% female`);
  if (d.min_age > 0 && d.max_age > 0) parts.push(`ages ${d.min_age}–${d.max_age}`);
  else if (d.min_age > 0) parts.push(`ages ${d.min_age} and over`);
  else if (d.max_age > 0) parts.push(`ages up to ${d.max_age}`);
  if (!parts.length) return 'No audience data';
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
