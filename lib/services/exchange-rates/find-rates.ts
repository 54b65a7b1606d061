import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { exchangeRates } from '@/lib/db/schema';

/** Where a set of rates came from: the ECB day and source they were published for. */
export interface RateDay {
  date: string;
  source: string;
}

/** The source chosen when two publish the same day: the ECB's own rates before demo ones. */
const sourceOrder = sql`case ${exchangeRates.source} when 'ecb' then 0 else 1 end`;

/**
 * The latest day on or before `onDate` with a rate for every one of `currencies` from one
 * source (the ECB publishes none on weekends and TARGET holidays), or null. Ties between
 * sources go to 'ecb', then by name.
 */
export async function latestRateDay(
  db: DbOrTx,
  networkId: number,
  currencies: string[],
  onDate: string,
): Promise<RateDay | null> {
  // Usually the first currency's latest day has the others too: one index probe each.
  const [first] = await db
    .select({ date: exchangeRates.date, source: exchangeRates.source })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.networkId, networkId),
        eq(exchangeRates.currency, currencies[0]!),
        lte(exchangeRates.date, onDate),
      ),
    )
    .orderBy(desc(exchangeRates.date), sourceOrder, exchangeRates.source)
    .limit(1);
  if (!first) return null;
  if (
    currencies.length === 1 ||
    (await ratesOfDay(db, networkId, first, currencies)).size === currencies.length
  )
    return first;
  return latestCommonDay(db, networkId, currencies, onDate);
}

/** latestRateDay's slow path: every day both currencies have, grouped. */
async function latestCommonDay(
  db: DbOrTx,
  networkId: number,
  currencies: string[],
  onDate: string,
): Promise<RateDay | null> {
  const [row] = await db
    .select({ date: exchangeRates.date, source: exchangeRates.source })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.networkId, networkId),
        inArray(exchangeRates.currency, currencies),
        lte(exchangeRates.date, onDate),
      ),
    )
    .groupBy(exchangeRates.date, exchangeRates.source)
    .having(sql`count(*) = ${currencies.length}`)
    .orderBy(desc(exchangeRates.date), sourceOrder, exchangeRates.source)
    .limit(1);
  return row ?? null;
}

/** The rates of one day and source, by currency (all of them, or only `currencies`). */
export async function ratesOfDay(
  db: DbOrTx,
  networkId: number,
  day: RateDay,
  currencies?: string[],
): Promise<Map<string, string>> {
  const rows = await db
    .select({ currency: exchangeRates.currency, rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.networkId, networkId),
        eq(exchangeRates.date, day.date),
        eq(exchangeRates.source, day.source),
        currencies ? inArray(exchangeRates.currency, currencies) : undefined,
      ),
    )
    .orderBy(exchangeRates.currency);
  return new Map(rows.map((r) => [r.currency, r.rate]));
}

/** The latest day on or before `onDate` with any rate, preferring 'ecb' on a tie, or null. */
export async function latestAnyRateDay(
  db: DbOrTx,
  networkId: number,
  onDate: string,
): Promise<RateDay | null> {
  const [row] = await db
    .select({ date: exchangeRates.date, source: exchangeRates.source })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.networkId, networkId), lte(exchangeRates.date, onDate)))
    .orderBy(desc(exchangeRates.date), sourceOrder, exchangeRates.source)
    .limit(1);
  return row ?? null;
}

/** Which of `currencies` have no rate at all on or before `onDate`. */
export async function currenciesWithoutRate(
  db: DbOrTx,
  networkId: number,
  currencies: string[],
  onDate: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ currency: exchangeRates.currency })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.networkId, networkId),
        inArray(exchangeRates.currency, currencies),
        lte(exchangeRates.date, onDate),
      ),
    );
  const known = new Set(rows.map((r) => r.currency));
  return currencies.filter((c) => !known.has(c));
}
