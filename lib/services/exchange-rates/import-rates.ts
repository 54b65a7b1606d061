import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { inChunks } from '@/lib/db/batch';
import { exchangeRates } from '@/lib/db/schema';
import type { EcbRate } from './ecb-xml';

export interface ImportSummary {
  /** Rates in the file. */
  rates: number;
  /** Days in the file. */
  dates: number;
  firstDate: string;
  lastDate: string;
  /** Rates that were new or had another value; 0 when the same file is imported again. */
  changed: number;
}

/**
 * Stores `rates` under `source` for the network, in the caller's transaction: a (date,
 * currency, source) already stored takes the file's rate. Importing a file twice changes nothing.
 */
export async function storeRates(
  tx: DbOrTx,
  networkId: number,
  source: string,
  rates: EcbRate[],
): Promise<ImportSummary> {
  let changed = 0;
  await inChunks(rates, async (slice) => {
    const written = await tx
      .insert(exchangeRates)
      .values(slice.map((r) => ({ networkId, source, ...r })))
      .onConflictDoUpdate({
        target: [
          exchangeRates.networkId,
          exchangeRates.date,
          exchangeRates.currency,
          exchangeRates.source,
        ],
        set: { rate: sql`excluded.rate` },
        // Numeric compares by value: "1.10" and "1.1" are the same rate and not rewritten.
        setWhere: sql`${exchangeRates.rate} <> excluded.rate`,
      })
      .returning({ id: exchangeRates.id });
    changed += written.length;
  });
  const dates = [...new Set(rates.map((r) => r.date))].sort();
  return {
    rates: rates.length,
    dates: dates.length,
    firstDate: dates[0] ?? '',
    lastDate: dates.at(-1) ?? '',
    changed,
  };
}
