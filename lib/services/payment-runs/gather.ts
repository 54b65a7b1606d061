import { and, eq, inArray, isNotNull, isNull, lte, notExists, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import {
  conversionAdjustments,
  conversions,
  ledgerEntries,
  paidSearchViolations,
  participations,
  paymentRunLines,
  selfBillItems,
  selfBills,
} from '@/lib/db/schema';
import type { LedgerEntryKind } from '@/lib/schemas/enums';

/**
 * Entries a run pays: commission moves, returned payments and fractions carried from an earlier
 * self-bill, not yet on a self-bill.
 */
export const PAYABLE_KINDS: LedgerEntryKind[] = [
  'commission_available',
  'adjustment',
  'clawback',
  'payment_returned',
  'exchange',
  'carried_forward',
  'brought_forward',
];

export interface RunScope {
  networkId: number;
  currency: string;
  cutOff: Date;
}

/** The conversion a ledger entry is of: its own, or its adjustment's. */
export const entryConversion = sql`coalesce(${ledgerEntries.conversionId}, (select ${conversionAdjustments.conversionId} from ${conversionAdjustments} where ${conversionAdjustments.id} = ${ledgerEntries.adjustmentId}))`;

/**
 * Whether a ledger entry is of a sale in one of its participation's paid-search violation
 * windows (docs/fraud.md#paid-search-violations): never paid. The CASE looks for the sale only
 * for the few partners with a window, so the runs' scans of every entry stay cheap.
 */
export function inPaidSearchWindow(networkId: number): SQL {
  return sql`case when ${ledgerEntries.partnerId} in (
      select ${participations.partnerId} from ${paidSearchViolations}
      join ${participations} on ${participations.id} = ${paidSearchViolations.participationId}
      where ${paidSearchViolations.networkId} = ${networkId})
    then exists (
      select 1 from ${paidSearchViolations}
      join ${participations} on ${participations.id} = ${paidSearchViolations.participationId}
      join ${conversions} on ${conversions.campaignId} = ${participations.campaignId}
        and ${conversions.partnerId} = ${participations.partnerId}
      where ${paidSearchViolations.networkId} = ${networkId}
        and ${conversions.id} = ${entryConversion}
        and ${conversions.conversionTime} >= ${paidSearchViolations.startAt}
        and (${paidSearchViolations.endAt} is null
          or ${conversions.conversionTime} < ${paidSearchViolations.endAt}))
    else false end`;
}

/** The ledger entries of the scope not yet on a self-bill, payable or not. */
export function unbilledAny(tx: DbOrTx, scope: RunScope) {
  return and(
    eq(ledgerEntries.networkId, scope.networkId),
    eq(ledgerEntries.currency, scope.currency),
    lte(ledgerEntries.createdAt, scope.cutOff),
    inArray(ledgerEntries.kind, PAYABLE_KINDS),
    notExists(
      tx
        .select({ one: sql`1` })
        .from(selfBillItems)
        .where(eq(selfBillItems.ledgerEntryId, ledgerEntries.id)),
    ),
  );
}

/** The ledger entries a run of the scope pays (the WHERE of a query on ledger_entries). */
export function unbilled(tx: DbOrTx, scope: RunScope) {
  return and(unbilledAny(tx, scope), sql`not (${inPaidSearchWindow(scope.networkId)})`);
}

/** Per partner, the sum of its unbilled entries up to the cut-off (negative sums included). */
export async function unbilledBalances(tx: DbOrTx, scope: RunScope) {
  return tx
    .select({
      partnerId: ledgerEntries.partnerId,
      amount: sql<string>`sum(${ledgerEntries.amount})::text`,
    })
    .from(ledgerEntries)
    .where(unbilled(tx, scope))
    .groupBy(ledgerEntries.partnerId)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`)
    .orderBy(ledgerEntries.partnerId);
}

/** The unbilled entries of the partners, to become self-bill items. */
export async function unbilledEntries(tx: DbOrTx, scope: RunScope, partnerIds: number[]) {
  if (!partnerIds.length) return [];
  return tx
    .select({
      id: ledgerEntries.id,
      partnerId: ledgerEntries.partnerId,
      conversionId: sql<number | null>`${entryConversion}`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .where(and(unbilled(tx, scope), inArray(ledgerEntries.partnerId, partnerIds)))
    .orderBy(ledgerEntries.id);
}

/** The run's included partners with payment details (the issuing's partners). */
function runPartners(tx: DbOrTx, runId: number) {
  return tx
    .select({ partnerId: paymentRunLines.partnerId })
    .from(paymentRunLines)
    .where(
      and(
        eq(paymentRunLines.runId, runId),
        isNull(paymentRunLines.exclusion),
        isNotNull(paymentRunLines.paymentDetailId),
      ),
    );
}

/** Per included partner of the run, the sum of its unbilled entries: the self-bills' subtotals. */
export async function unbilledTotals(tx: DbOrTx, scope: RunScope, runId: number) {
  return tx
    .select({
      partnerId: ledgerEntries.partnerId,
      amount: sql<string>`sum(${ledgerEntries.amount})::text`,
    })
    .from(ledgerEntries)
    .where(and(unbilled(tx, scope), inArray(ledgerEntries.partnerId, runPartners(tx, runId))))
    .groupBy(ledgerEntries.partnerId)
    .orderBy(ledgerEntries.partnerId);
}

/**
 * Puts every unbilled entry of the run's partners on its partner's self-bill of the run, in one
 * INSERT ... SELECT (the self-bills are written first).
 */
export async function billUnbilledEntries(tx: DbOrTx, scope: RunScope, runId: number) {
  const entries = tx
    .select({
      selfBillId: selfBills.id,
      ledgerEntryId: ledgerEntries.id,
      conversionId: entryConversion,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .innerJoin(
      selfBills,
      and(eq(selfBills.runId, runId), eq(selfBills.partnerId, ledgerEntries.partnerId)),
    )
    .where(unbilled(tx, scope))
    .orderBy(ledgerEntries.id);
  await tx.execute(
    sql`insert into ${selfBillItems} (self_bill_id, ledger_entry_id, conversion_id, amount) ${entries}`,
  );
}
