import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import {
  conversionHistory,
  conversionItems,
  conversions,
  transactionQueries,
  transactionQueryReasons,
  type TransactionQueryStateEntry,
} from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { TransactionQueryState } from '@/lib/schemas/enums';
import { ChangeSet } from '../audit/change-set';
import type { Actor } from '../audit/record-changes';
import type { CampaignRow } from '../campaigns/read-campaigns';
import { toUnits } from '@/lib/money/amount';
import type { ConversionRow } from '../conversions/read-conversions';
import { statusChanged } from '../conversions/status-event';
import { storeConversion } from '../conversions/store-conversion';
import { adjustmentTotals } from '../earnings/adjustment-totals';
import { recordAdjustment } from '../earnings/adjustments';
import type { TransactionQueryRow } from './read-transaction-queries';

/**
 * Deciding a claim: approve (the sale is recorded through the normal recording service, so the
 * campaign's commission rules apply, already approved: its conversion.recorded says so; an
 * expected commission other than what the rules gave becomes an amendment), reject (with one of
 * the campaign's reasons), or pend. Claims of an already tracked sale (incorrect_commission,
 * declined) approve the existing conversion of that partner instead of recording one (one
 * conversion.status_changed).
 */

export interface Decision {
  state: TransactionQueryState;
  reason?: string;
  expectedCommission?: string;
  notes?: string;
}

const entry = (state: string, actor: Actor, notes: string | null): TransactionQueryStateEntry => ({
  state,
  notes,
  user_id: actor.userId === null ? null : String(actor.userId),
  created_at: new Date().toISOString(),
});

async function reasonIdOf(tx: Tx, campaignId: number, reason: string | undefined) {
  if (!reason)
    throw AppError.field(['reason'], 'required', "A rejection needs one of the campaign's reasons");
  const byId = /^[1-9][0-9]{0,17}$/.test(reason)
    ? eq(transactionQueryReasons.id, Number(reason))
    : undefined;
  const [found] = await tx
    .select({ id: transactionQueryReasons.id })
    .from(transactionQueryReasons)
    .where(
      and(
        eq(transactionQueryReasons.campaignId, campaignId),
        eq(transactionQueryReasons.deleted, false),
        or(byId, ilike(transactionQueryReasons.reason, reason.replace(/[%_\\]/g, '\\$&'))),
      ),
    )
    .limit(1);
  if (!found)
    throw AppError.field(
      ['reason'],
      'invalid_value',
      "reason must be one of the campaign's transaction query reasons (tq_reasons)",
    );
  return found.id;
}

/** Sets a tracked conversion (and its items) approved: history, audit row, conversion.status_changed. */
async function approveConversion(tx: Tx, actor: Actor, row: ConversionRow): Promise<void> {
  if (row.status === 'approved') return;
  await tx
    .update(conversions)
    .set({ status: 'approved', reason: null, updatedAt: sql`now()` })
    .where(eq(conversions.id, row.id));
  await tx
    .update(conversionItems)
    .set({ status: 'approved', reason: null, updatedAt: sql`now()` })
    .where(eq(conversionItems.conversionId, row.id));
  const changes = { status: { from: row.status, to: 'approved' } };
  await tx.insert(conversionHistory).values({
    networkId: row.networkId,
    conversionId: row.id,
    action: 'updated',
    changes,
    actorUserId: actor.userId,
  });
  await new ChangeSet(actor)
    .change({
      entityType: 'conversion',
      entityId: row.id,
      action: 'updated',
      before: { status: row.status },
      after: { status: 'approved' },
    })
    .event(statusChanged({ ...row, status: 'approved' }, row.status))
    .commit(tx);
}

async function recordClaimedSale(
  tx: Tx,
  actor: Actor,
  campaign: CampaignRow,
  claim: TransactionQueryRow,
): Promise<ConversionRow> {
  if (claim.conversionValue === null)
    throw AppError.field(
      ['conversion_value'],
      'required',
      'The claim has no conversion_value: an untracked sale needs its value to be recorded',
    );
  const outcome = await storeConversion(
    // Nested: the recording runs in a savepoint of this transaction.
    tx as unknown as Db,
    actor,
    campaign,
    {
      conversionReference: claim.conversionReference,
      value: claim.conversionValue,
      currency: claim.conversionCurrency ?? undefined,
      customerType: claim.customerType ?? undefined,
      conversionTime: claim.conversionTime ?? undefined,
      partnerReference: claim.partnerReference ?? undefined,
      items: [],
      meta: { transaction_query_id: String(claim.id) },
      partnerId: claim.partnerId,
      clickrefs: [],
      source: 'api',
      approved: true,
    },
    () => {
      throw AppError.field(
        ['conversion_reference'],
        'duplicate',
        `conversion_reference ${claim.conversionReference} is already recorded in this campaign: claim it as incorrect_commission or declined`,
      );
    },
  );
  return outcome.conversion.row;
}

