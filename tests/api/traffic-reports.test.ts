import { describe, expect, it } from 'vitest';
import * as trafficRoute from '@/app/(api)/v3/network/[networkId]/traffic/route';
import * as exportRoute from '@/app/(api)/v3/network/[networkId]/traffic/export/route';
import * as invalidRoute from '@/app/(api)/v3/network/[networkId]/traffic/invalid-clicks/route';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { conversionSetup, record } from '../support/conversions';
import { seedClicks } from '../support/clicks';
import { newClickref } from '@/lib/services/tracking';

// The traffic report's custom range, breakdown and CSV (issue 33): a range of past days counts
// only its days, a bad range is refused in words, the breakdown splits the same totals.

const DAY = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

async function world() {
  const net = await makeNetwork();
  const a = await conversionSetup(net);
  const b = await conversionSetup(net);
  const now = Date.now();
  const idsOf = (s: typeof a) => ({
    networkId: net.networkId,
    campaignId: Number(s.campaignId),
    partnerId: Number(s.publisherId),
  });
  // Ten and eleven days ago (inside the range below), and today (outside it).
  const tenAgo = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate() - 10,
    12,
  );
  await seedClicks(idsOf(a), [
    { at: new Date(tenAgo), pubref: 'newsletter', device: 'mobile' },
    { at: new Date(tenAgo + 60_000), pubref: 'newsletter', device: 'mobile' },
    { at: new Date(tenAgo - DAY), pubref: 'sidebar', invalidReason: 'bot' },
    { at: new Date(now - 60_000), pubref: 'newsletter' },
  ]);
  await seedClicks(idsOf(b), [{ at: new Date(tenAgo), device: 'tablet' }]);
  const sale = await record(a.brandUser.auth, a.campaignId, {
    publisher_id: a.publisherId,
    conversion_reference: 'range-1',
    publisher_reference: 'newsletter',
    value: 10,
    conversion_time: new Date(tenAgo + 120_000).toISOString(),
  });
  expect(sale.status, sale.text).toBe(201);
  return { net, a, b, from: isoDay(tenAgo - 2 * DAY), to: isoDay(tenAgo) };
}

const get = (
  route: typeof trafficRoute | typeof exportRoute | typeof invalidRoute,
  net: TestNetwork,
  query: string,
) => {
  const tail = route === exportRoute ? '/export' : route === invalidRoute ? '/invalid-clicks' : '';
  return call(route, `/v3/network/${net.networkId}/traffic${tail}?${query}`, {
    auth: net.auth,
    params: { networkId: String(net.networkId) },
  });
};

