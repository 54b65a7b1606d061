import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { overrideConfigForTests, resetConfigForTests } from '@/lib/config';
import * as linksRoute from '@/app/(api)/v2/publishers/[publisherId]/links/route';
import * as linkRoute from '@/app/(api)/v2/publishers/[publisherId]/links/[linkId]/route';
import * as domainsRoute from '@/app/(api)/v3/brand/[brand]/deeplink-domains/route';
import * as camrefRoute from '@/app/(api)/reference/publisher/camref/[publisher_id]/route';
import { getDb } from '@/lib/db/client';
import { auditEvents } from '@/lib/db/schema';
import { call, makeNetwork } from '../support/harness';
import { makeBrandUser } from '../support/partners';
import { approvedPartner } from '../support/campaigns';
import { referenceErrors } from '../support/reference-contract';
import { freshTrackingState, trackingWorld } from '../support/tracking';

afterAll(freshTrackingState());

const list = (auth: string, publisherId: string, query = '') =>
  call(linksRoute, `/v2/publishers/${publisherId}/links${query}`, {
    auth,
    params: { publisherId },
  });
const create = (auth: string, publisherId: string, body: unknown) =>
  call(linksRoute, `/v2/publishers/${publisherId}/links`, {
    method: 'POST',
    auth,
    body,
    params: { publisherId },
  });
const one = (auth: string, publisherId: string, linkId: string, method = 'GET', body?: unknown) =>
  call(linkRoute, `/v2/publishers/${publisherId}/links/${linkId}`, {
    method,
    auth,
    body,
    params: { publisherId, linkId },
  });
const addDomains = (auth: string, brand: string, domains: string[]) =>
  call(domainsRoute, `/v3/brand/${brand}/deeplink-domains`, {
    method: 'PATCH',
    auth,
    body: { allowed_domains: domains },
    params: { brand },
  });
const codes = (res: { json: { error: { errors: { property: string; code: string }[] } } }) =>
  Object.fromEntries(res.json.error.errors.map((e) => [e.property, e.code]));

