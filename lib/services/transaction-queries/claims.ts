import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { transactionQueries, transactionQueryReasons } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { actorOf, ChangeSet } from '../audit/change-set';
import { requirePartnerAccess } from '../access';
import { requireBrandSideCampaign } from '../conversions/read-conversions';
import { decideClaim, type Decision } from './decide-claim';
import {
  claimOfCampaign,
  withContext,
  type TransactionQueryRecord,
} from './read-transaction-queries';

/** approve, reject or pend one claim of the campaign (staff, or a brand user of its brand). */
export async function decideTransactionQuery(
  db: Db,
  principal: Principal,
  campaignId: number,
  id: number,
  decision: Decision,
): Promise<TransactionQueryRecord> {
  const campaign = (
    await requireBrandSideCampaign(db, principal, campaignId, 'decide transaction queries')
  ).row;
  const updated = await db.transaction(async (tx) => {
    const claim = await claimOfCampaign(tx, campaignId, id, true);
    return decideClaim(tx, actorOf(principal), campaign, claim, decision);
  });
  return (await withContext(db, [updated]))[0]!;
}

/** The partner withdraws a pending claim (it stays, marked deleted, for the history). */
export async function deleteTransactionQuery(
  db: Db,
  principal: Principal,
  partnerId: number,
  id: number,
): Promise<void> {
  requirePartnerAccess(principal, partnerId);
  await db.transaction(async (tx) => {
    const [claim] = await tx
      .select()
      .from(transactionQueries)
      .where(
        and(
          eq(transactionQueries.id, id),
          eq(transactionQueries.partnerId, partnerId),
          eq(transactionQueries.networkId, principal.networkId),
          isNull(transactionQueries.deletedAt),
        ),
      )
      .for('update');
    if (!claim) throw AppError.notFound('Transaction query');
    if (claim.state !== 'pending')
      throw AppError.field(
        ['transaction_query_id'],
        'invalid_value',
        `Only pending transaction queries can be deleted; this one is ${claim.state}`,
      );
    await tx
      .update(transactionQueries)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(transactionQueries.id, id));
    await new ChangeSet(actorOf(principal))
      .change({ entityType: 'transaction_query', entityId: id, action: 'deleted' })
      .event({
        type: 'transaction_query.updated',
        data: {
          transaction_query_id: String(id),
          campaign_id: String(claim.campaignId),
          partner_id: String(claim.partnerId),
          conversion_reference: claim.conversionReference,
          state: 'deleted',
          previous_state: claim.state,
          conversion_id: null,
        },
      })
      .commit(tx);
  });
}

export type ReasonRow = typeof transactionQueryReasons.$inferSelect;

/** A campaign's live rejection reasons (brand side), oldest first. */
export async function listReasons(
  db: Db,
  principal: Principal,
  campaignId: number,
): Promise<ReasonRow[]> {
  await requireBrandSideCampaign(db, principal, campaignId, 'read transaction query reasons');
  return db
    .select()
    .from(transactionQueryReasons)
    .where(
      and(
        eq(transactionQueryReasons.campaignId, campaignId),
        eq(transactionQueryReasons.deleted, false),
      ),
    )
    .orderBy(asc(transactionQueryReasons.id));
}

export async function createReason(
  db: Db,
  principal: Principal,
  campaignId: number,
  reason: string,
): Promise<ReasonRow> {
  const campaign = (
    await requireBrandSideCampaign(db, principal, campaignId, 'manage transaction query reasons')
  ).row;
  const existing = await listReasons(db, principal, campaignId);
  if (existing.some((r) => r.reason.toLowerCase() === reason.toLowerCase()))
    throw AppError.field(['reason'], 'duplicate', 'Reason already exists');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(transactionQueryReasons)
      .values({ networkId: campaign.networkId, campaignId, reason, createdBy: principal.userId })
      .returning();
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'transaction_query_reason',
        entityId: row!.id,
        action: 'created',
        after: { campaign_id: String(campaignId), reason },
      })
      .commit(tx);
    return row!;
  });
}

/** Deletes a reason: claims rejected with it keep showing it. */
export async function deleteReason(
  db: Db,
  principal: Principal,
  campaignId: number,
  reasonId: number,
): Promise<void> {
  await requireBrandSideCampaign(db, principal, campaignId, 'manage transaction query reasons');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(transactionQueryReasons)
      .set({ deleted: true })
      .where(
        and(
          eq(transactionQueryReasons.id, reasonId),
          eq(transactionQueryReasons.campaignId, campaignId),
          eq(transactionQueryReasons.deleted, false),
        ),
      )
      .returning();
    if (!row) throw AppError.notFound('Transaction query reason');
    await new ChangeSet(actorOf(principal))
      .change({ entityType: 'transaction_query_reason', entityId: reasonId, action: 'deleted' })
      .commit(tx);
  });
}
