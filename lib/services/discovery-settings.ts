import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { brands, campaigns } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { CampaignStatus } from '@/lib/schemas/enums';
import { AppError, type FieldError } from '@/lib/errors';
import { requireOwnNetwork, requireStaff } from './access';
import { actorOf, anyId, ChangeSet } from './audit/change-set';

/**
 * Discovery settings: the network's staff decide which brands take part in partner discovery
 * (brands.discovery_participating) and which of their campaigns are shown there
 * (campaigns.discovery_shown); discovery.ts honours both. Participations that exist stay as
 * they are: the settings only decide what partners can discover.
 */

export interface DiscoverySettingsCampaign {
  id: number;
  title: string;
  shown: boolean;
  testMode: boolean;
  hidden: boolean;
  status: CampaignStatus;
}

export interface DiscoverySettingsBrand {
  id: number;
  name: string;
  participating: boolean;
  campaigns: DiscoverySettingsCampaign[];
}

export interface DiscoverySettingsFilter {
  showTestMode: boolean;
  showHidden: boolean;
  /** Only these brands (the answer of a PUT). */
  brandIds?: number[];
}

/** What a PUT sets of one brand and of its campaigns; a flag left out is left alone. */
export interface BrandDiscoverySetting {
  brandId: number;
  participating?: boolean;
  campaigns?: { campaignId: number; shown?: boolean }[];
}

function requireSettingsAccess(principal: Principal, networkId: number): void {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'manage discovery settings');
}

const testModeOf = sql<boolean>`coalesce(${campaigns.extra}->>'test_mode', 'n') = 'y'`;

async function readSettings(
  db: DbOrTx,
  networkId: number,
  filter: DiscoverySettingsFilter,
): Promise<DiscoverySettingsBrand[]> {
  const brandScope: SQL[] = [eq(brands.networkId, networkId)];
  const campaignScope: SQL[] = [eq(campaigns.networkId, networkId)];
  if (filter.brandIds) {
    if (filter.brandIds.length === 0) return [];
    brandScope.push(anyId(brands.id, filter.brandIds));
    campaignScope.push(anyId(campaigns.brandId, filter.brandIds));
  }
  if (!filter.showTestMode) campaignScope.push(sql`not ${testModeOf}`);
  if (!filter.showHidden) campaignScope.push(eq(campaigns.hiddenCampaign, false));
  const brandRows = await db
    .select({
      id: brands.id,
      name: brands.companyName,
      participating: brands.discoveryParticipating,
    })
    .from(brands)
    .where(and(...brandScope))
    .orderBy(asc(brands.id));
  const campaignRows = await db
    .select({
      id: campaigns.id,
      brandId: campaigns.brandId,
      title: campaigns.title,
      shown: campaigns.discoveryShown,
      testMode: testModeOf,
      hidden: campaigns.hiddenCampaign,
      status: campaigns.status,
    })
    .from(campaigns)
    .where(and(...campaignScope))
    .orderBy(asc(campaigns.brandId), asc(campaigns.id));
  const byBrand = new Map<number, DiscoverySettingsCampaign[]>();
  for (const { brandId, ...campaign } of campaignRows) {
    const list = byBrand.get(brandId) ?? [];
    list.push(campaign);
    byBrand.set(brandId, list);
  }
  return brandRows.map((b) => ({ ...b, campaigns: byBrand.get(b.id) ?? [] }));
}

/** Every brand of the network with its campaigns and their discovery settings, oldest first. Staff only. */
export async function readDiscoverySettings(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  filter: DiscoverySettingsFilter,
): Promise<DiscoverySettingsBrand[]> {
  requireSettingsAccess(principal, networkId);
  return readSettings(db, networkId, filter);
}

interface Wanted {
  brands: Map<number, { index: number; participating?: boolean }>;
  campaigns: Map<number, { path: (string | number)[]; brandId: number; shown?: boolean }>;
}

/**
 * The settings' brands and campaigns by id; an id named twice is refused where it repeats.
 * Error paths name the PUT body's fields (advertisers[i].campaigns[j].id): the settings keep its order.
 */
function wantedOf(settings: BrandDiscoverySetting[]): Wanted {
  const wanted: Wanted = { brands: new Map(), campaigns: new Map() };
  const problems: FieldError[] = [];
  settings.forEach((a, i) => {
    if (wanted.brands.has(a.brandId))
      problems.push({
        path: ['advertisers', i, 'id'],
        kind: 'not_unique_items',
        message: 'names a brand already named earlier in advertisers',
      });
    wanted.brands.set(a.brandId, { index: i, participating: a.participating });
    (a.campaigns ?? []).forEach((c, j) => {
      const path = ['advertisers', i, 'campaigns', j, 'id'];
      if (wanted.campaigns.has(c.campaignId))
        problems.push({
          path,
          kind: 'not_unique_items',
          message: 'names a campaign already named earlier in the body',
        });
      wanted.campaigns.set(c.campaignId, { path, brandId: a.brandId, shown: c.shown });
    });
  });
  if (problems.length) throw AppError.validation(problems);
  return wanted;
}

