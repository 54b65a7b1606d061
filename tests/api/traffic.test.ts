import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { clickFloodCounts } from '@/lib/db/schema';
import * as trafficRoute from '@/app/(api)/v3/network/[networkId]/traffic/route';
import * as invalidRoute from '@/app/(api)/v3/network/[networkId]/traffic/invalid-clicks/route';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { conversionSetup, record } from '../support/conversions';
import { seedClicks } from '../support/clicks';
import { makeBrandUser, makePartnerUser } from '../support/partners';

const DAY = 86_400_000;

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
  await seedClicks(idsOf(a), [
    { at: new Date(now - 60_000) },
    { at: new Date(now - 120_000), invalidReason: 'bot', device: 'mobile' },
    { at: new Date(now - 3 * DAY) },
    { at: new Date(now - 40 * DAY), invalidReason: 'flood' },
  ]);
  await seedClicks(idsOf(b), [{ at: new Date(now - 60_000), invalidReason: 'self_click' }]);
  // Clicks past the flood limit: counted, not stored.
  const floodAt = new Date(now - 60_000);
  const flood = { windowStart: floodAt, lastClickedAt: floodAt, ipDigest: '203.0.113.0' };
  await (await getDb()).insert(clickFloodCounts).values([
    { ...idsOf(a), ...flood, clicks: 7 },
    { ...idsOf(b), ...flood, clicks: 5 },
  ]);
  const conv = await record(a.brandUser.auth, a.campaignId, {
    publisher_id: a.publisherId,
    conversion_reference: 'traffic-1',
    value: 10,
    conversion_time: new Date(now - 30_000).toISOString(),
  });
  expect(conv.status, conv.text).toBe(201);
  return { net, a, b };
}

const get = (
  route: typeof trafficRoute | typeof invalidRoute,
  net: TestNetwork,
  query: string,
  auth: string | null = net.auth,
  networkId = net.networkId,
) =>
  call(
    route,
    `/v3/network/${networkId}/traffic${route === invalidRoute ? '/invalid-clicks' : ''}?${query}`,
    { auth, params: { networkId: String(networkId) } },
  );

describe('GET /v3/network/{networkId}/traffic', () => {
  it('counts clicks, creditable and invalid clicks and conversions per day of the window', async () => {
    const { net, a } = await world();
    const week = await get(trafficRoute, net, 'days=7');
    expect(week.status, week.text).toBe(200);
    const data = week.json.data;
    expect(data.days).toHaveLength(7);
    expect(data.totals).toEqual({
      clicks: 4,
      creditable_clicks: 2,
      invalid_clicks: 2,
      flooded_clicks: 12,
      conversions: 1,
    });
    expect(data.days.at(-1).date).toBe(data.to);
    expect(data.days[0].date).toBe(data.from);
    const ninety = await get(trafficRoute, net, 'days=90');
    expect(ninety.json.data.days).toHaveLength(90);
    expect(ninety.json.data.totals.clicks).toBe(5);
    const oneCampaign = await get(trafficRoute, net, `days=30&campaign_id=${a.campaignId}`);
    expect(oneCampaign.json.data.totals).toEqual({
      clicks: 3,
      creditable_clicks: 2,
      invalid_clicks: 1,
      flooded_clicks: 7,
      conversions: 1,
    });
    const onePartner = await get(trafficRoute, net, `partner_id=${a.publisherId}`);
    expect(onePartner.json.data.totals.clicks).toBe(3);
    const oneBrand = await get(trafficRoute, net, `brand_id=${a.brand.advertiser_id}`);
    expect(oneBrand.json.data.totals.clicks).toBe(3);
  });

  it("shows brand users their brands' traffic only; refuses partners and other networks", async () => {
    const { net, a, b } = await world();
    const mine = await get(trafficRoute, net, 'days=7', a.brandUser.auth);
    expect(mine.status, mine.text).toBe(200);
    expect(mine.json.data.totals.clicks).toBe(3);
    expect(mine.json.data.totals.flooded_clicks).toBe(7);
    const notMine = await get(
      trafficRoute,
      net,
      `brand_id=${b.brand.advertiser_id}`,
      a.brandUser.auth,
    );
    expect(notMine.status).toBe(404);
    const notMyCampaign = await get(
      trafficRoute,
      net,
      `campaign_id=${b.campaignId}`,
      a.brandUser.auth,
    );
    expect(notMyCampaign.status).toBe(404);
    const ungranted = await makeBrandUser(net);
    const none = await get(trafficRoute, net, 'days=7', ungranted.auth);
    expect(none.json.data.totals.clicks).toBe(0);
    expect(none.json.data.totals.flooded_clicks).toBe(0);
    const partner = await makePartnerUser(net);
    expect((await get(trafficRoute, net, 'days=7', partner.auth)).status).toBe(403);
    const other = await makeNetwork();
    expect((await get(trafficRoute, net, 'days=7', other.auth)).status).toBe(404);
    expect((await get(trafficRoute, net, 'days=7', null)).status).toBe(401);
  });

  it('names the bad parameter', async () => {
    const { net } = await world();
    const bad = await get(trafficRoute, net, 'days=14&campaign_id=x&timezone=Mars/Base');
    expect(bad.status).toBe(400);
    expect(bad.json.error.errors.map((e: { property: string }) => e.property).sort()).toEqual([
      '[campaign_id]',
      '[days]',
      '[timezone]',
    ]);
  });
});

describe('GET /v3/network/{networkId}/traffic/invalid-clicks', () => {
  it('lists invalid clicks newest first with their reasons, paged and filtered', async () => {
    const { net, a, b } = await world();
    const all = await get(invalidRoute, net, 'days=30');
    expect(all.status, all.text).toBe(200);
    expect(all.json.data.map((c: { reason: string }) => c.reason)).toEqual(['self_click', 'bot']);
    expect(all.json.data[1]).toMatchObject({
      campaign_id: a.campaignId,
      partner_id: a.publisherId,
      device: 'mobile',
      referer: null,
    });
    expect(all.json.hypermedia.pagination.total_item_count).toBe(2);
    const paged = await get(invalidRoute, net, 'days=90&limit=1&offset=1');
    expect(paged.json.data.map((c: { reason: string }) => c.reason)).toEqual(['bot']);
    expect(paged.json.hypermedia.pagination.total_item_count).toBe(3);
    const floods = await get(invalidRoute, net, 'days=90&reason=flood');
    expect(floods.json.data).toHaveLength(1);
    const brand = await get(invalidRoute, net, 'days=30', b.brandUser.auth);
    expect(brand.json.data.map((c: { reason: string }) => c.reason)).toEqual(['self_click']);
    const bad = await get(invalidRoute, net, 'reason=sneaky');
    expect(bad.status).toBe(400);
  });
});
