import type { Tx } from '@/lib/db/client';
import type { EcbRate } from './exchange-rates/ecb-xml';
import { storeRates } from './exchange-rates/import-rates';
import { DEMO_DAYS } from './demo-clicks';

const DAY = 86_400_000;

/** Rough units per euro the demo's rates wander around. */
const DEMO_RATE_CENTRES: Record<string, number> = { USD: 1.09, GBP: 0.852, JPY: 163.4 };

/**
 * Plausible euro rates for `currency` on the day `dayNumber` days after 1970-01-01: a slow
 * wave and a fast ripple of a few percent, five significant digits as the ECB publishes. A
 * function of the calendar day alone, so every seed gives a day the same rate.
 */
export function demoRate(currency: string, dayNumber: number): string {
  const centre = DEMO_RATE_CENTRES[currency]!;
  const phase = currency.charCodeAt(0) + currency.charCodeAt(2);
  const drift = 0.025 * Math.sin((dayNumber + phase) / 11) + 0.004 * Math.sin(dayNumber / 1.7);
  return (centre * (1 + drift)).toPrecision(5);
}

/** The demo's rates: every weekday (the ECB publishes none at weekends) of the demo's days up to `today`. */
export function demoRates(today: Date, days = DEMO_DAYS): EcbRate[] {
  const last = Math.floor(today.getTime() / DAY);
  const rates: EcbRate[] = [];
  for (let dayNumber = last - days; dayNumber <= last; dayNumber++) {
    const weekday = new Date(dayNumber * DAY).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const date = new Date(dayNumber * DAY).toISOString().slice(0, 10);
    for (const currency of Object.keys(DEMO_RATE_CENTRES))
      rates.push({ date, currency, rate: demoRate(currency, dayNumber) });
  }
  return rates;
}

/** Stores the demo's rates for the network, marked source 'demo'. */
export async function seedDemoRates(tx: Tx, networkId: number, today = new Date()): Promise<void> {
  await storeRates(tx, networkId, 'demo', demoRates(today));
}
