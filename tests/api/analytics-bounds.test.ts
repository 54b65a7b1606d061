import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as brandClickExplode from '@/app/(api)/v3/brand/analytics/clicks/explode/route';
import * as brandConversionExplode from '@/app/(api)/v3/brand/analytics/conversions/explode/route';
import * as partnerClickCount from '@/app/(api)/v3/partner/analytics/clicks/count/route';
import * as partnerClickTimeseries from '@/app/(api)/v3/partner/analytics/clicks/timeseries/route';
import * as partnerConversionCount from '@/app/(api)/v3/partner/analytics/conversions/count/route';
import * as networkRoute from '@/app/(api)/network/route';
import { configureRateLimit } from '@/lib/api/http/rate-limit';
import { config } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { conversions } from '@/lib/db/schema';
import { call, makeNetwork, type CallResult } from '../support/harness';
import { conversionSetup } from '../support/conversions';
import { seedClicks } from '../support/clicks';

/**
 * Issue 30: one key stalled the server with 50 filters x 500 values. What one analytics request
 * may ask is bounded (400 naming the field), and the expensive part costs rate-limit points.
 */

type Route = Parameters<typeof call>[0];

const YEAR = [{ start: '2024-01-01T00:00:00+00:00', end: '2025-01-01T00:00:00+00:00' }];
const WEEK = [{ start: '2024-03-01T00:00:00+00:00', end: '2024-03-08T00:00:00+00:00' }];

const values = (n: number, prefix = 'ref') => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);

async function world() {
  const net = await makeNetwork();
  const s = await conversionSetup(net);
  await seedClicks(
    {
      networkId: net.networkId,
      campaignId: Number(s.campaignId),
      partnerId: Number(s.publisherId),
    },
    [
      { at: new Date('2024-03-02T10:00:00Z'), pubref: 'ref-7' },
      { at: new Date('2024-03-03T10:00:00Z'), pubref: 'summer-sale' },
    ],
  );
  const db = await getDb();
  await db.insert(conversions).values({
    networkId: net.networkId,
    campaignId: Number(s.campaignId),
    partnerId: Number(s.publisherId),
    conversionReference: `bounds-${s.campaignId}`,
    status: 'approved',
    currency: 'GBP',
    value: '50.0000',
    commission: '3.7500',
    commissionCurrency: 'GBP',
    conversionTime: new Date('2024-03-02T12:00:00Z'),
  });
  return { net, s };
}

const post = (route: Route, path: string, auth: string, body: unknown) =>
  call(route, path, { method: 'POST', auth, body });

function refusal(res: CallResult) {
  expect(res.status, res.text).toBe(400);
  const [error, ...more] = res.json.error.errors as {
    property: string;
    code: string;
    message: string;
  }[];
  expect(more).toEqual([]);
  return error!;
}

const cost = (res: CallResult) => Number(res.headers.get('x-ratelimit-cost'));
const remaining = (res: CallResult) => Number(res.headers.get('x-ratelimit-remaining'));

