import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import * as holdsRoute from '@/app/(api)/v3/network/[networkId]/partners/[partnerId]/payment-holds/route';
import * as releaseHoldRoute from '@/app/(api)/v3/network/[networkId]/payment-holds/[holdId]/release/route';
import * as holdListRoute from '@/app/(api)/v3/network/[networkId]/payment-holds/route';
import {
  auditEvents,
  emailOutbox,
  partnerPaymentDetails,
  partners,
  selfBillItems,
  selfBills,
} from '@/lib/db/schema';
import { writeLedgerEntries } from '@/lib/services/ledger/write-entries';
import { approvedPartner } from '../support/campaigns';
import { useQueue } from '../support/conversions';
import { entriesOf } from '../support/ledger';
import { call, type TestNetwork } from '../support/harness';
import {
  approveRun,
  availableWorld,
  discardRun,
  gbDetails,
  issueRun,
  payBill,
  payRun,
  readRun,
  returnItem,
  secondStaff,
  setNetworkPayments,
  startRun,
} from '../support/payment-runs';

// Payment runs (docs/payments.md#payment-runs-built): preview with exclusions, approval, self-bills,
// paid and returned.

const GBP_BANK = { currency: 'GBP', payment_type: 'bank_transfer' };

async function billsOf(runId: string) {
  const db = await getDb();
  return db
    .select()
    .from(selfBills)
    .where(eq(selfBills.runId, Number(runId)))
    .orderBy(asc(selfBills.number));
}
async function itemsOf(selfBillId: number) {
  const db = await getDb();
  return db
    .select()
    .from(selfBillItems)
    .where(eq(selfBillItems.selfBillId, selfBillId))
    .orderBy(asc(selfBillItems.id));
}
const holdRoute = (net: TestNetwork, partnerId: string, body: unknown) =>
  call(holdsRoute, `/v3/network/${net.networkId}/partners/${partnerId}/payment-holds`, {
    method: 'POST',
    auth: net.auth,
    body,
    params: { networkId: String(net.networkId), partnerId },
  });
const holdList = (net: TestNetwork, query = '') =>
  call(holdListRoute, `/v3/network/${net.networkId}/payment-holds${query}`, {
    auth: net.auth,
    params: { networkId: String(net.networkId) },
  });
const releaseRoute = (net: TestNetwork, holdId: string) =>
  call(releaseHoldRoute, `/v3/network/${net.networkId}/payment-holds/${holdId}/release`, {
    method: 'POST',
    auth: net.auth,
    body: { reason: 'Checked: the traffic is fine' },
    params: { networkId: String(net.networkId), holdId },
  });
/** Takes a run through approval, issue and payment, closing it. */
async function payRunThrough(net: TestNetwork, runId: string) {
  expect((await approveRun(net.auth, net, runId)).status).toBe(200);
  expect((await issueRun(net.auth, net, runId)).status).toBe(200);
  expect((await payRun(net.auth, net, runId)).status).toBe(200);
}
const balanceOf = async (partnerId: string) =>
  (await entriesOf(partnerId)).reduce((sum, e) => sum + Number(e.amount), 0);

