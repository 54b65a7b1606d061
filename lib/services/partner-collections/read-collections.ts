import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { partnerCollectionMembers, partnerCollections } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { requireOwnNetwork, requireStaff } from '../access';
import { collectionLive } from '../partners/partner-filters';

/**
 * Partner collections: a network's saved selections of partners, staff only (the reference's
 * partner collections; docs/api-decisions.md#partner-collections). A deleted collection, or one
 * past its ttl, is gone: it reads as not found and filters by it match nothing.
 */

export type CollectionRow = typeof partnerCollections.$inferSelect;
export interface CollectionRecord extends CollectionRow {
  partnersCount: number;
}

export function requireCollectionStaff(principal: Principal, networkId: number): void {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'manage partner collections');
}

/** A live collection of the network, locked for the caller's transaction when `lock` is set. */
export async function findCollection(
  db: DbOrTx,
  networkId: number,
  collectionId: number,
  lock = false,
): Promise<CollectionRow> {
  const query = db
    .select()
    .from(partnerCollections)
    .where(
      and(
        eq(partnerCollections.networkId, networkId),
        eq(partnerCollections.id, collectionId),
        collectionLive(),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound('Partner collection');
  return row;
}

async function memberCounts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      collectionId: partnerCollectionMembers.collectionId,
      n: sql<number>`count(*)::int`,
    })
    .from(partnerCollectionMembers)
    .where(inArray(partnerCollectionMembers.collectionId, ids))
    .groupBy(partnerCollectionMembers.collectionId);
  return new Map(rows.map((r) => [r.collectionId, r.n]));
}

export async function withCount(db: DbOrTx, row: CollectionRow): Promise<CollectionRecord> {
  const counts = await memberCounts(db, [row.id]);
  return { ...row, partnersCount: counts.get(row.id) ?? 0 };
}

/** GET /v3/network/{networkId}/partner-collections (ours): the live collections, by name then id. */
export async function listCollections(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
): Promise<CollectionRecord[]> {
  requireCollectionStaff(principal, networkId);
  const rows = await db
    .select()
    .from(partnerCollections)
    .where(and(eq(partnerCollections.networkId, networkId), collectionLive()))
    .orderBy(sql`lower(coalesce(${partnerCollections.name}, ''))`, asc(partnerCollections.id))
    .limit(1000);
  const counts = await memberCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, partnersCount: counts.get(r.id) ?? 0 }));
}
