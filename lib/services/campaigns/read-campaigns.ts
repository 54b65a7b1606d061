import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/lib/db/client';
import { brands, campaigns, images } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { canManageBrand, isStaff, requireRole } from '../access';
import type { BrandRow } from '../brands/read-brands';
import type { StoredImage } from '../images';
import { currentTermsOf, type CampaignTermsRow } from '../terms/campaign-terms';

export type CampaignRow = typeof campaigns.$inferSelect;

/** A campaign with what its presenters need: its brand, icons and current custom terms. */
export interface CampaignRecord {
  row: CampaignRow;
  brand: BrandRow;
  icon: StoredImage | null;
  brandIcon: StoredImage | null;
  customTerms: CampaignTermsRow | null;
}

export const BRAND_SIDE: Principal['role'][] = ['network', 'brand'];

function selectCampaigns(db: DbOrTx) {
  return db
    .select({ row: campaigns, brand: brands })
    .from(campaigns)
    .innerJoin(brands, eq(brands.id, campaigns.brandId));
}

/** Adds icons and current custom terms to campaign rows, in two queries whatever their number. */
async function hydrate(
  db: DbOrTx,
  rows: { row: CampaignRow; brand: BrandRow }[],
): Promise<CampaignRecord[]> {
  const imageIds = [
    ...new Set(
      rows
        .flatMap((r) => [r.row.iconImageId, r.brand.iconImageId])
        .filter((id): id is number => id !== null),
    ),
  ];
  const [imageRows, terms] = await Promise.all([
    imageIds.length
      ? db
          .select({ id: images.id, sha256: images.sha256, contentType: images.contentType })
          .from(images)
          .where(inArray(images.id, imageIds))
      : Promise.resolve([]),
    currentTermsOf(
      db,
      rows.map((r) => r.row),
    ),
  ]);
  const byId = new Map<number, StoredImage>(imageRows.map((i) => [i.id, i]));
  const image = (id: number | null) => (id === null ? null : (byId.get(id) ?? null));
  return rows.map(({ row, brand }) => ({
    row,
    brand,
    icon: image(row.iconImageId),
    brandIcon: image(brand.iconImageId),
    customTerms: terms.get(row.id) ?? null,
  }));
}

/** Campaigns of a network by id, in the order of `ids`; unknown ids are left out. */
export async function campaignRecordsByIds(
  db: DbOrTx,
  networkId: number,
  ids: number[],
): Promise<CampaignRecord[]> {
  if (!ids.length) return [];
  const rows = await selectCampaigns(db).where(
    and(eq(campaigns.networkId, networkId), inArray(campaigns.id, ids)),
  );
  const records = await hydrate(db, rows);
  const order = new Map(ids.map((id, i) => [id, i]));
  return records.sort((a, b) => order.get(a.row.id)! - order.get(b.row.id)!);
}

/** A campaign of the network, or undefined (another network's campaign is not there). */
export async function findCampaign(
  db: DbOrTx,
  networkId: number,
  campaignId: number,
): Promise<CampaignRecord | undefined> {
  const [record] = await campaignRecordsByIds(db, networkId, [campaignId]);
  return record;
}

/** A campaign the caller may manage: staff, or a brand user granted its brand. */
export async function requireManageable(
  db: DbOrTx,
  principal: Principal,
  campaignId: number,
  action: string,
): Promise<CampaignRecord> {
  requireRole(principal, BRAND_SIDE, action);
  const record = await findCampaign(db, principal.networkId, campaignId);
  if (!record) throw AppError.notFound('Campaign');
  if (!canManageBrand(principal, record.row.brandId))
    throw new AppError(
      'forbidden_view',
      'You may not view this campaign: it belongs to a brand not granted to you',
    );
  return record;
}

/** One campaign, v1 and v3: staff, or a brand user granted the campaign's brand. */
export async function getCampaign(
  db: DbOrTx,
  principal: Principal,
  campaignId: number,
): Promise<CampaignRecord> {
  return requireManageable(db, principal, campaignId, 'read campaigns');
}

async function listWhere(
  db: DbOrTx,
  where: SQL | undefined,
  page?: { offset: number; limit: number },
): Promise<{ total: number; items: CampaignRecord[] }> {
  const [counted] = await db.select({ total: count() }).from(campaigns).where(where);
  let query = selectCampaigns(db).where(where).orderBy(asc(campaigns.id)).$dynamic();
  if (page) query = query.limit(page.limit).offset(page.offset);
  return { total: counted?.total ?? 0, items: await hydrate(db, await query) };
}

/** The campaigns the caller manages, as a condition; undefined when it manages none. */
function manageableWhere(principal: Principal, brandId?: number): SQL | undefined {
  const conditions: SQL[] = [eq(campaigns.networkId, principal.networkId)];
  if (brandId !== undefined) conditions.push(eq(campaigns.brandId, brandId));
  if (!isStaff(principal)) {
    if (!principal.brandIds.length) return undefined;
    conditions.push(inArray(campaigns.brandId, principal.brandIds));
  }
  return and(...conditions);
}

/**
 * GET /campaign: the campaigns the caller manages (staff: the network's; brand users: their
 * brands'), oldest first. network_id is a filter: another network's id matches none.
 */
export async function listCampaigns(
  db: DbOrTx,
  principal: Principal,
  filter: { networkId?: number; brandId?: number },
  page?: { offset: number; limit: number },
): Promise<{ total: number; items: CampaignRecord[] }> {
  requireRole(principal, BRAND_SIDE, 'list campaigns');
  if (filter.networkId !== undefined && filter.networkId !== principal.networkId)
    return { total: 0, items: [] };
  const where = manageableWhere(principal, filter.brandId);
  if (!where) return { total: 0, items: [] };
  return listWhere(db, where, page);
}

/** GET /user/advertiser/{id}/campaign: one brand's campaigns; the brand must be the caller's to manage. */
export async function listCampaignsOfBrand(
  db: DbOrTx,
  principal: Principal,
  brandId: number,
  page: { offset: number; limit: number },
) {
  requireRole(principal, BRAND_SIDE, 'list campaigns');
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.networkId, principal.networkId), eq(brands.id, brandId)))
    .limit(1);
  if (!brand) throw AppError.notFound('Advertiser');
  if (!canManageBrand(principal, brandId))
    throw new AppError(
      'forbidden_view',
      'You may not view the campaigns of a brand not granted to you',
    );
  return listWhere(
    db,
    and(eq(campaigns.networkId, principal.networkId), eq(campaigns.brandId, brandId)),
    page,
  );
}

/** A campaign just written, read back in the write's transaction. */
export async function reloadCampaign(
  tx: Tx,
  networkId: number,
  campaignId: number,
): Promise<CampaignRecord> {
  const record = await findCampaign(tx, networkId, campaignId);
  if (!record) throw AppError.notFound('Campaign');
  return record;
}
