import { describe, expect, it } from 'vitest';
import * as brandExplode from '@/app/(api)/v3/brand/analytics/conversions/explode/route';
import * as brandFilter from '@/app/(api)/v3/brand/analytics/conversions/filter/route';
import * as partnerExplode from '@/app/(api)/v3/partner/analytics/conversions/explode/route';
import * as partnerFilter from '@/app/(api)/v3/partner/analytics/conversions/filter/route';
import { getDb } from '@/lib/db/client';
import { conversions } from '@/lib/db/schema';
import { call, makeNetwork } from '../support/harness';
import { conversionSetup } from '../support/conversions';
import { approvedPartner, requestOne, uid } from '../support/campaigns';
import { referenceErrors } from '../support/reference-contract';

/**
 * explode and filter of the conversion analytics (partnerize-conversions postConversionsExplode,
 * postConversionsFilter): group_by, filter_by, order_by, top, include_total_row_count, and the
 * 400s for what they may not name.
 */

type Row = [
  status: string,
  partner: 'a' | 'b' | null,
  value: string,
  commission: string,
  at: string,
];

const ROWS: Row[] = [
  ['approved', 'a', '100.0000', '10.0000', '2024-03-01T10:00:00Z'],
  ['pending', 'a', '20.0000', '2.0000', '2024-03-01T12:00:00Z'],
  ['approved', 'b', '50.0000', '5.0000', '2024-03-02T10:00:00Z'],
  ['rejected', 'b', '30.0000', '3.0000', '2024-03-02T11:00:00Z'],
  ['approved', null, '40.0000', '0.0000', '2024-03-03T09:00:00Z'],
];

async function world() {
  const net = await makeNetwork();
  const s = await conversionSetup(net, { default_currency: 'GBP' });
  const other = await approvedPartner(net);
  const joined = await requestOne(other.auth, other.partnerId, s.campaign);
  expect(joined.status).toBe(201);
  const partnerOf = { a: s.publisherId, b: other.partnerId };
  await (await getDb()).insert(conversions).values(
    ROWS.map(([status, partner, value, commission, at], i) => ({
      networkId: net.networkId,
      campaignId: Number(s.campaignId),
      partnerId: partner ? Number(partnerOf[partner]) : null,
      conversionReference: `cg-${uid()}-${i}`,
      status: status as 'approved',
      currency: 'GBP',
      value,
      commission,
      commissionCurrency: 'GBP',
      conversionTime: new Date(at),
    })),
  );
  return { s, other };
}

const ranges = [{ start: '2024-03-01T00:00:00+00:00', end: '2024-03-04T00:00:00+00:00' }];
const post = (route: unknown, path: string, auth: string, body: unknown) =>
  call(route as Parameters<typeof call>[0], path, { method: 'POST', auth, body });
const errorOf = (res: { json: unknown }) =>
  (res.json as { error: { errors: { property: string; code: string; message: string }[] } }).error
    .errors[0]!;

