import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import {
  conversionAdjustments,
  conversionLocks,
  conversions,
  ledgerEntries,
  partnerPaymentDetails,
  selfBillItems,
} from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { LedgerEntryKind } from '@/lib/schemas/enums';
import { addTo, fromUnits, toUnits } from '@/lib/money/amount';
import { partnerEarnings } from '../earnings/earnings';
import { convertMoney, ExchangeRateMissing } from '../exchange-rates/convert-money';

/** Amounts per currency, as text; a currency whose amount is 0 is left out. */
export type PerCurrency = Record<string, string>;

export interface PaymentSummary {
  pending: PerCurrency;
  approved: PerCurrency;
  confirmed: PerCurrency;
  available: PerCurrency;
  paid: PerCurrency;
}

/** Kinds that carry a conversion's commission into the balance (what "confirmed" waits for). */
const COMMISSION_KINDS: LedgerEntryKind[] = ['commission_available', 'adjustment', 'clawback'];

function texts(sums: Map<string, bigint>): PerCurrency {
  return Object.fromEntries(
    [...sums.entries()]
      .filter(([, units]) => units !== 0n)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, units]) => [currency, fromUnits(units)]),
  );
}

function takeFrom(sums: Map<string, bigint>, currency: string, text: string): void {
  sums.set(currency, (sums.get(currency) ?? 0n) - toUnits(text));
}

