import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import {
  ledgerEntries,
  networks,
  partners,
  paymentRuns,
  selfBillItems,
  selfBills,
} from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { fromUnits, toUnits } from '@/lib/money/amount';
import { requireOwnNetwork, requireStaff } from '../access';
import { actorOf, anyId, ChangeSet } from '../audit/change-set';
import { queueEmails, type OutgoingEmail } from '../emails';
import { writeLedgerEntries } from '../ledger/write-entries';
import { paidEmail } from './paid-email';
import { dropSelfBillPdfs } from './pdf-job';
import { itemReturnedEvent, paymentRunEvent, selfBillEvent } from './payment-events';

type SelfBillRow = typeof selfBills.$inferSelect;

/**
 * Marks issued self-bills paid, in the caller's transaction: a payment entry and an e-mail each.
 * Set-based, for a run of 100,000 self-bills: ids go as one array parameter, the entries and
 * e-mails a few thousand rows a statement.
 */
async function payBills(tx: DbOrTx, principal: Principal, bills: SelfBillRow[]): Promise<void> {
  const due = bills.filter((b) => b.status === 'issued');
  if (!due.length) return;
  const now = new Date();
  const ids = due.map((b) => b.id);
  await tx.update(selfBills).set({ status: 'paid', paidAt: now }).where(anyId(selfBills.id, ids));
  // The stored PDFs were made before payment: the document now prints the payment date.
  await dropSelfBillPdfs(tx, ids);
  await writeLedgerEntries(
    tx,
    due.map((b) => ({
      networkId: b.networkId,
      partnerId: b.partnerId,
      currency: b.currency,
      kind: 'payment' as const,
      amount: fromUnits(-toUnits(b.subtotal)),
      selfBillId: b.id,
      createdBy: principal.userId,
    })),
  );
  const [network] = await tx
    .select({ name: networks.name })
    .from(networks)
    .where(eq(networks.id, principal.networkId));
  const contacts = new Map(
    (
      await tx
        .select({ id: partners.id, email: partners.contactEmail, locale: partners.contactLocale })
        .from(partners)
        .where(
          anyId(
            partners.id,
            due.map((b) => b.partnerId),
          ),
        )
    ).map((c) => [c.id, c]),
  );
  const emails: OutgoingEmail[] = [];
  const changes = new ChangeSet(actorOf(principal));
  for (const b of due) {
    const contact = contacts.get(b.partnerId);
    if (contact?.email)
      emails.push(
        paidEmail({
          networkId: b.networkId,
          networkName: network?.name ?? '',
          to: contact.email,
          locale: contact.locale,
          number: b.number,
          total: b.total,
          currency: b.currency,
        }),
      );
    changes
      .change({ entityType: 'self_bill', entityId: b.id, action: 'paid' })
      .event(selfBillEvent('self_bill.paid', { ...b, status: 'paid', paidAt: now }));
  }
  await queueEmails(tx, emails);
  await changes.commit(tx);
}

/** Closes the run once none of its self-bills is still unpaid (payment_run.paid). */
async function closeRunIfPaid(tx: DbOrTx, principal: Principal, runId: number): Promise<void> {
  const open = await tx
    .select({ id: selfBills.id })
    .from(selfBills)
    .where(and(eq(selfBills.runId, runId), ne(selfBills.status, 'paid')))
    .limit(1);
  if (open.length) return;
  const [closed] = await tx
    .update(paymentRuns)
    .set({ status: 'paid', paidAt: new Date() })
    .where(and(eq(paymentRuns.id, runId), eq(paymentRuns.status, 'issued')))
    .returning();
  if (!closed) return;
  const [{ count }] = (await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(selfBills)
    .where(eq(selfBills.runId, runId))) as [{ count: number }];
  await new ChangeSet(actorOf(principal))
    .change({ entityType: 'payment_run', entityId: runId, action: 'paid' })
    .event(paymentRunEvent('payment_run.paid', closed, count))
    .commit(tx);
}

/** Test hook: runs after a run's payments are written, before they commit (the crash test kills there). */
let beforePaidCommit: (() => Promise<void>) | undefined;
export function onRunPaidWritten(hook: (() => Promise<void>) | undefined): void {
  beforePaidCommit = hook;
}

