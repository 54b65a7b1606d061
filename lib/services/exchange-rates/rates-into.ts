import type { DbOrTx } from '@/lib/db/client';
import { exchangeRate } from './convert-money';

/** The rate from a currency into the lookup's one, on a day (YYYY-MM-DD). */
export type RateInto = (from: string, day: string) => Promise<string>;

/**
 * exchangeRate into `to` for many rows (an export's): each currency and day is looked up once
 * and kept for the lookup's life, a failed lookup too (it throws ExchangeRateMissing again).
 */
export function ratesInto(db: DbOrTx, networkId: number, to: string): RateInto {
  const known = new Map<string, Promise<string>>();
  return (from, day) => {
    const key = `${from} ${day}`;
    let rate = known.get(key);
    if (!rate) {
      rate = exchangeRate(db, networkId, from, to, day).then((r) => r.rate);
      known.set(key, rate);
    }
    return rate;
  };
}