describe('analytics request bounds', () => {
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    w = await world();
  });

  const partnerCount = (body: Record<string, unknown>) =>
    post(partnerClickCount, '/v3/partner/analytics/clicks/count', w.s.partner.auth, {
      date_time_ranges: YEAR,
      scope: { partner: w.s.publisherId },
      metrics: ['total_clicks'],
      ...body,
    });

  it('refuses the reported stall (50 filters x 500 values) with 400 on the value past the budget', async () => {
    const filter_by = Array.from({ length: 50 }, () => ({
      field: 'publisher_reference',
      value: values(500),
      operator: 'CONTAINS',
    }));
    const error = refusal(await partnerCount({ filter_by }));
    // 500 pattern values in the first filter already pass the 50 patterns one request may ask.
    expect(error.property).toBe('[filter_by][0][value]');
    expect(error.message).toMatch(/at most 50 values of STARTS_WITH, ENDS_WITH, CONTAINS, SEARCH/);

    // Within the bounds: many values, patterns and not still filter as before.
    const res = await partnerCount({
      metrics: ['total_clicks'],
      filter_by: [
        { field: 'publisher_reference', value: values(500) },
        { field: 'publisher_reference', value: ['sale', 'ref'], operator: 'CONTAINS' },
        { field: 'publisher_reference', value: 'REF-', operator: 'SEARCH' },
        { field: 'publisher_reference', value: ['summer'], operator: 'STARTS_WITH', not: true },
      ],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toEqual({ total_clicks: 1 });
    const sales = await post(
      partnerConversionCount,
      '/v3/partner/analytics/conversions/count',
      w.s.partner.auth,
      {
        date_time_ranges: YEAR,
        scope: { partner: w.s.publisherId },
        metrics: ['total_conversions'],
        filter_by: [
          { field: 'order_value', value: ['1000000', '5'], operator: 'GREATER_THAN' },
          { field: 'conversion_status', value: ['approved', 'pending'] },
          { field: 'conversion_status', value: ['rejected'], not: true },
        ],
      },
    );
    expect(sales.status, sales.text).toBe(200);
    expect(sales.json.data).toEqual({ total_conversions: 1 });
  });

  it('names the field of each bound in the v3 error body', async () => {
    const eq = (n: number) => ({ field: 'publisher_reference', value: values(n) });
    const cases: [string, Record<string, unknown>, string, RegExp][] = [
      [
        'values over all filters',
        { filter_by: [eq(500), eq(400), eq(101)] },
        '[filter_by][2][value]',
        /at most 1000 over all of filter_by/,
      ],
      [
        'pattern values over all filters',
        {
          filter_by: [
            { ...eq(30), operator: 'STARTS_WITH' },
            { ...eq(21), operator: 'SEARCH' },
          ],
        },
        '[filter_by][1][value]',
        /at most 50 values of/,
      ],
      ['values in one filter', { filter_by: [eq(501)] }, '[filter_by][0][value]', /500/],
      [
        'filters',
        { filter_by: Array.from({ length: 51 }, () => eq(1)) },
        '[filter_by]',
        /at most 50 items/,
      ],
      [
        'length of a value',
        { filter_by: [{ field: 'publisher_reference', value: 'x'.repeat(257) }] },
        '[filter_by][0][value]',
        /at most 256 characters/,
      ],
      [
        'date ranges',
        { date_time_ranges: Array.from({ length: 21 }, () => WEEK[0]) },
        '[date_time_ranges]',
        /at most 20 items/,
      ],
      [
        'metrics',
        { metrics: Array.from({ length: 5 }, () => 'total_clicks') },
        '[metrics]',
        /at most 4 items/,
      ],
    ];
    for (const [name, body, property, message] of cases) {
      const res = await partnerCount(body);
      const error = refusal(res);
      expect(error.property, name).toBe(property);
      expect(error.message, name).toMatch(message);
      expect(cost(res), `${name}: a refusal costs one point`).toBe(1);
    }
    const equalities = await partnerCount({ filter_by: [eq(500), eq(500)] });
    expect(equalities.status, 'exactly at the bounds is served').toBe(200);
  });

  it('bounds group_by, order_by and the interval buckets of timeseries and explode', async () => {
    const scope = { campaigns: [w.s.campaignId] };
    const dims = [
      'campaign',
      'partner',
      'device',
      'type',
      'user_context',
      'creative',
      'country',
      'advertiser_reference',
      'publisher_reference',
      'traffic_source',
      'browser_family',
    ];
    const groups = await post(
      brandClickExplode,
      '/v3/brand/analytics/clicks/explode',
      w.s.brandUser.auth,
      { date_time_ranges: WEEK, scope, metrics: ['total_clicks'], group_by: dims },
    );
    expect(refusal(groups).property).toBe('[group_by]');
    const conversionGroups = await post(
      brandConversionExplode,
      '/v3/brand/analytics/conversions/explode',
      w.s.brandUser.auth,
      {
        date_time_ranges: WEEK,
        scope,
        metrics: ['total_conversions'],
        group_by: ['partner'],
        order_by: Array.from({ length: 11 }, () => ({
          field: 'partner_id',
          direction: 'ASCENDING',
        })),
      },
    );
    expect(refusal(conversionGroups).property).toBe('[order_by]');
    // 8,784 hours in 2024: more than the 5,000 buckets one request may ask.
    const hourly = { date_time_ranges: YEAR, interval: { period: 'PT1H' } };
    const series = await post(
      partnerClickTimeseries,
      '/v3/partner/analytics/clicks/timeseries',
      w.s.partner.auth,
      { ...hourly, scope: { partner: w.s.publisherId }, metrics: ['total_clicks'] },
    );
    expect(refusal(series).property).toBe('[interval][period]');
    const exploded = await post(
      brandClickExplode,
      '/v3/brand/analytics/clicks/explode',
      w.s.brandUser.auth,
      { ...hourly, scope, metrics: ['total_clicks'], group_by: ['date_time'] },
    );
    const error = refusal(exploded);
    expect(error.property).toBe('[interval][period]');
    expect(error.message).toMatch(/more than 5000 intervals/);
    expect(cost(exploded), 'refused before any query: one point').toBe(1);
  });
});