/** Marks every self-bill of an issued run paid (staff). */
export async function markRunPaid(
  db: Db,
  principal: Principal,
  networkId: number,
  runId: number,
): Promise<void> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'mark payments paid');
  await db.transaction(async (tx) => {
    const [run] = await tx
      .select()
      .from(paymentRuns)
      .where(and(eq(paymentRuns.id, runId), eq(paymentRuns.networkId, networkId)))
      .for('update');
    if (!run) throw AppError.notFound('Payment run');
    if (run.status === 'paid') return;
    if (run.status !== 'issued')
      throw new AppError('conflict', 'Only a run whose self-bills are issued can be marked paid');
    const bills = await tx.select().from(selfBills).where(eq(selfBills.runId, runId)).for('update');
    await payBills(tx, principal, bills);
    await closeRunIfPaid(tx, principal, runId);
    await beforePaidCommit?.();
  });
}

async function billOf(tx: DbOrTx, networkId: number, selfBillId: number) {
  const [bill] = await tx
    .select()
    .from(selfBills)
    .where(and(eq(selfBills.id, selfBillId), eq(selfBills.networkId, networkId)))
    .for('update');
  if (!bill) throw AppError.notFound('Self-bill');
  return bill;
}

/** Marks one self-bill paid (staff); paying it twice changes nothing. */
export async function markSelfBillPaid(
  db: Db,
  principal: Principal,
  networkId: number,
  selfBillId: number,
): Promise<void> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'mark payments paid');
  await db.transaction(async (tx) => {
    const [run] = await tx
      .select({ id: paymentRuns.id })
      .from(paymentRuns)
      .innerJoin(selfBills, eq(selfBills.runId, paymentRuns.id))
      .where(and(eq(selfBills.id, selfBillId), eq(paymentRuns.networkId, networkId)))
      .for('update', { of: paymentRuns });
    if (!run) throw AppError.notFound('Self-bill');
    const bill = await billOf(tx, networkId, selfBillId);
    await payBills(tx, principal, [bill]);
    await closeRunIfPaid(tx, principal, bill.runId);
  });
}

/**
 * What returning an item of `amount` puts back: the amount, but never more than the self-bill
 * paid and has not had returned yet. Its netted items (a clawback, the fraction carried forward)
 * mean it paid less than its positive items add up to, and a return cannot make money.
 */
async function returnable(tx: DbOrTx, bill: SelfBillRow, amount: string): Promise<string> {
  const [{ returned }] = (await tx
    .select({ returned: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.selfBillId, bill.id), eq(ledgerEntries.kind, 'payment_returned')),
    )) as [{ returned: string }];
  const left = toUnits(bill.subtotal) - toUnits(returned);
  if (left <= 0n)
    throw new AppError('conflict', 'Everything this self-bill paid has been returned already');
  const units = toUnits(amount);
  return fromUnits(units < left ? units : left);
}

/**
 * The bank returned one item of a paid self-bill (staff): its amount goes back to the balance
 * as a `payment_returned` entry (at most what the bill paid, see returnable), which a later run
 * pays. An item is returned once.
 */
export async function returnSelfBillItem(
  db: Db,
  principal: Principal,
  networkId: number,
  selfBillId: number,
  itemId: number,
  reason: string,
): Promise<void> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'record returned payments');
  await db.transaction(async (tx) => {
    const bill = await billOf(tx, networkId, selfBillId);
    const [item] = await tx
      .select()
      .from(selfBillItems)
      .where(and(eq(selfBillItems.id, itemId), eq(selfBillItems.selfBillId, selfBillId)))
      .for('update');
    if (!item) throw AppError.notFound('Self-bill item');
    if (bill.status !== 'paid')
      throw new AppError('conflict', 'Only an item of a paid self-bill can be returned');
    if (toUnits(item.amount) <= 0n)
      throw new AppError('conflict', 'Only an item that paid money out can be returned');
    if (item.returnedAt) throw new AppError('conflict', 'This item was already returned');
    const [entry] = await tx
      .select({ currency: ledgerEntries.currency })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.id, item.ledgerEntryId));
    if (entry?.currency !== bill.currency)
      throw new AppError(
        'conflict',
        `This item is in ${entry?.currency}, converted on this self-bill: return its ${bill.currency} exchange item instead`,
      );
    const amount = await returnable(tx, bill, item.amount);
    await tx
      .update(selfBillItems)
      .set({ returnedAt: new Date(), returnReason: reason })
      .where(eq(selfBillItems.id, itemId));
    await dropSelfBillPdfs(tx, [bill.id]);
    await writeLedgerEntries(tx, [
      {
        networkId,
        partnerId: bill.partnerId,
        currency: bill.currency,
        kind: 'payment_returned',
        amount,
        selfBillId: bill.id,
        conversionId: null,
        createdBy: principal.userId,
      },
    ]);
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'self_bill_item',
        entityId: itemId,
        action: 'returned',
        after: { reason, amount },
      })
      .event(itemReturnedEvent(bill, { ...item, amount }, reason))
      .commit(tx);
  });
}
