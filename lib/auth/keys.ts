import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new random key: 32 bytes of entropy, URL-safe, never containing ':' (Basic auth splits on it). */
export function generateKey(): string {
  return randomBytes(32).toString('base64url');
}

/** API keys carry full entropy, so a fast hash is safe and lets us look a key up by its hash. */
export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The first characters of a key, kept in clear so people can tell their keys apart. */
export function keyPrefix(key: string): string {
  return key.slice(0, 6);
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

interface BasicCredentials {
  applicationKey: string;
  userApiKey: string;
}

/** Parses `Authorization: Basic base64(application_key:user_api_key)`; undefined when absent or malformed. */
export function parseBasicAuth(header: string | null): BasicCredentials | undefined {
  if (!header) return undefined;
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  // An empty application key is allowed through: partner users may leave it out
  // (docs/api-decisions.md#partners-calling-the-api-the-application-key).
  if (colon < 0 || colon === decoded.length - 1) return undefined;
  return { applicationKey: decoded.slice(0, colon), userApiKey: decoded.slice(colon + 1) };
}
