import { describe, expect, it } from 'vitest';
import * as brandCount from '@/app/(api)/v3/brand/analytics/impressions/count/route';
import * as brandExplode from '@/app/(api)/v3/brand/analytics/impressions/explode/route';
import * as brandFilter from '@/app/(api)/v3/brand/analytics/impressions/filter/route';
import * as brandTimeseries from '@/app/(api)/v3/brand/analytics/impressions/timeseries/route';
import * as partnerCount from '@/app/(api)/v3/partner/analytics/impressions/count/route';
import * as partnerExplode from '@/app/(api)/v3/partner/analytics/impressions/explode/route';
import * as partnerFilter from '@/app/(api)/v3/partner/analytics/impressions/filter/route';
import * as partnerTimeseries from '@/app/(api)/v3/partner/analytics/impressions/timeseries/route';
import { getDb } from '@/lib/db/client';
import { impressions, participations } from '@/lib/db/schema';
import type { DeviceClass } from '@/lib/schemas/enums';
import { call, makeNetwork } from '../support/harness';
import { approvedPartner } from '../support/campaigns';
import { makeBrandUser } from '../support/partners';
import { referenceErrors } from '../support/reference-contract';
import { trackingWorld } from '../support/tracking';

type Route = Parameters<typeof call>[0];
type Seed = [at: string, device: DeviceClass, pubref: string | null, country: string | null];

/** Our partner's impressions: two on 1 March (UTC), three on 2 March, one outside the ranges. */
const OURS: Seed[] = [
  ['2024-03-01T08:00:00Z', 'desktop', 'a', 'GB'],
  ['2024-03-01T23:30:00Z', 'mobile', 'a', null],
  ['2024-03-02T00:30:00Z', 'mobile', 'b', 'FR'],
  ['2024-03-02T10:00:00Z', 'mobile', null, 'GB'],
  ['2024-03-02T11:00:00Z', 'tablet', null, null],
  ['2024-04-01T00:00:00Z', 'desktop', 'a', 'GB'],
];
/** Another partner's on the same campaign: the brand sees them, our partner does not. */
const THEIRS: Seed[] = [
  ['2024-03-01T09:00:00Z', 'desktop', 'x', null],
  ['2024-03-03T09:00:00Z', 'desktop', 'x', null],
];

async function world() {
  const w = await trackingWorld();
  const brandUser = await makeBrandUser(w.net, [Number(w.brand.advertiser_id)]);
  const rival = await approvedPartner(w.net);
  const campaignId = Number(w.campaign.campaign_id);
  const db = await getDb();
  await db.insert(participations).values({
    networkId: w.net.networkId,
    campaignId,
    partnerId: Number(rival.partnerId),
    status: 'a',
    approvedAt: new Date(),
  });
  const rows = (partner: string, seeds: Seed[]) =>
    seeds.map(([at, device, pubref, country]) => ({
      impressedAt: new Date(at),
      networkId: w.net.networkId,
      campaignId,
      partnerId: Number(partner),
      device,
      pubref,
      country,
    }));
  await db
    .insert(impressions)
    .values([...rows(w.partner.partnerId, OURS), ...rows(rival.partnerId, THEIRS)]);
  return { ...w, brandUser, rival };
}

const ranges = [{ start: '2024-03-01T00:00:00+00:00', end: '2024-03-04T00:00:00+00:00' }];
const post = (route: Route, side: string, op: string, auth: string, body: unknown) =>
  call(route, `/v3/${side}/analytics/impressions/${op}`, { method: 'POST', auth, body });

