import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { crashDatabase, runFixture } from '../support/crash-child';

/**
 * kill -9 while a payment run issues its self-bills (docs/payments.md#self-bills-built): the run is
 * issued in one transaction, so the kill leaves no self-bill; issuing again after the restart
 * writes each partner's self-bill once, numbered without gaps, each ledger entry on one item.
 * And kill -9 while the issued run is marked paid: nothing is paid until the restart, which pays
 * each self-bill once (one payment entry, one e-mail, one audit row each).
 */

const PARTNERS = 6;
const FIXTURE = path.join(__dirname, 'fixtures', 'payment-run-issuer.ts');

const runChild = (env: NodeJS.ProcessEnv, killAfterBills: number | null) =>
  runFixture(
    FIXTURE,
    env,
    killAfterBills === null ? null : (out) => out.split('BILL').length - 1 >= killAfterBills,
  );

async function seed(env: NodeJS.ProcessEnv) {
  const seeded = await runChild({ ...env, MODE: 'seed', PARTNERS: String(PARTNERS) }, null);
  return JSON.parse(/READY (\{.*\})/.exec(seeded.out)![1]!) as {
    networkId: number;
    runId: number;
    userId: number;
  };
}

/** What paying the run left: bills' states, payment entries, paid e-mails and audit rows. */
async function paid(db: Db, networkId: number, runId: number) {
  const bills = await db
    .select({ id: t.selfBills.id, status: t.selfBills.status })
    .from(t.selfBills)
    .where(eq(t.selfBills.runId, runId));
  const payments = await db
    .select({ selfBillId: t.ledgerEntries.selfBillId, amount: t.ledgerEntries.amount })
    .from(t.ledgerEntries)
    .where(and(eq(t.ledgerEntries.networkId, networkId), eq(t.ledgerEntries.kind, 'payment')));
  const [balance] = await db
    .select({ sum: sql<string>`coalesce(sum(${t.ledgerEntries.amount}), 0)::text` })
    .from(t.ledgerEntries)
    .where(eq(t.ledgerEntries.networkId, networkId));
  const [mails] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.emailOutbox)
    .where(and(eq(t.emailOutbox.networkId, networkId), eq(t.emailOutbox.kind, 'payment_paid')));
  const [audit] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.auditEvents)
    .where(
      and(
        eq(t.auditEvents.networkId, networkId),
        eq(t.auditEvents.entityType, 'self_bill'),
        eq(t.auditEvents.action, 'paid'),
      ),
    );
  const [run] = await db
    .select({ status: t.paymentRuns.status })
    .from(t.paymentRuns)
    .where(eq(t.paymentRuns.id, runId));
  return {
    status: run!.status,
    billStates: [...new Set(bills.map((b) => b.status))],
    paymentsPerBill: new Set(payments.map((p) => p.selfBillId)).size,
    payments: payments.length,
    balance: balance!.sum,
    mails: mails!.n,
    audit: audit!.n,
  };
}

async function state(db: Db, runId: number) {
  const bills = await db
    .select({ id: t.selfBills.id, number: t.selfBills.number })
    .from(t.selfBills)
    .where(eq(t.selfBills.runId, runId));
  const [items] = await db
    .select({
      n: sql<number>`count(*)::int`,
      entries: sql<number>`count(distinct ${t.selfBillItems.ledgerEntryId})::int`,
    })
    .from(t.selfBillItems)
    .innerJoin(t.selfBills, eq(t.selfBills.id, t.selfBillItems.selfBillId))
    .where(eq(t.selfBills.runId, runId));
  const [run] = await db
    .select({ status: t.paymentRuns.status })
    .from(t.paymentRuns)
    .where(eq(t.paymentRuns.id, runId));
  return { bills, items: items!.n, entries: items!.entries, status: run!.status };
}

describe('payment run issuing under kill -9', () => {
  it('a kill mid-issue leaves no self-bill; the restart issues each exactly once', async () => {
    const { env, read, cleanup } = crashDatabase('anet-run-crash-');
    try {
      const ids = await seed(env);
      const issueEnv = {
        ...env,
        MODE: 'issue',
        NETWORK_ID: String(ids.networkId),
        RUN_ID: String(ids.runId),
        USER_ID: String(ids.userId),
      };
      const crashed = await runChild({ ...issueEnv, SLOW_MS: '5000' }, 3);
      expect(crashed.killed).toBe(true);
      expect(crashed.out).not.toContain('DONE');
      const afterKill = await read((db) => state(db, ids.runId));
      expect(afterKill).toEqual({ bills: [], items: 0, entries: 0, status: 'approved' });

      const restarted = await runChild(issueEnv, null);
      expect(restarted.out).toContain('DONE');
      const done = await read((db) => state(db, ids.runId));
      console.log(
        `payment-run crash: killed after 3 of ${PARTNERS} self-bills (none kept); restart issued ${done.bills.length}`,
      );
      expect(done.status).toBe('issued');
      expect(done.bills.map((b) => b.number).sort((a, b) => a - b)).toEqual(
        Array.from({ length: PARTNERS }, (_, i) => i + 1),
      );
      expect(done.items).toBe(PARTNERS * 2);
      expect(done.entries).toBe(PARTNERS * 2);

      // Issuing once more changes nothing.
      await runChild(issueEnv, null);
      expect((await read((db) => state(db, ids.runId))).bills).toHaveLength(PARTNERS);
    } finally {
      cleanup();
    }
  }, 180_000);

  it('a kill while the run is marked paid pays nothing; the restart pays each self-bill once', async () => {
    const { env, read, cleanup } = crashDatabase('anet-run-paid-crash-');
    try {
      const ids = await seed(env);
      const payEnv = {
        ...env,
        MODE: 'pay',
        NETWORK_ID: String(ids.networkId),
        RUN_ID: String(ids.runId),
        USER_ID: String(ids.userId),
      };
      const crashed = await runFixture(FIXTURE, { ...payEnv, SLOW_MS: '5000' }, (out) =>
        out.includes('PAID_WRITTEN'),
      );
      expect(crashed.killed).toBe(true);
      const afterKill = await read((db) => paid(db, ids.networkId, ids.runId));
      expect(afterKill).toMatchObject({
        status: 'issued',
        billStates: ['issued'],
        payments: 0,
        balance: String((12.5 * PARTNERS).toFixed(4)),
        mails: 0,
        audit: 0,
      });

      await runChild(payEnv, null);
      expect(await read((db) => paid(db, ids.networkId, ids.runId))).toEqual({
        status: 'paid',
        billStates: ['paid'],
        paymentsPerBill: PARTNERS,
        payments: PARTNERS,
        balance: '0.0000',
        mails: PARTNERS,
        audit: PARTNERS,
      });
    } finally {
      cleanup();
    }
  }, 300_000);
});
