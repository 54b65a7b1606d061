import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { DbOrTx } from '@/lib/db/client';
import { appSecret } from '../app-secret';
import type { ClickIpMode } from './settings';

/**
 * What a click keeps of the shopper's address (CLICK_IP_MODE), never the address itself:
 * `truncate` zeroes the last IPv4 octet (203.0.113.0) or keeps the first 48 bits of an IPv6
 * address (2001:db8:1::); `hash` is an HMAC-SHA256 under the server's click secret (CLICK_IP_SECRET,
 * else one generated once and kept in app_settings), 22 base64url characters, the same for the
 * same address so floods and fraud can still be told apart.
 */

export const clickSecret = (db: DbOrTx, configured: string | undefined): Promise<string> =>
  appSecret(db, 'click_ip_secret', configured);

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail included). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}

export function truncateAddress(address: string): string | null {
  if (isIPv4(address)) return address.replace(/\.\d+$/, '.0');
  if (!isIPv6(address)) return null;
  const [a, b, c] = ipv6Groups(address);
  return `${a!.toString(16)}:${b!.toString(16)}:${c!.toString(16)}::`;
}

export const keyedHash = (secret: string, address: string): string =>
  createHmac('sha256', secret).update(address).digest('base64url').slice(0, 22);

/** The stored form of an address under the mode; null when the address is unknown. */
export function ipDigest(
  address: string | undefined,
  mode: ClickIpMode,
  secret: string,
): string | null {
  if (!address) return null;
  return mode === 'hash' ? keyedHash(secret, address) : truncateAddress(address);
}