/** The ledger's sums per currency and kind for one partner. */
async function ledgerSums(db: Db, partnerId: number) {
  return db
    .select({
      currency: ledgerEntries.currency,
      kind: ledgerEntries.kind,
      sum: sql<string>`sum(${ledgerEntries.amount})::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.partnerId, partnerId))
    .groupBy(ledgerEntries.currency, ledgerEntries.kind);
}

/**
 * Where a partner's money stands, per currency (docs/payments.md#reading-balances-built):
 * pending; approved (approved and locked); confirmed (payable, not yet available); available
 * (the ledger balance); paid. The partner's own users or staff.
 */
export async function paymentSummary(
  db: Db,
  principal: Principal,
  partnerId: number,
): Promise<PaymentSummary> {
  const earnings = await partnerEarnings(db, principal, partnerId);
  const pending = new Map<string, bigint>();
  const approved = new Map<string, bigint>();
  const confirmed = new Map<string, bigint>();
  const available = new Map<string, bigint>();
  const paid = new Map<string, bigint>();
  for (const e of earnings) {
    addTo(pending, e.currency, e.pending);
    addTo(approved, e.currency, e.approved);
    addTo(approved, e.currency, e.locked);
    addTo(confirmed, e.currency, e.payable);
  }
  for (const s of await ledgerSums(db, partnerId)) {
    addTo(available, s.currency, s.sum);
    if (COMMISSION_KINDS.includes(s.kind)) takeFrom(confirmed, s.currency, s.sum);
    if (s.kind === 'payment' || s.kind === 'payment_returned') takeFrom(paid, s.currency, s.sum);
  }
  return {
    pending: texts(pending),
    approved: texts(approved),
    confirmed: texts(confirmed),
    available: texts(available),
    paid: texts(paid),
  };
}

export interface AvailableCommission {
  currency: string;
  /** Conversions made available in the currency. */
  items: number;
  /** Their sale value, net of value adjustments (in the sales' currency: the same one on our campaigns). */
  value: string;
  /** The balance. */
  commission: string;
  /** The balance in the currency it is paid in (the set tracking it), at today's rate; else as is. */
  converted: { currency: string; value: string };
}

/** Per currency with a balance other than 0: the balance and the conversions behind it. */
export async function availableCommission(
  db: Db,
  principal: Principal,
  partnerId: number,
): Promise<AvailableCommission[]> {
  await partnerEarnings(db, principal, partnerId);
  const balance = new Map<string, bigint>();
  const items = new Map<string, number>();
  for (const s of await ledgerSums(db, partnerId)) {
    addTo(balance, s.currency, s.sum);
    if (s.kind === 'commission_available') items.set(s.currency, s.count);
  }
  const values = await db
    .select({
      currency: ledgerEntries.currency,
      value: sql<string>`sum(${conversions.value} + coalesce((select sum(${conversionAdjustments.valueDelta}) from ${conversionAdjustments} where ${conversionAdjustments.conversionId} = ${conversions.id}), 0))::text`,
    })
    .from(ledgerEntries)
    .innerJoin(conversions, eq(conversions.id, ledgerEntries.conversionId))
    .where(
      and(eq(ledgerEntries.partnerId, partnerId), eq(ledgerEntries.kind, 'commission_available')),
    )
    .groupBy(ledgerEntries.currency);
  const valueOf = new Map(values.map((v) => [v.currency, v.value]));
  const sets = await db
    .select({
      paid: partnerPaymentDetails.paidCurrency,
      tracked: partnerPaymentDetails.trackedCurrencies,
    })
    .from(partnerPaymentDetails)
    .where(eq(partnerPaymentDetails.partnerId, partnerId));
  const paidIn = (currency: string) =>
    sets.find((set) => set.paid === currency)?.paid ??
    sets.find((set) => set.tracked.includes(currency))?.paid ??
    currency;
  const out: AvailableCommission[] = [];
  for (const [currency, units] of [...balance.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    if (units === 0n) continue;
    const commission = fromUnits(units);
    let converted = { currency, value: commission };
    try {
      const c = await convertMoney(
        db,
        principal.networkId,
        commission,
        currency,
        paidIn(currency),
        new Date(),
      );
      converted = { currency: c.to, value: c.amount };
    } catch (error) {
      if (!(error instanceof ExchangeRateMissing)) throw error;
    }
    out.push({
      currency,
      items: items.get(currency) ?? 0,
      value: fromUnits(toUnits(valueOf.get(currency) ?? '0')),
      commission,
      converted,
    });
  }
  return out;
}

export interface PayableItem {
  conversionId: number;
  campaignId: number;
  conversionReference: string;
  conversionTime: Date;
  payableAt: Date;
  currency: string;
  value: string;
  commissionCurrency: string;
  commission: string;
  available: boolean;
  /** The self-bill whose run paid its commission (null until one does). */
  selfBillId: number | null;
}

export interface PayableReport {
  count: number;
  items: PayableItem[];
  conversionCount: PerCurrency;
  commission: PerCurrency;
  value: PerCurrency;
}

const netValue = sql<string>`(${conversions.value} + coalesce((select sum(${conversionAdjustments.valueDelta}) from ${conversionAdjustments} where ${conversionAdjustments.conversionId} = ${conversionLocks.conversionId}), 0))::text`;
const netCommission = sql<string>`(${conversionLocks.commission} + coalesce((select sum(${conversionAdjustments.commissionDelta}) from ${conversionAdjustments} where ${conversionAdjustments.conversionId} = ${conversionLocks.conversionId}), 0))::text`;

/**
 * The partner's payable conversions, one item per conversion (adjustments are per conversion),
 * net of adjustments, oldest first, with totals per currency over all of them.
 */
export async function payableReport(
  db: Db,
  principal: Principal,
  partnerId: number,
  page: { limit: number; offset: number },
): Promise<PayableReport> {
  await partnerEarnings(db, principal, partnerId);
  const where = and(eq(conversionLocks.partnerId, partnerId), isNotNull(conversionLocks.payableAt));
  const totals = await db
    .select({
      currency: conversions.currency,
      commissionCurrency: conversionLocks.commissionCurrency,
      count: sql<number>`count(*)::int`,
      value: sql<string>`sum(${netValue}::numeric)::text`,
      commission: sql<string>`sum(${netCommission}::numeric)::text`,
    })
    .from(conversionLocks)
    .innerJoin(conversions, eq(conversions.id, conversionLocks.conversionId))
    .where(where)
    .groupBy(conversions.currency, conversionLocks.commissionCurrency);
  const rows = await db
    .select({
      conversionId: conversionLocks.conversionId,
      campaignId: conversionLocks.campaignId,
      conversionReference: conversions.conversionReference,
      conversionTime: conversions.conversionTime,
      payableAt: conversionLocks.payableAt,
      currency: conversions.currency,
      value: netValue,
      commissionCurrency: conversionLocks.commissionCurrency,
      commission: netCommission,
    })
    .from(conversionLocks)
    .innerJoin(conversions, eq(conversions.id, conversionLocks.conversionId))
    .where(where)
    .orderBy(asc(conversionLocks.conversionId))
    .limit(page.limit)
    .offset(page.offset);
  const availableIds = await availableAmong(
    db,
    rows.map((r) => r.conversionId),
  );
  const conversionCount = new Map<string, bigint>();
  const commission = new Map<string, bigint>();
  const value = new Map<string, bigint>();
  for (const t of totals) {
    conversionCount.set(
      t.commissionCurrency,
      (conversionCount.get(t.commissionCurrency) ?? 0n) + BigInt(t.count),
    );
    addTo(commission, t.commissionCurrency, t.commission);
    addTo(value, t.currency, t.value);
  }
  return {
    count: totals.reduce((n, t) => n + t.count, 0),
    items: rows.map((r) => ({
      ...r,
      payableAt: r.payableAt!,
      value: fromUnits(toUnits(r.value)),
      commission: fromUnits(toUnits(r.commission)),
      available: availableIds.has(r.conversionId),
      selfBillId: availableIds.get(r.conversionId) ?? null,
    })),
    conversionCount: Object.fromEntries(
      [...conversionCount.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([c, n]) => [c, String(n)]),
    ),
    commission: texts(commission),
    value: texts(value),
  };
}

/** Of the conversions, those made available, each with the self-bill that holds it (or null). */
async function availableAmong(
  db: Db,
  conversionIds: number[],
): Promise<Map<number, number | null>> {
  if (!conversionIds.length) return new Map();
  const rows = await db
    .select({ id: ledgerEntries.conversionId, selfBillId: selfBillItems.selfBillId })
    .from(ledgerEntries)
    .leftJoin(selfBillItems, eq(selfBillItems.ledgerEntryId, ledgerEntries.id))
    .where(
      and(
        inArray(ledgerEntries.conversionId, conversionIds),
        eq(ledgerEntries.kind, 'commission_available'),
      ),
    );
  return new Map(rows.map((r) => [r.id!, r.selfBillId]));
}

/** A partner's ledger balance per currency (what the property tests and the runs add up). */
export async function ledgerBalances(db: Db, partnerId: number): Promise<PerCurrency> {
  const sums = new Map<string, bigint>();
  for (const s of await ledgerSums(db, partnerId)) addTo(sums, s.currency, s.sum);
  return texts(sums);
}
