import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { processSingleton } from '@/lib/process-singleton';
import {
  brandDeeplinkDomains,
  brands,
  campaigns,
  creatives,
  participations,
  partners,
  trackingLinks,
  users,
  userSignInAddresses,
} from '@/lib/db/schema';
import type { CampaignStatus, ParticipationStatus } from '@/lib/schemas/enums';

/**
 * What a click needs to know about its link, read in one go and kept for CLICK_CACHE_SECONDS
 * per process (a status change reaches clicks within that time): the campaign, its brand's
 * deep-link domains, the partner, its participation, and the addresses its users signed in
 * from (SHA-256, as users/sign-in-addresses keeps them) for the self-click check.
 */
export interface LinkContext {
  networkId: number;
  campaignId: number;
  partnerId: number;
  campaignStatus: CampaignStatus;
  brandActive: boolean;
  defaultDestination: string;
  allowDeepLinking: boolean;
  domains: string[];
  partnerApproved: boolean;
  participationStatus: ParticipationStatus | null;
  partnerAddressHashes: Set<string>;
}

export interface StoredLink {
  id: number;
  campaignId: number;
  partnerId: number;
  pubref: string | null;
  adref: string | null;
  destinationUrl: string | null;
  active: boolean;
}

async function loadContext(
  db: DbOrTx,
  campaignId: number,
  partnerId: number,
): Promise<LinkContext | null> {
  const [row] = await db
    .select({
      networkId: campaigns.networkId,
      brandId: campaigns.brandId,
      status: campaigns.status,
      destinationUrl: campaigns.destinationUrl,
      allowDeepLinking: sql<string | null>`${campaigns.extra}->>'allow_deep_linking'`,
      brandStatus: brands.status,
      partnerStatus: partners.networkStatus,
      participationStatus: participations.status,
    })
    .from(campaigns)
    .innerJoin(brands, eq(brands.id, campaigns.brandId))
    .innerJoin(
      partners,
      and(eq(partners.id, partnerId), eq(partners.networkId, campaigns.networkId)),
    )
    .leftJoin(
      participations,
      and(eq(participations.campaignId, campaigns.id), eq(participations.partnerId, partnerId)),
    )
    .where(eq(campaigns.id, campaignId))
    .limit(1);
  if (!row) return null;
  const [domains, addresses] = await Promise.all([
    db
      .select({ domain: brandDeeplinkDomains.domain })
      .from(brandDeeplinkDomains)
      .where(eq(brandDeeplinkDomains.brandId, row.brandId)),
    db
      .select({ hash: userSignInAddresses.addressHash })
      .from(userSignInAddresses)
      .innerJoin(users, eq(users.id, userSignInAddresses.userId))
      .where(and(eq(users.partnerId, partnerId), eq(users.networkId, row.networkId))),
  ]);
  return {
    networkId: row.networkId,
    campaignId,
    partnerId,
    campaignStatus: row.status,
    brandActive: row.brandStatus === 'a',
    defaultDestination: row.destinationUrl,
    allowDeepLinking: row.allowDeepLinking !== 'n',
    domains: domains.map((d) => d.domain.toLowerCase()),
    partnerApproved: row.partnerStatus === 'a' && row.participationStatus === 'a',
    participationStatus: row.participationStatus,
    partnerAddressHashes: new Set(addresses.map((a) => a.hash)),
  };
}

async function loadLink(db: DbOrTx, code: string): Promise<StoredLink | null> {
  const [row] = await db
    .select({
      id: trackingLinks.id,
      campaignId: trackingLinks.campaignId,
      partnerId: trackingLinks.partnerId,
      pubref: trackingLinks.pubref,
      adref: trackingLinks.adref,
      destinationUrl: trackingLinks.destinationUrl,
      active: trackingLinks.active,
    })
    .from(trackingLinks)
    .where(eq(trackingLinks.code, code))
    .limit(1);
  return row ?? null;
}

interface Cached<T> {
  until: number;
  value: Promise<T>;
}
const CACHE_MAX = 10_000;
const caches = processSingleton('click-cache', () => ({
  contexts: new Map<string, Cached<LinkContext | null>>(),
  links: new Map<string, Cached<StoredLink | null>>(),
  creatives: new Map<string, Cached<boolean>>(),
}));

function cached<T>(
  map: Map<string, Cached<T>>,
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
): Promise<T> {
  const now = Date.now();
  const hit = map.get(key);
  if (hit && hit.until > now) return hit.value;
  const value = load();
  if (ttlMs > 0) {
    if (map.size >= CACHE_MAX) map.clear();
    map.set(key, { until: now + ttlMs, value });
    value.catch(() => map.delete(key));
  }
  return value;
}

export const linkContext = (db: DbOrTx, campaignId: number, partnerId: number, ttlMs: number) =>
  cached(caches.contexts, `${campaignId}l${partnerId}`, ttlMs, () =>
    loadContext(db, campaignId, partnerId),
  );

export const storedLink = (db: DbOrTx, code: string, ttlMs: number) =>
  cached(caches.links, code, ttlMs, () => loadLink(db, code));

/** Whether the campaign has the creative an impression names (its creativeref). */
export const isCampaignCreative = (
  db: DbOrTx,
  campaignId: number,
  creativeId: number,
  ttlMs: number,
) =>
  cached(caches.creatives, `${campaignId}l${creativeId}`, ttlMs, async () => {
    const [row] = await db
      .select({ id: creatives.id })
      .from(creatives)
      .where(and(eq(creatives.campaignId, campaignId), eq(creatives.id, creativeId)))
      .limit(1);
    return Boolean(row);
  });

/** Forgets what this process remembers about links (after a write that changes them, and in tests). */
export function forgetLinkFacts(): void {
  const c = caches;
  c.contexts.clear();
  c.links.clear();
  c.creatives.clear();
}
