import { describe, expect, it } from 'vitest';
import * as brandCount from '@/app/(api)/v3/brand/analytics/conversions/count/route';
import * as brandTimeseries from '@/app/(api)/v3/brand/analytics/conversions/timeseries/route';
import * as partnerCount from '@/app/(api)/v3/partner/analytics/conversions/count/route';
import * as partnerTimeseries from '@/app/(api)/v3/partner/analytics/conversions/timeseries/route';
import { getDb } from '@/lib/db/client';
import { conversionItems, conversions, exchangeRates } from '@/lib/db/schema';
import { call, makeNetwork } from '../support/harness';
import { conversionSetup } from '../support/conversions';
import { uid } from '../support/campaigns';
import { referenceErrors } from '../support/reference-contract';

type Row = [
  status: string,
  partner: boolean,
  value: string,
  commission: string,
  at: string,
  cur?: string,
];

/** Approved, pending, rejected and unattributed GBP conversions, and one in USD. */
const ROWS: Row[] = [
  ['approved', true, '100.1000', '7.5075', '2024-03-01T23:30:00Z'],
  ['pending', true, '20.2000', '1.5150', '2024-03-02T00:30:00Z'],
  ['rejected', true, '5.0000', '0.3750', '2024-03-02T10:00:00Z'],
  ['approved', false, '50.0000', '2.0000', '2024-03-02T11:00:00Z'],
  ['approved', true, '10.0000', '1.0000', '2024-03-03T05:00:00Z', 'USD'],
];

async function world() {
  const net = await makeNetwork();
  const s = await conversionSetup(net);
  const db = await getDb();
  const inserted = await db
    .insert(conversions)
    .values(
      ROWS.map(([status, partner, value, commission, at, cur], i) => ({
        networkId: net.networkId,
        campaignId: Number(s.campaignId),
        partnerId: partner ? Number(s.publisherId) : null,
        conversionReference: `ca-${uid()}-${i}`,
        status: status as 'approved',
        currency: cur ?? 'GBP',
        value,
        commission,
        commissionCurrency: cur ?? 'GBP',
        conversionTime: new Date(at),
      })),
    )
    .returning({ id: conversions.id });
  // One ECB day (a Friday) converts the whole weekend's sales.
  await db.insert(exchangeRates).values(
    [
      ['USD', '1.0850'],
      ['GBP', '0.8550'],
    ].map(([currency, rate]) => ({
      networkId: net.networkId,
      date: '2024-03-01',
      currency: currency!,
      rate: rate!,
      source: 'ecb',
    })),
  );
  await db.insert(conversionItems).values(
    ['a', 'b'].map((sku) => ({
      networkId: net.networkId,
      conversionId: inserted[0]!.id,
      sku,
      itemValue: '50.0500',
      itemCommission: '3.7500',
    })),
  );
  return s;
}

const ranges = [{ start: '2024-03-01T00:00:00+00:00', end: '2024-03-04T00:00:00+00:00' }];
const post = (route: unknown, path: string, auth: string, body: unknown) =>
  call(route as Parameters<typeof call>[0], path, { method: 'POST', auth, body });

