import { describe, expect, it } from 'vitest';
import * as brandReport from '@/app/(api)/reporting/report_advertiser/campaign/[campaign_id]/click/route';
import * as partnerReport from '@/app/(api)/reporting/report_publisher/publisher/[publisher_id]/click/route';
import * as brandCount from '@/app/(api)/v3/brand/analytics/clicks/count/route';
import * as partnerTimeseries from '@/app/(api)/v3/partner/analytics/clicks/timeseries/route';
import { call } from '../support/harness';
import { record } from '../support/conversions';
import { attributionWorld, insertClicks } from '../support/attribution';

/**
 * A click is converted (report status `used`, analytics total_clicks_converted) when a conversion
 * names it as the click that won; a clickref a conversion only carried does not count.
 */

const HOUR = 3_600_000;
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function world() {
  const w = await attributionWorld();
  const ids = { networkId: w.net.networkId, campaignId: Number(w.campaignId) };
  const now = Date.now();
  const [won, carried, plain] = await insertClicks([
    { ...ids, partnerId: Number(w.a.partnerId), clickedAt: new Date(now - 3 * HOUR) },
    { ...ids, partnerId: Number(w.a.partnerId), clickedAt: new Date(now - 2 * HOUR) },
    { ...ids, partnerId: Number(w.a.partnerId), clickedAt: new Date(now - HOUR) },
  ]);
  const byClick = await record(w.brandUser.auth, w.campaignId, {
    conversion_reference: 'CONV-CLICK',
    value: '10.00',
    clickref: won,
  });
  expect(byClick.status, byClick.text).toBe(201);
  expect(byClick.json.data.attribution).toBe('click');
  // Named partner: the clickref is kept on the conversion, but no click won it.
  const manual = await record(w.brandUser.auth, w.campaignId, {
    conversion_reference: 'CONV-MANUAL',
    value: '10.00',
    clickref: carried,
    publisher_id: w.b.partnerId,
  });
  expect(manual.status, manual.text).toBe(201);
  expect(manual.json.data.attribution).toBe('manual');
  return { w, won: won!, carried: carried!, plain: plain! };
}

describe('converted clicks', () => {
  it('the click reports read used for the click a conversion won and filter by it', async () => {
    const { w, won, carried, plain } = await world();
    const q = `start_date=${day(-1)}&end_date=${day(1)}`;
    const brand = (extra: string) =>
      call(
        brandReport,
        `/reporting/report_advertiser/campaign/${w.campaignId}/click?${q}${extra}`,
        {
          auth: w.brandUser.auth,
          params: { campaign_id: w.campaignId },
        },
      );
    const all = await brand('');
    expect(all.status, all.text).toBe(200);
    const statusOf = Object.fromEntries(
      all.json.clicks.map((c: { click: { clickref: string; status: string } }) => [
        c.click.clickref,
        c.click.status,
      ]),
    );
    expect(statusOf).toEqual({ [won]: 'used', [carried]: 'fresh', [plain]: 'fresh' });
    const used = await brand('&statuses[]=used');
    expect(used.json.count).toBe(1);
    expect(used.json.clicks[0].click.clickref).toBe(won);
    const fresh = await brand('&statuses[]=fresh');
    expect(fresh.json.count).toBe(2);
    const partner = await call(
      partnerReport,
      `/reporting/report_publisher/publisher/${w.a.partnerId}/click?${q}&statuses[]=used`,
      { auth: w.a.auth, params: { publisher_id: w.a.partnerId } },
    );
    expect(partner.status, partner.text).toBe(200);
    expect(partner.json.count).toBe(1);
  });

  it('the click analytics count converted clicks and the conversion rate', async () => {
    const { w } = await world();
    const ranges = [{ start: `${day(-1)}T00:00:00Z`, end: `${day(1)}T00:00:00Z` }];
    const metrics = ['total_clicks', 'total_clicks_converted', 'click_conversion_rate'];
    const count = await call(brandCount, '/v3/brand/analytics/clicks/count', {
      method: 'POST',
      auth: w.brandUser.auth,
      body: { date_time_ranges: ranges, scope: { campaigns: [w.campaignId] }, metrics },
    });
    expect(count.status, count.text).toBe(200);
    expect(count.json.data).toEqual({
      total_clicks: 3,
      total_clicks_converted: 1,
      click_conversion_rate: 0.3333,
    });
    const series = await call(partnerTimeseries, '/v3/partner/analytics/clicks/timeseries', {
      method: 'POST',
      auth: w.a.auth,
      body: {
        date_time_ranges: ranges,
        scope: { partner: w.a.partnerId },
        metrics: ['total_clicks_converted'],
        interval: { period: 'P1D' },
        timezone: 'UTC',
      },
    });
    expect(series.status, series.text).toBe(200);
    const converted = series.json.data.map(
      (d: { total_clicks_converted: number }) => d.total_clicks_converted,
    );
    expect(converted.reduce((a: number, b: number) => a + b, 0)).toBe(1);
  });
});
