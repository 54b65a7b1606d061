import type { StoredImage } from '@/lib/services/images';

/** Wire formats shared by the v1/v2 presenters. */

/** v1 date-time: `YYYY-MM-DD HH:MM:SS`, UTC, no zone. */
export function v1DateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** v2/v3 date-time: ISO 8601 with a colon offset (`2024-07-25T15:10:03+00:00`). */
export function isoDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}+00:00`;
}

export const yn = (value: boolean): 'y' | 'n' => (value ? 'y' : 'n');

// Legacy: phone and phone_area are numbers in partner responses. A value that would lose
// information as a number (leading zero, '+', spaces) stays a string.
export function legacyNumber(value: string | null): number | string | null {
  if (value === null || value === '') return value;
  return /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : value;
}

/** Where the app serves a stored image: stable, and not guessable from the id alone. */
export function imageUrl(origin: string, image: StoredImage | null): string | null {
  if (!image) return null;
  const ext = image.contentType === 'image/png' ? 'png' : 'jpg';
  return `${origin}/assets/images/${image.id}-${image.sha256.slice(0, 16)}.${ext}`;
}