describe('analytics cost in rate-limit points', () => {
  const LIMIT = 60;
  beforeAll(() => configureRateLimit({ points: LIMIT, windowSeconds: 60 }));
  afterAll(() => configureRateLimit(config().rateLimit));

  /** 1 + 500/250 equality values + 50/5 pattern values: 13 points. */
  const expensive = (publisherId: string) => ({
    date_time_ranges: YEAR,
    scope: { partner: publisherId },
    metrics: ['total_clicks'],
    filter_by: [
      { field: 'publisher_reference', value: values(500) },
      { field: 'partner_name', value: values(50), operator: 'CONTAINS' },
    ],
  });

  it('shows each request cost in X-RateLimit-Cost and takes it from X-RateLimit-Remaining', async () => {
    const { s } = await world();
    const path = '/v3/partner/analytics/clicks/count';
    const cheap = await post(partnerClickCount, path, s.partner.auth, {
      date_time_ranges: WEEK,
      scope: { partner: s.publisherId },
      metrics: ['total_clicks'],
    });
    expect(cheap.status, cheap.text).toBe(200);
    expect(cost(cheap)).toBe(1);
    const left = remaining(cheap); // the setup's requests took a point or two
    expect(left).toBeGreaterThan(LIMIT - 5);
    const dear = await post(partnerClickCount, path, s.partner.auth, expensive(s.publisherId));
    expect(dear.status, dear.text).toBe(200);
    expect(cost(dear)).toBe(13);
    expect(remaining(dear)).toBe(left - 13);
    expect(dear.headers.get('x-ratelimit-limit')).toBe(String(LIMIT));
    // A timeseries pays for its buckets: 2,208 hours (92 days) are 4 points more.
    const hours = await post(
      partnerClickTimeseries,
      '/v3/partner/analytics/clicks/timeseries',
      s.partner.auth,
      {
        date_time_ranges: [{ start: '2024-03-01T00:00:00Z', end: '2024-06-01T00:00:00Z' }],
        interval: { period: 'PT1H' },
        zerofill: false,
        scope: { partner: s.publisherId },
        metrics: ['total_clicks'],
      },
    );
    expect(hours.status, hours.text).toBe(200);
    expect(cost(hours)).toBe(5);
    expect(remaining(hours)).toBe(left - 13 - 5);
    const other = await call(networkRoute, '/network', { auth: s.brandUser.auth });
    expect(cost(other), 'any other operation costs one point').toBe(1);
  });

  it('runs an expensive caller out of points while a cheap caller on another key is served', async () => {
    const { s } = await world();
    const path = '/v3/partner/analytics/clicks/count';
    const brandExplode = () =>
      post(brandClickExplode, '/v3/brand/analytics/clicks/explode', s.brandUser.auth, {
        date_time_ranges: WEEK,
        scope: { campaigns: [s.campaignId] },
        metrics: ['total_clicks'],
        group_by: ['partner'],
      });
    const before = await brandExplode();
    expect(before.status, before.text).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await post(partnerClickCount, path, s.partner.auth, expensive(s.publisherId))).status,
      );
    // 4 x 13 = 52 of the 60 points (less the setup's few); the fifth would take 65.
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const spent = await post(partnerClickCount, path, s.partner.auth, {
      date_time_ranges: WEEK,
      scope: { partner: s.publisherId },
      metrics: ['total_clicks'],
    });
    expect(spent.status, 'the expensive key is out of points for cheap requests too').toBe(429);
    expect(spent.json.error.errors[0].type).toBe('too_many_requests');
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(0);

    const after = await brandExplode();
    expect(after.status, after.text).toBe(200);
    expect(cost(after)).toBe(1);
    expect(remaining(after), 'the cheap key paid for its own request only').toBe(
      remaining(before) - 1,
    );
  });
});
