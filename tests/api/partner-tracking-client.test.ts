import { afterAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { conversions as conversionsTable } from '@/lib/db/schema';
import { call } from '@/lib/client/api';
import { ApiClientError } from '@/lib/client/errors';
import {
  clickTimeseriesBody,
  dayWindow,
  fetchConversionDays,
  fetchPartnerLinks,
  fetchPartnerVouchers,
  fetchRecentClicks,
  performancePoints,
} from '@/lib/client/partner-tracking';
import { linkInput, refusedDeepLink } from '@/components/partner/tracking/link-values';
import { clickValidity, voucherState } from '@/components/partner/tracking/words';
import { approvedPartner } from '../support/campaigns';
import { seedClicks } from '../support/clicks';
import { seedConversions } from '../support/conversions';
import { routeClient } from '../support/route-client';
import { clickrefOf, followClick, freshTrackingState, trackingWorld } from '../support/tracking';

afterAll(freshTrackingState());

const DAY = 86_400_000;
const daysAgo = (n: number, hour = 12) => {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour) - n * DAY,
  );
};
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The calls the partner area's tracking pages make (lib/client/partner-tracking.ts and the link
 * builder's body), on the real routes: build a link (and a refused deep link), follow it, then
 * read the clicks and conversions per day, the newest clicks and the voucher codes.
 */
