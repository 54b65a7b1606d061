import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditEvents, ledgerEntries } from '@/lib/db/schema';
import { advanceLifecycle } from '@/lib/services/earnings';
import { ledgerBalances, makeCommissionAvailable } from '@/lib/services/ledger';
import { useQueue } from '../support/conversions';
import { adjust, DAY, entriesOf, ledgerWorld, setStatus } from '../support/ledger';

// The partner ledger (docs/payments.md#the-ledger-built): entries written as commission becomes
// available, by funding mode; adjustments after availability; exactly once; append-only.

/** Far enough ahead that approved conversions lock and become payable. */
const later = () => new Date(Date.now() + 70 * DAY);

describe('partner ledger', () => {
  useQueue();

  it('scheduled: payable commission becomes available once, net of earlier adjustments, audited', async () => {
    const { net, s, ids } = await ledgerWorld('scheduled');
    await setStatus(s.brandUser.auth, s.campaignId, ids, 'approved');
    // Refund before availability: part of the available amount, no entry of its own.
    expect(
      (
        await adjust(s.brandUser.auth, s.campaignId, ids[0]!, {
          kind: 'refund',
          commission_delta: '-2.5',
        })
      ).status,
    ).toBe(201);
    const db = await getDb();
    await advanceLifecycle(db, new Date(Date.now() + 31 * DAY), net.networkId);
    expect(await entriesOf(s.publisherId)).toEqual([]); // locked, not payable yet
    await advanceLifecycle(db, later(), net.networkId);
    await advanceLifecycle(db, later(), net.networkId);
    const entries = await entriesOf(s.publisherId);
    expect(entries.map((e) => [e.kind, String(e.conversionId), e.amount, e.currency])).toEqual([
      ['commission_available', ids[0], '7.5000', 'GBP'],
      ['commission_available', ids[1], '20.0000', 'GBP'],
    ]);
    expect(await ledgerBalances(db, Number(s.publisherId))).toEqual({ GBP: '27.5000' });
    const audited = await db
      .select({ action: auditEvents.action, after: auditEvents.after })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityType, 'ledger_entry'), eq(auditEvents.networkId, net.networkId)),
      );
    expect(audited.map((a) => a.action)).toEqual(['commission_available', 'commission_available']);
  });

  it('a refund after availability is a negative clawback entry; an amendment up is an adjustment', async () => {
    const { net, s, ids } = await ledgerWorld('scheduled', ['100.00']);
    await setStatus(s.brandUser.auth, s.campaignId, ids, 'approved');
    const db = await getDb();
    await advanceLifecycle(db, new Date(Date.now() + 31 * DAY), net.networkId);
    await advanceLifecycle(db, later(), net.networkId);
    const refund = await adjust(s.brandUser.auth, s.campaignId, ids[0]!, {
      kind: 'refund',
      commission_delta: '-10',
      value_delta: '-100',
    });
    expect(refund.status).toBe(201);
    const up = await adjust(s.brandUser.auth, s.campaignId, ids[0]!, {
      kind: 'amendment',
      commission_delta: '1.25',
    });
    expect(up.status).toBe(201);
    const entries = await entriesOf(s.publisherId);
    expect(
      entries.map((e) => [
        e.kind,
        e.amount,
        e.adjustmentId === null ? null : String(e.adjustmentId),
      ]),
    ).toEqual([
      ['commission_available', '10.0000', null],
      ['clawback', '-10.0000', String(refund.json.data.adjustment_id)],
      ['adjustment', '1.2500', String(up.json.data.adjustment_id)],
    ]);
    expect(await ledgerBalances(db, Number(s.publisherId))).toEqual({ GBP: '1.2500' });
  });

  it('pay_when_paid: payable commission waits for the invoice-paid hook, which counts each conversion once', async () => {
    const { net, s, ids } = await ledgerWorld('pay_when_paid');
    await setStatus(s.brandUser.auth, s.campaignId, [ids[0]!], 'approved');
    const db = await getDb();
    await advanceLifecycle(db, new Date(Date.now() + 31 * DAY), net.networkId);
    await advanceLifecycle(db, later(), net.networkId);
    expect(await entriesOf(s.publisherId)).toEqual([]);
    // The hook: only the payable conversion becomes available (the pending one is not payable).
    const first = await db.transaction((tx) =>
      makeCommissionAvailable(tx, ids.map(Number), net.userId),
    );
    expect(first.map((e) => String(e.conversionId))).toEqual([ids[0]]);
    const again = await db.transaction((tx) => makeCommissionAvailable(tx, ids.map(Number)));
    expect(again).toEqual([]);
    expect(await ledgerBalances(db, Number(s.publisherId))).toEqual({ GBP: '10.0000' });
  });

  it('refuses to edit or delete an entry, and a second entry for the same cause', async () => {
    const { net, s, ids } = await ledgerWorld('scheduled', ['100.00']);
    await setStatus(s.brandUser.auth, s.campaignId, ids, 'approved');
    const db = await getDb();
    await advanceLifecycle(db, new Date(Date.now() + 31 * DAY), net.networkId);
    await advanceLifecycle(db, later(), net.networkId);
    const [entry] = await entriesOf(s.publisherId);
    await expect(
      db.update(ledgerEntries).set({ amount: '99' }).where(eq(ledgerEntries.id, entry!.id)),
    ).rejects.toThrow();
    await expect(db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry!.id))).rejects.toThrow();
    await expect(
      db.insert(ledgerEntries).values({
        networkId: net.networkId,
        partnerId: Number(s.publisherId),
        currency: 'GBP',
        kind: 'commission_available',
        amount: '10',
        conversionId: Number(ids[0]),
      }),
    ).rejects.toThrow();
    expect(await entriesOf(s.publisherId)).toHaveLength(1);
  });
});
