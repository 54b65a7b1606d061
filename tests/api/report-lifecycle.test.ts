import { describe, expect, it } from 'vitest';
import * as adjustmentsRoute from '@/app/(api)/v3/brand/campaigns/[campaignId]/conversions/[conversionId]/adjustments/route';
import * as brandReportRoute from '@/app/(api)/reporting/report_advertiser/campaign/[campaign_id]/conversion/route';
import * as claimRoute from '@/app/(api)/user/publisher/[publisher_id]/tq/create/route';
import * as claimsRoute from '@/app/(api)/user/publisher/[publisher_id]/tq/route';
import * as approveRoute from '@/app/(api)/campaign/[campaign_id]/tq/[transaction_query_id]/approve/route';
import { getDb } from '@/lib/db/client';
import { advanceLifecycle } from '@/lib/services/earnings';
import { referenceErrors } from '../support/reference-contract';
import { call, makeNetwork } from '../support/harness';
import {
  bulk,
  conversionSetup,
  record,
  report,
  useQueue,
  waitForJob,
} from '../support/conversions';
import { createCommission, PAST } from '../support/commissions';

/**
 * The conversion reports carry each conversion's lifecycle (stage, approval, lock and payable
 * dates), its adjustments and the rule that paid it and each item, still valid against the
 * reference's response schemas (tests/fixtures/reference/*-conversions-report.json).
 */

const DAY = 86_400_000;
const QUERY = 'start_date=2020-01-01&pagination=offset';

type Row = Record<string, unknown> & {
  conversion_id: string;
  conversion_reference: string;
  conversion_value: Record<string, unknown>;
  conversion_items: Record<string, unknown>[];
  lifecycle: Record<string, unknown>;
  adjustments: Record<string, unknown>[];
};

const brandReport = async (auth: string, campaignId: string, query = QUERY) => {
  const res = await call(
    brandReportRoute,
    `/reporting/report_advertiser/campaign/${campaignId}/conversion.json?${query}`,
    { auth, params: { campaign_id: campaignId } },
  );
  expect(res.status, res.text).toBe(200);
  expect(referenceErrors('brand-conversions-report', res.json)).toEqual([]);
  return res;
};
const rowsOf = (res: { json: unknown }) =>
  new Map(
    (res.json as { conversions: { conversion_data: Row }[] }).conversions.map((c) => [
      c.conversion_data.conversion_reference,
      c.conversion_data,
    ]),
  );

async function world() {
  const net = await makeNetwork();
  const s = await conversionSetup(net, { default_commission_rate: '10', default_currency: 'GBP' });
  const rule = await createCommission(s.brandUser.auth, s.campaignId, {
    description: 'A fixed fee for this partner',
    start_date: PAST,
    rates: [
      {
        id: s.publisherId,
        type: 'publisher',
        performance_value: '7',
        performance_model: 'fixed_cpa',
      },
    ],
  });
  expect(rule.status, rule.text).toBe(201);
  const ids = new Map<string, string>();
  for (const [ref, body] of [
    [
      'basket',
      {
        value: '100.00',
        items: [
          { sku: 'A', item_value: '60' },
          { sku: 'B', item_value: '40' },
        ],
      },
    ],
    ['plain', { value: '50.00' }],
    ['declined', { value: '20.00' }],
  ] as const) {
    const res = await record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: ref,
      ...body,
    });
    expect(res.status, res.text).toBe(201);
    ids.set(ref, String(res.json.data.id));
  }
  const approve = await bulk(s.brandUser.auth, s.campaignId, {
    conversions: {
      [ids.get('basket')!]: { status: 'approved' },
      [ids.get('plain')!]: { status: 'approved' },
    },
  });
  expect(approve.status).toBe(202);
  await waitForJob(s.brandUser.auth, String(approve.json.data.id));
  return { net, s, ids, ruleId: String(rule.json.commission?.commission_id ?? '') };
}

