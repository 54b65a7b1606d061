import { describe, expect, it } from 'vitest';
import * as rowsRoute from '@/app/(api)/v3/partner/[partnerId]/earnings/conversions/route';
import * as partnerEarningsRoute from '@/app/(api)/v3/partner/[partnerId]/earnings/route';
import * as adjustmentsRoute from '@/app/(api)/v3/brand/campaigns/[campaignId]/conversions/[conversionId]/adjustments/route';
import { getDb } from '@/lib/db/client';
import { advanceLifecycle, payableFrom } from '@/lib/services/earnings';
import { ruleInWords } from '@/lib/services/earnings/rule-words';
import { call, makeNetwork } from '../support/harness';
import { approvedPartner } from '../support/campaigns';
import { bulk, conversionSetup, record, useQueue, waitForJob } from '../support/conversions';

const DAY = 86_400_000;
const STAGES = ['pending', 'approved', 'locked', 'payable'] as const;

const rows = (auth: string, partnerId: string, query = '') =>
  call(rowsRoute, `/v3/partner/${partnerId}/earnings/conversions${query}`, {
    auth,
    params: { partnerId },
  });

async function approve(auth: string, campaignId: string, ids: string[]) {
  const res = await bulk(auth, campaignId, {
    conversions: Object.fromEntries(ids.map((id) => [id, { status: 'approved' }])),
  });
  expect(res.status).toBe(202);
  await waitForJob(auth, String(res.json.data.id));
}

const adjust = (auth: string, campaignId: string, conversionId: string, body: unknown) =>
  call(
    adjustmentsRoute,
    `/v3/brand/campaigns/${campaignId}/conversions/${conversionId}/adjustments`,
    { method: 'POST', auth, body, params: { campaignId, conversionId } },
  );

const units = (v: string) => Math.round(Number(v) * 10_000);

/** One conversion in each stage: pending, approved (+2 amendment), locked (-4.5 refund), payable. */
async function world() {
  const net = await makeNetwork();
  const s = await conversionSetup(net, { default_commission_rate: '10', default_currency: 'GBP' });
  const ids: string[] = [];
  for (const ref of ['order-pending', 'order-paid', 'order-locked', 'order-approved']) {
    const res = await record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: ref,
      value: '100.00',
    });
    expect(res.status).toBe(201);
    ids.push(String(res.json.data.id));
  }
  const db = await getDb();
  await approve(s.brandUser.auth, s.campaignId, [ids[1]!]);
  await advanceLifecycle(db, new Date(Date.now() + 31 * DAY), net.networkId);
  await advanceLifecycle(db, payableFrom(new Date(Date.now() + 31 * DAY)), net.networkId);
  await approve(s.brandUser.auth, s.campaignId, [ids[2]!]);
  await advanceLifecycle(db, new Date(Date.now() + 30 * DAY + 60_000), net.networkId);
  await approve(s.brandUser.auth, s.campaignId, [ids[3]!]);
  const refund = { kind: 'refund', commission_delta: '-4.5', reason: 'partial return' };
  expect((await adjust(s.brandUser.auth, s.campaignId, ids[2]!, refund)).status).toBe(201);
  const amend = { kind: 'amendment', commission_delta: '2' };
  expect((await adjust(s.brandUser.auth, s.campaignId, ids[3]!, amend)).status).toBe(201);
  return { net, s, ids };
}

