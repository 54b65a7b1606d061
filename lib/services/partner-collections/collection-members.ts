import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { partnerCollectionMembers, partnerCollections, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { PublisherFilters } from '@/lib/schemas/publisher-filters';
import { AppError, type FieldError } from '@/lib/errors';
import { anyId } from '../audit/change-set';
import { selectionWhere } from '../partners/partner-filters';

/**
 * Adding partners to a collection and taking them out, set-based whatever their number: one
 * INSERT ... SELECT (or DELETE ... WHERE partner_id IN (SELECT ...)) over the partners the
 * selection matches, never a loop over partners.
 */

/** Which partners a write names: explicit ids, or the v2 list filters less exclusions. */
export type PartnerSelection =
  { partnerIds: number[] } | { filters: PublisherFilters; excluded: (string | number)[] };

/** Explicit ids must all be partners of the network: otherwise a 400 naming the first bad item. */
async function checkPartnerIds(tx: Tx, networkId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const known = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.networkId, networkId), anyId(partners.id, [...new Set(ids)])));
  const knownIds = new Set(known.map((p) => p.id));
  const problems: FieldError[] = [];
  ids.forEach((id, i) => {
    if (!knownIds.has(id))
      problems.push({
        path: ['partner_ids', i],
        kind: 'invalid_value',
        message: `partner_ids[${i}]: publisher ${id} is not a partner on this network`,
      });
  });
  if (problems.length) throw AppError.validation(problems, problems[0]!.message);
}

/** The selection as one condition over `partners` (ids are checked to be the network's first). */
async function selectionCondition(
  tx: Tx,
  principal: Principal,
  networkId: number,
  selection: PartnerSelection,
): Promise<SQL> {
  if ('partnerIds' in selection) {
    await checkPartnerIds(tx, networkId, selection.partnerIds);
    return selection.partnerIds.length
      ? and(eq(partners.networkId, networkId), anyId(partners.id, selection.partnerIds))!
      : sql`false`;
  }
  return selectionWhere(principal, networkId, selection.filters, selection.excluded);
}

const touch = (tx: Tx, collectionId: number) =>
  tx
    .update(partnerCollections)
    .set({ updatedAt: sql`now()` })
    .where(eq(partnerCollections.id, collectionId));

/** Adds the selected partners (those already in stay); returns how many were added. */
export async function insertMembers(
  tx: Tx,
  principal: Principal,
  networkId: number,
  collectionId: number,
  selection: PartnerSelection,
): Promise<number> {
  const where = await selectionCondition(tx, principal, networkId, selection);
  const added = await tx
    .insert(partnerCollectionMembers)
    .select(
      tx
        .select({
          collectionId: sql<number>`${collectionId}::bigint`.as('collection_id'),
          partnerId: partners.id,
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(partners)
        .where(where),
    )
    .onConflictDoNothing()
    .returning({ partnerId: partnerCollectionMembers.partnerId });
  if (added.length) await touch(tx, collectionId);
  return added.length;
}

/** Takes the selected partners out (those not in are ignored); returns how many were removed. */
export async function deleteMembers(
  tx: Tx,
  principal: Principal,
  networkId: number,
  collectionId: number,
  selection: PartnerSelection,
): Promise<number> {
  const where = await selectionCondition(tx, principal, networkId, selection);
  const removed = await tx
    .delete(partnerCollectionMembers)
    .where(
      and(
        eq(partnerCollectionMembers.collectionId, collectionId),
        inArray(
          partnerCollectionMembers.partnerId,
          tx.select({ id: partners.id }).from(partners).where(where),
        ),
      ),
    )
    .returning({ partnerId: partnerCollectionMembers.partnerId });
  if (removed.length) await touch(tx, collectionId);
  return removed.length;
}

/** What the audit log says a write selected: the ids, or the filters and exclusions. */
export function selectionSummary(selection: PartnerSelection): Record<string, unknown> {
  if ('partnerIds' in selection) return { partner_ids: selection.partnerIds.map(String) };
  const filter: Partial<PublisherFilters> = { ...selection.filters };
  delete filter.sort;
  return { filter, excluded_publisher_ids: selection.excluded.map(String) };
}