describe('the partner tracking pages’ client calls', () => {
  it('builds links, then charts clicks and conversions per day and lists the newest clicks', async () => {
    const w = await trackingWorld();
    const staff = routeClient(w.net.auth);
    const api = routeClient(w.partner.auth);
    const publisherId = w.partner.partnerId;
    await call(
      staff.PATCH('/v3/brand/{brand}/deeplink-domains', {
        params: { path: { brand: w.brand.advertiser_id } },
        body: { allowed_domains: ['deals.example'] },
      }),
    );

    // A deep link outside the domains: the form gets the reason to show, then builds without it.
    const values = {
      campaign_id: w.campaign.campaign_id,
      destination_url: 'https://elsewhere.example/page',
      pubref: 'newsletter',
    };
    const refused = await call(
      api.POST('/v2/publishers/{publisherId}/links', {
        params: { path: { publisherId } },
        body: linkInput(values),
      }),
    ).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiClientError);
    expect(refusedDeepLink(refused)).toMatch(/deep-link domains \(shop\.example, deals\.example/);
    const fallback = await call(
      api.POST('/v2/publishers/{publisherId}/links', {
        params: { path: { publisherId } },
        body: linkInput(values, false),
      }),
    );
    expect(fallback.link.destination_url).toBe('https://shop.example/summer');

    const built = await call(
      api.POST('/v2/publishers/{publisherId}/links', {
        params: { path: { publisherId } },
        body: linkInput({ ...values, destination_url: 'https://www.deals.example/tv?x=1' }),
      }),
    );
    expect(built.link.tracking_url).toContain(`/camref:${w.camref}/pubref:newsletter/`);
    const listed = await fetchPartnerLinks(api, publisherId);
    expect(listed.links.map((l) => l.id)).toEqual([built.link.id, fallback.link.id]);
    const newest = await fetchPartnerLinks(api, publisherId, 1);
    expect([newest.count, newest.links.map((l) => l.id)]).toEqual([2, [built.link.id]]);

    // A shopper follows it; older clicks and conversions give the chart a shape.
    const clicked = await followClick(new URL(built.link.tracking_url).pathname);
    expect(clicked.location).toMatch(/^https:\/\/www\.deals\.example\/tv\?x=1&clickref=/);
    const ids = {
      networkId: w.net.networkId,
      campaignId: Number(w.campaign.campaign_id),
      partnerId: Number(publisherId),
    };
    await seedClicks(ids, [
      { at: daysAgo(2) },
      { at: daysAgo(2, 13) },
      { at: daysAgo(2, 14), invalidReason: 'bot' },
      { at: daysAgo(40) },
    ]);
    await seedConversions(w.net, w.campaign.campaign_id, publisherId, 302, { time: daysAgo(1) });
    await seedConversions(w.net, w.campaign.campaign_id, publisherId, 2, { time: daysAgo(0, 0) });
    const rejected = await seedConversions(w.net, w.campaign.campaign_id, publisherId, 1, {
      time: daysAgo(0, 1),
    });
    await (
      await getDb()
    )
      .update(conversionsTable)
      .set({ status: 'rejected' })
      .where(inArray(conversionsTable.id, rejected.ids));

    const week = dayWindow(7);
    expect(week.days).toHaveLength(7);
    expect(week.days[6]).toBe(isoDay(new Date()));
    const series = await call(
      api.POST('/v3/partner/analytics/clicks/timeseries', {
        body: clickTimeseriesBody(publisherId, week),
      }),
    );
    // One conversion analytics call, however many conversions (no report pages to walk).
    const conversions = await fetchConversionDays(api, publisherId, week);
    expect(conversions.data).toHaveLength(7);
    const points = performancePoints(week, series.data, conversions.data);
    expect(points).toHaveLength(7);
    expect(points.reduce((n, p) => n + p.conversions, 0)).toBe(304); // not the rejected one
    const at = (n: number) => points.find((p) => p.date === isoDay(daysAgo(n)))!;
    expect(at(0)).toEqual({ date: isoDay(daysAgo(0)), clicks: 1, conversions: 2 });
    expect(at(1)).toMatchObject({ clicks: 0, conversions: 302 });
    expect(at(2)).toMatchObject({ clicks: 2, conversions: 0 }); // the bot's click does not count
    expect(points.reduce((n, p) => n + p.clicks, 0)).toBe(3);

    // The newest clicks, newest first, bots included with their reason in words.
    const recent = await fetchRecentClicks(api, publisherId, week, 3);
    expect(recent.count).toBe(4);
    expect(recent.clicks[0]!.clickref).toBe(clickrefOf(clicked.location));
    expect(recent.clicks[0]!.publisher_reference).toBe('newsletter');
    expect(recent.clicks.map((c) => clickValidity(c).text)).toEqual([
      'Counts',
      'Not counted: made by a robot or automated program, not a person',
      'Counts',
    ]);

    // Another partner reads none of it.
    const other = routeClient((await approvedPartner(w.net)).auth);
    const denied = await fetchRecentClicks(other, publisherId, week).catch((e: unknown) => e);
    expect((denied as ApiClientError).status).toBe(403);
  });

  it('lists the voucher codes crediting the partner on its campaigns, with their state', async () => {
    const w = await trackingWorld();
    const staff = routeClient(w.net.auth);
    const api = routeClient(w.partner.auth);
    const tomorrow = new Date(Date.now() + DAY).toISOString();
    await call(
      staff.POST('/campaign/{campaign_id}/voucher_code', {
        params: { path: { campaign_id: w.campaign.campaign_id } },
        body: {
          voucher_codes: [
            { voucher_code: 'MINE10', publisher_id: w.partner.partnerId },
            { voucher_code: 'LATER', publisher_id: w.partner.partnerId, start_date_time: tomorrow },
            { voucher_code: 'NOBODY' },
          ],
        } as never,
      }),
    );
    const codes = await fetchPartnerVouchers(api, w.partner.partnerId, [w.campaign.campaign_id]);
    expect(codes.map((c) => [c.voucher_code, voucherState(c).text]).sort()).toEqual([
      ['LATER', 'Not started yet'],
      ['MINE10', 'Active'],
    ]);
    expect(await fetchPartnerVouchers(api, w.partner.partnerId, [])).toEqual([]);
    const now = Date.UTC(2026, 5, 1);
    const code = { active: 'y' as const, start_date_time: null, end_date_time: null };
    expect(voucherState({ ...code, active: 'n' }, now).text).toBe('Switched off by the brand');
    expect(voucherState({ ...code, end_date_time: '2026-05-31 23:59:59' }, now).text).toBe(
      'Expired',
    );
    expect(voucherState({ ...code, end_date_time: '2026-06-02 00:00:00' }, now).state).toBe(
      'active',
    );
  });
});
