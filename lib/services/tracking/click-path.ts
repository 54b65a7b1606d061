/**
 * The click URL, in the reference's shape:
 *
 *   /click/camref:{camref}[/pubref:{x}][/adref:{x}][/creativeref:{x}][/type:cpc][/destination:{url}]
 *   /l/{code}   (a stored tracking link's short URL)
 *
 * Segments are `key:value` in any order, values percent-encoded; `destination:` comes last and
 * takes the rest of the path (it may hold slashes, raw or encoded as in
 * `destination:https%3A%2F%2Fshop.example%2Foffers`). Unknown keys are kept as meta data.
 */

/** A camref is `{campaign_id}l{publisher_id}` (docs/api-decisions.md#camref). */
const CAMREF = /^([1-9][0-9]{0,15})l([1-9][0-9]{0,15})$/;

export function parseCamref(camref: string): { campaignId: number; partnerId: number } | null {
  const match = CAMREF.exec(camref);
  return match ? { campaignId: Number(match[1]), partnerId: Number(match[2]) } : null;
}

/** Longest sub id, creative ref or extra value kept from a click URL (longer ones are cut). */
const MAX_REF = 255;
const MAX_DESTINATION = 2048;
const MAX_META = 10;

export interface ClickPath {
  kind: 'camref';
  camref: string;
  pubref: string | null;
  adref: string | null;
  creativeref: string | null;
  type: 'standard' | 'cpc';
  /** The deep link as asked for, decoded; null for none. */
  destination: string | null;
  meta: Record<string, string>;
}

export interface ShortLinkPath {
  kind: 'short';
  code: string;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const cut = (value: string) => (value.length > MAX_REF ? value.slice(0, MAX_REF) : value);

/**
 * The deep link from the raw rest of the path (and the click URL's own query, which belongs to
 * it). A fully encoded URL (`https%3A%2F%2F...`) is decoded once; a raw one is kept with its own
 * escapes. A scheme whose `//` a proxy merged into one slash is restored.
 */
function decodeDestination(raw: string, search: string): string | null {
  let value = /^[a-z][a-z0-9+.-]*%3a/i.test(raw) ? decode(raw) : raw;
  value = value.replace(/^(https?):\/(?!\/)/i, '$1://');
  if (search && search !== '?') value += (value.includes('?') ? '&' : '?') + search.slice(1);
  value = value.trim();
  if (!value) return null;
  return value.length > MAX_DESTINATION ? null : value;
}

/** The `key:value` segments after a path's prefix (raw, as received); null without a camref. */
function parseSegments(rest: string, search: string): Omit<ClickPath, 'kind'> | null {
  const segments = rest.split('/');
  const out: Omit<ClickPath, 'kind'> = {
    camref: '',
    pubref: null,
    adref: null,
    creativeref: null,
    type: 'standard',
    destination: null,
    meta: {},
  };
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i]!;
    const colon = segment.indexOf(':');
    if (colon <= 0) continue;
    const key = segment.slice(0, colon).toLowerCase();
    if (key === 'destination') {
      out.destination = decodeDestination(
        [segment.slice(colon + 1), ...segments.slice(i + 1)].join('/'),
        search,
      );
      break;
    }
    const value = cut(decode(segment.slice(colon + 1)));
    if (key === 'camref') out.camref ||= value;
    else if (key === 'pubref') out.pubref ??= value || null;
    else if (key === 'adref') out.adref ??= value || null;
    else if (key === 'creativeref') out.creativeref ??= value || null;
    else if (key === 'type') out.type = value.toLowerCase() === 'cpc' ? 'cpc' : 'standard';
    else if (Object.keys(out.meta).length < MAX_META && /^[a-z0-9_]{1,32}$/.test(key))
      out.meta[key] = value;
  }
  return out.camref ? out : null;
}

/** The parts of a click path (raw, as received), or null when it is not a click URL. */
export function parseClickPath(path: string, search = ''): ClickPath | ShortLinkPath | null {
  const short = /^\/l\/([A-Za-z0-9_-]{1,64})\/?$/.exec(path);
  if (short) return { kind: 'short', code: short[1]! };
  if (!path.startsWith('/click/')) return null;
  const parts = parseSegments(path.slice('/click/'.length), search);
  return parts && { kind: 'camref', ...parts };
}

/** What an impression pixel's path names (its other segments are ignored). */
export type ImpressionPath = Pick<ClickPath, 'camref' | 'pubref' | 'adref' | 'creativeref'>;

/**
 * The impression pixel's path, in the reference's impression URL shape:
 *
 *   /impression/camref:{camref}[/creativeref:{creative}][/pubref:{x}][/adref:{x}]
 */
export function parseImpressionPath(path: string): ImpressionPath | null {
  if (!path.startsWith('/impression/')) return null;
  const parts = parseSegments(path.slice('/impression/'.length), '');
  return (
    parts && {
      camref: parts.camref,
      pubref: parts.pubref,
      adref: parts.adref,
      creativeref: parts.creativeref,
    }
  );
}

/** `{campaign}l{creative}` (the reference's creativeref) or a bare id: the creative's id. */
export function creativeIdOf(creativeref: string | null, campaignId: number): number | null {
  const match = creativeref ? /^(?:([1-9]\d{0,15})l)?([1-9]\d{0,15})$/.exec(creativeref) : null;
  if (!match || (match[1] !== undefined && Number(match[1]) !== campaignId)) return null;
  return Number(match[2]);
}

/** One `key:value` segment, encoded for a path. */
const segment = (key: string, value: string) => `/${key}:${encodeURIComponent(value)}`;

export interface ClickUrlParts {
  camref: string;
  pubref?: string | null;
  adref?: string | null;
  creativeref?: string | null;
  type?: 'standard' | 'cpc';
  destination?: string | null;
}

/**
 * A click URL on `base` (TRACKING_BASE_URL or the app's origin), e.g.
 * `https://t.example/click/camref:7l12/pubref:spring/destination:https%3A%2F%2Fshop.example%2Fa`.
 */
export function clickUrl(base: string, parts: ClickUrlParts): string {
  let url = `${base}/click${segment('camref', parts.camref)}`;
  if (parts.pubref) url += segment('pubref', parts.pubref);
  if (parts.adref) url += segment('adref', parts.adref);
  if (parts.creativeref) url += segment('creativeref', parts.creativeref);
  if (parts.type === 'cpc') url += '/type:cpc';
  if (parts.destination) url += segment('destination', parts.destination);
  return url;
}

export const shortLinkUrl = (base: string, code: string) => `${base}/l/${code}`;

/** The impression pixel's URL on `base`, e.g. `https://t.example/impression/camref:7l12/creativeref:3`. */
export function impressionUrl(
  base: string,
  parts: Pick<ClickUrlParts, 'camref' | 'creativeref' | 'pubref'>,
): string {
  let url = `${base}/impression${segment('camref', parts.camref)}`;
  if (parts.creativeref) url += segment('creativeref', parts.creativeref);
  if (parts.pubref) url += segment('pubref', parts.pubref);
  return url;
}
