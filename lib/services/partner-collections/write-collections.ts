import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { partnerCollections } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { actorOf, ChangeSet } from '../audit/change-set';
import {
  deleteMembers,
  insertMembers,
  selectionSummary,
  type PartnerSelection,
} from './collection-members';
import {
  findCollection,
  requireCollectionStaff,
  withCount,
  type CollectionRecord,
} from './read-collections';

/**
 * Creating and deleting partner collections and changing their partners. Each write is one
 * transaction with its audit row (entity partner_collection); collections emit no webhook
 * events (docs/api-decisions.md#partner-collections).
 */

const ENTITY = 'partner_collection';

/** POST /v2/networks/{network_id}/partner-collections: a collection with the selected partners. */
export async function createCollection(
  db: Db,
  principal: Principal,
  networkId: number,
  input: { name: string | null; ttl?: number; selection: PartnerSelection },
): Promise<CollectionRecord> {
  requireCollectionStaff(principal, networkId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(partnerCollections)
      .values({
        networkId,
        name: input.name,
        createdBy: principal.userId,
        expiresAt:
          input.ttl === undefined ? null : sql`now() + ${input.ttl}::int * interval '1 second'`,
      })
      .returning();
    const added = await insertMembers(tx, principal, networkId, row!.id, input.selection);
    const record = await withCount(tx, await findCollection(tx, networkId, row!.id));
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: ENTITY,
        entityId: row!.id,
        action: 'created',
        after: {
          name: record.name,
          expires_at: record.expiresAt?.toISOString() ?? null,
          partners_added: added,
          ...selectionSummary(input.selection),
        },
      })
      .commit(tx);
    return record;
  });
}

/** DELETE .../partner-collections/{collection-id}: stamps deleted_at; the collection is gone. */
export async function deleteCollection(
  db: Db,
  principal: Principal,
  networkId: number,
  collectionId: number,
): Promise<void> {
  requireCollectionStaff(principal, networkId);
  await db.transaction(async (tx) => {
    const row = await findCollection(tx, networkId, collectionId, true);
    await tx
      .update(partnerCollections)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(partnerCollections.id, row.id));
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: ENTITY,
        entityId: row.id,
        action: 'deleted',
        before: { name: row.name },
      })
      .commit(tx);
  });
}

/**
 * POST and DELETE .../partner-collections/{collection-id}/partners: adds or takes out the
 * selected partners, set-based; answers the collection with its new count.
 */
export async function changeCollectionPartners(
  db: Db,
  principal: Principal,
  networkId: number,
  collectionId: number,
  change: 'add' | 'remove',
  selection: PartnerSelection,
): Promise<CollectionRecord> {
  requireCollectionStaff(principal, networkId);
  return db.transaction(async (tx) => {
    await findCollection(tx, networkId, collectionId, true);
    const write = change === 'add' ? insertMembers : deleteMembers;
    const n = await write(tx, principal, networkId, collectionId, selection);
    const record = await withCount(tx, await findCollection(tx, networkId, collectionId));
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: ENTITY,
        entityId: collectionId,
        action: change === 'add' ? 'partners_added' : 'partners_removed',
        after: {
          [change === 'add' ? 'partners_added' : 'partners_removed']: n,
          partners_count: record.partnersCount,
          ...selectionSummary(selection),
        },
      })
      .commit(tx);
    return record;
  });
}
