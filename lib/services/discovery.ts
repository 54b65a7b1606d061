import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { brands, campaigns, images, networks, participations, partners } from '@/lib/db/schema';
import type { ParticipationStatus } from '@/lib/schemas/enums';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { requirePartnerAccess, requireRole } from './access';
import { campaignRecordsByIds, type CampaignRecord } from './campaigns/read-campaigns';
import type { BrandRow } from './brands/read-brands';
import type { StoredImage } from './images';

/**
 * Campaign discovery for a partner (the v2 discovery operations), grouped by brand. Listed: active
 * campaigns (status a) of active brands that are not hidden and that the partner is not
 * already approved on, each with the partner's participation status (none, p, t or r). The
 * network's discovery settings (discovery-settings.ts) take out brands not participating and
 * campaigns not shown; participations that exist stay.
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

/** What a partner can discover: active, visible, shown campaigns of active, participating brands it is not approved on. */
function discoverableWhere(networkId: number, brandIds?: number[]): SQL {
  const conditions = [
    eq(campaigns.networkId, networkId),
    eq(campaigns.status, 'a'),
    eq(campaigns.hiddenCampaign, false),
    eq(campaigns.discoveryShown, true),
    eq(brands.status, 'a'),
    eq(brands.discoveryParticipating, true),
    or(isNull(participations.status), ne(participations.status, 'a')),
  ];
  if (brandIds !== undefined) conditions.push(inArray(campaigns.brandId, brandIds));
  return and(...conditions)!;
}

function discoverableFrom<T extends Record<string, unknown>>(
  db: DbOrTx,
  columns: T,
  partnerId: number,
) {
  return db
    .select(columns as never)
    .from(campaigns)
    .innerJoin(brands, eq(brands.id, campaigns.brandId))
    .leftJoin(
      participations,
      and(eq(participations.campaignId, campaigns.id), eq(participations.partnerId, partnerId)),
    );
}

async function discoverable(
  db: DbOrTx,
  networkId: number,
  partnerId: number,
  brandIds: number[],
): Promise<DiscoveredCampaign[]> {
  if (brandIds.length === 0) return [];
  const rows: { id: number; status: ParticipationStatus | null }[] = await discoverableFrom(
    db,
    { id: campaigns.id, status: participations.status },
    partnerId,
  )
    .where(discoverableWhere(networkId, brandIds))
    .orderBy(asc(campaigns.brandId), asc(campaigns.id));
  const statusOf = new Map(rows.map((r) => [r.id, r.status]));
  const records = await campaignRecordsByIds(
    db,
    networkId,
    rows.map((r) => r.id),
  );
  return records.map((record) => ({ record, status: statusOf.get(record.row.id) ?? null }));
}

async function networkOf(db: DbOrTx, networkId: number) {
  const [network] = await db
    .select({ id: networks.id, name: networks.name })
    .from(networks)
    .where(eq(networks.id, networkId));
  return network!;
}

/**
 * The brands with campaigns the partner can see, oldest brand first, one page of
 * brands at a time (each with all its discoverable campaigns); total counts those brands.
 */
export async function discoverAdvertisers(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
  page: { offset: number; limit: number },
): Promise<{ total: number; advertisers: DiscoveredAdvertiser[] }> {
  const partner = await requireDiscoveringPartner(db, principal, partnerId);
  if (partner.networkStatus !== 'a') return { total: 0, advertisers: [] };
  const brandPage: { brandId: number; total: number }[] = await discoverableFrom(
    db,
    { brandId: campaigns.brandId, total: sql<number>`(count(*) over ())::int` },
    partnerId,
  )
    .where(discoverableWhere(principal.networkId))
    .groupBy(campaigns.brandId)
    .orderBy(asc(campaigns.brandId))
    .limit(page.limit)
    .offset(page.offset);
  // Past the last page the window count is not there; count the brands on their own.
  const total =
    brandPage[0]?.total ??
    (page.offset > 0 ? await discoverableBrandCount(db, principal.networkId, partnerId) : 0);
  const network = await networkOf(db, principal.networkId);
  const found = await discoverable(
    db,
    principal.networkId,
    partnerId,
    brandPage.map((b) => b.brandId),
  );
  const out = new Map<number, DiscoveredAdvertiser>();
  for (const c of found) {
    const brandId = c.record.brand.id;
    if (!out.has(brandId))
      out.set(brandId, { brand: c.record.brand, icon: c.record.brandIcon, network, campaigns: [] });
    out.get(brandId)!.campaigns.push(c);
  }
  return { total, advertisers: [...out.values()] };
}

async function discoverableBrandCount(
  db: DbOrTx,
  networkId: number,
  partnerId: number,
): Promise<number> {
  const [row] = (await discoverableFrom(
    db,
    { n: sql<number>`count(distinct ${campaigns.brandId})::int` },
    partnerId,
  ).where(discoverableWhere(networkId))) as { n: number }[];
  return row?.n ?? 0;
}

/** One active, participating brand of the network with the campaigns the partner can see. */
export async function discoverAdvertiser(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
  brandId: number,
): Promise<DiscoveredAdvertiser> {
  const partner = await requireDiscoveringPartner(db, principal, partnerId);
  const [found] = await db
    .select({
      brand: brands,
      icon: { id: images.id, sha256: images.sha256, contentType: images.contentType },
    })
    .from(brands)
    .leftJoin(images, eq(images.id, brands.iconImageId))
    .where(
      and(
        eq(brands.networkId, principal.networkId),
        eq(brands.id, brandId),
        eq(brands.status, 'a'),
        eq(brands.discoveryParticipating, true),
      ),
    )
    .limit(1);
  if (!found) throw AppError.notFound('Advertiser');
  const network = await networkOf(db, principal.networkId);
  const campaignsFound =
    partner.networkStatus === 'a'
      ? await discoverable(db, principal.networkId, partnerId, [brandId])
      : [];
  return { brand: found.brand, icon: found.icon, network, campaigns: campaignsFound };
}