describe('conversion analytics', () => {
  it('count: every status, exact sums converted into output_currency, unattributed on the brand side only', async () => {
    const s = await world();
    const campaigns = { campaigns: [s.campaignId] };
    const brand = await post(
      brandCount,
      '/v3/brand/analytics/conversions/count',
      s.brandUser.auth,
      {
        date_time_ranges: ranges,
        scope: campaigns,
        metrics: [
          'total_conversions',
          'total_conversion_items',
          'total_commission',
          'total_partner_commission',
          'total_order_value',
          'conversion_rejection_rate',
        ],
        output_currency: 'GBP',
      },
    );
    expect(brand.status, brand.text).toBe(200);
    expect(referenceErrors('conversion-analytics-count', brand.json)).toEqual([]);
    // The USD sale converts at Friday's rates: 0.8550 / 1.0850 = 0.78801843317972350230, so
    // its 10.0000 value is 7.8802 GBP and its 1.0000 commission 0.7880 GBP.
    expect(brand.json.data).toEqual({
      total_conversions: 5,
      total_conversion_items: 2,
      total_commission: 12.1855,
      total_partner_commission: 10.1855,
      total_order_value: 183.1802,
      conversion_rejection_rate: 0.2,
    });
    const approved = await post(
      brandCount,
      '/v3/brand/analytics/conversions/count',
      s.brandUser.auth,
      {
        date_time_ranges: ranges,
        scope: campaigns,
        metrics: ['total_conversions'],
        filter_by: [
          { field: 'conversion_status', value: 'approved' },
          { field: 'order_value', value: 20.2, operator: 'GREATER_THAN' },
        ],
      },
    );
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json.data).toEqual({ total_conversions: 2 });
    const mine = await post(
      partnerCount,
      '/v3/partner/analytics/conversions/count',
      s.partner.auth,
      {
        date_time_ranges: ranges,
        scope: { partner: s.publisherId },
        metrics: ['total_conversions', 'total_partner_commission'],
        output_currency: 'USD',
      },
    );
    expect(mine.status, mine.text).toBe(200);
    // GBP into USD at 1.0850 / 0.8550 = 1.2690058479532163743: 9.5272 + 1.9225 + 0.4759, + 1.
    expect(mine.json.data).toEqual({ total_conversions: 4, total_partner_commission: 12.9255 });
  });

  it('timeseries per day in the requested zone, zerofill, contract', async () => {
    const s = await world();
    const body = {
      date_time_ranges: ranges,
      scope: { partner: s.publisherId },
      metrics: ['total_conversions'],
      interval: { period: 'P1D' },
    };
    const utc = await post(
      partnerTimeseries,
      '/v3/partner/analytics/conversions/timeseries',
      s.partner.auth,
      body,
    );
    expect(utc.status, utc.text).toBe(200);
    expect(referenceErrors('conversion-analytics-timeseries', utc.json)).toEqual([]);
    expect(utc.json.data.map((d: { total_conversions: number }) => d.total_conversions)).toEqual([
      1, 2, 1,
    ]);
    expect(utc.json.data[0].date_time_range).toEqual({
      start: '2024-03-01T00:00:00+00:00',
      end: '2024-03-02T00:00:00+00:00',
    });
    const tokyo = await post(
      partnerTimeseries,
      '/v3/partner/analytics/conversions/timeseries',
      s.partner.auth,
      {
        ...body,
        timezone: 'Asia/Tokyo',
        zerofill: false,
      },
    );
    expect(tokyo.status, tokyo.text).toBe(200);
    expect(tokyo.json.data).toEqual([
      {
        date_time_range: { start: '2024-03-02T00:00:00+09:00', end: '2024-03-03T00:00:00+09:00' },
        total_conversions: 3,
      },
      {
        date_time_range: { start: '2024-03-03T00:00:00+09:00', end: '2024-03-04T00:00:00+09:00' },
        total_conversions: 1,
      },
    ]);
    const brand = await post(
      brandTimeseries,
      '/v3/brand/analytics/conversions/timeseries',
      s.brandUser.auth,
      {
        ...body,
        scope: { campaigns: [s.campaignId] },
        metrics: ['total_order_value'],
        output_currency: 'GBP',
      },
    );
    expect(brand.status, brand.text).toBe(200);
    expect(brand.json.data.map((d: { total_order_value: number }) => d.total_order_value)).toEqual([
      100.1, 75.2, 7.8802,
    ]);
  });

  it('refuses foreign scopes, other roles, mixed currencies and unsupported metrics', async () => {
    const s = await world();
    const count = (auth: string, body: Record<string, unknown>, route: unknown = brandCount) =>
      post(route, '/v3/brand/analytics/conversions/count', auth, {
        date_time_ranges: ranges,
        scope: { campaigns: [s.campaignId] },
        metrics: ['total_conversions'],
        ...body,
      });
    expect((await count(s.brandUser.auth, { scope: { campaigns: ['999999'] } })).status).toBe(403);
    expect((await count(s.partner.auth, {})).status).toBe(403);
    const asBrand = await count(
      s.brandUser.auth,
      { scope: { partner: s.publisherId } },
      partnerCount,
    );
    expect(asBrand.status).toBe(403);
    const mixed = await count(s.brandUser.auth, { metrics: ['total_commission'] });
    expect(mixed.status).toBe(400);
    expect(mixed.text).toContain('output_currency');
    expect(mixed.text).toContain('GBP, USD');
    const roas = await count(s.brandUser.auth, { metrics: ['total_roas'] });
    expect(roas.status).toBe(400);
    expect(roas.text).toContain('not supported');
    const operator = await count(s.brandUser.auth, {
      filter_by: [{ field: 'partner_name', value: 1, operator: 'GREATER_THAN' }],
    });
    expect(operator.status).toBe(400);
    const blank = await count(s.brandUser.auth, {
      filter_by: [{ field: 'order_value', value: ' ', operator: 'LESS_THAN' }],
    });
    expect(blank.status, blank.text).toBe(400);
    expect(blank.text).toContain('order_value compares numbers');
    const partnerOnly = await post(
      partnerCount,
      '/v3/partner/analytics/conversions/count',
      s.partner.auth,
      {
        date_time_ranges: ranges,
        scope: { partner: s.publisherId },
        metrics: ['total_commission'],
      },
    );
    expect(partnerOnly.status).toBe(400);
  });
});