async function trackedSale(tx: Tx, claim: TransactionQueryRow): Promise<ConversionRow> {
  const [row] = await tx
    .select()
    .from(conversions)
    .where(
      and(
        eq(conversions.campaignId, claim.campaignId),
        eq(conversions.partnerId, claim.partnerId),
        eq(conversions.conversionReference, claim.conversionReference),
      ),
    )
    .for('update');
  if (!row)
    throw AppError.field(
      ['conversion_reference'],
      'invalid_value',
      `No conversion ${claim.conversionReference} of this partner in the campaign: claim it as untracked`,
    );
  return row;
}

/** Approves: records or finds the sale, approves it, and amends it to the expected commission. */
async function approve(
  tx: Tx,
  actor: Actor,
  campaign: CampaignRow,
  claim: TransactionQueryRow,
  expected: string | null,
): Promise<ConversionRow> {
  const row =
    claim.type === 'untracked'
      ? await recordClaimedSale(tx, actor, campaign, claim)
      : await trackedSale(tx, claim);
  await approveConversion(tx, actor, row);
  const approved = { ...row, status: 'approved' as const };
  if (expected !== null) {
    const net =
      toUnits(row.commission) + ((await adjustmentTotals(tx, [row.id])).get(row.id) ?? 0n);
    const delta = toUnits(expected) - net;
    if (delta !== 0n)
      await recordAdjustment(tx, actor, approved, {
        kind: 'amendment',
        commissionDelta: delta,
        valueDelta: 0n,
        reason: `transaction query ${claim.id}`,
      });
  }
  return approved;
}

/** Applies one decision to a claim locked by the caller; answers the claim as it is now. */
export async function decideClaim(
  tx: Tx,
  actor: Actor,
  campaign: CampaignRow,
  claim: TransactionQueryRow,
  decision: Decision,
): Promise<TransactionQueryRow> {
  const from = claim.state;
  if (from === 'approved')
    throw AppError.field(
      ['transaction_query_id'],
      'invalid_value',
      'The transaction query is approved: its sale is recorded (change it with an adjustment)',
    );
  if (decision.state !== 'pending' && from !== 'pending')
    throw AppError.field(
      ['transaction_query_id'],
      'invalid_value',
      `Only pending transaction queries can be ${decision.state}; this one is ${from}`,
    );
  const expected = decision.expectedCommission ?? claim.expectedCommission;
  const set: Partial<typeof transactionQueries.$inferInsert> = { state: decision.state };
  if (decision.state === 'rejected')
    set.reasonId = await reasonIdOf(tx, campaign.id, decision.reason);
  if (decision.state === 'pending') set.reasonId = null;
  if (decision.state === 'approved') {
    set.conversionId = (await approve(tx, actor, campaign, claim, expected)).id;
    set.expectedCommission = expected;
  }
  set.history = [...claim.history, entry(decision.state, actor, decision.notes ?? null)];
  const [updated] = await tx
    .update(transactionQueries)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(transactionQueries.id, claim.id))
    .returning();
  await new ChangeSet(actor)
    .change({
      entityType: 'transaction_query',
      entityId: claim.id,
      action: 'updated',
      before: { current_state: from },
      after: { current_state: decision.state, reason: decision.reason ?? null },
    })
    .event({
      type: 'transaction_query.updated',
      data: {
        transaction_query_id: String(claim.id),
        campaign_id: String(claim.campaignId),
        partner_id: String(claim.partnerId),
        conversion_reference: claim.conversionReference,
        state: decision.state,
        previous_state: from,
        conversion_id: updated!.conversionId === null ? null : String(updated!.conversionId),
      },
    })
    .commit(tx);
  return updated!;
}
