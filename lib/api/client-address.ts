import { BlockList, isIP } from 'node:net';

/**
 * The caller's address, the one home of that rule: the per-address rate limit, the sign-in
 * throttle and the stored signup_ip all ask here.
 *
 * Route handlers never see the socket. Our server entry (scripts/http-entry.mjs, loaded by
 * `npm start`) writes the socket's address into PEER_ADDRESS_HEADER on every request,
 * replacing any copy a client sent, and marks the process; without that mark the header is
 * ignored (the peer is unknown), so it cannot be forged under another server.
 *
 * X-Forwarded-For is read only as far as the settings trust it (default: not at all):
 * - TRUSTED_PROXIES: comma list of addresses or CIDRs (`10.0.0.0/8, ::1`) of our own proxies;
 * - TRUSTED_PROXY_HOPS: how many proxies always stand in front of us (the right-most hops).
 * Walking the chain `X-Forwarded-For..., peer` from the right, the first address that is not
 * a trusted proxy is the client's. X-Real-IP is never read.
 */
export const PEER_ADDRESS_HEADER = 'x-anet-peer-address';

/** Set on globalThis by scripts/http-entry.mjs once it owns PEER_ADDRESS_HEADER. */
const PEER_HEADER_INSTALLED = Symbol.for('anet.peer-address-header');

/** Reads one request header by (lower-case) name. */
type HeaderReader = (name: string) => string | null | undefined;

/** Marks PEER_ADDRESS_HEADER as written by our server (the server entry does this; tests too). */
export function trustPeerAddressHeader(on = true): void {
  (globalThis as Record<symbol, unknown>)[PEER_HEADER_INSTALLED] = on;
}

const peerHeaderTrusted = () =>
  (globalThis as Record<symbol, unknown>)[PEER_HEADER_INSTALLED] === true;

/** One address as it appears in a header or on a socket: no port, brackets or IPv4 mapping. */
export function normalizeAddress(raw: string | null | undefined): string | undefined {
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
  source: string;
  list: BlockList;
  hops: number;
}
let cached: ProxySettings | undefined;

function proxySettings(): ProxySettings {
  const proxies = process.env.TRUSTED_PROXIES ?? '';
  const hopsSetting = process.env.TRUSTED_PROXY_HOPS ?? '';
  const source = `${proxies}|${hopsSetting}`;
  if (cached?.source === source) return cached;
  const list = new BlockList();
  for (const entry of proxies.split(',')) {
    const [raw, prefix] = entry.trim().split('/');
    const address = normalizeAddress(raw);
    if (!address) continue;
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else if (/^\d{1,3}$/.test(prefix)) list.addSubnet(address, Number(prefix), type);
  }
  const hops = /^\d{1,2}$/.test(hopsSetting.trim()) ? Number(hopsSetting.trim()) : 0;
  cached = { source, list, hops };
  return cached;
}

const isTrusted = (list: BlockList, address: string) =>
  list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** The caller's address under the trusted-proxy settings; `fallback` when it cannot be known. */
export function clientAddressOf(header: HeaderReader, fallback = 'unknown'): string {
  const peer = peerHeaderTrusted() ? normalizeAddress(header(PEER_ADDRESS_HEADER)) : undefined;
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
