import { and, asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { preparedRead } from '@/lib/db/prepared';
import {
  brands,
  campaigns,
  commissionRules,
  images,
  networks,
  participations,
  partners,
} from '@/lib/db/schema';
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
type DiscoveryCampaignRow = Pick<
  CampaignRow,
  'id' | 'brandId' | 'title' | 'destinationUrl' | 'defaultCurrency' | 'verticalId' | 'iconImageId'
>;

/**
 * What a partner weighs before asking to join (our partner pages only; the reference's
 * discovery has none of it): the description by locale (sanitised when saved), the default
 * commission, whether rules may pay more, the cookie period and whether requests are approved
 * at once.
 */
export interface DiscoveryDetails {
  description: Record<string, string>;
  defaultCommissionRate: string | null;
  defaultCommissionValue: string | null;
  /** The campaign has commission rules in force (they may pay more than the default). */
  hasRules: boolean;
  cookiePeriodSeconds: number;
  autoApprove: boolean;
}

export interface DiscoveredCampaign {
  record: { row: DiscoveryCampaignRow; icon: StoredImage | null };
  /** The partner's participation status, or null when it has none yet. */
  status: ParticipationStatus | null;
  /** Only when asked for (`details`). */
  details?: DiscoveryDetails;
}

export interface DiscoveryOptions {
  /** Also read each campaign's DiscoveryDetails (same query; one semi-join on the rules). */
  details?: boolean;
}

export interface DiscoveredAdvertiser {
  brand: BrandRow;
  icon: StoredImage | null;
  network: { id: number; name: string };
  campaigns: DiscoveredCampaign[];
}

const discoveringPartner = preparedRead('discovery_partner', (db) =>
  db
    .select({
      id: partners.id,
      networkStatus: partners.networkStatus,
      network: { id: networks.id, name: networks.name },
    })
    .from(partners)
    .innerJoin(networks, eq(networks.id, partners.networkId))
    .where(
      and(
        eq(partners.networkId, sql.placeholder('networkId')),
        eq(partners.id, sql.placeholder('partnerId')),
      ),
    )
    .limit(1),
);

async function requireDiscoveringPartner(db: DbOrTx, principal: Principal, partnerId: number) {
  requireRole(principal, ['network', 'partner'], 'discover campaigns');
  const [partner] = await discoveringPartner(db, { networkId: principal.networkId, partnerId });
  if (!partner) throw AppError.notFound('Publisher');
  requirePartnerAccess(principal, partnerId);
  return partner;
}

/**
 * A campaign shown in discovery that the partner is not approved on. Literal conditions, so
 * that the planner matches the partial index's predicate; the partner's approved campaigns are
 * read once per query (an init plan), not once per campaign.
 */
function discoverableCampaign(partnerId: Value): SQL {
  return sql`${campaigns.status} = 'a' and not ${campaigns.hiddenCampaign} and ${campaigns.discoveryShown}
    and ${campaigns.id} <> all(array(select ${participations.campaignId} from ${participations}
      where ${participations.partnerId} = ${partnerId} and ${participations.status} = 'a'))`;
}

/** An active brand of the network taking part in discovery. */
function discoveringBrand(networkId: Value): SQL {
  return and(
    eq(brands.networkId, networkId),
    sql`${brands.status} = 'a' and ${brands.discoveryParticipating}`,
  )!;
}

/** Brands with at least one campaign the partner can discover. */
function withDiscoverable(networkId: Value, partnerId: Value): SQL {
  return and(
    discoveringBrand(networkId),
    sql`exists (select 1 from ${campaigns} where ${campaigns.brandId} = ${brands.id}
      and ${discoverableCampaign(partnerId)})`,
  )!;
}

/** A value now, or a placeholder in a prepared statement. */
type Value = number | Placeholder;

const imageColumns = { id: images.id, sha256: images.sha256, contentType: images.contentType };

/**
 * The details' columns: the campaign's own, and whether a rule is in force, an index-only probe
 * of commission_rules_campaign_idx per campaign shown (a semi-join; no rows read into memory).
 */
const detailColumns = {
  description: campaigns.description,
  defaultCommissionRate: campaigns.defaultCommissionRate,
  defaultCommissionValue: campaigns.defaultCommissionValue,
  hasRules: sql<boolean>`exists (select 1 from ${commissionRules}
    where ${commissionRules.campaignId} = ${campaigns.id} and ${commissionRules.deletedAt} is null
      and ${commissionRules.retiredAt} is null
      and (${commissionRules.endAt} is null or ${commissionRules.endAt} > now()))`,
  cookiePeriodSeconds: campaigns.cookiePeriod,
  autoApprove: campaigns.autoApprovePartner,
};

/** The discoverable campaigns of the given brands, by brand then campaign id. */
const campaignsOfBrands = (details: boolean) =>
  preparedRead(`discovery_campaigns${details ? '_details' : ''}`, (db) =>
    db
      .select({
        ...(details ? { details: detailColumns } : {}),
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
        and(
          eq(participations.campaignId, campaigns.id),
          eq(participations.partnerId, sql.placeholder('partnerId')),
        ),
      )
      .leftJoin(images, eq(images.id, campaigns.iconImageId))
      .where(
        and(
          sql`${campaigns.brandId} = any(${sql.placeholder('brandIds')})`,
          discoverableCampaign(sql.placeholder('partnerId')),
        ),
      )
      .orderBy(asc(campaigns.brandId), asc(campaigns.id)),
  );
const campaignsWithDetails = campaignsOfBrands(true);
const campaignsPlain = campaignsOfBrands(false);

async function discoverable(
  db: DbOrTx,
  partnerId: number,
  brandIds: number[],
  options: DiscoveryOptions = {},
): Promise<DiscoveredCampaign[]> {
  if (brandIds.length === 0) return [];
  const read = options.details ? campaignsWithDetails : campaignsPlain;
  const rows = await read(db, { partnerId, brandIds });
  return rows.map((r) => ({
    record: { row: r.row, icon: r.icon },
    status: r.status,
    ...('details' in r ? { details: r.details as DiscoveryDetails } : {}),
  }));
}

// The page's ids and the count first, narrow; then only the page's brand rows.
const discoveryBrandPage = preparedRead('discovery_brand_page', (db) => {
  const pageIds = db
    .select({ id: brands.id, total: sql<number>`(count(*) over ())::int`.as('total') })
    .from(brands)
    .where(withDiscoverable(sql.placeholder('networkId'), sql.placeholder('partnerId')))
    .orderBy(asc(brands.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({ brand: brands, icon: imageColumns, total: pageIds.total })
    .from(pageIds)
    .innerJoin(brands, eq(brands.id, pageIds.id))
    .leftJoin(images, eq(images.id, brands.iconImageId))
    .orderBy(asc(pageIds.id));
});

/**
 * The brands with campaigns the partner can see, oldest brand first, one page of
 * brands at a time (each with all its discoverable campaigns); total counts those brands.
 */
export async function discoverAdvertisers(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
  page: { offset: number; limit: number },
  options: DiscoveryOptions = {},
): Promise<{ total: number; advertisers: DiscoveredAdvertiser[] }> {
  const where = withDiscoverable(principal.networkId, partnerId);
  // The brand page is read alongside the partner check and discarded when the check refuses.
  const [partner, brandPage] = await Promise.all([
    requireDiscoveringPartner(db, principal, partnerId),
    discoveryBrandPage(db, { networkId: principal.networkId, partnerId, ...page }),
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
    options,
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