/** Refuses brands not of the network and campaigns not of the brand they are listed under. */
async function requireKnown(db: DbOrTx, networkId: number, wanted: Wanted): Promise<void> {
  const problems: FieldError[] = [];
  const brandIds = [...wanted.brands.keys()];
  const campaignIds = [...wanted.campaigns.keys()];
  const found = brandIds.length
    ? await db
        .select({ id: brands.id })
        .from(brands)
        .where(and(eq(brands.networkId, networkId), anyId(brands.id, brandIds)))
    : [];
  const foundBrands = new Set(found.map((b) => b.id));
  for (const [id, { index }] of wanted.brands)
    if (!foundBrands.has(id))
      problems.push({
        path: ['advertisers', index, 'id'],
        kind: 'invalid_value',
        message: `is not a brand of this network: ${id}`,
      });
  const foundCampaigns = campaignIds.length
    ? await db
        .select({ id: campaigns.id, brandId: campaigns.brandId })
        .from(campaigns)
        .where(and(eq(campaigns.networkId, networkId), anyId(campaigns.id, campaignIds)))
    : [];
  const brandOf = new Map(foundCampaigns.map((c) => [c.id, c.brandId]));
  for (const [id, { path, brandId }] of wanted.campaigns)
    if (brandOf.get(id) !== brandId)
      problems.push({
        path,
        kind: 'invalid_value',
        message: `is not a campaign of brand ${brandId}: ${id}`,
      });
  if (problems.length) throw AppError.validation(problems);
}

/** Sets the flag on the rows whose value differs; returns the rows changed. */
async function setBrandsParticipating(tx: DbOrTx, networkId: number, ids: number[], to: boolean) {
  if (!ids.length) return [];
  return tx
    .update(brands)
    .set({ discoveryParticipating: to, updatedAt: new Date() })
    .where(
      and(
        eq(brands.networkId, networkId),
        anyId(brands.id, ids),
        sql`${brands.discoveryParticipating} <> ${to}`,
      ),
    )
    .returning({ id: brands.id, name: brands.companyName });
}

async function setCampaignsShown(tx: DbOrTx, networkId: number, ids: number[], to: boolean) {
  if (!ids.length) return [];
  return tx
    .update(campaigns)
    .set({ discoveryShown: to, updatedAt: new Date() })
    .where(
      and(
        eq(campaigns.networkId, networkId),
        anyId(campaigns.id, ids),
        sql`${campaigns.discoveryShown} <> ${to}`,
      ),
    )
    .returning({
      id: campaigns.id,
      brandId: campaigns.brandId,
      title: campaigns.title,
      status: campaigns.status,
    });
}

function idsWith<T>(map: Map<number, T>, pick: (v: T) => boolean | undefined, to: boolean) {
  return [...map].filter(([, v]) => pick(v) === to).map(([id]) => id);
}

/**
 * PUT: sets `participating` of the brands and `shown` of the campaigns the body names, all or
 * nothing. Each change is audited and sent as brand.updated / campaign.updated (changed:
 * participating / shown). Answers the named brands with all their campaigns.
 */
export async function updateDiscoverySettings(
  db: Db,
  principal: Principal,
  networkId: number,
  settings: BrandDiscoverySetting[],
): Promise<DiscoverySettingsBrand[]> {
  requireSettingsAccess(principal, networkId);
  const wanted = wantedOf(settings);
  await requireKnown(db, networkId, wanted);
  await db.transaction(async (tx) => {
    const set = new ChangeSet(actorOf(principal));
    for (const to of [true, false]) {
      const ids = idsWith(wanted.brands, (v) => v.participating, to);
      for (const row of await setBrandsParticipating(tx, networkId, ids, to))
        set
          .change({
            entityType: 'brand',
            entityId: row.id,
            action: 'updated',
            before: { participating: !to },
            after: { participating: to },
          })
          .event({
            type: 'brand.updated',
            data: { brand_id: String(row.id), name: row.name, changed: ['participating'] },
          });
      const campaignIds = idsWith(wanted.campaigns, (v) => v.shown, to);
      for (const row of await setCampaignsShown(tx, networkId, campaignIds, to))
        set
          .change({
            entityType: 'campaign',
            entityId: row.id,
            action: 'updated',
            before: { shown: !to },
            after: { shown: to },
          })
          .event({
            type: 'campaign.updated',
            data: {
              campaign_id: String(row.id),
              brand_id: String(row.brandId),
              title: row.title,
              status: row.status,
              changed: ['shown'],
            },
          });
    }
    await set.commit(tx);
  });
  return readSettings(db, networkId, {
    showTestMode: true,
    showHidden: true,
    brandIds: [...wanted.brands.keys()],
  });
}
