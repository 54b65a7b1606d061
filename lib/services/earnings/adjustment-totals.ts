import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { conversionAdjustments } from '@/lib/db/schema';
import { toUnits } from '@/lib/money/amount';

/** The sum of each conversion's adjustments, in units of 0.0001 of its commission currency. */
export async function adjustmentTotals(
  db: DbOrTx,
  conversionIds: number[],
): Promise<Map<number, bigint>> {
  const out = new Map<number, bigint>();
  if (!conversionIds.length) return out;
  const rows = await db
    .select({
      id: conversionAdjustments.conversionId,
      commission: sql<string>`sum(${conversionAdjustments.commissionDelta})::text`,
    })
    .from(conversionAdjustments)
    .where(inArray(conversionAdjustments.conversionId, conversionIds))
    .groupBy(conversionAdjustments.conversionId);
  for (const r of rows) out.set(r.id, toUnits(r.commission));
  return out;
}
