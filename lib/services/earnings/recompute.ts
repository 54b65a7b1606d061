import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { conversionAdjustments, conversionLocks, conversions } from '@/lib/db/schema';
import type { EarningStage } from '@/lib/schemas/enums';
import { toUnits } from '@/lib/money/amount';
import { noStageUnits, stageTexts, type StageUnits } from './stage-amounts';

/**
 * A partner's earnings derived from the rows themselves (conversions, lock rows, adjustments):
 * what the running totals in earnings_totals must always equal (earnings.ts reads those). An
 * attributed conversion's commission counts in its status (pending, approved); a lock row's in
 * locked or payable and minus in approved; an adjustment's delta where its conversion stands.
 * Three grouped reads, each an index range per partner: work grows with the conversions, so
 * the totals are the read path and this the check (tests; an operator comparing both).
 */
export async function recomputePartnerEarnings(
  db: DbOrTx,
  partnerId: number,
): Promise<Map<string, Record<EarningStage, string>>> {
  const adjustmentStage = sql<EarningStage | null>`case
    when ${conversionLocks.payableAt} is not null then 'payable'
    when ${conversionLocks.conversionId} is not null then 'locked'
    when ${conversions.status} = 'approved' then 'approved'
    when ${conversions.status} = 'pending' then 'pending' end`;
  const [recorded, locked, adjusted] = await Promise.all([
    db
      .select({
        stage: sql<EarningStage>`${conversions.status}`,
        currency: conversions.commissionCurrency,
        sum: sql<string>`sum(${conversions.commission})::text`,
      })
      .from(conversions)
      .where(
        sql`${conversions.partnerId} = ${partnerId} and ${inArray(conversions.status, ['pending', 'approved'])}`,
      )
      .groupBy(conversions.status, conversions.commissionCurrency),
    db
      .select({
        payable: sql<boolean>`${conversionLocks.payableAt} is not null`,
        currency: conversionLocks.commissionCurrency,
        sum: sql<string>`sum(${conversionLocks.commission})::text`,
      })
      .from(conversionLocks)
      .where(eq(conversionLocks.partnerId, partnerId))
      .groupBy(sql`1`, conversionLocks.commissionCurrency),
    db
      .select({
        stage: adjustmentStage,
        currency: conversionAdjustments.commissionCurrency,
        sum: sql<string>`sum(${conversionAdjustments.commissionDelta})::text`,
      })
      .from(conversionAdjustments)
      .innerJoin(conversions, eq(conversions.id, conversionAdjustments.conversionId))
      .leftJoin(
        conversionLocks,
        eq(conversionLocks.conversionId, conversionAdjustments.conversionId),
      )
      .where(eq(conversionAdjustments.partnerId, partnerId))
      .groupBy(sql`1`, conversionAdjustments.commissionCurrency),
  ]);
  const units = new Map<string, StageUnits>();
  const add = (currency: string, stage: EarningStage, amount: bigint) => {
    const u = units.get(currency) ?? noStageUnits();
    units.set(currency, u);
    u[stage] += amount;
  };
  for (const r of recorded) add(r.currency, r.stage, toUnits(r.sum));
  for (const r of locked) {
    add(r.currency, r.payable ? 'payable' : 'locked', toUnits(r.sum));
    add(r.currency, 'approved', -toUnits(r.sum));
  }
  for (const r of adjusted) if (r.stage) add(r.currency, r.stage, toUnits(r.sum));
  const out = new Map<string, Record<EarningStage, string>>();
  for (const [currency, u] of units)
    if (u.pending || u.approved || u.locked || u.payable) out.set(currency, stageTexts(u));
  return out;
}
