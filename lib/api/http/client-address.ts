import { BlockList, isIP } from 'node:net';
import { isSameOrigin } from '@/lib/auth/session';
import { config, type Config } from '@/lib/config';
import { PEER_ADDRESS_HEADER } from '@/lib/node-server/peer-address.mjs';
import { peerAddressWritten } from '@/lib/node-server/registry.mjs';

/**
 * The caller's address, the one home of that rule: the per-address rate limit, the sign-in
 * throttle and the stored signup_ip all ask here.
 *
 * Route handlers never see the socket. Our server (lib/node-server, run by `npm start`) writes
 * the socket's address into PEER_ADDRESS_HEADER on every request, replacing any copy a client
 * sent, and marks the process; without that mark the header is ignored (the peer is unknown),
 * so it cannot be forged under another server.
 *
 * X-Forwarded-For is read only as far as the settings trust it (default: not at all):
 * - TRUSTED_PROXIES: comma list of addresses or CIDRs (`10.0.0.0/8, ::1`) of our own proxies;
 * - TRUSTED_PROXY_HOPS: how many proxies always stand in front of us (the right-most hops).
 * Walking the chain `X-Forwarded-For..., peer` from the right, the first address that is not
 * a trusted proxy is the client's. X-Real-IP is never read.
 */
/** Reads one request header by (lower-case) name. */
type HeaderReader = (name: string) => string | null | undefined;

/** One address as it appears in a header or on a socket: no port, brackets or IPv4 mapping. */
function normalizeAddress(raw: string | null | undefined): string | undefined {
  let value = raw?.trim().toLowerCase();
  if (!value) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value);
  if (mapped) value = mapped[1]!;
  return isIP(value) ? value : undefined;
}

interface ProxySettings {
  source: Config['trustedProxies'];
  list: BlockList;
  hops: number;
}
let cached: ProxySettings | undefined;

function proxySettings(): ProxySettings {
  const source = config().trustedProxies;
  if (cached?.source === source) return cached;
  const list = new BlockList();
  for (const entry of source.addresses) {
    const [raw, prefix] = entry.split('/');
    const address = normalizeAddress(raw);
    if (!address) continue;
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  cached = { source, list, hops: source.hops };
  return cached;
}

const isTrusted = (list: BlockList, address: string) =>
  list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** The caller's address under the trusted-proxy settings; `fallback` when it cannot be known. */
export function clientAddressOf(header: HeaderReader, fallback = 'unknown'): string {
  const peer = peerAddressWritten() ? normalizeAddress(header(PEER_ADDRESS_HEADER)) : undefined;
  if (!peer) return fallback;
  const { list, hops } = proxySettings();
  if (hops === 0 && !isTrusted(list, peer)) return peer;
  const forwarded = (header('x-forwarded-for') ?? '').split(',').map((a) => a.trim());
  const chain = [...forwarded.filter(Boolean), peer];
  for (let i = chain.length - 1, hop = 0; i >= 0; i--, hop++) {
    const address = normalizeAddress(chain[i]);
    if (!address) return fallback;
    if (i === 0 || (hop >= hops && !isTrusted(list, address))) return address;
  }
  return fallback;
}

/** clientAddressOf() for a Fetch API request. */
export const clientAddressOfRequest = (request: Request, fallback = 'unknown'): string =>
  clientAddressOf((name) => request.headers.get(name), fallback);

/** Whether the request reached us through one of the trusted proxies (TRUSTED_PROXIES or _HOPS). */
function viaTrustedProxy(header: HeaderReader): boolean {
  const peer = peerAddressWritten() ? normalizeAddress(header(PEER_ADDRESS_HEADER)) : undefined;
  if (!peer) return false;
  const { list, hops } = proxySettings();
  return hops > 0 || isTrusted(list, peer);
}

/**
 * Whether a trusted proxy says the client reached it over https: X-Forwarded-Proto, its
 * right-most value (the nearest proxy's), read only when a trusted proxy sent the request.
 */
export function forwardedOverHttps(header: HeaderReader): boolean {
  if (!viaTrustedProxy(header)) return false;
  const protos = (header('x-forwarded-proto') ?? '').split(',');
  return protos[protos.length - 1]!.trim().toLowerCase() === 'https';
}

/** The CSRF rule (lib/auth/session.ts) with X-Forwarded-Host read only from a trusted proxy. */
export function isOwnOrigin(request: Request): boolean {
  const forwardedHost = viaTrustedProxy((name) => request.headers.get(name));
  return isSameOrigin(request, { forwardedHost });
}
