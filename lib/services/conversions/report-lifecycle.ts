import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { conversionAdjustments, conversionLocks, transactionQueries } from '@/lib/db/schema';
import { sumText } from '@/lib/money/amount';
import type { ConversionRecord } from './read-conversions';

/**
 * What happened to a report's conversions after they were recorded: the lock (locked and
 * payable dates, the frozen commission), the adjustments (amendments and refunds, oldest first)
 * and whether a partner's claim (a transaction query) named it. Read for a whole page in three
 * queries, never per row. Decisions: docs/api-decisions.md#conversion-report-lifecycle.
 */

type LockRow = typeof conversionLocks.$inferSelect;
type AdjustmentRow = typeof conversionAdjustments.$inferSelect;

export interface ConversionLifecycle {
  stage: LifecycleStage;
  lock: LockRow | null;
  adjustments: AdjustmentRow[];
  /** A transaction query (any state, not withdrawn) names the conversion. */
  disputed: boolean;
  /** The value plus every adjustment's value delta (exact decimal text). */
  netValue: string;
  /** The commission (as frozen at lock, when locked) plus every adjustment's delta. */
  netCommission: string;
}

const sum = (base: string, deltas: string[]) => sumText([base, ...deltas]);

type LifecycleStage = 'pending' | 'approved' | 'rejected' | 'locked' | 'payable';

/** Where a conversion stands: its status until it locks, then locked, then payable. */
function stageOf(status: string, lock: LockRow | null): LifecycleStage {
  if (lock) return lock.payableAt ? 'payable' : 'locked';
  if (status === 'approved' || status === 'pending') return status;
  return 'rejected';
}

/** The lifecycle of each record, in the order of `records`. */
export async function loadLifecycles(
  db: DbOrTx,
  records: ConversionRecord[],
): Promise<ConversionLifecycle[]> {
  if (!records.length) return [];
  const ids = records.map((r) => r.row.id);
  // Only approved conversions lock (a lock's row keys on the conversion); adjustments may
  // outlive a later rejection of a conversion that was not locked, so every id is read.
  const approved = records.filter((r) => r.row.status === 'approved').map((r) => r.row.id);
  const attributed = records.filter((r) => r.row.partnerId !== null);
  const campaignIds = [...new Set(attributed.map((r) => r.row.campaignId))];
  const [locks, adjustments, claims] = await Promise.all([
    approved.length
      ? db.select().from(conversionLocks).where(inArray(conversionLocks.conversionId, approved))
      : Promise.resolve([]),
    db
      .select()
      .from(conversionAdjustments)
      .where(inArray(conversionAdjustments.conversionId, ids))
      .orderBy(asc(conversionAdjustments.id)),
    attributed.length
      ? db
          .selectDistinct({ conversionId: transactionQueries.conversionId })
          .from(transactionQueries)
          .where(
            and(
              inArray(transactionQueries.campaignId, campaignIds),
              inArray(transactionQueries.conversionId, ids),
              isNull(transactionQueries.deletedAt),
            ),
          )
      : Promise.resolve([]),
  ]);
  const lockOf = new Map(locks.map((l) => [l.conversionId, l]));
  const adjustmentsOf = new Map<number, AdjustmentRow[]>();
  for (const a of adjustments)
    adjustmentsOf.set(a.conversionId, [...(adjustmentsOf.get(a.conversionId) ?? []), a]);
  const disputed = new Set(claims.map((c) => c.conversionId));
  return records.map(({ row }) => {
    const lock = lockOf.get(row.id) ?? null;
    const adjusted = adjustmentsOf.get(row.id) ?? [];
    return {
      stage: stageOf(row.status, lock),
      lock,
      adjustments: adjusted,
      disputed: disputed.has(row.id),
      netValue: sum(
        row.value,
        adjusted.map((a) => a.valueDelta),
      ),
      netCommission: sum(
        lock?.commission ?? row.commission,
        adjusted.map((a) => a.commissionDelta),
      ),
    };
  });
}
