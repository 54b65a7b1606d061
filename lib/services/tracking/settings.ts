/**
 * The tracking settings, read from the environment on each use (cheap; tests change them):
 *
 * - TRACKING_BASE_URL: scheme and host of the click URLs we hand out (default: the origin the
 *   API was reached on, i.e. the app itself);
 * - CLICK_REF_PARAM: the query parameter the clickref is appended to the destination as
 *   (default `clickref`);
 * - CLICK_IP_MODE: `truncate` (default: the last IPv4 octet, the last 80 bits of IPv6 zeroed)
 *   or `hash` (HMAC-SHA256 with CLICK_IP_SECRET, else a secret generated once and kept in the
 *   database); the raw address is never stored;
 * - CLICK_FLOOD_LIMIT / CLICK_FLOOD_WINDOW_SECONDS: more than LIMIT clicks from one address on
 *   one campaign within the window are floods (default 10 in 60 s);
 * - CLICK_RETENTION_MONTHS: monthly click partitions older than this are dropped (default 25);
 * - CLICK_CACHE_SECONDS: how long a link's facts (campaign, participation, domains) are reused
 *   between clicks in one process (default 5; 0 reads them for every click).
 */

export type ClickIpMode = 'truncate' | 'hash';

function whole(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name]?.trim();
  if (!raw || !/^\d+$/.test(raw)) return fallback;
  return Math.min(max, Math.max(min, Number(raw)));
}

export interface TrackingSettings {
  baseUrl: string | undefined;
  clickrefParam: string;
  ipMode: ClickIpMode;
  ipSecret: string | undefined;
  floodLimit: number;
  floodWindowSeconds: number;
  retentionMonths: number;
  cacheMs: number;
}

export function trackingSettings(): TrackingSettings {
  const param = process.env.CLICK_REF_PARAM?.trim();
  const base = process.env.TRACKING_BASE_URL?.trim().replace(/\/+$/, '');
  return {
    baseUrl: base || undefined,
    clickrefParam: param && /^[A-Za-z0-9_.-]{1,64}$/.test(param) ? param : 'clickref',
    ipMode: process.env.CLICK_IP_MODE?.trim() === 'hash' ? 'hash' : 'truncate',
    ipSecret: process.env.CLICK_IP_SECRET || undefined,
    floodLimit: whole('CLICK_FLOOD_LIMIT', 10, 1, 1_000_000),
    floodWindowSeconds: whole('CLICK_FLOOD_WINDOW_SECONDS', 60, 1, 86_400),
    retentionMonths: whole('CLICK_RETENTION_MONTHS', 25, 1, 1200),
    cacheMs: whole('CLICK_CACHE_SECONDS', 5, 0, 3600) * 1000,
  };
}

/** Where click URLs point: TRACKING_BASE_URL, else the origin the caller reached us on. */
export const trackingBaseUrl = (origin: string): string => trackingSettings().baseUrl ?? origin;
