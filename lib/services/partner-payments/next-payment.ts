import { and, asc, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import {
  ledgerEntries,
  networks,
  partnerPaymentDetails,
  partners,
  paymentRunLines,
  paymentRuns,
  selfBillItems,
} from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { addTo, fromUnits, toUnits } from '@/lib/money/amount';
import { requirePartnerAccess } from '../access';
import { PAYABLE_KINDS } from '../payment-runs/gather';

export interface NextPayment {
  currency: string;
  /** The ledger balance (as the payment summary's `available`). */
  available: string;
  /** What the next run in this currency would pay: entries no self-bill holds yet. */
  unbilled: string;
  threshold: string;
  thresholdSource: 'partner' | 'network';
  /** How much more the unbilled amount needs to reach the threshold (0 when it does). */
  toThreshold: string;
  hasDetails: boolean;
  suspended: boolean;
  /** An open run of the currency that includes the partner: it is being paid now. */
  run: { status: string; startedAt: Date } | null;
}

async function partnerNetwork(db: Db, principal: Principal, partnerId: number) {
  requirePartnerAccess(principal, partnerId);
  const [row] = await db
    .select({ networkId: partners.networkId, threshold: networks.paymentThreshold })
    .from(partners)
    .innerJoin(networks, eq(networks.id, partners.networkId))
    .where(eq(partners.id, partnerId));
  if (!row || row.networkId !== principal.networkId) throw AppError.notFound('Partner');
  return row;
}

async function sumsPerCurrency(db: Db, partnerId: number, unbilledOnly: boolean) {
  const rows = await db
    .select({
      currency: ledgerEntries.currency,
      sum: sql<string>`sum(${ledgerEntries.amount})::text`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.partnerId, partnerId),
        unbilledOnly ? inArray(ledgerEntries.kind, PAYABLE_KINDS) : undefined,
        unbilledOnly
          ? notExists(
              db
                .select({ one: sql`1` })
                .from(selfBillItems)
                .where(eq(selfBillItems.ledgerEntryId, ledgerEntries.id)),
            )
          : undefined,
      ),
    )
    .groupBy(ledgerEntries.currency);
  const sums = new Map<string, bigint>();
  for (const r of rows) addTo(sums, r.currency, r.sum);
  return sums;
}

/**
 * Per currency the partner holds money in or is paid in: the balance, what the next run would
 * pay, the threshold that applies (the payment-detail set's, else the network's) and how far the
 * balance is from it, and a run under way that includes the partner. Staff and the partner's users.
 */
export async function partnerNextPayment(
  db: Db,
  principal: Principal,
  partnerId: number,
): Promise<NextPayment[]> {
  const network = await partnerNetwork(db, principal, partnerId);
  const [available, unbilled, sets, runs] = await Promise.all([
    sumsPerCurrency(db, partnerId, false),
    sumsPerCurrency(db, partnerId, true),
    db
      .select()
      .from(partnerPaymentDetails)
      .where(eq(partnerPaymentDetails.partnerId, partnerId))
      .orderBy(asc(partnerPaymentDetails.id)),
    db
      .select({
        currency: paymentRuns.currency,
        status: paymentRuns.status,
        startedAt: paymentRuns.createdAt,
      })
      .from(paymentRuns)
      .innerJoin(paymentRunLines, eq(paymentRunLines.runId, paymentRuns.id))
      .where(
        and(
          eq(paymentRunLines.partnerId, partnerId),
          isNull(paymentRunLines.exclusion),
          ne(paymentRuns.status, 'paid'),
        ),
      ),
  ]);
  const currencies = [
    ...new Set([...available.keys(), ...unbilled.keys(), ...sets.map((s) => s.paidCurrency)]),
  ].sort();
  return currencies.map((currency) => {
    const set =
      sets.find((s) => s.paidCurrency === currency) ??
      sets.find((s) => s.trackedCurrencies.includes(currency));
    const threshold = toUnits(set?.threshold ?? network.threshold);
    const due = unbilled.get(currency) ?? 0n;
    const run = runs.find((r) => r.currency === currency);
    return {
      currency,
      available: fromUnits(available.get(currency) ?? 0n),
      unbilled: fromUnits(due),
      threshold: fromUnits(threshold),
      thresholdSource: set?.threshold ? 'partner' : 'network',
      toThreshold: fromUnits(due >= threshold ? 0n : threshold - due),
      hasDetails: Boolean(set),
      suspended: set?.suspended ?? false,
      run: run ? { status: run.status, startedAt: run.startedAt } : null,
    };
  });
}
