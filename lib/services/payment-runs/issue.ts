import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import {
  networks,
  partnerTaxProfiles,
  paymentRunLines,
  paymentRuns,
  selfBillItems,
  selfBills,
} from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { SelfBillExchange } from '@/lib/db/schema/payment-runs';
import { AppError } from '@/lib/errors';
import { fromUnits, toUnits, truncateTo } from '@/lib/money/amount';
import { payablePlaces } from '@/lib/money/payable-places';
import { actorOf, ChangeSet } from '../audit/change-set';
import { billUnbilledEntries, unbilledTotals } from './gather';
import { getPaymentRun, runOf, type PaymentRun, type PaymentRunRow } from './runs';
import { selfBillTax } from './tax';
import { queueSelfBillPdfs } from './pdf-job';
import { dispatchJob } from '../jobs/dispatch-job';
import { exchangeAtIssue } from './exchange';
import { paymentRunEvent, selfBillEvent } from './payment-events';
import { writeLedgerEntries } from '../ledger/write-entries';

/** Test hook: runs between two self-bills while issuing (the crash test kills the process there). */
let betweenSelfBills: (() => Promise<void>) | undefined;
export function onEachSelfBill(hook: (() => Promise<void>) | undefined): void {
  betweenSelfBills = hook;
}

const BILL_BATCH = 1_000;

type NewSelfBill = typeof selfBills.$inferInsert;
type SelfBillRow = typeof selfBills.$inferSelect;
type Exchanged = Awaited<ReturnType<typeof exchangeAtIssue>>;

/** A self-bill to write, and the fraction (in units) cut off its items' sum and carried forward. */
interface PlannedBill {
  bill: NewSelfBill;
  carried: bigint;
}

/** The run's self-bills, BILL_BATCH rows an INSERT, in the issuing transaction. */
async function writeSelfBills(tx: DbOrTx, bills: NewSelfBill[]): Promise<SelfBillRow[]> {
  const written: SelfBillRow[] = [];
  for (let start = 0; start < bills.length; start += BILL_BATCH) {
    const batch = bills.slice(start, start + BILL_BATCH);
    written.push(...(await tx.insert(selfBills).values(batch).returning()));
    for (let i = 0; i < batch.length; i += 1) await betweenSelfBills?.();
  }
  return written;
}

/**
 * The items of tracked currencies (their entries and the two exchange entries each) on the
 * self-bills: few partners track another currency, so these go in row by row.
 */
async function billExchangedItems(tx: DbOrTx, bills: SelfBillRow[], exchanged: Exchanged) {
  const billOf = new Map(bills.map((b) => [b.partnerId, b.id]));
  const items = [...exchanged].flatMap(([partnerId, x]) =>
    x.items.map((i) => ({
      selfBillId: billOf.get(partnerId)!,
      ledgerEntryId: i.id,
      conversionId: i.conversionId,
      amount: i.amount,
    })),
  );
  for (let start = 0; start < items.length; start += BILL_BATCH)
    await tx
      .insert(selfBillItems)
      .values(items.slice(start, start + BILL_BATCH))
      // An exchange entry stamped at the cut-off itself was billed with the run's currency's.
      .onConflictDoNothing();
}

/**
 * The run's self-bills, numbered after `last` in partner order: one per included partner with
 * unbilled entries, its subtotal their sum cut to what the payment can carry (cents, or whole
 * yen), VAT and withholding by its tax profile to the same places.
 */
async function planSelfBills(
  tx: DbOrTx,
  run: PaymentRunRow,
  last: number,
  networkCountry: string | null,
  totals: { partnerId: number; amount: string }[],
  exchanged: Exchanged,
): Promise<PlannedBill[]> {
  const lines = new Map(
    (
      await tx
        .select({
          partnerId: paymentRunLines.partnerId,
          detailId: paymentRunLines.paymentDetailId,
        })
        .from(paymentRunLines)
        .where(
          and(
            eq(paymentRunLines.runId, run.id),
            isNull(paymentRunLines.exclusion),
            isNotNull(paymentRunLines.paymentDetailId),
          ),
        )
    ).map((l) => [l.partnerId, l.detailId!]),
  );
  const profiles = new Map(
    (
      await tx
        .select()
        .from(partnerTaxProfiles)
        .where(eq(partnerTaxProfiles.networkId, run.networkId))
    ).map((p) => [p.partnerId, p]),
  );
  // The run's-currency entries plus what the tracked currencies converted into (their own
  // items sum to 0 on the bill).
  const units = new Map(totals.map((t) => [t.partnerId, toUnits(t.amount)]));
  for (const [partnerId, x] of exchanged)
    for (const line of x.exchange)
      units.set(partnerId, (units.get(partnerId) ?? 0n) + toUnits(line.toAmount));
  const places = payablePlaces(run.currency, run.paymentType);
  let number = last;
  return [...units.keys()]
    .sort((a, b) => a - b)
    .map((partnerId): PlannedBill => {
      const sum = units.get(partnerId)!;
      const subtotal = fromUnits(truncateTo(sum, places));
      const exchange: SelfBillExchange[] = exchanged.get(partnerId)?.exchange ?? [];
      number += 1;
      return {
        bill: {
          networkId: run.networkId,
          runId: run.id,
          partnerId: partnerId,
          paymentDetailId: lines.get(partnerId)!,
          number,
          currency: run.currency,
          subtotal,
          exchange,
          ...selfBillTax(subtotal, profiles.get(partnerId), networkCountry, places),
        },
        carried: sum - truncateTo(sum, places),
      };
    });
}