describe('conversion report: lifecycle, adjustments and rules', () => {
  useQueue();

  it('shows the stage moving approved -> locked -> payable, with the adjustments and the rule', async () => {
    const { net, s, ids } = await world();
    let rows = rowsOf(await brandReport(s.brandUser.auth, s.campaignId));
    const basket = rows.get('basket')!;
    expect(basket.lifecycle).toMatchObject({
      stage: 'approved',
      locked_at: null,
      payable_at: null,
    });
    expect(basket.lifecycle.approved_at).toEqual(expect.any(String));
    expect(rows.get('declined')!.lifecycle).toMatchObject({ stage: 'pending', approved_at: null });
    // The rule that paid, as recorded, on the conversion and on each item.
    expect(basket.conversion_value).toMatchObject({
      commission: 7,
      commission_kind: 'publisher',
      commission_rule_id: expect.any(String),
      commission_applied: {
        kind: 'publisher',
        performance_model: 'fixed_cpa',
        performance_value: '7.0000',
        fixed_per: 'conversion',
      },
      net_value: 100,
      net_commission: 7,
    });
    expect(basket.conversion_items.map((i) => [i.item_commission, i.item_commission_kind])).toEqual(
      [
        [4.2, 'publisher'],
        [2.8, 'publisher'],
      ],
    );
    expect(basket.conversion_items[0]!.item_commission_rule_id).toBe(
      basket.conversion_value.commission_rule_id,
    );

    const db = await getDb();
    await advanceLifecycle(db, new Date(Date.now() + 31 * DAY), net.networkId);
    const refund = await call(
      adjustmentsRoute,
      `/v3/brand/campaigns/${s.campaignId}/conversions/${ids.get('basket')}/adjustments`,
      {
        method: 'POST',
        auth: s.brandUser.auth,
        body: {
          kind: 'refund',
          commission_delta: '-2.5',
          value_delta: '-40',
          reason: 'Item B returned',
        },
        params: { campaignId: s.campaignId, conversionId: ids.get('basket')! },
      },
    );
    expect(refund.status, refund.text).toBe(201);
    rows = rowsOf(
      await brandReport(s.brandUser.auth, s.campaignId, `${QUERY}&timezone=Europe/London`),
    );
    const locked = rows.get('basket')!;
    expect(locked.lifecycle).toMatchObject({
      stage: 'locked',
      payable_at: null,
      locked_commission: 7,
    });
    expect(locked.lifecycle.locked_at).toEqual(expect.any(String));
    expect(locked.adjustments).toEqual([
      expect.objectContaining({
        kind: 'refund',
        value_delta: -40,
        commission_delta: -2.5,
        commission_currency: 'GBP',
        reason: 'Item B returned',
        adjustment_id: String(refund.json.data.adjustment_id),
      }),
    ]);
    expect(locked.conversion_value).toMatchObject({
      commission: 7,
      net_value: 60,
      net_commission: 4.5,
    });
    expect(rows.get('plain')!.adjustments).toEqual([]);

    // The partner sees the same lifecycle; its items turn payable with the conversion.
    const before = (await report(s.partner.auth, s.publisherId, QUERY, '.json')).json;
    expect(referenceErrors('partner-conversions-report', before)).toEqual([]);
    const partnerBasket = () =>
      (before as { conversions: { conversion_data: Row }[] }).conversions.find(
        (c) => c.conversion_data.conversion_reference === 'basket',
      )!.conversion_data;
    expect(partnerBasket().lifecycle.stage).toBe('locked');
    expect(partnerBasket().conversion_items.map((i) => i.payable)).toEqual([false, false]);
    await advanceLifecycle(db, new Date(Date.now() + 75 * DAY), net.networkId);
    const after = (await report(s.partner.auth, s.publisherId, QUERY, '.json')).json as {
      conversions: { conversion_data: Row }[];
    };
    const paid = after.conversions.find(
      (c) => c.conversion_data.conversion_reference === 'basket',
    )!;
    expect(paid.conversion_data.lifecycle.stage).toBe('payable');
    expect(paid.conversion_data.lifecycle.payable_at).toEqual(expect.any(String));
    expect(paid.conversion_data.conversion_items.map((i) => i.payable)).toEqual([true, true]);
    expect(paid.conversion_data.adjustments).toHaveLength(1);
  });

  it('was_disputed marks a conversion a claim named; a rejected one shows its stage', async () => {
    const { s, ids } = await world();
    const claim = await call(claimRoute, `/user/publisher/${s.publisherId}/tq/create`, {
      method: 'POST',
      auth: s.partner.auth,
      params: { publisher_id: s.publisherId },
      body: {
        transaction_queries: [
          {
            camref: `${s.campaignId}l${s.publisherId}`,
            transaction_query_type: 'declined',
            conversion_reference: 'declined',
          },
        ],
      },
    });
    expect(claim.status, claim.text).toBe(200);
    await waitForJob(s.partner.auth, String(claim.json.job.job_id));
    const list = await call(claimsRoute, `/user/publisher/${s.publisherId}/tq`, {
      auth: s.partner.auth,
      params: { publisher_id: s.publisherId },
    });
    const tqId = list.json.transaction_queries[0].transaction_query.transaction_query_id;
    const approved = await call(approveRoute, `/campaign/${s.campaignId}/tq/${tqId}/approve`, {
      method: 'POST',
      auth: s.brandUser.auth,
      body: {},
      params: { campaign_id: s.campaignId, transaction_query_id: tqId },
    });
    expect(approved.status, approved.text).toBe(200);
    const reject = await bulk(s.brandUser.auth, s.campaignId, {
      conversions: { [ids.get('plain')!]: { status: 'rejected' } },
    });
    await waitForJob(s.brandUser.auth, String(reject.json.data.id));
    const rows = rowsOf(await brandReport(s.brandUser.auth, s.campaignId));
    expect(rows.get('declined')).toMatchObject({
      was_disputed: true,
      lifecycle: { stage: 'approved' },
    });
    expect(rows.get('basket')!.was_disputed).toBe(false);
    expect(rows.get('plain')!.lifecycle).toMatchObject({ stage: 'rejected', approved_at: null });
  });
});
