import { describe, expect, it } from 'vitest';
import * as partnerReport from '@/app/(api)/reporting/report_publisher/publisher/[publisher_id]/click/route';
import * as brandReport from '@/app/(api)/reporting/report_advertiser/campaign/[campaign_id]/click/route';
import * as brandTimeseries from '@/app/(api)/v3/brand/analytics/clicks/timeseries/route';
import * as brandCount from '@/app/(api)/v3/brand/analytics/clicks/count/route';
import * as brandExplode from '@/app/(api)/v3/brand/analytics/clicks/explode/route';
import * as partnerCount from '@/app/(api)/v3/partner/analytics/clicks/count/route';
import { call, makeNetwork } from '../support/harness';
import { conversionSetup } from '../support/conversions';
import { seedClicks } from '../support/clicks';

async function world() {
  const net = await makeNetwork();
  const s = await conversionSetup(net);
  const ids = {
    networkId: net.networkId,
    campaignId: Number(s.campaignId),
    partnerId: Number(s.publisherId),
  };
  await seedClicks(ids, [
    { at: new Date('2024-03-01T23:30:00Z'), pubref: 'a', ip: 'x', country: 'GB' },
    { at: new Date('2024-03-02T00:30:00Z'), device: 'mobile', ip: 'x' },
    { at: new Date('2024-03-02T10:00:00Z'), invalidReason: 'bot' },
  ]);
  return { net, s };
}

describe('click reports', () => {
  it('partner and brand reports: window, count, unique clicks, invalid clicks, roles', async () => {
    const { s } = await world();
    const q = 'start_date=2024-03-01&end_date=2024-03-03';
    const p = await call(
      partnerReport,
      `/reporting/report_publisher/publisher/${s.publisherId}/click?${q}`,
      {
        auth: s.partner.auth,
        params: { publisher_id: s.publisherId },
      },
    );
    expect(p.status, p.text).toBe(200);
    expect(p.json.count).toBe(3);
    expect(p.json.unique_click_count).toBe(2);
    expect(p.json.clicks[0].click.publisher_reference).toBe('a');
    // The click's country (CLICK_COUNTRY_HEADER at the redirect); null when none was recorded.
    expect(
      p.json.clicks.map((c: { click: { country: string | null } }) => c.click.country),
    ).toEqual(['GB', null, null]);
    expect(p.json.clicks[2].click.invalid_reason).toBe('bot');
    const b = await call(
      brandReport,
      `/reporting/report_advertiser/campaign/${s.campaignId}/click?${q}`,
      {
        auth: s.brandUser.auth,
        params: { campaign_id: s.campaignId },
      },
    );
    expect(b.status, b.text).toBe(200);
    expect(b.json.clicks[2].click.invalid_reason).toBe('bot');
    expect(b.json.clicks[1].click.ref_device_id).toBe(3);
    expect(b.json.clicks[0].click.country).toBe('GB');
    const denied = await call(
      brandReport,
      `/reporting/report_advertiser/campaign/${s.campaignId}/click?${q}`,
      {
        auth: s.partner.auth,
        params: { campaign_id: s.campaignId },
      },
    );
    expect(denied.status).toBe(403);
    const bad = await call(
      partnerReport,
      `/reporting/report_publisher/publisher/${s.publisherId}/click?end_date=x`,
      {
        auth: s.partner.auth,
        params: { publisher_id: s.publisherId },
      },
    );
    expect(bad.status).toBe(400);
  });
});