describe('GET /v3/partner/{partnerId}/earnings/conversions', () => {
  useQueue();

  it("lists each figure's conversions, which sum to it, with rule, dates and adjustments", async () => {
    const { s, ids } = await world();
    const totals = await call(partnerEarningsRoute, `/v3/partner/${s.publisherId}/earnings`, {
      auth: s.partner.auth,
      params: { partnerId: s.publisherId },
    });
    const [gbp] = totals.json.data.totals;
    expect(gbp).toMatchObject({ pending: '10.0000', approved: '12.0000', payable: '10.0000' });
    expect(gbp.locked).toBe('5.5000');
    const expected = { pending: ids[0], payable: ids[1], locked: ids[2], approved: ids[3] };
    for (const stage of STAGES) {
      const res = await rows(s.partner.auth, s.publisherId, `?stage=${stage}&currency=GBP`);
      expect(res.status).toBe(200);
      const list = res.json.data.rows;
      expect(list.map((r: { conversion_id: string }) => r.conversion_id)).toEqual([
        expected[stage],
      ]);
      const sum = list.reduce(
        (n: number, r: { net_commission: string }) => n + units(r.net_commission),
        0,
      );
      expect(sum).toBe(units(gbp[stage]));
      expect(res.json.data.sums).toEqual([{ currency: 'GBP', net_commission: gbp[stage] }]);
      expect(list[0].stage).toBe(stage);
      expect(list[0].rule).toMatch(/ 10%$/);
    }
    const locked = (await rows(s.partner.auth, s.publisherId, '?stage=locked')).json.data.rows[0];
    expect(locked).toMatchObject({
      conversion_reference: 'order-locked',
      commission: '10.0000',
      net_commission: '5.5000',
      payable_at: null,
    });
    expect(locked.locked_at).not.toBeNull();
    expect(locked.adjustments).toMatchObject([
      { kind: 'refund', commission_delta: '-4.5000', reason: 'partial return' },
    ]);
    const paid = (await rows(s.partner.auth, s.publisherId, '?stage=payable')).json.data.rows[0];
    expect(paid.payable_at).not.toBeNull();
  });

  it('pages the set and filters by currency', async () => {
    const { s } = await world();
    const first = await rows(s.partner.auth, s.publisherId, '?limit=3');
    expect(first.status).toBe(200);
    expect(first.json.data.rows).toHaveLength(3);
    expect(first.json.hypermedia.pagination.total_item_count).toBe(4);
    const second = await rows(s.partner.auth, s.publisherId, '?limit=3&offset=3');
    expect(second.json.data.rows).toHaveLength(1);
    expect(first.json.data.sums).toEqual([{ currency: 'GBP', net_commission: '37.5000' }]);
    const eur = await rows(s.partner.auth, s.publisherId, '?currency=EUR');
    expect(eur.json.data.rows).toEqual([]);
    const bad = await rows(s.partner.auth, s.publisherId, '?stage=paid');
    expect(bad.status).toBe(400);
  });

  it("never shows another partner's rows", async () => {
    const { net, s } = await world();
    const other = await approvedPartner(net);
    const res = await rows(other.auth, s.publisherId);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('order-');
    const own = await rows(other.auth, other.partnerId);
    expect(own.status).toBe(200);
    expect(own.json.data.rows).toEqual([]);
    const foreign = await makeNetwork();
    const staffElsewhere = await rows(foreign.auth, s.publisherId);
    expect(staffElsewhere.status).toBe(404);
    expect((await rows(s.brandUser.auth, s.publisherId)).status).toBe(403);
  });
});

describe('ruleInWords', () => {
  const pct = {
    kind: 'promotion',
    rule_id: '1',
    performance_model: 'percentage_cpa',
    performance_value: '12.0000',
    fixed_per: 'conversion',
  } as const;
  it('names the rule and its rate', () => {
    expect(ruleInWords('promotion', 'Black Friday', pct, 'GBP')).toBe(
      "Promotion 'Black Friday' 12%",
    );
    expect(ruleInWords('group', null, { ...pct, performance_value: '7.5000' }, 'GBP')).toBe(
      'Partner group rate 7.5%',
    );
    const fixed = {
      ...pct,
      performance_model: 'fixed_cpa',
      performance_value: '5.0000',
      fixed_per: 'item',
    } as const;
    expect(ruleInWords('voucher', 'SAVE5', fixed, 'EUR')).toBe("Voucher 'SAVE5' 5 EUR per item");
    expect(ruleInWords(null, null, null, 'GBP')).toBe('Campaign default rate');
  });
});
