import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import * as historyRoute from '@/app/(api)/v3/partner/[partnerId]/self-bills/route';
import * as nextRoute from '@/app/(api)/v3/partner/[partnerId]/next-payment/route';
import { getDb } from '@/lib/db/client';
import { partnerPaymentDetails, selfBillItems } from '@/lib/db/schema';
import { call, type TestNetwork } from '../support/harness';
import { approvedPartner } from '../support/campaigns';
import { useQueue } from '../support/conversions';
import {
  approveRun,
  availableWorld,
  gbDetails,
  issueRun,
  payRun,
  returnItem,
  setNetworkPayments,
  startRun,
} from '../support/payment-runs';

// The partner's payment history and next payment (docs/partner-self-service.md#payments).

const history = (auth: string, id: string) =>
  call(historyRoute, `/v3/partner/${id}/self-bills`, { auth, params: { partnerId: id } });
const nextPayment = (auth: string, id: string) =>
  call(nextRoute, `/v3/partner/${id}/next-payment`, { auth, params: { partnerId: id } });

async function issuedRun(net: TestNetwork) {
  const run = await startRun(net.auth, net, { currency: 'GBP', payment_type: 'bank_transfer' });
  expect(run.status).toBe(201);
  await approveRun(net.auth, net, run.json.data.id);
  expect((await issueRun(net.auth, net, run.json.data.id)).status).toBe(200);
  return run.json.data.id as string;
}

describe('partner payments', () => {
  useQueue();

  it('history: issued, then paid, then a returned item with its reason; amounts exact; PDF and CSV paths', async () => {
    const { net, s } = await availableWorld();
    expect((await history(s.partner.auth, s.publisherId)).json.data).toEqual([]);
    await gbDetails(s.partner.auth, s.publisherId);
    const runId = await issuedRun(net);

    const issued = await history(s.partner.auth, s.publisherId);
    expect(issued.status).toBe(200);
    expect(issued.json.data).toHaveLength(1);
    const bill = issued.json.data[0];
    expect(bill).toMatchObject({
      currency: 'GBP',
      net: '30.0000',
      vat: '0.0000',
      total: '30.0000',
      status: 'issued',
      paid_at: null,
      items: 2,
      returned_items: [],
      pdf: `/v3/partner/${s.publisherId}/self-bills/${bill.id}/pdf`,
      csv: `/v3/partner/${s.publisherId}/self-bills/${bill.id}/csv`,
    });
    expect(typeof bill.number).toBe('number');

    await payRun(net.auth, net, runId);
    const paid = (await history(s.partner.auth, s.publisherId)).json.data[0];
    expect(paid.status).toBe('paid');
    expect(paid.paid_at).not.toBeNull();

    const db = await getDb();
    const items = await db
      .select()
      .from(selfBillItems)
      .where(eq(selfBillItems.selfBillId, Number(bill.id)))
      .orderBy(asc(selfBillItems.id));
    expect(
      (await returnItem(net.auth, net, bill.id, String(items[1]!.id), 'Account closed')).status,
    ).toBe(200);
    const returned = (await history(s.partner.auth, s.publisherId)).json.data[0];
    expect(returned.status).toBe('returned');
    expect(returned.returned_items).toEqual([
      expect.objectContaining({
        item_id: String(items[1]!.id),
        conversion_reference: 'order-1',
        amount: '20.0000',
        reason: 'Account closed',
      }),
    ]);
    // Staff read the same history.
    expect((await history(net.auth, s.publisherId)).json.data[0].status).toBe('returned');
  });

  it('next payment: the balance, the network threshold and how far it is, then a run under way', async () => {
    const { net, s } = await availableWorld();
    await setNetworkPayments(net, { paymentThreshold: '50' });
    const before = await nextPayment(s.partner.auth, s.publisherId);
    expect(before.status).toBe(200);
    expect(before.json.data).toEqual([
      {
        currency: 'GBP',
        available: '30.0000',
        unbilled: '30.0000',
        threshold: '50.0000',
        threshold_source: 'network',
        to_threshold: '20.0000',
        has_payment_details: false,
        suspended: false,
        run: null,
      },
    ]);

    await gbDetails(s.partner.auth, s.publisherId);
    const db = await getDb();
    await db
      .update(partnerPaymentDetails)
      .set({ threshold: '25' })
      .where(eq(partnerPaymentDetails.partnerId, Number(s.publisherId)));
    await setNetworkPayments(net, { paymentThreshold: '0' });
    const ready = (await nextPayment(s.partner.auth, s.publisherId)).json.data[0];
    expect(ready).toMatchObject({
      threshold: '25.0000',
      threshold_source: 'partner',
      to_threshold: '0.0000',
      has_payment_details: true,
    });

    await issuedRun(net);
    const inRun = (await nextPayment(s.partner.auth, s.publisherId)).json.data[0];
    expect(inRun).toMatchObject({
      available: '30.0000',
      unbilled: '0.0000',
      to_threshold: '25.0000',
    });
    expect(inRun.run).toMatchObject({ status: 'issued' });
  });

  it('refuses brand users and other partners', async () => {
    const { net, s } = await availableWorld();
    const other = await approvedPartner(net);
    expect((await history(s.brandUser.auth, s.publisherId)).status).toBe(403);
    expect((await nextPayment(s.brandUser.auth, s.publisherId)).status).toBe(403);
    expect([403, 404]).toContain((await history(other.auth, s.publisherId)).status);
    expect([403, 404]).toContain((await nextPayment(other.auth, s.publisherId)).status);
  });
});
