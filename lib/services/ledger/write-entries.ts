import type { DbOrTx } from '@/lib/db/client';
import { inChunks } from '@/lib/db/batch';
import { ledgerEntries } from '@/lib/db/schema';
import { ChangeSet, systemActor } from '../audit/change-set';

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntry = Omit<typeof ledgerEntries.$inferInsert, 'id' | 'createdAt'>;

/**
 * Appends entries in the caller's transaction, each with its audit row; an entry whose cause
 * already has one (the unique indexes) is skipped, so a retried move writes nothing twice.
 * Answers the entries written.
 */
export async function writeLedgerEntries(
  tx: DbOrTx,
  entries: NewLedgerEntry[],
): Promise<LedgerEntryRow[]> {
  if (!entries.length) return [];
  const written: LedgerEntryRow[] = [];
  await inChunks(entries, async (slice) =>
    written.push(
      ...(await tx.insert(ledgerEntries).values(slice).onConflictDoNothing().returning()),
    ),
  );
  const byNetwork = new Map<string, LedgerEntryRow[]>();
  for (const e of written) {
    const key = `${e.networkId}:${e.createdBy ?? ''}`;
    const rows = byNetwork.get(key);
    if (rows) rows.push(e);
    else byNetwork.set(key, [e]);
  }
  for (const rows of byNetwork.values()) {
    const changes = new ChangeSet(systemActor(rows[0]!.networkId, rows[0]!.createdBy));
    for (const e of rows)
      changes.change({
        entityType: 'ledger_entry',
        entityId: e.id,
        action: e.kind,
        after: {
          publisher_id: String(e.partnerId),
          currency: e.currency,
          amount: e.amount,
          conversion_id: e.conversionId === null ? null : String(e.conversionId),
          adjustment_id: e.adjustmentId === null ? null : String(e.adjustmentId),
        },
      });
    await changes.commit(tx);
  }
  return written;
}
