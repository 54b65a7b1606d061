import { and, asc, eq, exists, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { brands, campaigns, images, participations, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { participationOfPartner } from '../participations/acting-partner';
import type { BrandRecord } from './read-brands';

export interface MyBrand {
  brand: BrandRecord;
  /** The partner is rejected on the brand's network: it still sees the brand, marked blocked. */
  blocked: boolean;
}

export interface MyBrandsFilter {
  brandIds?: number[];
  /** A partner id; only the caller's own partner can match. */
  partnerId?: number;
}

/**
 * The brands the calling partner is associated with: every brand with a campaign the partner
 * has a participation in, whatever its status, oldest brand first.
 */
export async function listMyBrands(
  db: DbOrTx,
  principal: Principal,
  filter: MyBrandsFilter,
): Promise<MyBrand[]> {
  if (principal.role !== 'partner' || principal.partnerId === null)
    throw new AppError('forbidden', 'Only partner users have brands of their own');
  const partnerId = principal.partnerId;
  if (filter.partnerId !== undefined && filter.partnerId !== partnerId) return [];

  const [partner] = await db
    .select({ networkStatus: partners.networkStatus })
    .from(partners)
    .where(and(eq(partners.networkId, principal.networkId), eq(partners.id, partnerId)));
  if (!partner) return [];

  const participates = db
    .select({ one: participations.id })
    .from(participations)
    .innerJoin(campaigns, eq(campaigns.id, participations.campaignId))
    .where(
      and(participationOfPartner(principal.networkId, partnerId), eq(campaigns.brandId, brands.id)),
    );
  const rows = await db
    .select({
      row: brands,
      icon: { id: images.id, sha256: images.sha256, contentType: images.contentType },
    })
    .from(brands)
    .leftJoin(images, eq(images.id, brands.iconImageId))
    .where(
      and(
        eq(brands.networkId, principal.networkId),
        exists(participates),
        filter.brandIds ? inArray(brands.id, filter.brandIds) : undefined,
      ),
    )
    .orderBy(asc(brands.id));
  return rows.map((brand) => ({ brand, blocked: partner.networkStatus === 'r' }));
}
