import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { conversionAdjustments, conversionLocks, conversions } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { AdjustmentKind, EarningStage } from '@/lib/schemas/enums';
import { actorOf, ChangeSet } from '../audit/change-set';
import type { Actor } from '../audit/record-changes';
import { fromUnits, sumText, sumUnits, toUnits } from '@/lib/money/amount';
import { requireBrandSideCampaign, type ConversionRow } from '../conversions/read-conversions';
import { ledgerForAdjustment } from '../ledger/adjustment-entry';

/**
 * Amendments and refunds of approved conversions: each is a row of its own (with who, when and
 * why), never an edit of the conversion. Locked and payable conversions take them too (a refund
 * after lock is a negative adjustment). Pending or rejected conversions change through the bulk
 * update instead. The net commission (recorded plus adjustments) never goes below 0, nor the
 * net value.
 */

export type AdjustmentRow = typeof conversionAdjustments.$inferSelect;
export interface AdjustedConversion {
  conversion: ConversionRow;
  stage: EarningStage;
  netCommission: string;
  adjustments: (AdjustmentRow & { stage: EarningStage })[];
}

/** Where an approved conversion stands: approved, locked or payable. */
async function stageOf(db: DbOrTx, row: ConversionRow): Promise<EarningStage> {
  if (row.status === 'pending') return 'pending';
  const [lock] = await db
    .select({ payableAt: conversionLocks.payableAt })
    .from(conversionLocks)
    .where(eq(conversionLocks.conversionId, row.id));
  if (!lock) return 'approved';
  return lock.payableAt ? 'payable' : 'locked';
}

async function loadConversion(
  db: DbOrTx,
  campaignId: number,
  conversionId: number,
  forUpdate = false,
): Promise<ConversionRow> {
  const query = db
    .select()
    .from(conversions)
    .where(and(eq(conversions.id, conversionId), eq(conversions.campaignId, campaignId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw AppError.notFound('Conversion');
  return row;
}

/** An amendment or refund: the deltas are exact decimal text (error paths name the wire fields). */
export interface AdjustmentInput {
  kind: AdjustmentKind;
  commissionDelta: string;
  /** Default 0. */
  valueDelta?: string;
  reason?: string;
}

function checkDeltas(input: AdjustmentInput, row: ConversionRow, adjustments: AdjustmentRow[]) {
  const commissionDelta = toUnits(input.commissionDelta);
  const valueDelta = toUnits(input.valueDelta ?? '0');
  if (commissionDelta === 0n && valueDelta === 0n)
    throw AppError.field(
      ['commission_delta'],
      'invalid_value',
      'An adjustment must change something',
    );
  if (input.kind === 'refund' && (commissionDelta > 0n || valueDelta > 0n))
    throw AppError.field(
      [commissionDelta > 0n ? 'commission_delta' : 'value_delta'],
      'invalid_value',
      'A refund takes back: its deltas must be 0 or negative',
    );
  const sum = (pick: (a: AdjustmentRow) => string) => sumUnits(adjustments.map(pick));
  const netCommission = toUnits(row.commission) + sum((a) => a.commissionDelta) + commissionDelta;
  const netValue = toUnits(row.value) + sum((a) => a.valueDelta) + valueDelta;
  if (netCommission < 0n)
    throw AppError.field(
      ['commission_delta'],
      'invalid_value',
      `The commission would fall below 0 (it is ${fromUnits(netCommission - commissionDelta)})`,
    );
  if (netValue < 0n)
    throw AppError.field(['value_delta'], 'invalid_value', 'The value would fall below 0');
  return { commissionDelta, valueDelta };
}

async function adjustmentsOf(db: DbOrTx, conversionId: number): Promise<AdjustmentRow[]> {
  return db
    .select()
    .from(conversionAdjustments)
    .where(eq(conversionAdjustments.conversionId, conversionId))
    .orderBy(asc(conversionAdjustments.id));
}

/** Adds an amendment or a refund to an approved (or locked, or payable) conversion. */
export async function adjustConversion(
  db: Db,
  principal: Principal,
  campaignId: number,
  conversionId: number,
  input: AdjustmentInput,
): Promise<AdjustmentRow & { stage: EarningStage }> {
  await requireBrandSideCampaign(db, principal, campaignId, 'adjust conversions');
  return db.transaction(async (tx) => {
    const row = await loadConversion(tx, campaignId, conversionId, true);
    if (row.status !== 'approved' || row.partnerId === null)
      throw AppError.field(
        ['conversion_id'],
        'invalid_value',
        `Only approved, attributed conversions take adjustments; this one is ${row.partnerId === null ? 'unattributed' : row.status} (change it with the bulk update)`,
      );
    const { commissionDelta, valueDelta } = checkDeltas(
      input,
      row,
      await adjustmentsOf(tx, row.id),
    );
    return recordAdjustment(tx, actorOf(principal), row, {
      kind: input.kind,
      commissionDelta,
      valueDelta,
      reason: input.reason ?? null,
    });
  });
}

/**
 * Writes one adjustment of an approved conversion, with its audit row and conversion.adjusted
 * event and, when the conversion is already available, its ledger entry, in the caller's
 * transaction (the caller checked the deltas and holds the conversion's row lock).
 */
export async function recordAdjustment(
  tx: DbOrTx,
  actor: Actor,
  row: ConversionRow,
  change: {
    kind: AdjustmentKind;
    commissionDelta: bigint;
    valueDelta: bigint;
    reason: string | null;
  },
): Promise<AdjustmentRow & { stage: EarningStage }> {
  const stage = await stageOf(tx, row);
  const [adjustment] = await tx
    .insert(conversionAdjustments)
    .values({
      networkId: row.networkId,
      campaignId: row.campaignId,
      conversionId: row.id,
      partnerId: row.partnerId!,
      kind: change.kind,
      valueDelta: fromUnits(change.valueDelta),
      commissionDelta: fromUnits(change.commissionDelta),
      commissionCurrency: row.commissionCurrency,
      reason: change.reason,
      createdBy: actor.userId,
    })
    .returning();
  const a = adjustment!;
  await ledgerForAdjustment(tx, a);
  await new ChangeSet(actor)
    .change({
      entityType: 'conversion',
      entityId: row.id,
      action: 'adjusted',
      after: {
        adjustment_id: String(a.id),
        kind: a.kind,
        value_delta: a.valueDelta,
        commission_delta: a.commissionDelta,
        reason: a.reason,
        stage,
      },
    })
    .event({
      type: 'conversion.adjusted',
      data: {
        adjustment_id: String(a.id),
        conversion_id: String(row.id),
        campaign_id: String(row.campaignId),
        partner_id: String(row.partnerId),
        kind: a.kind,
        value_delta: a.valueDelta,
        commission_delta: a.commissionDelta,
        commission_currency: a.commissionCurrency,
        stage,
      },
    })
    .commit(tx);
  return { ...a, stage };
}

/** A conversion's adjustments, oldest first, with its net commission (brand side). */
export async function readAdjustments(
  db: Db,
  principal: Principal,
  campaignId: number,
  conversionId: number,
): Promise<AdjustedConversion> {
  await requireBrandSideCampaign(db, principal, campaignId, 'read adjustments');
  const row = await loadConversion(db, campaignId, conversionId);
  const adjustments = await adjustmentsOf(db, row.id);
  const stage = await stageOf(db, row);
  return {
    conversion: row,
    stage,
    netCommission: sumText([row.commission, ...adjustments.map((a) => a.commissionDelta)]),
    adjustments: adjustments.map((a) => ({ ...a, stage })),
  };
}
