import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { brands } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { canManageBrand, requireRole } from '../access';
import { actorOf, ChangeSet, changedFields } from '../audit/change-set';
import { storeImage, type StoredImage } from '../images';
import {
  brandIconChange,
  brandName,
  brandSnapshot,
  columnsOf,
  type BrandChanges,
  requireAccountNameFree,
  requireStatusChangeAllowed,
  writeBrand,
} from './brand-fields';
import { BRAND_ROLES, findBrand, type BrandRecord } from './read-brands';

interface UpdateBrandOptions {
  /**
   * Whether an advertiser_icon URL is the brand's current icon as we serve it. Clients that
   * read a brand, change a field and send it all back send our own URL; that keeps the icon
   * rather than downloading it again.
   */
  isCurrentIconUrl?: (url: string, icon: StoredImage) => boolean;
}

/** POST /user/advertiser/{id}: staff update any brand of their network, brand users those granted to them; only staff change status. */
export async function updateBrand(
  db: Db,
  principal: Principal,
  brandId: number,
  changes: BrandChanges,
  options: UpdateBrandOptions = {},
): Promise<BrandRecord> {
  requireRole(principal, BRAND_ROLES, 'update brands');
  const current = await findBrand(db, principal.networkId, brandId);
  if (!current) throw AppError.notFound('Brand');
  if (!canManageBrand(principal, brandId))
    throw new AppError('forbidden_view', 'You may not update this brand');
  requireStatusChangeAllowed(principal, current.row.status, changes.status);
  const currentIcon = current.icon;
  const icon = await brandIconChange(
    changes.icon,
    (url) => currentIcon !== null && (options.isCurrentIconUrl?.(url, currentIcon) ?? false),
  );
  const { networkId } = principal;
  return writeBrand(db, async (tx) => {
    const [locked] = await tx
      .select()
      .from(brands)
      .where(and(eq(brands.networkId, networkId), eq(brands.id, brandId)))
      .for('update');
    if (!locked) throw AppError.notFound('Brand');
    if (changes.accountName !== undefined)
      await requireAccountNameFree(tx, networkId, changes.accountName, brandId);
    let nextIcon = currentIcon;
    if (icon.kind === 'set') nextIcon = await storeImage(tx, networkId, icon.image);
    if (icon.kind === 'remove') nextIcon = null;
    // The replaced image row stays: its URL may be cached by clients (served as immutable).
    const [row] = await tx
      .update(brands)
      .set({ ...columnsOf(changes), iconImageId: nextIcon?.id ?? null, updatedAt: new Date() })
      .where(and(eq(brands.networkId, networkId), eq(brands.id, brandId)))
      .returning();
    if (!row) throw AppError.notFound('Brand');
    const diff = changedFields(brandSnapshot(locked), brandSnapshot(row));
    if (diff) {
      await new ChangeSet(actorOf(principal))
        .change({
          entityType: 'brand',
          entityId: brandId,
          action: 'updated',
          before: diff.before,
          after: diff.after,
        })
        .event({
          type: 'brand.updated',
          data: { brand_id: String(brandId), name: brandName(row), changed: diff.fields },
        })
        .commit(tx);
    }
    return { row, icon: nextIcon };
  });
}
