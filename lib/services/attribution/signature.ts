import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed conversion URLs (server to server): `signature` is the lower-case hex HMAC-SHA256 of
 * the conversion path without its signature segment (`/conversion/campaign:7/...`, exactly as
 * sent, percent-encoding included, empty segments left out), keyed with the campaign's tracking
 * secret (its UTF-8 bytes). Sent as a last segment `/signature:{hex}` or in the
 * `X-Conversion-Signature` header. A replayed URL records nothing new: the conversion reference
 * is recorded once.
 */
export function signConversionPath(secret: string, path: string): string {
  return createHmac('sha256', secret).update(path).digest('hex');
}

/** Whether `signature` signs `path` under `secret` (constant time). */
export function signatureMatches(secret: string, path: string, signature: string): boolean {
  const expected = Buffer.from(signConversionPath(secret, path), 'hex');
  if (!/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
