import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as dealRoute from '@/app/(api)/campaign/[campaign_id]/deal/[deal_id]/route';
import * as partnerFeedsRoute from '@/app/(api)/user/publisher/[publisher_id]/feed/route';
import { getDb } from '@/lib/db/client';
import {
  auditEvents,
  deals as dealsTable,
  productFeeds,
  webhookEndpoints,
  webhookEvents,
} from '@/lib/db/schema';
import { WEBHOOK_EVENT_TYPES } from '@/lib/schemas/enums';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import {
  approvedPartner,
  brandWithCampaign,
  makeBrand,
  makeCampaign,
  requestOne,
  uid,
} from '../support/campaigns';
import { makeBrandUser } from '../support/partners';
import { deals, feeds, partnerOn } from '../support/content';

/** Campaign deals and product feeds: roles, validity windows, partner reads, bad input. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies as JSON
type Json = any;

const properties = (res: { json: { error: { errors?: { property: string }[] } } }) =>
  (res.json.error.errors ?? []).map((e) => e.property);

async function world() {
  const net = await makeNetwork();
  const db = await getDb();
  await db.insert(webhookEndpoints).values({
    networkId: net.networkId,
    url: `https://receiver-${uid()}.example/hooks`,
    secret: `whsec-${uid()}`,
    eventTypes: [...WEBHOOK_EVENT_TYPES],
  });
  const { brand, brandUser, campaign } = await brandWithCampaign(net);
  return { net, brand, brandUser, campaign, id: campaign.campaign_id as string };
}

const DEAL = {
  title: '40% off',
  description: 'Everything',
  offer_type: 'coupon',
  offer_value: '40%',
};

const deal = (auth: string, campaignId: string, dealId: string, method = 'GET', body?: unknown) =>
  call(dealRoute, `/campaign/${campaignId}/deal/${dealId}`, {
    method,
    auth,
    body,
    params: { campaign_id: campaignId, deal_id: dealId },
  });

async function dealRows(net: TestNetwork) {
  const db = await getDb();
  return db
    .select()
    .from(dealsTable)
    .where(eq(dealsTable.networkId, net.networkId))
    .orderBy(asc(dealsTable.id));
}

async function feedRows(net: TestNetwork) {
  const db = await getDb();
  return db
    .select()
    .from(productFeeds)
    .where(eq(productFeeds.networkId, net.networkId))
    .orderBy(asc(productFeeds.id));
}

async function eventTypes(net: TestNetwork, prefix: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.networkId, net.networkId))
    .orderBy(asc(webhookEvents.id));
  return rows
    .filter((r) => r.type.startsWith(prefix))
    .map((r) => r.type)
    .sort();
}

describe('campaign deals', () => {
  it('roles: staff and granted brand users manage deals; others are refused', async () => {
    const { net, brandUser, id, campaign } = await world();
    const created = await deals(brandUser.auth, id, 'POST', DEAL);
    expect(created.status, created.text).toBe(201);
    const dealId = created.json.campaign_deal.campaign_deal_id;
    const ungranted = await makeBrandUser(net, [Number((await makeBrand(net)).advertiser_id)]);
    const partner = await partnerOn(net, campaign);
    const foreign = await makeNetwork();
    for (const auth of [ungranted.auth, partner.auth]) {
      expect((await deals(auth, id)).status).toBe(403);
      expect((await deals(auth, id, 'POST', DEAL)).status).toBe(403);
      expect((await deal(auth, id, dealId, 'PATCH', { title: 'x' })).status).toBe(403);
      expect((await deal(auth, id, dealId, 'DELETE')).status).toBe(403);
    }
    expect((await deals(foreign.auth, id)).status).toBe(404);
    expect((await deal(foreign.auth, id, dealId)).status).toBe(404);
    // A deal of another campaign is not found on this one, nor is a non-id.
    const other = await makeCampaign(net, (await makeBrand(net)).advertiser_id);
    expect((await deal(net.auth, other.campaign_id, dealId)).status).toBe(404);
    expect((await deal(net.auth, id, 'abc')).status).toBe(404);
    expect((await dealRows(net)).map((d) => d.title)).toEqual(['40% off']);
  });

  it('validity windows: live only when active, started and not expired; ends must follow starts', async () => {
    const { net, id } = await world();
    const make = async (extra: Record<string, unknown>) => {
      const res = await deals(net.auth, id, 'POST', { ...DEAL, ...extra });
      expect(res.status, res.text).toBe(201);
      return res.json.campaign_deal;
    };
    const running = await make({
      start_date_time: '2020-01-01T00:00:00+01:00',
      end_date_time: '2099-01-01 00:00:00',
    });
    const future = await make({ start_date_time: '2099-01-01T00:00:00Z' });
    const expired = await make({ end_date_time: '2020-01-01T00:00:00Z' });
    const off = await make({ active: 'n' });
    expect([running, future, expired, off].map((d) => d.live)).toEqual([true, false, false, false]);
    expect(running).toMatchObject({
      start_date_time: '2019-12-31T23:00:00+00:00',
      end_date_time: '2099-01-01T00:00:00+00:00',
    });

    const backwards = await deals(net.auth, id, 'POST', {
      ...DEAL,
      start_date_time: '2030-01-02T00:00:00Z',
      end_date_time: '2030-01-01T00:00:00Z',
    });
    expect(properties(backwards)).toEqual(['end_date_time']);
    const moved = await deal(net.auth, id, running.campaign_deal_id, 'PATCH', {
      start_date_time: '2100-01-01T00:00:00Z',
    });
    expect(properties(moved)).toEqual(['end_date_time']);
    const cleared = await deal(net.auth, id, running.campaign_deal_id, 'PATCH', {
      end_date_time: null,
      start_date_time: '',
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.json.campaign_deal).toMatchObject({
      start_date_time: null,
      end_date_time: null,
      live: true,
    });
    expect(cleared.json.campaign_deal.updated_at).toMatch(/\+00:00$/);

    const active = await deals(net.auth, id, 'GET', undefined, '?active=n');
    expect(active.json.campaign_deals.map((d: Json) => d.campaign_deal.campaign_deal_id)).toEqual([
      off.campaign_deal_id,
    ]);
  });

  it('PATCH changes what is sent; DELETE sets active n (204) once; audited, with events', async () => {
    const { net, id } = await world();
    const created = (
      await deals(net.auth, id, 'POST', { ...DEAL, terms: 'T&Cs', coupon_code: 'SAVE40' })
    ).json.campaign_deal;
    const patched = await deal(net.auth, id, created.campaign_deal_id, 'PATCH', {
      terms: null,
      offer_type: 'sale',
    });
    expect(patched.json.campaign_deal).toMatchObject({
      terms: null,
      offer_type: 'sale',
      coupon_code: 'SAVE40',
      title: '40% off',
    });
    const same = await deal(net.auth, id, created.campaign_deal_id, 'PATCH', {
      offer_type: 'sale',
    });
    expect(same.json.campaign_deal.updated_at).toBe(patched.json.campaign_deal.updated_at);
    for (let i = 0; i < 2; i += 1) {
      const removed = await deal(net.auth, id, created.campaign_deal_id, 'DELETE');
      expect(removed.status).toBe(204);
    }
    const read = await deal(net.auth, id, created.campaign_deal_id);
    expect(read.json.campaign_deal).toMatchObject({ active: 'n', live: false });
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.networkId, net.networkId), eq(auditEvents.entityType, 'deal')))
      .orderBy(asc(auditEvents.id));
    expect(audit.map((a) => [a.action, a.after && Object.keys(a.after).sort()])).toEqual([
      ['created', expect.any(Array)],
      ['updated', ['offer_type', 'terms']],
      ['updated', ['active']],
    ]);
    expect(await eventTypes(net, 'deal.')).toEqual([
      'deal.created',
      'deal.updated',
      'deal.updated',
    ]);
  });

  it('refuses bad input with a 400 naming each field', async () => {
    const { net, id } = await world();
    const missing = await deals(net.auth, id, 'POST', { description: 'x' });
    expect(properties(missing).sort()).toEqual(['offer_type', 'offer_value', 'title']);
    const wrong = await deals(net.auth, id, 'POST', {
      ...DEAL,
      offer_type: 'bogof',
      country_iso: 'ZZ',
      destination: 'ftp://x.example',
      start_date_time: 'tomorrow',
    });
    expect(properties(wrong).sort()).toEqual([
      'country_iso',
      'destination',
      'offer_type',
      'start_date_time',
    ]);
    const created = (await deals(net.auth, id, 'POST', DEAL)).json.campaign_deal;
    const nulls = await deal(net.auth, id, created.campaign_deal_id, 'PATCH', {
      title: null,
      offer_value: '',
    });
    expect(properties(nulls).sort()).toEqual(['offer_value', 'title']);
    expect((await deals(net.auth, id, 'GET', undefined, '?active=x')).status).toBe(400);
  });

  it('serves XML', async () => {
    const { net, id } = await world();
    const created = (await deals(net.auth, id, 'POST', DEAL)).json.campaign_deal;
    const xml = await call(dealRoute, `/campaign/${id}/deal/${created.campaign_deal_id}`, {
      auth: net.auth,
      headers: { 'x-api-format': 'xml' },
      params: { campaign_id: id, deal_id: created.campaign_deal_id },
    });
    expect(xml.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(xml.text).toContain('<campaign_deal>');
    expect(xml.text).toContain('<offer_type>coupon</offer_type>');
  });
});

describe('product feeds', () => {
  const feed = (location: string, extra: Record<string, unknown> = {}) => ({
    location,
    name: 'Feed',
    ...extra,
  });

  it('roles, unique locations, fixed locations and all-or-nothing bodies', async () => {
    const { net, brandUser, id, campaign } = await world();
    const made = await feeds(brandUser.auth, id, 'POST', {
      feeds: [feed('https://shop.example/a.xml')],
    });
    expect(made.status, made.text).toBe(201);
    const feedId = made.json.feeds[0].feed.feed_id;
    const partner = await partnerOn(net, campaign);
    const ungranted = await makeBrandUser(net, []);
    for (const auth of [partner.auth, ungranted.auth]) {
      expect((await feeds(auth, id)).status).toBe(403);
      expect(
        (await feeds(auth, id, 'POST', { feeds: [feed('https://shop.example/b.xml')] })).status,
      ).toBe(403);
    }
    expect((await feeds((await makeNetwork()).auth, id)).status).toBe(404);

    const dupes = await feeds(net.auth, id, 'POST', {
      feeds: [
        feed('https://shop.example/b.xml'),
        feed('https://shop.example/a.xml'),
        feed('https://shop.example/b.xml'),
      ],
    });
    expect(properties(dupes)).toEqual(['feeds[1].location', 'feeds[2].location']);
    const bad = await feeds(net.auth, id, 'POST', {
      feeds: [
        feed('https://shop.example/c.xml', { fetch_frequency: 5 }),
        { name: 'no location' },
        feed('file:///etc/passwd'),
      ],
    });
    expect(properties(bad)).toEqual([
      'feeds[0].fetch_frequency',
      'feeds[1].location',
      'feeds[2].location',
    ]);
    const updates = await feeds(net.auth, id, 'PUT', {
      feeds: [
        { feed_id: feedId, name: 'Renamed' },
        { feed_id: feedId, location: 'https://shop.example/moved.xml' },
        { feed_id: '99999999' },
        { location: 'https://shop.example/unknown.xml', active: 'n' },
        { name: 'neither' },
      ],
    });
    expect(properties(updates)).toEqual(['feeds[4].feed_id']);
    const matched = await feeds(net.auth, id, 'PUT', {
      feeds: [
        { feed_id: feedId, name: 'Renamed' },
        { feed_id: feedId, location: 'https://shop.example/moved.xml' },
        { feed_id: '99999999' },
        { location: 'https://shop.example/unknown.xml', active: 'n' },
      ],
    });
    expect(properties(matched)).toEqual([
      'feeds[1].location',
      'feeds[2].feed_id',
      'feeds[3].location',
      'feeds[1].feed_id',
    ]);
    expect((await feedRows(net)).map((f) => [f.name, f.location])).toEqual([
      ['Feed', 'https://shop.example/a.xml'],
    ]);
    const off = await feeds(net.auth, id, 'PUT', {
      feeds: [{ location: 'https://shop.example/a.xml', active: 'n' }],
    });
    expect(off.json.feeds[0].feed).toMatchObject({ active: 'n', action: 'update' });
    expect(await eventTypes(net, 'feed.')).toEqual(['feed.created', 'feed.updated']);
  });

  it('partners see the active feeds of the campaigns they are approved on', async () => {
    const { net, id, campaign } = await world();
    const second = await makeCampaign(net, campaign.advertiser_id as string);
    const unjoined = await makeCampaign(net, campaign.advertiser_id as string);
    await feeds(net.auth, id, 'POST', {
      feeds: [
        feed('https://shop.example/1.xml'),
        feed('https://shop.example/2.xml', { active: 'n' }),
      ],
    });
    await feeds(net.auth, second.campaign_id, 'POST', {
      feeds: [feed('https://shop.example/3.csv')],
    });
    await feeds(net.auth, unjoined.campaign_id, 'POST', {
      feeds: [feed('https://shop.example/4.csv')],
    });
    const partner = await partnerOn(net, campaign);
    await requestOne(partner.auth, partner.partnerId, second);
    const { decide } = await import('../support/campaigns');
    await decide('accept', net.auth, net.networkId, [
      { campaign_id: second.campaign_id, publisher_id: partner.partnerId },
    ]);
    const list = (auth: string, query = '', publisher = partner.partnerId) =>
      call(partnerFeedsRoute, `/user/publisher/${publisher}/feed${query}`, {
        auth,
        params: { publisher_id: publisher },
      });
    const locations = (res: Awaited<ReturnType<typeof list>>) =>
      res.json.campaigns.flatMap((c: Json) => c.campaign.feeds.map((f: Json) => f.location));
    const mine = await list(partner.auth);
    expect(mine.json.count).toBe(2);
    expect(locations(mine)).toEqual(['https://shop.example/1.xml', 'https://shop.example/3.csv']);
    expect(mine.json.campaigns[0].campaign.feeds[0]).toMatchObject({
      filename: '1.xml',
      title: campaign.title,
      filesize: null,
    });
    expect(locations(await list(partner.auth, `?campaign_id=${second.campaign_id}`))).toEqual([
      'https://shop.example/3.csv',
    ]);
    expect(locations(await list(partner.auth, `?campaign_id=${unjoined.campaign_id}`))).toEqual([]);
    expect(locations(await list(partner.auth, '?active=n'))).toEqual([]);
    expect(locations(await list(net.auth, '?active=n'))).toEqual(['https://shop.example/2.xml']);
    expect((await list(partner.auth, '?campaign_id=x')).status).toBe(400);

    const pending = await approvedPartner(net);
    await requestOne(pending.auth, pending.partnerId, campaign);
    expect((await list(pending.auth, '', pending.partnerId)).json).toMatchObject({
      count: 0,
      campaigns: [],
    });
    expect((await list(pending.auth)).status).toBe(403);
  });
});