/**
 * What each bill cut off its items' sum goes forward (docs/payments.md#rounding-to-what-a-bank-can-pay):
 * a `carried_forward` entry on the bill takes it out, so the bill's items add up to its
 * subtotal, and a `brought_forward` entry, not on any bill, puts it back in the balance for a
 * later run. The two add up to 0: rounding creates and loses nothing.
 */
async function carryFractions(
  tx: DbOrTx,
  bills: SelfBillRow[],
  plan: PlannedBill[],
  userId: number | null,
) {
  const carried = new Map(plan.map((p) => [p.bill.partnerId, p.carried]));
  const entries = bills
    .filter((b) => carried.get(b.partnerId))
    .flatMap((b) => {
      const units = carried.get(b.partnerId)!;
      const entry = { networkId: b.networkId, partnerId: b.partnerId, currency: b.currency };
      const about = { selfBillId: b.id, createdBy: userId };
      return [
        { ...entry, kind: 'carried_forward' as const, amount: fromUnits(-units), ...about },
        { ...entry, kind: 'brought_forward' as const, amount: fromUnits(units), ...about },
      ];
    });
  const written = await writeLedgerEntries(tx, entries);
  const items = written
    .filter((e) => e.kind === 'carried_forward')
    .map((e) => ({ selfBillId: e.selfBillId!, ledgerEntryId: e.id, amount: e.amount }));
  for (let start = 0; start < items.length; start += BILL_BATCH)
    await tx.insert(selfBillItems).values(items.slice(start, start + BILL_BATCH));
}

/**
 * Issues an approved run's self-bills (staff): one per included partner and payment-detail
 * set, numbered in sequence per network, with their items (the unbilled ledger entries up to
 * the cut-off), VAT and withholding. All in one transaction: a crash leaves no self-bill; a
 * second call on an issued run changes nothing. The same transaction queues the job that makes
 * the self-bills' PDFs (./pdf-job.ts).
 */
export async function issuePaymentRun(
  db: Db,
  principal: Principal,
  networkId: number,
  runId: number,
): Promise<PaymentRun> {
  const pdfJob = await db.transaction(async (tx) => {
    const run = await runOf(tx, principal, networkId, runId, true);
    if (run.status === 'issued' || run.status === 'paid') return undefined;
    if (run.status !== 'approved')
      throw new AppError('conflict', 'The run must be approved before its self-bills are issued');
    // Numbering per network: the network row's lock orders concurrent issuers.
    const [network] = await tx
      .select({ taxCountry: networks.taxCountry })
      .from(networks)
      .where(eq(networks.id, networkId))
      .for('update');
    const [{ last }] = (await tx
      .select({ last: sql<number>`coalesce(max(${selfBills.number}), 0)::int` })
      .from(selfBills)
      .where(eq(selfBills.networkId, networkId))) as [{ last: number }];
    const scope = { networkId, currency: run.currency, cutOff: run.cutOff };
    const included = await tx
      .select({ partnerId: paymentRunLines.partnerId })
      .from(paymentRunLines)
      .where(
        and(
          eq(paymentRunLines.runId, runId),
          isNull(paymentRunLines.exclusion),
          isNotNull(paymentRunLines.paymentDetailId),
        ),
      );
    // Totals before the exchange entries exist: those are billed by billExchangedItems.
    const totals = await unbilledTotals(tx, scope, runId);
    const exchanged = await exchangeAtIssue(
      tx,
      scope,
      included.map((l) => l.partnerId),
      principal.userId,
    );
    const plan = await planSelfBills(tx, run, last, network?.taxCountry ?? null, totals, exchanged);
    const bills = await writeSelfBills(
      tx,
      plan.map((p) => p.bill),
    );
    await billUnbilledEntries(tx, scope, runId);
    await billExchangedItems(tx, bills, exchanged);
    await carryFractions(tx, bills, plan, principal.userId);
    const job = bills.length
      ? await queueSelfBillPdfs(tx, principal, run, bills.length)
      : undefined;
    const [issued] = await tx
      .update(paymentRuns)
      .set({ status: 'issued', issuedAt: new Date() })
      .where(eq(paymentRuns.id, runId))
      .returning();
    const changes = new ChangeSet(actorOf(principal));
    for (const bill of bills) changes.event(selfBillEvent('self_bill.issued', bill));
    await changes
      .event(paymentRunEvent('payment_run.issued', issued!, bills.length))
      .change({
        entityType: 'payment_run',
        entityId: runId,
        action: 'issued',
        after: { self_bills: bills.length },
      })
      .commit(tx);
    return job;
  });
  if (pdfJob) await dispatchJob(pdfJob);
  return getPaymentRun(db, principal, networkId, runId);
}
