import type { Db } from '@/lib/db/client';
import { creativeIdOf, parseCamref, parseClickPath, type ClickPath } from './click-path';
import { newClickref, withClickref } from './clickref';
import { writeClick, type NewClick } from './click-writer';
import { clickCountry } from './country';
import { deepLinkAllowed } from './deep-links';
import { isFlood, type FloodLimiterFactory } from './flood';
import { countFloodedClick } from './flood-counts';
import { clickSecret, ipDigest, keyedHash } from './ip-digest';
import { linkContext, storedLink, type LinkContext, type StoredLink } from './link-context';
import { trackingSettings } from './settings';
import { agentFacts } from './user-agent';
import { trafficVerdict } from './traffic-verdict';

/**
 * The click redirect as a plain function, so any host can serve it (the Next.js route, the
 * server entry's fast path, a bare node:http server in the bench and the crash test): the
 * request's facts in, the answer and the stored click out. The click is committed before this
 * resolves, so a redirect that reaches the shopper always has its row; past the flood limit
 * (CLICK_FLOOD_LIMIT) its count is committed instead (flood-counts.ts).
 */

export interface ClickRequest {
  /** The raw path as received, e.g. `/click/camref:7l12/destination:https%3A%2F%2Fa.example`. */
  path: string;
  /** The raw query (`?a=1`), or ''. */
  search?: string;
  method?: string;
  userAgent?: string | null;
  referer?: string | null;
  /** The client's address (lib/api/http/client-address.ts); undefined when unknown. */
  address?: string;
  /**
   * The value of the CLICK_COUNTRY_HEADER header (undefined when that is unset or absent);
   * stored as the click's country when it is a country code (country.ts).
   */
  countryHeader?: string | null;
  now?: Date;
}

export interface ClickAnswer {
  status: 302 | 404;
  location?: string;
  /** The stored click (a HEAD request is answered without one). */
  click?: NewClick;
  /** Past the flood limit: the click was counted (click_flood_counts), not stored. */
  flooded?: true;
}

export interface ClickOptions {
  /** A shared flood counter (see flood.ts); in-process by default. */
  floodLimiter?: FloodLimiterFactory;
}

const NOT_FOUND: ClickAnswer = { status: 404 };

interface Resolved {
  context: LinkContext;
  path: Pick<ClickPath, 'pubref' | 'adref' | 'creativeref' | 'type' | 'destination' | 'meta'>;
  link: StoredLink | null;
}

async function resolve(db: Db, request: ClickRequest, ttlMs: number): Promise<Resolved | null> {
  const parsed = parseClickPath(request.path, request.search ?? '');
  if (!parsed) return null;
  if (parsed.kind === 'short') {
    const link = await storedLink(db, parsed.code, ttlMs);
    if (!link) return null;
    const context = await linkContext(db, link.campaignId, link.partnerId, ttlMs);
    if (!context) return null;
    const path = {
      pubref: link.pubref,
      adref: link.adref,
      creativeref: null,
      type: 'standard' as const,
      destination: link.destinationUrl,
      meta: {},
    };
    return { context, path, link };
  }
  const ids = parseCamref(parsed.camref);
  if (!ids) return null;
  const context = await linkContext(db, ids.campaignId, ids.partnerId, ttlMs);
  return context ? { context, path: parsed, link: null } : null;
}

/**
 * Counts the click towards its address's flood on the campaign (every click with a known
 * address counts, whatever else is wrong with it); true when it is past the limit.
 */
async function pastFloodLimit(floodKey: string | null, options: ClickOptions): Promise<boolean> {
  if (!floodKey) return false;
  const settings = trackingSettings();
  return isFlood(floodKey, settings.floodLimit, settings.floodWindowSeconds, options.floodLimiter);
}

/** Answers one click: resolves the link, judges it, stores it, and says where to send the shopper. */
export async function serveClick(
  db: Db,
  request: ClickRequest,
  options: ClickOptions = {},
): Promise<ClickAnswer> {
  const settings = trackingSettings();
  const resolved = await resolve(db, request, settings.cacheMs);
  if (!resolved) return NOT_FOUND;
  const { context, path } = resolved;
  const asked = path.destination;
  const followed =
    asked !== null &&
    deepLinkAllowed(asked, {
      allowDeepLinking: context.allowDeepLinking,
      domains: context.domains,
      defaultDestination: context.defaultDestination,
    });
  // As the URL parser writes it: non-ASCII escaped, IDN hosts in punycode, so it fits a header.
  const destination = new URL(followed ? asked : context.defaultDestination).href;
  const now = request.now ?? new Date();
  const clickref = newClickref(now);
  const location = withClickref(destination, settings.clickrefParam, clickref);
  if (request.method === 'HEAD') return { status: 302, location: destination };

  const secret = await clickSecret(db, settings.ipSecret);
  const agent = agentFacts(request.userAgent ?? null);
  const floodKey = request.address
    ? `${context.campaignId}:${keyedHash(secret, request.address)}`
    : null;
  const storedAddress = ipDigest(request.address, settings.ipMode, secret);
  const flooded = await pastFloodLimit(floodKey, options);
  if (flooded && storedAddress !== null) {
    // Past the flood limit the click is counted, not stored: the shopper is redirected as ever.
    await countFloodedClick(db, {
      networkId: context.networkId,
      campaignId: context.campaignId,
      partnerId: context.partnerId,
      ipDigest: storedAddress,
      clickedAt: now,
    });
    return { status: 302, location, flooded: true };
  }
  const invalidReason = trafficVerdict(context, {
    linkActive: resolved.link?.active ?? true,
    address: request.address,
    bot: agent.bot,
  });
  const click: NewClick = {
    clickedAt: now,
    clickref,
    networkId: context.networkId,
    campaignId: context.campaignId,
    partnerId: context.partnerId,
    trackingLinkId: resolved.link?.id ?? null,
    creativeId: creativeIdOf(path.creativeref, context.campaignId),
    type: path.type,
    pubref: path.pubref,
    adref: path.adref,
    destinationUrl: destination,
    refusedDeepLink: asked !== null && !followed ? asked.slice(0, 2048) : null,
    referer: request.referer?.slice(0, 2048) || null,
    userAgent: request.userAgent?.slice(0, 1024) || null,
    device: agent.device,
    country: clickCountry(request.countryHeader),
    ipDigest: storedAddress,
    creditable: invalidReason === null,
    invalidReason,
    metaData: path.creativeref ? { ...path.meta, creativeref: path.creativeref } : path.meta,
  };
  await writeClick(db, click);
  return { status: 302, location, click };
}
