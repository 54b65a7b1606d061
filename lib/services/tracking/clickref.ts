import { randomBytes } from 'node:crypto';

/**
 * A clickref: the click's time in seconds (7 base-36 characters, so refs sort by time and a
 * lookup can bound clicked_at to the second) and 72 random bits (12 base64url characters):
 * 19 URL-safe characters, e.g. `t5k2m1x` + `Qm9v_c2Ft-XY`. Not guessable, and unique for any
 * practical purpose (a collision needs two of 2^72 in the same second).
 */
export function newClickref(at: Date): string {
  const seconds = Math.floor(at.getTime() / 1000);
  return seconds.toString(36).padStart(7, '0') + randomBytes(9).toString('base64url');
}

/** The second a clickref was made in, or null when it is not one of ours. */
export function clickrefTime(clickref: string): Date | null {
  if (!/^[0-9a-z]{7}[A-Za-z0-9_-]{12}$/.test(clickref)) return null;
  return new Date(parseInt(clickref.slice(0, 7), 36) * 1000);
}

/** The destination with the clickref appended as a query parameter (before any #fragment). */
export function withClickref(destination: string, param: string, clickref: string): string {
  const hash = destination.indexOf('#');
  const base = hash === -1 ? destination : destination.slice(0, hash);
  const fragment = hash === -1 ? '' : destination.slice(hash);
  const glue = base.includes('?') ? (/[?&]$/.test(base) ? '' : '&') : '?';
  return `${base}${glue}${param}=${clickref}${fragment}`;
}