describe('POST /v2/publishers/{publisher_id}/links', () => {
  it("creates a link in the reference's shape: click URL with sub ids and deep link, short URL", async () => {
    const w = await trackingWorld();
    await addDomains(w.net.auth, w.brand.advertiser_id, ['shop.example']);
    const res = await create(w.partner.auth, w.partner.partnerId, {
      campaign_id: w.campaign.campaign_id,
      description: 'Newsletter, June',
      destination_url: 'https://shop.example/june?x=1',
      params: [
        { key: 'pubref', value: 'june letter' },
        { key: 'adref', value: 'top' },
      ],
      active: true,
    });
    expect(res.status, res.text).toBe(201);
    expect(referenceErrors('tracking-link-create', res.json)).toEqual([]);
    expect(res.json.execution_time).toMatch(/seconds$/);
    expect(res.json.link).toEqual({
      id: expect.stringMatching(/^\d+$/),
      campaign_id: w.campaign.campaign_id,
      description: 'Newsletter, June',
      destination_url: 'https://shop.example/june?x=1',
      tracking_short_url: expect.stringMatching(/^http:\/\/localhost:3000\/l\/[A-Za-z0-9_-]{8}$/),
      tracking_url: `http://localhost:3000/click/camref:${w.camref}/pubref:june%20letter/adref:top/destination:https%3A%2F%2Fshop.example%2Fjune%3Fx%3D1`,
      params: [
        { key: 'pubref', value: 'june letter' },
        { key: 'adref', value: 'top' },
      ],
      active: true,
      camref: w.camref,
    });
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entityType, 'tracking_link'),
          eq(auditEvents.entityId, res.json.link.id),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.action).toBe('created');
  });

  it('staff may create for a partner; without a deep link the link lands on the default destination', async () => {
    const w = await trackingWorld();
    const res = await create(w.net.auth, w.partner.partnerId, {
      campaign_id: Number(w.campaign.campaign_id),
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.link).toMatchObject({
      destination_url: 'https://shop.example/summer',
      tracking_url: `http://localhost:3000/click/camref:${w.camref}`,
      params: [],
      description: null,
      active: true,
    });
  });

  it('TRACKING_BASE_URL moves the click and short URLs', async () => {
    const w = await trackingWorld();
    overrideConfigForTests({ TRACKING_BASE_URL: 'https://t.network.example/' });
    try {
      const res = await create(w.partner.auth, w.partner.partnerId, {
        campaign_id: w.campaign.campaign_id,
      });
      expect(res.json.link.tracking_url).toBe(`https://t.network.example/click/camref:${w.camref}`);
      expect(res.json.link.tracking_short_url).toMatch(/^https:\/\/t\.network\.example\/l\//);
    } finally {
      resetConfigForTests('TRACKING_BASE_URL');
    }
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const w = await trackingWorld();
    const other = await trackingWorld();
    const pending = await trackingWorld({ net: w.net, participation: 'p' });
    await addDomains(w.net.auth, w.brand.advertiser_id, ['shop.example']);
    const cases: [unknown, string][] = [
      [{}, 'campaign_id'],
      [{ campaign_id: 'abc' }, 'campaign_id'],
      [{ campaign_id: other.campaign.campaign_id }, 'campaign_id'],
      [{ campaign_id: pending.campaign.campaign_id }, 'campaign_id'],
      [{ campaign_id: w.campaign.campaign_id, destination_url: 'not a url' }, 'destination_url'],
      [
        { campaign_id: w.campaign.campaign_id, destination_url: 'https://elsewhere.example/' },
        'destination_url',
      ],
      [
        { campaign_id: w.campaign.campaign_id, params: [{ key: 'subid', value: 'x' }] },
        'params[0].key',
      ],
      [
        {
          campaign_id: w.campaign.campaign_id,
          params: [
            { key: 'pubref', value: 'a' },
            { key: 'pubref', value: 'b' },
          ],
        },
        'params[1].key',
      ],
      [{ campaign_id: w.campaign.campaign_id, active: 'yes' }, 'active'],
      [{ campaign_id: w.campaign.campaign_id, colour: 'red' }, 'colour'],
    ];
    for (const [body, property] of cases) {
      const res = await create(w.partner.auth, w.partner.partnerId, body);
      expect(res.status, `${JSON.stringify(body)} ${res.text}`).toBe(400);
      expect(Object.keys(codes(res)), res.text).toContain(property);
    }
    expect((await list(w.partner.auth, w.partner.partnerId)).json.count).toBe(0);
  });

  it('roles and tenants: brand users 403, another partner 403 on writes and 404 on reads, another network 404', async () => {
    const w = await trackingWorld();
    const brandUser = await makeBrandUser(w.net, [Number(w.brand.advertiser_id)]);
    const stranger = await approvedPartner(w.net);
    const elsewhere = await trackingWorld();
    const body = { campaign_id: w.campaign.campaign_id };
    expect((await create(brandUser.auth, w.partner.partnerId, body)).status).toBe(403);
    expect((await create(stranger.auth, w.partner.partnerId, body)).status).toBe(403);
    expect((await create(elsewhere.net.auth, w.partner.partnerId, body)).status).toBe(404);
    expect((await list(elsewhere.partner.auth, w.partner.partnerId)).status).toBe(404);
    expect((await list(stranger.auth, w.partner.partnerId)).status).toBe(404);
    expect((await list(w.partner.auth, '99999999')).status).toBe(404);
  });
});