describe('payment runs', () => {
  useQueue();

  it('previews, approves, issues one self-bill, pays it (ledger and e-mail) and takes a returned item back', async () => {
    const { net, s } = await availableWorld();
    await gbDetails(s.partner.auth, s.publisherId);
    const started = await startRun(net.auth, net, GBP_BANK);
    expect(started.status).toBe(201);
    expect(started.json.data).toMatchObject({
      status: 'previewed',
      total: '30.0000',
      included_count: 1,
      excluded_count: 0,
      needs_second_approver: false,
    });
    const runId = started.json.data.id as string;
    expect((await issueRun(net.auth, net, runId)).status).toBe(409);
    expect((await approveRun(net.auth, net, runId)).json.data.status).toBe('approved');
    const issued = await issueRun(net.auth, net, runId);
    expect(issued.status).toBe(200);
    expect(issued.json.data.status).toBe('issued');
    // Issuing again changes nothing.
    expect((await issueRun(net.auth, net, runId)).status).toBe(200);
    const [bill, ...more] = await billsOf(runId);
    expect(more).toEqual([]);
    expect(bill).toMatchObject({ subtotal: '30.0000', vat: '0.0000', total: '30.0000' });
    expect(bill!.vatNote).toContain('not registered for VAT');
    const items = await itemsOf(bill!.id);
    expect(items.map((i) => i.amount)).toEqual(['10.0000', '20.0000']);

    const db = await getDb();
    await db
      .update(partners)
      .set({ contactLocale: 'de' })
      .where(eq(partners.id, Number(s.publisherId)));
    expect((await payRun(net.auth, net, runId)).status).toBe(200);
    expect((await readRun(net.auth, net, runId)).json.data.status).toBe('paid');
    expect(await balanceOf(s.publisherId)).toBe(0);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment_paid'));
    const mine = mails.filter((m) => m.body.includes(net.name));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toContain('Sie wurden bezahlt');
    expect(mine[0]!.body).toContain('30.0000 GBP');
    // Paying again writes no second payment.
    expect((await payBill(net.auth, net, String(bill!.id))).status).toBe(200);
    expect((await entriesOf(s.publisherId)).filter((e) => e.kind === 'payment')).toHaveLength(1);

    const returned = await returnItem(
      net.auth,
      net,
      String(bill!.id),
      String(items[1]!.id),
      'Account closed',
    );
    expect(returned.status).toBe(200);
    expect(await balanceOf(s.publisherId)).toBe(20);
    const again = await returnItem(net.auth, net, String(bill!.id), String(items[1]!.id), 'Again');
    expect(again.status).toBe(409);
    expect(await balanceOf(s.publisherId)).toBe(20);

    // The returned amount is paid by the next run, as an item of its own.
    const next = await startRun(net.auth, net, GBP_BANK);
    expect(next.status).toBe(201);
    expect(next.json.data.total).toBe('20.0000');
  });

  it('excludes partners with the reason: no details, suspended, on hold, details just changed, other method, paid in another currency, negative, below threshold', async () => {
    const { net, s } = await availableWorld();
    await gbDetails(s.partner.auth, s.publisherId, 1); // changed yesterday
    const db = await getDb();
    const others = await Promise.all(Array.from({ length: 7 }, () => approvedPartner(net)));
    const amounts = ['5', '-3', '40', '100', '100', '100', '100'];
    await writeLedgerEntries(
      db,
      others.map((p, i) => ({
        networkId: net.networkId,
        partnerId: Number(p.partnerId),
        currency: 'GBP',
        kind: 'commission_available' as const,
        amount: amounts[i]!,
      })),
    );
    for (const p of others.slice(2)) await gbDetails(p.auth, p.partnerId);
    const [, , belowThreshold, suspended, held, paypal, euros] = others;
    const setOf = (p: typeof suspended) =>
      eq(partnerPaymentDetails.partnerId, Number(p!.partnerId));
    await db.update(partnerPaymentDetails).set({ suspended: true }).where(setOf(suspended));
    await db.update(partnerPaymentDetails).set({ paymentType: 'paypal' }).where(setOf(paypal));
    await db
      .update(partnerPaymentDetails)
      .set({ paidCurrency: 'EUR', trackedCurrencies: ['GBP'] })
      .where(setOf(euros));
    const hold = await holdRoute(net, held!.partnerId, { reason: 'Fraud review' });
    expect(hold.status).toBe(201);
    await setNetworkPayments(net, { paymentThreshold: '50' });
    const run = await startRun(net.auth, net, GBP_BANK);
    expect(run.status).toBe(201);
    const reasons = Object.fromEntries(
      run.json.data.lines.map((l: { partner_id: string; exclusion_reason: string }) => [
        l.partner_id,
        l.exclusion_reason,
      ]),
    );
    expect(reasons).toEqual({
      [s.publisherId]: expect.stringContaining('Payment details changed on'),
      [others[0]!.partnerId]: 'No payment details for this currency',
      [others[1]!.partnerId]: 'Negative balance: carried forward, never paid',
      [belowThreshold!.partnerId]: 'Below the payment threshold of 50.0000',
      [suspended!.partnerId]: 'Payment details suspended',
      [held!.partnerId]: 'On hold: Fraud review',
      [paypal!.partnerId]: "Paid by PayPal, not by this run's method",
      [euros!.partnerId]: 'Paid in EUR: the EUR run converts and pays this balance',
    });
    expect(run.json.data).toMatchObject({ total: '0.0000', included_count: 0, excluded_count: 8 });

    // The open holds, with the partner's name; a release needs its reason.
    const open = await holdList(net);
    expect(open.json.data).toEqual([
      expect.objectContaining({ id: hold.json.data.id, reason: 'Fraud review', released_at: null }),
    ]);
    expect(open.json.data[0].partner_name).toEqual(expect.any(String));
    const noReason = await call(
      releaseHoldRoute,
      `/v3/network/${net.networkId}/payment-holds/${hold.json.data.id}/release`,
      {
        method: 'POST',
        auth: net.auth,
        body: {},
        params: { networkId: String(net.networkId), holdId: hold.json.data.id },
      },
    );
    expect(noReason.status).toBe(400);
    expect(noReason.json.error.errors[0].property).toBe('[reason]');

    // Released, the held partner is included in the next run.
    await payRunThrough(net, run.json.data.id);
    const released = await releaseRoute(net, hold.json.data.id);
    expect(released.status).toBe(200);
    expect(released.json.data.released_at).not.toBeNull();
    expect((await holdList(net)).json.data).toEqual([]);
    expect((await holdList(net, '?status=all')).json.data).toHaveLength(1);
    const next = await startRun(net.auth, net, GBP_BANK);
    expect(next.json.data).toMatchObject({ total: '100.0000', included_count: 1 });
  });

  it('needs a second staff user to approve a total above the network limit', async () => {
    const { net, s } = await availableWorld();
    await gbDetails(s.partner.auth, s.publisherId);
    await setNetworkPayments(net, { paymentApprovalLimit: '25' });
    const run = await startRun(net.auth, net, GBP_BANK);
    expect(run.json.data.needs_second_approver).toBe(true);
    const self = await approveRun(net.auth, net, run.json.data.id);
    expect(self.status).toBe(403);
    expect(JSON.stringify(self.json)).toContain('another staff user');
    expect((await readRun(net.auth, net, run.json.data.id)).json.data.status).toBe('previewed');
    const other = await secondStaff(net);
    expect((await approveRun(other, net, run.json.data.id)).json.data.status).toBe('approved');
  });

  it('two runs for one currency started together: one wins, the other gets 409', async () => {
    const { net, s } = await availableWorld();
    await gbDetails(s.partner.auth, s.publisherId);
    const answers = await Promise.all([
      startRun(net.auth, net, GBP_BANK),
      startRun(net.auth, net, GBP_BANK),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const conflict = answers.find((a) => a.status === 409)!;
    expect(JSON.stringify(conflict.json)).toContain('already open');
  });

  it('discards a run without self-bills, freeing the currency; an issued run stays', async () => {
    const { net, s } = await availableWorld();
    await gbDetails(s.partner.auth, s.publisherId);
    const first = (await startRun(net.auth, net, GBP_BANK)).json.data.id as string;
    expect((await startRun(net.auth, net, GBP_BANK)).status).toBe(409);
    // Only staff of the network.
    expect((await discardRun(s.partner.auth, net, first)).status).toBe(403);
    expect((await discardRun(s.brandUser.auth, net, first)).status).toBe(403);
    expect((await approveRun(net.auth, net, first)).status).toBe(200);
    expect((await discardRun(net.auth, net, first)).status).toBe(204);
    expect((await readRun(net.auth, net, first)).status).toBe(404);
    expect((await discardRun(net.auth, net, first)).status).toBe(404);
    const db = await getDb();
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.networkId, net.networkId), eq(auditEvents.action, 'discarded')));
    expect(audit).toMatchObject({ entityType: 'payment_run', entityId: first });
    expect(audit!.before).toMatchObject({ status: 'approved', currency: 'GBP', total: '30.0000' });

    // The currency is free again; nothing was paid, so the new run pays the same balance.
    const second = await startRun(net.auth, net, GBP_BANK);
    expect(second.status).toBe(201);
    expect(second.json.data).toMatchObject({ total: '30.0000', included_count: 1 });
    const runId = second.json.data.id as string;
    expect((await approveRun(net.auth, net, runId)).status).toBe(200);
    expect((await issueRun(net.auth, net, runId)).status).toBe(200);
    const issued = await discardRun(net.auth, net, runId);
    expect(issued.status).toBe(409);
    expect(issued.json.error.message).toContain('cannot be discarded');
    expect(await billsOf(runId)).toHaveLength(1);
  });

  it('refuses brand and partner users, a future cut-off and an empty return reason with the v3 error body', async () => {
    const { net, s } = await availableWorld();
    expect((await startRun(s.partner.auth, net, GBP_BANK)).status).toBe(403);
    expect((await startRun(s.brandUser.auth, net, GBP_BANK)).status).toBe(403);
    const future = await startRun(net.auth, net, { ...GBP_BANK, cut_off: '2999-01-01T00:00:00Z' });
    expect(future.status).toBe(400);
    expect(JSON.stringify(future.json)).toContain('cut_off');
    const bad = await startRun(net.auth, net, { currency: 'XXX', payment_type: 'cash' });
    expect(bad.status).toBe(400);
    const none = await returnItem(net.auth, net, '1', '1', '');
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.json)).toContain('reason');
    expect(await balanceOf(s.publisherId)).toBe(30);
  });
});
