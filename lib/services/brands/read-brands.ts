import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { preparedRead } from '@/lib/db/prepared';
import { brandDeeplinkDomains, brands, images } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { BrandExpansion } from '@/lib/schemas/brand';
import { canManageBrand, isStaff, requireOwnNetwork, requireRole } from '../access';
import type { StoredImage } from '../images';

export type BrandRow = typeof brands.$inferSelect;
type DeeplinkDomainRow = typeof brandDeeplinkDomains.$inferSelect;

export interface BrandRecord {
  row: BrandRow;
  icon: StoredImage | null;
}

interface ListedBrand {
  brand: BrandRecord;
  /** False when the caller may not view the brand: present it in the limited schema. */
  full: boolean;
}

export interface BrandSummary {
  row: BrandRow;
  /** Present only when deeplink-domains was asked for. */
  deeplinkDomains?: DeeplinkDomainRow[];
}

export const BRAND_ROLES: Principal['role'][] = ['network', 'brand'];

function selectBrands(db: DbOrTx) {
  return db
    .select({
      row: brands,
      icon: { id: images.id, sha256: images.sha256, contentType: images.contentType },
    })
    .from(brands)
    .leftJoin(images, eq(images.id, brands.iconImageId));
}

export async function findBrand(
  db: DbOrTx,
  networkId: number,
  brandId: number,
): Promise<BrandRecord | undefined> {
  const [found] = await selectBrands(db)
    .where(and(eq(brands.networkId, networkId), eq(brands.id, brandId)))
    .limit(1);
  return found;
}

/** GET /user/advertiser: every brand of the network, oldest first; `full` says which the caller may view. */
const brandCount = preparedRead('brand_count_of_network', (db) =>
  db
    .select({ total: count() })
    .from(brands)
    .where(eq(brands.networkId, sql.placeholder('networkId'))),
);

const brandPage = preparedRead('brand_page', (db) =>
  selectBrands(db)
    .where(eq(brands.networkId, sql.placeholder('networkId')))
    .orderBy(asc(brands.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset')),
);

export async function listBrands(
  db: DbOrTx,
  principal: Principal,
  page: { offset: number; limit: number },
): Promise<{ total: number; items: ListedBrand[] }> {
  requireRole(principal, BRAND_ROLES, 'list brands');
  const networkId = principal.networkId;
  const [[counted], rows] = await Promise.all([
    brandCount(db, { networkId }),
    brandPage(db, { networkId, offset: page.offset, limit: page.limit }),
  ]);
  return {
    total: counted?.total ?? 0,
    items: rows.map((brand) => ({ brand, full: canManageBrand(principal, brand.row.id) })),
  };
}

/** GET /user/advertiser/{id}: staff read any brand of their network; brand users only those granted to them. */
export async function getBrand(
  db: DbOrTx,
  principal: Principal,
  brandId: number,
): Promise<BrandRecord> {
  requireRole(principal, BRAND_ROLES, 'read brands');
  const brand = await findBrand(db, principal.networkId, brandId);
  if (!brand) throw AppError.notFound('Brand');
  if (!canManageBrand(principal, brandId))
    throw new AppError('forbidden_view', 'You may not view this brand');
  return brand;
}

async function withDeeplinkDomains(
  db: DbOrTx,
  networkId: number,
  rows: BrandRow[],
  expand: BrandExpansion[],
): Promise<BrandSummary[]> {
  if (!expand.includes('deeplink-domains')) return rows.map((row) => ({ row }));
  const ids = rows.map((r) => r.id);
  const domains = ids.length
    ? await db
        .select()
        .from(brandDeeplinkDomains)
        .where(
          and(
            eq(brandDeeplinkDomains.networkId, networkId),
            inArray(brandDeeplinkDomains.brandId, ids),
          ),
        )
        .orderBy(asc(brandDeeplinkDomains.id))
    : [];
  return rows.map((row) => ({ row, deeplinkDomains: domains.filter((d) => d.brandId === row.id) }));
}

/** v3 brands for a network: every brand of a network, for its staff. Brand users may not view it (404 on v3); partner users are refused. */
export async function listNetworkBrands(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  expand: BrandExpansion[] = [],
): Promise<BrandSummary[]> {
  requireRole(principal, BRAND_ROLES, 'list brands');
  if (!isStaff(principal))
    throw new AppError('forbidden_view', "Only network staff may list a network's brands");
  requireOwnNetwork(principal, networkId);
  const rows = await db
    .select()
    .from(brands)
    .where(eq(brands.networkId, networkId))
    .orderBy(asc(brands.id));
  return withDeeplinkDomains(db, networkId, rows, expand);
}

/**
 * v3 brands for the user: the brands the caller may access (staff: all of the network; brand users: those
 * granted). network_id is a filter: another network's id matches none, so the list is empty.
 */
export async function listUserBrands(
  db: DbOrTx,
  principal: Principal,
  filter: { networkId?: number; expand?: BrandExpansion[] },
): Promise<BrandSummary[]> {
  requireRole(principal, BRAND_ROLES, 'list brands');
  const { networkId } = principal;
  if (filter.networkId !== undefined && filter.networkId !== networkId) return [];
  const conditions: SQL[] = [eq(brands.networkId, networkId)];
  if (!isStaff(principal)) {
    if (principal.brandIds.length === 0) return [];
    conditions.push(inArray(brands.id, principal.brandIds));
  }
  const rows = await db
    .select()
    .from(brands)
    .where(and(...conditions))
    .orderBy(asc(brands.id));
  return withDeeplinkDomains(db, networkId, rows, filter.expand ?? []);
}