describe('GET and PATCH /v2/publishers/{publisher_id}/links[/{link_id}]', () => {
  it("lists, reads and updates in the reference's shapes; pages with limit and offset", async () => {
    const w = await trackingWorld();
    await addDomains(w.net.auth, w.brand.advertiser_id, ['shop.example']);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await create(w.partner.auth, w.partner.partnerId, {
        campaign_id: w.campaign.campaign_id,
        params: [{ key: 'pubref', value: `p${i}` }],
      });
      ids.push(res.json.link.id);
    }
    const all = await list(w.partner.auth, w.partner.partnerId);
    expect(all.status).toBe(200);
    expect(referenceErrors('tracking-links-list', all.json)).toEqual([]);
    expect(all.json).toMatchObject({ count: 3, limit: 200, offset: 0 });
    expect(all.json.links.map((l: { id: string }) => l.id)).toEqual(ids);
    const page = await list(w.net.auth, w.partner.partnerId, '?limit=1&offset=1');
    expect(page.json.links.map((l: { id: string }) => l.id)).toEqual([ids[1]]);
    expect(page.json.hypermedia.pagination).toMatchObject({
      total_item_count: 3,
      total_page_count: 3,
    });

    const read = await one(w.partner.auth, w.partner.partnerId, ids[0]!);
    expect(referenceErrors('tracking-link', read.json)).toEqual([]);
    expect(read.json.link.params).toEqual([{ key: 'pubref', value: 'p0' }]);

    const patched = await one(w.partner.auth, w.partner.partnerId, ids[0]!, 'PATCH', {
      description: 'test',
      destination_url: 'https://www.shop.example/sale',
      params: [{ key: 'adref', value: 'side' }],
      active: false,
    });
    expect(patched.status, patched.text).toBe(200);
    expect(referenceErrors('tracking-link-update', patched.json)).toEqual([]);
    expect(patched.json.link).toMatchObject({
      description: 'test',
      destination_url: 'https://www.shop.example/sale',
      params: [{ key: 'adref', value: 'side' }],
      active: false,
    });
    // Sending back what was read changes nothing; clearing the deep link lands on the default.
    const same = await one(
      w.partner.auth,
      w.partner.partnerId,
      ids[0]!,
      'PATCH',
      patched.json.link,
    );
    expect(same.status, same.text).toBe(200);
    const cleared = await one(w.partner.auth, w.partner.partnerId, ids[0]!, 'PATCH', {
      destination_url: null,
    });
    expect(cleared.json.link.destination_url).toBe('https://shop.example/summer');
    expect(cleared.json.link.tracking_url).toBe(
      `http://localhost:3000/click/camref:${w.camref}/adref:side`,
    );
    const bad = await one(w.partner.auth, w.partner.partnerId, ids[0]!, 'PATCH', {
      destination_url: 'https://elsewhere.example/',
    });
    expect(bad.status).toBe(400);
  });

  it("another partner's link, a foreign link id or an unknown one read as 404", async () => {
    const w = await trackingWorld();
    const other = await trackingWorld({ net: w.net });
    const mine = await create(w.partner.auth, w.partner.partnerId, {
      campaign_id: w.campaign.campaign_id,
    });
    const theirs = await create(other.partner.auth, other.partner.partnerId, {
      campaign_id: other.campaign.campaign_id,
    });
    expect((await one(w.partner.auth, w.partner.partnerId, theirs.json.link.id)).status).toBe(404);
    expect((await one(w.net.auth, w.partner.partnerId, theirs.json.link.id)).status).toBe(404);
    expect((await one(w.partner.auth, w.partner.partnerId, '0')).status).toBe(404);
    expect((await one(other.partner.auth, w.partner.partnerId, mine.json.link.id)).status).toBe(
      404,
    );
    const patch = await one(w.partner.auth, w.partner.partnerId, theirs.json.link.id, 'PATCH', {
      active: false,
    });
    expect(patch.status).toBe(404);
  });
});