describe('impression analytics', () => {
  it("count, explode, filter and timeseries on both sides, in the reference's shapes", async () => {
    const w = await world();
    const brand = { campaigns: [w.campaign.campaign_id] };
    const partner = { partner: w.partner.partnerId };
    const metrics = ['total_impressions'];

    const counts = await Promise.all([
      post(brandCount, 'brand', 'count', w.brandUser.auth, {
        date_time_ranges: ranges,
        scope: brand,
        metrics,
      }),
      post(partnerCount, 'partner', 'count', w.partner.auth, {
        date_time_ranges: ranges,
        scope: partner,
        metrics,
      }),
    ]);
    for (const res of counts) {
      expect(res.status, res.text).toBe(200);
      expect(referenceErrors('impression-analytics-count', res.json)).toEqual([]);
    }
    expect(counts.map((r) => r.json.data)).toEqual([
      { total_impressions: 7 },
      { total_impressions: 5 },
    ]);

    const byDevice = await post(brandExplode, 'brand', 'explode', w.brandUser.auth, {
      date_time_ranges: ranges,
      scope: brand,
      metrics,
      group_by: ['device'],
      order_by: [{ field: 'device_id', direction: 'ASCENDING' }],
    });
    expect(byDevice.status, byDevice.text).toBe(200);
    expect(referenceErrors('impression-analytics-explode', byDevice.json)).toEqual([]);
    expect(byDevice.json.data).toEqual([
      { device_id: '2', device_name: 'desktop', total_impressions: 3 },
      { device_id: '3', device_name: 'mobile', total_impressions: 3 },
      { device_id: '4', device_name: 'tablet', total_impressions: 1 },
    ]);
    expect(byDevice.headers.get('x-total-row-count')).toBe('3');

    const byRef = await post(partnerExplode, 'partner', 'explode', w.partner.auth, {
      date_time_ranges: ranges,
      scope: partner,
      metrics,
      group_by: ['publisher_reference'],
      filter_by: [{ field: 'country', value: ['GB', 'FR'] }],
      order_by: [{ field: 'total_impressions', direction: 'DESCENDING' }],
    });
    expect(byRef.status, byRef.text).toBe(200);
    expect(byRef.json.data).toEqual([
      { publisher_reference: 'a', total_impressions: 1 },
      { publisher_reference: 'b', total_impressions: 1 },
      { publisher_reference: null, total_impressions: 1 },
    ]);

    const partners = await post(brandFilter, 'brand', 'filter', w.brandUser.auth, {
      date_time_ranges: ranges,
      scope: brand,
      group_by: ['partner'],
      order_by: [{ field: 'total_impressions', direction: 'DESCENDING' }],
    });
    expect(partners.status, partners.text).toBe(200);
    expect(referenceErrors('impression-analytics-filter', partners.json)).toEqual([]);
    expect(partners.json.data).toEqual([
      expect.objectContaining({ partner_id: w.partner.partnerId, total_impressions: 5 }),
      expect.objectContaining({ partner_id: w.rival.partnerId, total_impressions: 2 }),
    ]);
    const mine = await post(partnerFilter, 'partner', 'filter', w.partner.auth, {
      date_time_ranges: ranges,
      scope: partner,
      group_by: ['country'],
      filter_by: [{ field: 'country', value: 'GB' }],
    });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.json.data).toEqual([{ country: 'GB', country_name: 'United Kingdom' }]);

    const daily = await post(brandTimeseries, 'brand', 'timeseries', w.brandUser.auth, {
      date_time_ranges: ranges,
      scope: brand,
      metrics,
      interval: { period: 'P1D' },
    });
    expect(daily.status, daily.text).toBe(200);
    expect(referenceErrors('impression-analytics-timeseries', daily.json)).toEqual([]);
    expect(daily.json.data).toEqual([
      {
        date_time_range: { start: '2024-03-01T00:00:00+00:00', end: '2024-03-02T00:00:00+00:00' },
        total_impressions: 3,
      },
      {
        date_time_range: { start: '2024-03-02T00:00:00+00:00', end: '2024-03-03T00:00:00+00:00' },
        total_impressions: 3,
      },
      {
        date_time_range: { start: '2024-03-03T00:00:00+00:00', end: '2024-03-04T00:00:00+00:00' },
        total_impressions: 1,
      },
    ]);
    // Tokyo's 2 March holds the 23:30 UTC impression of 1 March; the partner's own only.
    const tokyo = await post(partnerTimeseries, 'partner', 'timeseries', w.partner.auth, {
      date_time_ranges: ranges,
      scope: partner,
      metrics,
      timezone: 'Asia/Tokyo',
      zerofill: false,
    });
    expect(tokyo.status, tokyo.text).toBe(200);
    expect(
      tokyo.json.data.map(
        (d: { date_time_range: { start: string }; total_impressions: number }) => [
          d.date_time_range.start,
          d.total_impressions,
        ],
      ),
    ).toEqual([
      ['2024-03-01T00:00:00+09:00', 1],
      ['2024-03-02T00:00:00+09:00', 4],
    ]);
  });

  it("scopes: another partner's, another brand's and another network's are refused as the click analytics refuse them", async () => {
    const w = await world();
    const body = (scope: unknown) => ({
      date_time_ranges: ranges,
      scope,
      metrics: ['total_impressions'],
    });
    const rivalAsUs = await post(
      partnerCount,
      'partner',
      'count',
      w.rival.auth,
      body({ partner: w.partner.partnerId }),
    );
    expect(rivalAsUs.status).toBe(403);
    expect(rivalAsUs.json.error.errors[0].property).toBe('[scope][partner]');
    const partnerAsBrand = await post(
      brandCount,
      'brand',
      'count',
      w.partner.auth,
      body({ campaigns: [w.campaign.campaign_id] }),
    );
    expect(partnerAsBrand.status).toBe(403);
    const otherBrandUser = await makeBrandUser(w.net, []);
    const notTheirs = await post(
      brandCount,
      'brand',
      'count',
      otherBrandUser.auth,
      body({ campaigns: [w.campaign.campaign_id] }),
    );
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.json.error.errors[0].property).toBe('[scope][campaigns][0]');
    const elsewhere = await makeNetwork();
    const staffElsewhere = await post(
      brandCount,
      'brand',
      'count',
      elsewhere.auth,
      body({ campaigns: [w.campaign.campaign_id] }),
    );
    expect(staffElsewhere.status).toBe(403);
    const staffHere = await post(
      brandCount,
      'brand',
      'count',
      w.net.auth,
      body({ campaigns: [w.campaign.campaign_id] }),
    );
    expect(staffHere.json.data).toEqual({ total_impressions: 7 });
  });

  it("bad input is a 400 naming the field; the reference's per-side lists hold", async () => {
    const w = await world();
    const brand = { campaigns: [w.campaign.campaign_id] };
    const refused: [Route, string, string, string, Record<string, unknown>, string][] = [
      [
        brandCount,
        'brand',
        'count',
        w.brandUser.auth,
        { metrics: ['total_clicks'] },
        '[metrics][0]',
      ],
      [brandCount, 'brand', 'count', w.brandUser.auth, { metrics: [] }, '[metrics]'],
      [
        brandExplode,
        'brand',
        'explode',
        w.brandUser.auth,
        { metrics: ['total_impressions'], group_by: ['type'] },
        '[group_by][0]',
      ],
      // The brand side groups by no publisher_reference; the partner side filters by no partner group.
      [
        brandFilter,
        'brand',
        'filter',
        w.brandUser.auth,
        { group_by: ['publisher_reference'] },
        '[group_by][0]',
      ],
      [
        partnerCount,
        'partner',
        'count',
        w.partner.auth,
        {
          scope: { partner: w.partner.partnerId },
          metrics: ['total_impressions'],
          filter_by: [{ field: 'partner_group_id', value: '1' }],
        },
        '[filter_by][0][field]',
      ],
      [
        brandExplode,
        'brand',
        'explode',
        w.brandUser.auth,
        {
          metrics: ['total_impressions'],
          group_by: ['device'],
          order_by: [{ field: 'total_clicks', direction: 'ASCENDING' }],
        },
        '[order_by][0][field]',
      ],
      [
        brandTimeseries,
        'brand',
        'timeseries',
        w.brandUser.auth,
        { metrics: ['total_impressions'], interval: { period: 'PT5M' } },
        '[interval][period]',
      ],
    ];
    for (const [route, side, op, auth, extra, property] of refused) {
      const res = await post(route, side, op, auth, {
        date_time_ranges: ranges,
        scope: brand,
        ...extra,
      });
      expect(res.status, `${op} ${JSON.stringify(extra)}: ${res.text}`).toBe(400);
      expect(res.json.error.errors.map((e: { property: string }) => e.property)).toContain(
        property,
      );
    }
    // What the brand side may filter by and the partner side may not (and back) is accepted there.
    const tagged = await post(brandCount, 'brand', 'count', w.brandUser.auth, {
      date_time_ranges: ranges,
      scope: brand,
      metrics: ['total_impressions'],
      filter_by: [{ field: 'creative_tag_id', value: '1', not: true }],
    });
    expect(tagged.status, tagged.text).toBe(200);
    expect(tagged.json.data).toEqual({ total_impressions: 7 });
  });
});
