import { config, type Config } from '@/lib/config';

/**
 * The tracking settings (TRACKING_BASE_URL and CLICK_*, README "Configuration"; lib/config):
 *
 * - baseUrl: scheme and host of the click URLs we hand out (default: the origin the API was
 *   reached on, i.e. the app itself);
 * - clickrefParam: the query parameter the clickref is appended to the destination as;
 * - ipMode: `truncate` (the last IPv4 octet, the last 80 bits of IPv6 zeroed) or `hash`
 *   (HMAC-SHA256 with ipSecret, else a secret generated once and kept in the database); the raw
 *   address is never stored;
 * - countryHeader: the request header a proxy or CDN in front of us writes the client's
 *   geo-IP country into (CLICK_COUNTRY_HEADER, lower case); unset, no country is recorded
 *   (country.ts);
 * - floodLimit / floodWindowSeconds: more than the limit of clicks from one address on one
 *   campaign within the window are floods, counted but not stored (flood-counts.ts);
 * - retentionMonths: monthly click partitions older than this are dropped;
 * - cacheMs: how long a link's facts (campaign, participation, domains) are reused between
 *   clicks in one process (0 reads them for every click);
 * - writeConcurrency: click inserts in flight at once (lib/services/tracking/click-writer.ts).
 */
export type TrackingSettings = Config['tracking'];

export type ClickIpMode = TrackingSettings['ipMode'];

export const trackingSettings = (): TrackingSettings => config().tracking;

/** Where click URLs point: TRACKING_BASE_URL, else the origin the caller reached us on. */
export const trackingBaseUrl = (origin: string): string => trackingSettings().baseUrl ?? origin;
