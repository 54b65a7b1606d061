import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { ledgerEntries } from '@/lib/db/schema';
import { toUnits } from '@/lib/money/amount';
import { writeLedgerEntries } from './write-entries';

interface Adjustment {
  id: number;
  networkId: number;
  partnerId: number;
  conversionId: number;
  commissionDelta: string;
  commissionCurrency: string;
  createdBy: number | null;
}

/**
 * An adjustment of a conversion already available moves the balance by its commission delta:
 * `adjustment` when it adds, `clawback` when it takes back (a refund after availability or
 * payment: the conversion itself is never edited). One made before availability is part of the
 * available amount instead. The caller holds the conversion's row lock (as the move to available
 * takes it), so the two cannot both count it.
 */
export async function ledgerForAdjustment(tx: DbOrTx, adjustment: Adjustment): Promise<void> {
  const delta = toUnits(adjustment.commissionDelta);
  if (delta === 0n) return;
  const [available] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.conversionId, adjustment.conversionId),
        eq(ledgerEntries.kind, 'commission_available'),
      ),
    );
  if (!available) return;
  await writeLedgerEntries(tx, [
    {
      networkId: adjustment.networkId,
      partnerId: adjustment.partnerId,
      currency: adjustment.commissionCurrency,
      kind: delta > 0n ? 'adjustment' : 'clawback',
      amount: adjustment.commissionDelta,
      conversionId: adjustment.conversionId,
      adjustmentId: adjustment.id,
      createdBy: adjustment.createdBy,
    },
  ]);
}
