import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { brands, campaigns, images, networks, participations, partners, type ParticipationStatus } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { requirePartnerAccess, requireRole } from './access';
import { campaignRecordsByIds, type CampaignRecord } from './campaigns';
import type { BrandRow } from './brands';
import type { StoredImage } from './images';

/**
 * Campaign discovery for a partner (v2 ops 23, 24), grouped by brand. Listed: active
 * campaigns (status a) of active brands that are not hidden and that the partner is not
 * already approved on, each with the partner's participation status (none, p, t or r).
 * A partner whose network status is not a has nothing to discover (an empty list; the
 * single-brand read gives the brand with no campaigns).
 */

export interface DiscoveredCampaign {
  record: CampaignRecord;
  /** The partner's participation status, or null when it has none yet. */
  status: ParticipationStatus | null;
}

export interface DiscoveredAdvertiser {
  brand: BrandRow;
  icon: StoredImage | null;
  network: { id: number; name: string };
  campaigns: DiscoveredCampaign[];
}

async function requireDiscoveringPartner(db: DbOrTx, principal: Principal, partnerId: number) {
  requireRole(principal, ['network', 'partner'], 'discover campaigns');
  const [partner] = await db
    .select({ id: partners.id, networkStatus: partners.networkStatus })
    .from(partners)
    .where(and(eq(partners.networkId, principal.networkId), eq(partners.id, partnerId)))
    .limit(1);
  if (!partner) throw AppError.notFound('Publisher');
  requirePartnerAccess(principal, partnerId);
  return partner;
}

async function discoverable(db: DbOrTx, networkId: number, partnerId: number, brandId?: number): Promise<DiscoveredCampaign[]> {
  const conditions = [
    eq(campaigns.networkId, networkId),
    eq(campaigns.status, 'a'),
    eq(campaigns.hiddenCampaign, false),
    eq(brands.status, 'a'),
    or(isNull(participations.status), ne(participations.status, 'a')),
  ];
  if (brandId !== undefined) conditions.push(eq(campaigns.brandId, brandId));
  const rows = await db
    .select({ id: campaigns.id, status: participations.status })
    .from(campaigns)
    .innerJoin(brands, eq(brands.id, campaigns.brandId))
    .leftJoin(participations, and(eq(participations.campaignId, campaigns.id), eq(participations.partnerId, partnerId)))
    .where(and(...conditions))
    .orderBy(asc(campaigns.brandId), asc(campaigns.id));
  const statusOf = new Map(rows.map((r) => [r.id, r.status]));
  const records = await campaignRecordsByIds(db, networkId, rows.map((r) => r.id));
  return records.map((record) => ({ record, status: statusOf.get(record.row.id) ?? null }));
}

async function networkOf(db: DbOrTx, networkId: number) {
  const [network] = await db.select({ id: networks.id, name: networks.name }).from(networks).where(eq(networks.id, networkId));
  return network!;
}

/** Op 23: every brand with campaigns the partner can see, oldest brand first. */
export async function discoverAdvertisers(db: DbOrTx, principal: Principal, partnerId: number): Promise<DiscoveredAdvertiser[]> {
  const partner = await requireDiscoveringPartner(db, principal, partnerId);
  if (partner.networkStatus !== 'a') return [];
  const network = await networkOf(db, principal.networkId);
  const found = await discoverable(db, principal.networkId, partnerId);
  const out = new Map<number, DiscoveredAdvertiser>();
  for (const c of found) {
    const brandId = c.record.brand.id;
    if (!out.has(brandId)) out.set(brandId, { brand: c.record.brand, icon: c.record.brandIcon, network, campaigns: [] });
    out.get(brandId)!.campaigns.push(c);
  }
  return [...out.values()];
}

/** Op 24: one active brand of the network with the campaigns the partner can see. */
export async function discoverAdvertiser(db: DbOrTx, principal: Principal, partnerId: number, brandId: number): Promise<DiscoveredAdvertiser> {
  const partner = await requireDiscoveringPartner(db, principal, partnerId);
  const [found] = await db
    .select({ brand: brands, icon: { id: images.id, sha256: images.sha256, contentType: images.contentType } })
    .from(brands)
    .leftJoin(images, eq(images.id, brands.iconImageId))
    .where(and(eq(brands.networkId, principal.networkId), eq(brands.id, brandId), eq(brands.status, 'a')))
    .limit(1);
  if (!found) throw AppError.notFound('Advertiser');
  const network = await networkOf(db, principal.networkId);
  const campaignsFound = partner.networkStatus === 'a' ? await discoverable(db, principal.networkId, partnerId, brandId) : [];
  return { brand: found.brand, icon: found.icon, network, campaigns: campaignsFound };
}