describe('conversion analytics: explode and filter', () => {
  it('explode groups the metrics by partner, status and day, ordered, top, with the total row count', async () => {
    const { s, other } = await world();
    const explode = (body: Record<string, unknown>) =>
      post(brandExplode, '/v3/brand/analytics/conversions/explode', s.brandUser.auth, {
        date_time_ranges: ranges,
        scope: { campaigns: [s.campaignId] },
        metrics: ['total_conversions', 'total_commission'],
        ...body,
      });
    const byPartner = await explode({
      group_by: ['partner'],
      order_by: [{ field: 'total_commission', direction: 'DESCENDING' }],
      include_total_row_count: true,
      top: 2,
    });
    expect(byPartner.status, byPartner.text).toBe(200);
    expect(referenceErrors('conversion-analytics-explode', byPartner.json)).toEqual([]);
    expect(byPartner.headers.get('x-total-row-count')).toBe('3');
    // Explode counts its rows without being asked.
    const unasked = await explode({ group_by: ['partner'], top: 1 });
    expect(unasked.status, unasked.text).toBe(200);
    expect(unasked.json.data).toHaveLength(1);
    expect(unasked.headers.get('x-total-row-count')).toBe('3');
    expect(byPartner.json.data).toEqual(
      [
        {
          partner_id: other.partnerId,
          partner_name: expect.any(String),
          total_conversions: 2,
          total_commission: 8,
        },
        {
          partner_id: s.publisherId,
          partner_name: expect.any(String),
          total_conversions: 2,
          total_commission: 12,
        },
      ].sort((x, y) => y.total_commission - x.total_commission),
    );
    // filter_by narrows; date_time buckets by the interval in the zone.
    const days = await explode({
      group_by: ['date_time', 'conversion_status'],
      filter_by: [{ field: 'conversion_status', value: ['approved', 'pending'] }],
      interval: { period: 'P1D' },
      order_by: [{ field: 'date_time', direction: 'ASCENDING' }],
    });
    expect(days.status, days.text).toBe(200);
    expect(
      days.json.data.map((r: Record<string, unknown>) => [
        String(r.date_time).slice(0, 10),
        r.conversion_status,
        r.total_conversions,
      ]),
    ).toEqual([
      ['2024-03-01', 'approved', 1],
      ['2024-03-01', 'pending', 1],
      ['2024-03-02', 'approved', 1],
      ['2024-03-03', 'approved', 1],
    ]);
    // The partner side sees only its own conversions.
    const own = await post(
      partnerExplode,
      '/v3/partner/analytics/conversions/explode',
      s.partner.auth,
      {
        date_time_ranges: ranges,
        scope: { partner: s.publisherId },
        metrics: ['total_order_value'],
        group_by: ['conversion_status'],
      },
    );
    expect(own.status, own.text).toBe(200);
    expect(own.json.data).toEqual([
      { conversion_status: 'approved', total_order_value: 100 },
      { conversion_status: 'pending', total_order_value: 20 },
    ]);
  });

  it('filter lists the dimension values, with metrics only when ordered by one', async () => {
    const { s } = await world();
    const res = await post(
      brandFilter,
      '/v3/brand/analytics/conversions/filter',
      s.brandUser.auth,
      {
        date_time_ranges: ranges,
        scope: { campaigns: [s.campaignId] },
        group_by: ['conversion_status'],
      },
    );
    expect(res.status, res.text).toBe(200);
    expect(referenceErrors('conversion-analytics-filter', res.json)).toEqual([]);
    expect(res.json.data).toEqual([
      { conversion_status: 'approved' },
      { conversion_status: 'pending' },
      { conversion_status: 'rejected' },
    ]);
    const ordered = await post(
      partnerFilter,
      '/v3/partner/analytics/conversions/filter',
      s.partner.auth,
      {
        date_time_ranges: ranges,
        scope: { partner: s.publisherId },
        group_by: ['campaign'],
        order_by: [{ field: 'total_conversions', direction: 'DESCENDING' }],
      },
    );
    expect(ordered.status, ordered.text).toBe(200);
    expect(ordered.json.data).toEqual([
      { campaign_id: s.campaignId, campaign_name: expect.any(String), total_conversions: 2 },
    ]);
  });

  it('answers 400 naming the field for unknown dimensions, filters, orders and intervals', async () => {
    const { s } = await world();
    const explode = (
      body: Record<string, unknown>,
      route: unknown = brandExplode,
      auth = s.brandUser.auth,
    ) =>
      post(route, '/v3/brand/analytics/conversions/explode', auth, {
        date_time_ranges: ranges,
        scope: { campaigns: [s.campaignId] },
        metrics: ['total_conversions'],
        group_by: ['partner'],
        ...body,
      });
    const cases: [Record<string, unknown>, string][] = [
      [{ group_by: ['planet'] }, 'group_by'],
      [{ group_by: ['sku'] }, 'group_by'],
      [{ group_by: [] }, 'group_by'],
      [{ filter_by: [{ field: 'planet', value: 'x' }] }, 'filter_by'],
      [{ order_by: [{ field: 'campaign_name', direction: 'ASCENDING' }] }, 'order_by'],
      [{ order_by: [{ field: 'partner_id', direction: 'UP' }] }, 'order_by'],
      [{ interval: { period: 'P1D', field: 'approved_at' } }, 'interval'],
      [{ metrics: ['total_roas'] }, 'metrics'],
    ];
    for (const [body, field] of cases) {
      const res = await explode(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const e = errorOf(res);
      expect(e.property, JSON.stringify(body)).toContain(field);
      expect(e.code).toBeTruthy();
      expect(e.message).toBeTruthy();
    }
    // The brand-only reference dimension is unknown on the partner side.
    const partnerSide = await post(
      partnerExplode,
      '/v3/partner/analytics/conversions/explode',
      s.partner.auth,
      {
        date_time_ranges: ranges,
        scope: { partner: s.publisherId },
        metrics: ['total_conversions'],
        group_by: ['customer_reference'],
      },
    );
    expect(partnerSide.status).toBe(400);
    expect(errorOf(partnerSide).property).toContain('group_by');
    // Other callers' scopes stay 403.
    expect((await explode({}, brandExplode, s.partner.auth)).status).toBe(403);
  });
});