describe('click analytics', () => {
  it('timeseries buckets by day in the requested zone, creditable clicks only, zerofill', async () => {
    const { s } = await world();
    const body = {
      date_time_ranges: [{ start: '2024-03-01T00:00:00+00:00', end: '2024-03-04T00:00:00+00:00' }],
      scope: { campaigns: [s.campaignId] },
      metrics: ['total_clicks'],
      interval: { period: 'P1D' },
      timezone: 'UTC',
    };
    const utc = await call(brandTimeseries, '/v3/brand/analytics/clicks/timeseries', {
      method: 'POST',
      auth: s.brandUser.auth,
      body,
    });
    expect(utc.status, utc.text).toBe(200);
    expect(utc.json.data.map((d: { total_clicks: number }) => d.total_clicks)).toEqual([1, 1, 0]);
    expect(utc.json.data[0].date_time_range).toEqual({
      start: '2024-03-01T00:00:00+00:00',
      end: '2024-03-02T00:00:00+00:00',
    });
    const tokyo = await call(brandTimeseries, '/v3/brand/analytics/clicks/timeseries', {
      method: 'POST',
      auth: s.brandUser.auth,
      body: { ...body, timezone: 'Asia/Tokyo', zerofill: false },
    });
    expect(tokyo.status, tokyo.text).toBe(200);
    expect(tokyo.json.data).toHaveLength(1);
    expect(tokyo.json.data[0]).toMatchObject({
      date_time_range: { start: '2024-03-02T00:00:00+09:00' },
      total_clicks: 2,
    });
  });

  it('count, explode and the partner side; foreign scopes 403', async () => {
    const { s } = await world();
    const ranges = [{ start: '2024-03-01T00:00:00Z', end: '2024-03-04T00:00:00Z' }];
    const count = await call(brandCount, '/v3/brand/analytics/clicks/count', {
      method: 'POST',
      auth: s.brandUser.auth,
      body: {
        date_time_ranges: ranges,
        scope: { campaigns: [s.campaignId] },
        metrics: ['total_clicks', 'total_unique_clicks'],
      },
    });
    expect(count.status, count.text).toBe(200);
    expect(count.json.data).toEqual({ total_clicks: 2, total_unique_clicks: 1 });
    const explode = await call(brandExplode, '/v3/brand/analytics/clicks/explode', {
      method: 'POST',
      auth: s.brandUser.auth,
      body: {
        date_time_ranges: ranges,
        scope: { campaigns: [s.campaignId] },
        metrics: ['total_clicks'],
        group_by: ['device'],
        order_by: [{ field: 'device_id', direction: 'ASCENDING' }],
        include_total_row_count: true,
      },
    });
    expect(explode.status, explode.text).toBe(200);
    expect(explode.json.data).toEqual([
      { device_id: '2', device_name: 'desktop', total_clicks: 1 },
      { device_id: '3', device_name: 'mobile', total_clicks: 1 },
    ]);
    expect(explode.headers.get('x-total-row-count')).toBe('2');
    const byCountry = await call(brandExplode, '/v3/brand/analytics/clicks/explode', {
      method: 'POST',
      auth: s.brandUser.auth,
      body: {
        date_time_ranges: ranges,
        scope: { campaigns: [s.campaignId] },
        metrics: ['total_clicks'],
        group_by: ['country'],
        filter_by: [{ field: 'country', value: ['GB', 'FR'] }],
      },
    });
    expect(byCountry.status, byCountry.text).toBe(200);
    // A click without a country matches no filter on it.
    expect(byCountry.json.data).toEqual([
      { country: 'GB', country_name: 'United Kingdom', total_clicks: 1 },
    ]);
    const mine = await call(partnerCount, '/v3/partner/analytics/clicks/count', {
      method: 'POST',
      auth: s.partner.auth,
      body: {
        date_time_ranges: ranges,
        scope: { partner: s.publisherId },
        metrics: ['total_clicks'],
      },
    });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.json.data.total_clicks).toBe(2);
    const other = await call(brandCount, '/v3/brand/analytics/clicks/count', {
      method: 'POST',
      auth: s.brandUser.auth,
      body: {
        date_time_ranges: ranges,
        scope: { campaigns: ['999999'] },
        metrics: ['total_clicks'],
      },
    });
    expect(other.status).toBe(403);
  });
});
