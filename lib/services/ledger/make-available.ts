import { and, asc, eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { conversionLocks, conversions, ledgerEntries, networks } from '@/lib/db/schema';
import type { FundingMode } from '@/lib/schemas/enums';
import { fromUnits, toUnits } from '@/lib/money/amount';
import { adjustmentTotals } from '../earnings/adjustment-totals';
import { writeLedgerEntries, type LedgerEntryRow } from './write-entries';

/**
 * Makes payable conversions available to their partners: one `commission_available` entry per
 * conversion, of its net commission (as locked, plus every adjustment so far), in the caller's
 * transaction. Conversions that are not payable, or already available, are left alone.
 *
 * This is the hook a paid brand invoice calls (lib/services/invoices/invoice-states.ts); the
 * lifecycle calls it for scheduled networks as conversions become payable. The conversion rows
 * are locked first (in id order), as an adjustment locks its conversion before it writes, so an
 * adjustment lands either in the available amount or in an entry of its own, never both.
 */
export async function makeCommissionAvailable(
  tx: DbOrTx,
  conversionIds: number[],
  userId: number | null = null,
): Promise<LedgerEntryRow[]> {
  if (!conversionIds.length) return [];
  await tx
    .select({ id: conversions.id })
    .from(conversions)
    .where(inArray(conversions.id, conversionIds))
    .orderBy(asc(conversions.id))
    .for('update');
  const due = await tx
    .select({
      conversionId: conversionLocks.conversionId,
      networkId: conversionLocks.networkId,
      partnerId: conversionLocks.partnerId,
      commission: conversionLocks.commission,
      currency: conversionLocks.commissionCurrency,
    })
    .from(conversionLocks)
    .where(
      and(
        inArray(conversionLocks.conversionId, conversionIds),
        isNotNull(conversionLocks.payableAt),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(ledgerEntries)
            .where(
              and(
                eq(ledgerEntries.conversionId, conversionLocks.conversionId),
                eq(ledgerEntries.kind, 'commission_available'),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(conversionLocks.conversionId));
  if (!due.length) return [];
  const adjusted = await adjustmentTotals(
    tx,
    due.map((d) => d.conversionId),
  );
  return writeLedgerEntries(
    tx,
    due.map((d) => ({
      networkId: d.networkId,
      partnerId: d.partnerId,
      currency: d.currency,
      kind: 'commission_available' as const,
      amount: fromUnits(toUnits(d.commission) + (adjusted.get(d.conversionId) ?? 0n)),
      conversionId: d.conversionId,
      createdBy: userId,
    })),
  );
}

/** The funding mode of each of the networks. */
export async function fundingModes(
  tx: DbOrTx,
  networkIds: number[],
): Promise<Map<number, FundingMode>> {
  if (!networkIds.length) return new Map();
  const rows = await tx
    .select({ id: networks.id, mode: networks.fundingMode })
    .from(networks)
    .where(inArray(networks.id, [...new Set(networkIds)]));
  return new Map(rows.map((r) => [r.id, r.mode]));
}

/** The lifecycle's step: of the conversions that just became payable, those on scheduled networks become available. */
export async function availableOnSchedule(
  tx: DbOrTx,
  payable: { conversionId: number; networkId: number }[],
): Promise<void> {
  const modes = await fundingModes(
    tx,
    payable.map((p) => p.networkId),
  );
  await makeCommissionAvailable(
    tx,
    payable.filter((p) => modes.get(p.networkId) === 'scheduled').map((p) => p.conversionId),
  );
}
