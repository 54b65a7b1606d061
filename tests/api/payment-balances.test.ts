import { describe, expect, it } from 'vitest';
import * as summaryRoute from '@/app/(api)/user/publisher/[publisher_id]/payment/summary/route';
import * as availableRoute from '@/app/(api)/user/publisher/[publisher_id]/available_commission/route';
import * as payableRoute from '@/app/(api)/reporting/report_publisher/publisher/[publisher_id]/payable/route';
import { getDb } from '@/lib/db/client';
import { advanceLifecycle } from '@/lib/services/earnings';
import { makeCommissionAvailable } from '@/lib/services/ledger';
import { call } from '../support/harness';
import { approvedPartner } from '../support/campaigns';
import { useQueue } from '../support/conversions';
import { adjust, DAY, ledgerWorld, setStatus } from '../support/ledger';
import { referenceErrors } from '../support/reference-contract';

// The reference's balance reads (docs/payments.md#reading-balances-built) over the ledger.

const summary = (auth: string, id: string) =>
  call(summaryRoute, `/user/publisher/${id}/payment/summary`, {
    auth,
    params: { publisher_id: id },
  });
const available = (auth: string, id: string) =>
  call(availableRoute, `/user/publisher/${id}/available_commission`, {
    auth,
    params: { publisher_id: id },
  });
const payable = (auth: string, id: string, query = '') =>
  call(payableRoute, `/reporting/report_publisher/publisher/${id}/payable${query}`, {
    auth,
    params: { publisher_id: id },
  });

/** Sales of 100, 200 and 300 at 10%: the first two approved and moved to payable, the third pending. */
async function payableWorld(mode: 'scheduled' | 'pay_when_paid') {
  const w = await ledgerWorld(mode, ['100.00', '200.00', '300.00']);
  await setStatus(w.s.brandUser.auth, w.s.campaignId, [w.ids[0]!, w.ids[1]!], 'approved');
  const db = await getDb();
  await advanceLifecycle(db, new Date(Date.now() + 31 * DAY), w.net.networkId);
  await advanceLifecycle(db, new Date(Date.now() + 70 * DAY), w.net.networkId);
  return w;
}

describe('payment balances on the reference paths', () => {
  useQueue();

  it('scheduled: the summary, available commission and payable report agree with the ledger', async () => {
    const { s, ids } = await payableWorld('scheduled');
    // A refund after availability: a clawback, netted in the balance.
    const refund = await adjust(s.brandUser.auth, s.campaignId, ids[1]!, {
      kind: 'refund',
      commission_delta: '-5',
      value_delta: '-50',
    });
    expect(refund.status).toBe(201);

    const sum = await summary(s.partner.auth, s.publisherId);
    expect(sum.status).toBe(200);
    expect(referenceErrors('payment-summary', sum.json)).toEqual([]);
    expect(sum.json.summary).toEqual({
      pending: { GBP: 30 },
      approved: {},
      confirmed: {},
      available: { GBP: 25 },
      paid: {},
    });

    const av = await available(s.partner.auth, s.publisherId);
    expect(av.status).toBe(200);
    expect(referenceErrors('available-commission', av.json)).toEqual([]);
    expect(av.json.available_commissions).toEqual([
      {
        no_items: 2,
        value: 250,
        publisher_commission: 25,
        currency: 'GBP',
        publisher_id: s.publisherId,
        publisher_commission_converted: { currency: 'GBP', value: 25 },
      },
    ]);

    const report = await payable(s.partner.auth, s.publisherId, '?limit=1&offset=1');
    expect(report.status).toBe(200);
    expect(referenceErrors('partner-payable', report.json)).toEqual([]);
    expect(report.json).toMatchObject({
      offset: 1,
      limit: 1,
      count: 2,
      total_conversion_count: { GBP: 2 },
      total_commission_value: { GBP: 25 },
      total_value: { GBP: 250 },
      total_publisher_commission_value: { GBP: 25 },
    });
    expect(report.json.conversion_items).toHaveLength(1);
    expect(report.json.conversion_items[0].conversion_item).toMatchObject({
      conversion_id: ids[1],
      value: 150,
      publisher_commission: 15,
      payable: true,
      publisher_self_bill_id: null,
    });
  });

  it('pay_when_paid: payable commission is confirmed, not available, until the invoice-paid hook', async () => {
    const { net, s, ids } = await payableWorld('pay_when_paid');
    const before = await summary(net.auth, s.publisherId);
    expect(before.status).toBe(200);
    expect(before.json.summary).toMatchObject({ confirmed: { GBP: 30 }, available: {} });
    expect((await available(net.auth, s.publisherId)).json.available_commissions).toEqual([]);
    const items = (await payable(net.auth, s.publisherId)).json.conversion_items;
    expect(
      items.map((i: { conversion_item: { payable: boolean } }) => i.conversion_item.payable),
    ).toEqual([false, false]);

    const db = await getDb();
    await db.transaction((tx) => makeCommissionAvailable(tx, [Number(ids[0])]));
    const after = await summary(net.auth, s.publisherId);
    expect(after.json.summary).toMatchObject({ confirmed: { GBP: 20 }, available: { GBP: 10 } });
  });

  it('refuses brand users and other partners, and answers 404 for an unknown partner', async () => {
    const { net, s } = await payableWorld('scheduled');
    const other = await approvedPartner(net);
    for (const read of [summary, available, payable]) {
      const brand = await read(s.brandUser.auth, s.publisherId);
      expect(brand.status).toBe(403);
      expect(JSON.stringify(brand.json)).not.toContain('GBP');
      const stranger = await read(other.auth, s.publisherId);
      expect([403, 404]).toContain(stranger.status);
      expect(JSON.stringify(stranger.json)).not.toContain('GBP');
      expect((await read(net.auth, '999999999')).status).toBe(404);
    }
  });

  it('refuses a limit over 300 naming the field', async () => {
    const { s } = await payableWorld('scheduled');
    const res = await payable(s.partner.auth, s.publisherId, '?limit=301');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain('limit');
  });
});
