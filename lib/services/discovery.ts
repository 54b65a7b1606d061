import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { brands, campaigns, images, networks, participations, partners } from '@/lib/db/schema';
import type { ParticipationStatus } from '@/lib/schemas/enums';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { requirePartnerAccess, requireRole } from './access';
import type { CampaignRow } from './campaigns/read-campaigns';
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
 *
 * Three queries per request whatever the page size, in two round trips: the partner with its
 * network and the page of brands with their count at once, then the page's campaigns with the
 * partner's statuses. A campaign's network is its brand's, so the campaign conditions need no
 * network and are answered from the partial index campaigns_discoverable_idx alone.
 */

/** The campaign columns discovery shows. */
export type DiscoveryCampaignRow = Pick<
  CampaignRow,
  'id' | 'brandId' | 'title' | 'destinationUrl' | 'defaultCurrency' | 'verticalId' | 'iconImageId'
>;

export interface DiscoveredCampaign {
  record: { row: DiscoveryCampaignRow; icon: StoredImage | null };
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
    .select({
      id: partners.id,
      networkStatus: partners.networkStatus,
      network: { id: networks.id, name: networks.name },
    })
    .from(partners)
    .innerJoin(networks, eq(networks.id, partners.networkId))
    .where(and(eq(partners.networkId, principal.networkId), eq(partners.id, partnerId)))
    .limit(1);
  if (!partner) throw AppError.notFound('Publisher');
  requirePartnerAccess(principal, partnerId);
  return partner;
}

/**
 * A campaign shown in discovery that the partner is not approved on. Literal conditions, so
 * that the planner matches the partial index's predicate; the partner's approved campaigns are
 * read once per query (an init plan), not once per campaign.
 */
function discoverableCampaign(partnerId: number): SQL {
  return sql`${campaigns.status} = 'a' and not ${campaigns.hiddenCampaign} and ${campaigns.discoveryShown}
    and ${campaigns.id} <> all(array(select ${participations.campaignId} from ${participations}
      where ${participations.partnerId} = ${partnerId} and ${participations.status} = 'a'))`;
}

/** An active brand of the network taking part in discovery. */
function discoveringBrand(networkId: number): SQL {
  return and(
    eq(brands.networkId, networkId),
    sql`${brands.status} = 'a' and ${brands.discoveryParticipating}`,
  )!;
}

/** Brands with at least one campaign the partner can discover. */
function withDiscoverable(networkId: number, partnerId: number): SQL {
  return and(
    discoveringBrand(networkId),
    sql`exists (select 1 from ${campaigns} where ${campaigns.brandId} = ${brands.id}
      and ${discoverableCampaign(partnerId)})`,
  )!;
}

const imageColumns = { id: images.id, sha256: images.sha256, contentType: images.contentType };

/** The discoverable campaigns of the given brands, by brand then campaign id. */
async function discoverable(
  db: DbOrTx,
  partnerId: number,
  brandIds: number[],
): Promise<DiscoveredCampaign[]> {
  if (brandIds.length === 0) return [];
  const rows = await db
    .select({
      row: {
        id: campaigns.id,
        brandId: campaigns.brandId,
        title: campaigns.title,
        destinationUrl: campaigns.destinationUrl,
        defaultCurrency: campaigns.defaultCurrency,
        verticalId: campaigns.verticalId,
        iconImageId: campaigns.iconImageId,
      },
      icon: imageColumns,
      status: participations.status,
    })
    .from(campaigns)
    .leftJoin(
      participations,
      and(eq(participations.campaignId, campaigns.id), eq(participations.partnerId, partnerId)),
    )
    .leftJoin(images, eq(images.id, campaigns.iconImageId))
    .where(and(inArray(campaigns.brandId, brandIds), discoverableCampaign(partnerId)))
    .orderBy(asc(campaigns.brandId), asc(campaigns.id));
  return rows.map((r) => ({ record: { row: r.row, icon: r.icon }, status: r.status }));
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
  const where = withDiscoverable(principal.networkId, partnerId);
  // The page's ids and the count first, narrow; then only the page's brand rows.
  const pageIds = db
    .select({ id: brands.id, total: sql<number>`(count(*) over ())::int`.as('total') })
    .from(brands)
    .where(where)
    .orderBy(asc(brands.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  // The brand page is read alongside the partner check and discarded when the check refuses.
  const [partner, brandPage] = await Promise.all([
    requireDiscoveringPartner(db, principal, partnerId),
    db
      .select({ brand: brands, icon: imageColumns, total: pageIds.total })
      .from(pageIds)
      .innerJoin(brands, eq(brands.id, pageIds.id))
      .leftJoin(images, eq(images.id, brands.iconImageId))
      .orderBy(asc(pageIds.id)),
  ]);
  if (partner.networkStatus !== 'a') return { total: 0, advertisers: [] };
  // Past the last page the window count is not there; count the brands on their own.
  const total =
    brandPage[0]?.total ??
    (page.offset > 0
      ? ((
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(brands)
            .where(where)
        )[0]?.n ?? 0)
      : 0);
  const found = await discoverable(
    db,
    partnerId,
    brandPage.map((b) => b.brand.id),
  );
  const out = new Map<number, DiscoveredAdvertiser>(
    brandPage.map(({ brand, icon }) => [
      brand.id,
      { brand, icon, network: partner.network, campaigns: [] },
    ]),
  );
  for (const c of found) out.get(c.record.row.brandId)!.campaigns.push(c);
  return { total, advertisers: [...out.values()] };
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
    .select({ brand: brands, icon: imageColumns })
    .from(brands)
    .leftJoin(images, eq(images.id, brands.iconImageId))
    .where(and(discoveringBrand(principal.networkId), eq(brands.id, brandId)))
    .limit(1);
  if (!found) throw AppError.notFound('Advertiser');
  const campaignsFound =
    partner.networkStatus === 'a' ? await discoverable(db, partnerId, [brandId]) : [];
  return {
    brand: found.brand,
    icon: found.icon,
    network: partner.network,
    campaigns: campaignsFound,
  };
}
