import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { partnerPaymentDetails } from '@/lib/db/schema';
import type { SelfBillExchange } from '@/lib/db/schema/payment-runs';
import { fromUnits, timesRate, toUnits } from '@/lib/money/amount';
import { AppError } from '@/lib/errors';
import { convertMoney, ExchangeRateMissing } from '../exchange-rates/convert-money';
import { writeLedgerEntries } from '../ledger/write-entries';
import { unbilledBalances, unbilledEntries, type RunScope } from './gather';

/**
 * Tracked currencies in a run (docs/payments.md#exchange-in-runs-built): a partner's set that
 * pays in the run's currency and tracks others has its unbilled balance in each of those
 * converted at the network's rate in force on the run's cut-off day (convertMoney's rule: the
 * balance times the rate, half up to 0.0001, once per partner and currency).
 */

export interface RunRate {
  from: string;
  rate: string;
  rateDate: string;
  source: string;
}

/** The rates from each currency into the run's, looked up once per currency; null: none. */
export function rateBook(tx: DbOrTx, scope: RunScope) {
  const found = new Map<string, Promise<RunRate | null>>();
  return (from: string) => {
    if (!found.has(from))
      found.set(
        from,
        convertMoney(tx, scope.networkId, '0', from, scope.currency, scope.cutOff).then(
          (c) => ({ from, rate: c.rate, rateDate: c.rateDate, source: c.source }),
          (error) => {
            if (error instanceof ExchangeRateMissing) return null;
            throw error;
          },
        ),
      );
    return found.get(from)!;
  };
}

export const converted = (amount: string, rate: RunRate): string =>
  fromUnits(timesRate(toUnits(amount), rate.rate));

export const exchangeLine = (amount: string, rate: RunRate, to: string): SelfBillExchange => ({
  from: rate.from,
  to,
  fromAmount: fromUnits(toUnits(amount)),
  toAmount: converted(amount, rate),
  rate: rate.rate,
  rateDate: rate.rateDate,
  source: rate.source,
});

/**
 * Per partner, its unbilled balances in the other currencies its set for the run's currency
 * tracks (only partners with such a set; zero balances left out).
 */
export async function trackedBalances(
  tx: DbOrTx,
  scope: RunScope,
  onlyPartners?: number[],
): Promise<Map<number, { currency: string; amount: string }[]>> {
  const sets = await tx
    .select({
      partnerId: partnerPaymentDetails.partnerId,
      tracked: partnerPaymentDetails.trackedCurrencies,
    })
    .from(partnerPaymentDetails)
    .where(
      and(
        eq(partnerPaymentDetails.networkId, scope.networkId),
        eq(partnerPaymentDetails.paidCurrency, scope.currency),
        // Only sets tracking another currency than the run's (few): not every set of the network.
        sql`${partnerPaymentDetails.trackedCurrencies} - ${scope.currency}::text <> '[]'::jsonb`,
      ),
    );
  const trackers = new Map<string, Set<number>>();
  for (const set of sets) {
    if (onlyPartners && !onlyPartners.includes(set.partnerId)) continue;
    for (const currency of set.tracked)
      if (currency !== scope.currency)
        trackers.set(currency, (trackers.get(currency) ?? new Set()).add(set.partnerId));
  }
  const out = new Map<number, { currency: string; amount: string }[]>();
  for (const [currency, partnerIds] of [...trackers].sort(([a], [b]) => a.localeCompare(b)))
    for (const b of await unbilledBalances(tx, { ...scope, currency }))
      if (partnerIds.has(b.partnerId))
        out.set(b.partnerId, [...(out.get(b.partnerId) ?? []), { currency, amount: b.amount }]);
  return out;
}

type Entry = Awaited<ReturnType<typeof unbilledEntries>>[number];

/**
 * At issue: per partner, the tracked currencies' unbilled entries and two `exchange` ledger
 * entries per currency (minus the balance in it, plus the converted amount in the run's), all
 * to be items of the partner's self-bill, and the exchange lines it stores. The items in the
 * tracked currency sum to 0, so the self-bill's net is the run's-currency items' sum.
 */
export async function exchangeAtIssue(
  tx: DbOrTx,
  scope: RunScope,
  partnerIds: number[],
  userId: number,
): Promise<Map<number, { items: Entry[]; exchange: SelfBillExchange[] }>> {
  const out = new Map<number, { items: Entry[]; exchange: SelfBillExchange[] }>();
  const tracked = await trackedBalances(tx, scope, partnerIds);
  if (!tracked.size) return out;
  const rateOf = rateBook(tx, scope);
  const byCurrency = new Map<string, number[]>();
  for (const [partnerId, balances] of tracked)
    for (const t of balances)
      byCurrency.set(t.currency, [...(byCurrency.get(t.currency) ?? []), partnerId]);
  for (const [currency, ids] of byCurrency) {
    const rate = await rateOf(currency);
    if (!rate)
      throw new AppError(
        'conflict',
        `No exchange rate for ${currency}→${scope.currency} on ${scope.cutOff.toISOString().slice(0, 10)}: import the rates, then issue the run again`,
      );
    const entries = await unbilledEntries(tx, { ...scope, currency }, ids);
    for (const partnerId of ids) {
      const balance = tracked.get(partnerId)!.find((t) => t.currency === currency)!;
      const line = exchangeLine(balance.amount, rate, scope.currency);
      const common = {
        networkId: scope.networkId,
        partnerId,
        kind: 'exchange' as const,
        createdBy: userId,
      };
      const written = await writeLedgerEntries(tx, [
        { ...common, currency, amount: fromUnits(-toUnits(line.fromAmount)) },
        { ...common, currency: scope.currency, amount: line.toAmount },
      ]);
      const mine = out.get(partnerId) ?? { items: [], exchange: [] };
      mine.items.push(
        ...entries.filter((e) => e.partnerId === partnerId),
        ...written.map((e) => ({ id: e.id, partnerId, conversionId: null, amount: e.amount })),
      );
      mine.exchange.push(line);
      out.set(partnerId, mine);
    }
  }
  return out;
}