describe('traffic reports: custom range, breakdown, CSV', () => {
  it('counts only the days of a custom range, both ends included', async () => {
    const { net, from, to } = await world();
    const res = await get(trafficRoute, net, `from=${from}&to=${to}`);
    expect(res.status, res.text).toBe(200);
    const data = res.json.data;
    expect([data.from, data.to]).toEqual([from, to]);
    expect(data.days).toHaveLength(3);
    // Today's click is outside the range; the others are in it.
    expect(data.totals).toMatchObject({
      clicks: 4,
      creditable_clicks: 3,
      invalid_clicks: 1,
      conversions: 1,
    });
    const invalid = await get(invalidRoute, net, `from=${from}&to=${to}`);
    expect(invalid.json.data.map((c: { reason: string }) => c.reason)).toEqual(['bot']);
  });

  it('refuses a range that ends before it starts, or has one end, in words on the field', async () => {
    const { net, from, to } = await world();
    const backwards = await get(trafficRoute, net, `from=${to}&to=${from}`);
    expect(backwards.status).toBe(400);
    expect(backwards.json.error.errors).toMatchObject([
      { property: '[to]', message: expect.stringContaining('The end must be after the start') },
    ]);
    const half = await get(trafficRoute, net, `from=${from}`);
    expect(half.status).toBe(400);
    expect(half.json.error.errors[0].property).toBe('[to]');
    const long = await get(trafficRoute, net, 'from=2024-01-01&to=2025-06-01');
    expect(long.status).toBe(400);
    expect(long.json.error.errors[0].message).toContain('at most 366 days');
    const notADay = await get(trafficRoute, net, 'from=2024-02-30&to=2024-03-01');
    expect(notADay.status).toBe(400);
    expect(notADay.json.error.errors[0].property).toBe('[from]');
  });

  it('breaks the range down by sub ID, device, partner and campaign, summing to the totals', async () => {
    const { net, a, b, from, to } = await world();
    const bySub = await get(trafficRoute, net, `from=${from}&to=${to}&group_by=sub_id`);
    expect(bySub.status, bySub.text).toBe(200);
    expect(bySub.json.data.breakdown).toEqual({
      group_by: 'sub_id',
      rows: [
        {
          key: 'newsletter',
          label: 'newsletter',
          clicks: 2,
          creditable_clicks: 2,
          invalid_clicks: 0,
          conversions: 1,
        },
        expect.objectContaining({ key: null, clicks: 1, conversions: 0 }),
        expect.objectContaining({ key: 'sidebar', clicks: 1, invalid_clicks: 1 }),
      ],
    });
    const byDevice = await get(trafficRoute, net, `from=${from}&to=${to}&group_by=device`);
    const devices = Object.fromEntries(
      byDevice.json.data.breakdown.rows.map(
        (r: { key: string | null; clicks: number; conversions: number }) => [
          String(r.key),
          [r.clicks, r.conversions],
        ],
      ),
    );
    // The sale came without a click, so it has no device: its own row, not another click's.
    expect(devices).toEqual({ mobile: [2, 0], desktop: [1, 0], tablet: [1, 0], null: [0, 1] });
    const byPartner = await get(trafficRoute, net, `from=${from}&to=${to}&group_by=partner`);
    const partners = byPartner.json.data.breakdown.rows;
    expect(partners.map((r: { key: string }) => r.key)).toEqual([a.publisherId, b.publisherId]);
    expect(partners[0].label).toBeTruthy();
    expect(partners[0].label).not.toBe(a.publisherId);
    const byCampaign = await get(trafficRoute, net, `from=${from}&to=${to}&group_by=campaign`);
    const sum = byCampaign.json.data.breakdown.rows.reduce(
      (n: number, r: { clicks: number }) => n + r.clicks,
      0,
    );
    expect(sum).toBe(byCampaign.json.data.totals.clicks);
    const bad = await get(trafficRoute, net, 'group_by=region');
    expect(bad.status).toBe(400);
    expect(bad.json.error.errors[0].property).toBe('[group_by]');
  });

  it("breaks the range down by country, summing to the totals; a sale takes its click's country", async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    const ids = {
      networkId: net.networkId,
      campaignId: Number(s.campaignId),
      partnerId: Number(s.publisherId),
    };
    const at = Date.now() - 3 * DAY;
    const sold = newClickref(new Date(at));
    await seedClicks(ids, [
      { at: new Date(at), country: 'DE', clickref: sold },
      { at: new Date(at + 1_000), country: 'DE', invalidReason: 'bot' },
      { at: new Date(at + 2_000), country: 'GB' },
      { at: new Date(at + 3_000), country: null },
    ]);
    // Another network's click with the same reference must not lend the sale its country.
    const other = await makeNetwork();
    const o = await conversionSetup(other);
    await seedClicks(
      {
        networkId: other.networkId,
        campaignId: Number(o.campaignId),
        partnerId: Number(o.publisherId),
      },
      [{ at: new Date(at), country: 'FR', clickref: sold }],
    );
    for (const [reference, clickref] of [
      ['by-click', sold],
      ['no-click', undefined],
    ] as const) {
      const sale = await record(s.brandUser.auth, s.campaignId, {
        publisher_id: s.publisherId,
        conversion_reference: reference,
        ...(clickref ? { clickref } : {}),
        value: 10,
        conversion_time: new Date(at + 60_000).toISOString(),
      });
      expect(sale.status, sale.text).toBe(201);
    }
    const from = isoDay(at - DAY);
    const to = isoDay(at + DAY);
    const res = await get(trafficRoute, net, `from=${from}&to=${to}&group_by=country`);
    expect(res.status, res.text).toBe(200);
    const { totals, breakdown } = res.json.data;
    expect(breakdown.group_by).toBe('country');
    expect(breakdown.rows).toEqual([
      {
        key: 'DE',
        label: 'Germany',
        clicks: 2,
        creditable_clicks: 1,
        invalid_clicks: 1,
        conversions: 1,
      },
      // Most clicks first, then most conversions: the unknown country has the click-less sale.
      expect.objectContaining({ key: null, label: null, clicks: 1, conversions: 1 }),
      expect.objectContaining({ key: 'GB', label: 'United Kingdom', clicks: 1, conversions: 0 }),
    ]);
    const sum = (field: 'clicks' | 'creditable_clicks' | 'invalid_clicks' | 'conversions') =>
      breakdown.rows.reduce((n: number, r: Record<string, number>) => n + r[field]!, 0);
    expect({
      clicks: sum('clicks'),
      creditable_clicks: sum('creditable_clicks'),
      invalid_clicks: sum('invalid_clicks'),
      conversions: sum('conversions'),
    }).toEqual({
      clicks: totals.clicks,
      creditable_clicks: totals.creditable_clicks,
      invalid_clicks: totals.invalid_clicks,
      conversions: totals.conversions,
    });
    const csv = await get(exportRoute, net, `from=${from}&to=${to}&group_by=country`);
    expect(csv.status, csv.text).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('-by-country.csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('country,name,clicks,creditable_clicks,invalid_clicks,conversions');
    expect(lines[1]).toBe('DE,Germany,2,1,1,1');
  });

  it('downloads the days, or the breakdown, as CSV', async () => {
    const { net, from, to } = await world();
    const days = await get(exportRoute, net, `from=${from}&to=${to}`);
    expect(days.status, days.text).toBe(200);
    expect(days.headers.get('content-type')).toContain('text/csv');
    expect(days.headers.get('content-disposition')).toContain(`traffic-${from}-to-${to}.csv`);
    const lines = days.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'date,clicks,creditable_clicks,invalid_clicks,flooded_clicks,conversions',
    );
    expect(lines).toHaveLength(4);
    expect(lines.at(-1)).toBe(`${to},3,3,0,0,1`);
    const bySub = await get(exportRoute, net, `from=${from}&to=${to}&group_by=sub_id`);
    const subLines = bySub.text.trim().split('\r\n');
    expect(subLines[0]).toBe('sub_id,name,clicks,creditable_clicks,invalid_clicks,conversions');
    expect(subLines[1]).toBe('newsletter,newsletter,2,2,0,1');
    const refused = await get(exportRoute, net, `from=${to}&to=${from}`);
    expect(refused.status).toBe(400);
  });
});
