import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { crashDatabase, runFixture } from '../support/crash-child';

/**
 * kill -9 while a brand invoice is marked paid on a pay-when-paid network
 * (docs/payments.md#brand-invoices-built): the status and the commission made available (the
 * ledger's hook) are one transaction, so the kill leaves the invoice sent with nothing
 * available; marking it paid after the restart makes each conversion's commission available
 * once, and a second time is refused with nothing written.
 */

const PARTNERS = 4;
const FIXTURE = path.join(__dirname, 'fixtures', 'invoice-payer.ts');

const runChild = (env: NodeJS.ProcessEnv, killOn: string | null) =>
  runFixture(FIXTURE, env, killOn === null ? null : (out) => out.includes(killOn));

async function state(db: Db, networkId: number, invoiceId: number) {
  const [invoice] = await db
    .select({
      status: t.brandInvoices.status,
      paidAt: t.brandInvoices.paidAt,
      commission: t.brandInvoices.commission,
    })
    .from(t.brandInvoices)
    .where(eq(t.brandInvoices.id, invoiceId));
  const items = await db
    .select({
      conversionId: t.brandInvoiceItems.conversionId,
      commission: t.brandInvoiceItems.commission,
    })
    .from(t.brandInvoiceItems)
    .where(eq(t.brandInvoiceItems.invoiceId, invoiceId));
  const entries = await db
    .select({ conversionId: t.ledgerEntries.conversionId, amount: t.ledgerEntries.amount })
    .from(t.ledgerEntries)
    .where(
      and(
        eq(t.ledgerEntries.kind, 'commission_available'),
        inArray(
          t.ledgerEntries.conversionId,
          items.map((i) => i.conversionId),
        ),
      ),
    );
  const [audit] = await db
    .select({
      paid: sql<number>`count(*) filter (where ${t.auditEvents.entityType} = 'invoice' and ${t.auditEvents.action} = 'paid')::int`,
      entries: sql<number>`count(*) filter (where ${t.auditEvents.entityType} = 'ledger_entry')::int`,
    })
    .from(t.auditEvents)
    .where(eq(t.auditEvents.networkId, networkId));
  return { invoice: invoice!, items, entries, audit: audit! };
}

describe('marking an invoice paid under kill -9', () => {
  it('a kill after the commission is written leaves the invoice unpaid with nothing available; the restart makes each available once', async () => {
    const { env, read, cleanup } = crashDatabase('anet-invoice-crash-');
    try {
      const seeded = await runChild({ ...env, MODE: 'seed', PARTNERS: String(PARTNERS) }, null);
      const ids = JSON.parse(/READY (\{.*\})/.exec(seeded.out)![1]!) as {
        networkId: number;
        invoiceId: number;
        userId: number;
      };
      const payEnv = {
        ...env,
        MODE: 'pay',
        NETWORK_ID: String(ids.networkId),
        INVOICE_ID: String(ids.invoiceId),
        USER_ID: String(ids.userId),
      };
      const before = await read((db) => state(db, ids.networkId, ids.invoiceId));
      expect(before.invoice.status).toBe('sent');
      expect(before.items).toHaveLength(PARTNERS * 2);

      const crashed = await runChild({ ...payEnv, SLOW_MS: '10000' }, 'WRITTEN');
      expect(crashed.killed).toBe(true);
      expect(crashed.out).toContain(`WRITTEN ${PARTNERS * 2}`);
      expect(crashed.out).not.toContain('DONE');
      const afterKill = await read((db) => state(db, ids.networkId, ids.invoiceId));
      expect(afterKill.invoice).toMatchObject({ status: 'sent', paidAt: null });
      expect(afterKill.entries).toEqual([]);
      expect(afterKill.audit).toEqual(before.audit);

      const restarted = await runChild(payEnv, null);
      expect(restarted.out).toContain(`WRITTEN ${PARTNERS * 2}`);
      expect(restarted.out).toContain('DONE');
      const paid = await read((db) => state(db, ids.networkId, ids.invoiceId));
      expect(paid.invoice.status).toBe('paid');
      expect(paid.invoice.paidAt).not.toBeNull();
      const byConversion = (pairs: [number | null, string][]) =>
        [...pairs].sort((a, b) => Number(a[0]) - Number(b[0]));
      expect(byConversion(paid.entries.map((e) => [e.conversionId, e.amount]))).toEqual(
        byConversion(paid.items.map((i) => [i.conversionId, i.commission])),
      );
      expect(paid.audit).toEqual({ paid: 1, entries: before.audit.entries + PARTNERS * 2 });
      console.log(
        `invoice crash: killed with ${PARTNERS * 2} entries written (none kept); restart made ${paid.entries.length} available, each once`,
      );

      // Marking it paid again is refused and writes nothing.
      const again = await runChild(payEnv, null);
      expect(again.out).toContain('REFUSED A paid invoice cannot be marked paid');
      expect(await read((db) => state(db, ids.networkId, ids.invoiceId))).toEqual(paid);
    } finally {
      cleanup();
    }
  }, 180_000);
});
