import { asc } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/lib/db/client';
import { anyId } from './audit/change-set';

/**
 * What a link table pairs with each owner id, by owner: each list ascending, an owner with no
 * links an empty list. `owner` and `linked` are two id columns of the same table, e.g.
 * `linkedIds(db, userBrandGrants.userId, userBrandGrants.brandId, userIds)`.
 */
export async function linkedIds(
  db: DbOrTx,
  owner: PgColumn,
  linked: PgColumn,
  ownerIds: number[],
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(ownerIds.map((id) => [id, []]));
  if (!ownerIds.length) return out;
  const rows = await db
    .select({ owner, linked })
    .from(owner.table)
    .where(anyId(owner, ownerIds))
    .orderBy(asc(linked));
  for (const r of rows) out.get(r.owner as number)?.push(r.linked as number);
  return out;
}