describe('/v3/brand/{brand}/deeplink-domains', () => {
  const get = (auth: string, brand: string, query = '') =>
    call(domainsRoute, `/v3/brand/${brand}/deeplink-domains${query}`, { auth, params: { brand } });
  const remove = (auth: string, brand: string, domains: string[]) =>
    call(domainsRoute, `/v3/brand/${brand}/deeplink-domains`, {
      method: 'DELETE',
      auth,
      body: { allowed_domains: domains },
      params: { brand },
    });

  it('adds (normalised, once), lists by domain and removes; 204s; audited and sent as brand.updated', async () => {
    const w = await trackingWorld();
    const brand = w.brand.advertiser_id;
    const added = await addDomains(w.net.auth, brand, [
      'Shop.Example.',
      'deals.example',
      'shop.example',
      'bücher.example',
    ]);
    expect(added.status, added.text).toBe(204);
    expect(added.text).toBe('');
    expect((await addDomains(w.net.auth, brand, ['deals.example'])).status).toBe(204);
    const res = await get(w.net.auth, brand);
    expect(res.status).toBe(200);
    expect(referenceErrors('deeplink-domains-list', res.json)).toEqual([]);
    expect(res.json.data.map((d: { domain: string }) => d.domain)).toEqual([
      'deals.example',
      'shop.example',
      'xn--bcher-kva.example',
    ]);
    expect(res.json.data[0]).toEqual({
      brand_id: brand,
      domain: 'deals.example',
      created_by: String(w.net.userId),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/),
    });
    const paged = await get(w.net.auth, brand, '?limit=1&offset=1');
    expect(paged.json.data.map((d: { domain: string }) => d.domain)).toEqual(['shop.example']);
    expect(paged.json.hypermedia.pagination.total_item_count).toBe(3);
    expect((await remove(w.net.auth, brand, ['deals.example', 'never.example'])).status).toBe(204);
    expect((await get(w.net.auth, brand)).json.data).toHaveLength(2);
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'brand'), eq(auditEvents.entityId, brand)));
    expect(audit.filter((a) => a.action === 'updated')).toHaveLength(2);
  });

  it('refuses what is not a domain, naming the item; more than 100 at once; an empty list', async () => {
    const w = await trackingWorld();
    const brand = w.brand.advertiser_id;
    for (const bad of [
      'https://shop.example',
      'shop.example/path',
      'shop.example:8080',
      'localhost',
      '1.2.3.4',
      'a b.example',
      '',
    ]) {
      const res = await addDomains(w.net.auth, brand, ['fine.example', bad]);
      expect(res.status, bad).toBe(400);
      expect(res.json.error.errors[0].property, res.text).toMatch(/allowed_domains/);
    }
    const many = Array.from({ length: 101 }, (_, i) => `d${i}.example`);
    expect((await addDomains(w.net.auth, brand, many)).status).toBe(400);
    expect((await addDomains(w.net.auth, brand, [])).status).toBe(400);
    expect((await get(w.net.auth, brand)).json.data).toEqual([]);
  });

  it('staff and granted brand users; other brand users and other networks 404, partners 403', async () => {
    const w = await trackingWorld();
    const brand = w.brand.advertiser_id;
    const granted = await makeBrandUser(w.net, [Number(brand)]);
    const notGranted = await makeBrandUser(w.net, []);
    const elsewhere = await makeNetwork();
    expect((await addDomains(granted.auth, brand, ['ok.example'])).status).toBe(204);
    expect((await get(granted.auth, brand)).json.data).toHaveLength(1);
    expect((await get(notGranted.auth, brand)).status).toBe(404);
    expect((await addDomains(notGranted.auth, brand, ['x.example'])).status).toBe(404);
    expect((await get(elsewhere.auth, brand)).status).toBe(404);
    expect((await remove(elsewhere.auth, brand, ['ok.example'])).status).toBe(404);
    expect((await get(w.partner.auth, brand)).status).toBe(403);
    expect((await get(w.net.auth, '0')).status).toBe(404);
  });
});

describe('GET /reference/publisher/camref/{publisher_id}', () => {
  const camrefs = (auth: string, publisherId: string, suffix = '') =>
    call(camrefRoute, `/reference/publisher/camref/${publisherId}${suffix}`, {
      auth,
      params: { publisher_id: publisherId },
    });

  it("answers the reference's CSV (Advertiser, Campaign, camref) of approved campaigns, and JSON", async () => {
    const w = await trackingWorld();
    await trackingWorld({ net: w.net, participation: 'p' });
    const csv = await camrefs(w.partner.auth, w.partner.partnerId, '.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('application/octet-stream');
    expect(csv.text.trim().split('\r\n')).toEqual([
      'Advertiser,Campaign,camref',
      `Acme,${w.campaign.title},${w.camref}`,
    ]);
    const json = await camrefs(w.net.auth, w.partner.partnerId);
    expect(json.json).toMatchObject({
      count: 1,
      camrefs: [
        {
          camref: {
            advertiser: 'Acme',
            campaign: w.campaign.title,
            camref: w.camref,
            advertiser_id: w.brand.advertiser_id,
            campaign_id: w.campaign.campaign_id,
            tracking_link: `http://localhost:3000/click/camref:${w.camref}`,
          },
        },
      ],
    });
  });

  it('brand users 403, another partner 403, another network 404', async () => {
    const w = await trackingWorld();
    const brandUser = await makeBrandUser(w.net, [Number(w.brand.advertiser_id)]);
    const stranger = await approvedPartner(w.net);
    const elsewhere = await makeNetwork();
    expect((await camrefs(brandUser.auth, w.partner.partnerId)).status).toBe(403);
    expect((await camrefs(stranger.auth, w.partner.partnerId)).status).toBe(403);
    expect((await camrefs(elsewhere.auth, w.partner.partnerId)).status).toBe(404);
  });
});
