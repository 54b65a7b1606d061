import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/lib/db/client';
import { brands, userBrandGrants } from '@/lib/db/schema';
import { AppError, type FieldError } from '@/lib/errors';
import { linkedIds } from '../linked-ids';

/** The brands granted to each user given (brand users; empty for the others), by user id. */

export async function grantsOf(db: DbOrTx, userIds: number[]): Promise<Map<number, number[]>> {
  return linkedIds(db, userBrandGrants.userId, userBrandGrants.brandId, userIds);
}

/** Every id must be a brand of the network; a problem names the item (`brand_ids[i]`). */
export async function requireNetworkBrands(
  db: DbOrTx,
  networkId: number,
  brandIds: number[],
): Promise<number[]> {
  const unique = [...new Set(brandIds)];
  if (!unique.length) return [];
  const found = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.networkId, networkId), inArray(brands.id, unique)));
  const known = new Set(found.map((b) => b.id));
  const problems: FieldError[] = [];
  brandIds.forEach((id, i) => {
    if (!known.has(id))
      problems.push({
        path: ['brand_ids', i],
        kind: 'invalid_value',
        message: `brand ${id} is not a brand of this network`,
      });
  });
  if (problems.length) throw AppError.validation(problems, problems[0]!.message);
  return unique;
}

export async function replaceGrants(tx: Tx, networkId: number, userId: number, brandIds: number[]) {
  await tx.delete(userBrandGrants).where(eq(userBrandGrants.userId, userId));
  if (brandIds.length)
    await tx
      .insert(userBrandGrants)
      .values(brandIds.map((brandId) => ({ networkId, userId, brandId })));
}
