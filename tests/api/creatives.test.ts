import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { overrideConfigForTests, resetConfigForTests } from '@/lib/config';
import * as byTagsRoute from '@/app/(api)/campaign/[campaign_id]/creative_tags/creative/route';
import * as summaryRoute from '@/app/(api)/user/publisher/[publisher_id]/creative/route';
import * as imagesRoute from '@/app/assets/images/[file]/route';
import { getDb } from '@/lib/db/client';
import {
  auditEvents,
  creatives as creativesTable,
  webhookEndpoints,
  webhookEvents,
} from '@/lib/db/schema';
import { WEBHOOK_EVENT_TYPES } from '@/lib/schemas/enums';
import { BASE, call, makeNetwork, type TestNetwork } from '../support/harness';
import {
  brandWithCampaign,
  makeBrand,
  makeCampaign,
  requestOne,
  approvedPartner,
  uid,
} from '../support/campaigns';
import { makeBrandUser } from '../support/partners';
import { dataUrl, GIF_1x1, makePng } from '../support/images';
import {
  creatives,
  partnerCreatives,
  partnerOn,
  pngUpload,
  tags,
  threeCreatives,
} from '../support/content';

/** Creatives and their tags: roles, what partners are given, tracking links, images, bad input. */

const properties = (res: { json: { error: { errors?: { property: string }[] } } }) =>
  (res.json.error.errors ?? []).map((e) => e.property);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies as JSON
type Json = any;

const items = (res: { json: { creatives: { creative: Json }[] } }) =>
  res.json.creatives.map((c) => c.creative);

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

async function creativeRows(net: TestNetwork) {
  const db = await getDb();
  return db
    .select()
    .from(creativesTable)
    .where(eq(creativesTable.networkId, net.networkId))
    .orderBy(asc(creativesTable.id));
}

describe('creatives: roles and writes', () => {
  it('a granted brand user creates a banner, a text link and an HTML creative (201), audited, with events', async () => {
    const { net, brandUser, id } = await world();
    const res = await creatives(brandUser.auth, id, 'POST', { creatives: threeCreatives() });
    expect(res.status, res.text).toBe(201);
    const [banner, text, html] = items(res);
    expect(banner).toMatchObject({
      creative_type_id: 1,
      active: 'y',
      width: 120,
      height: 60,
      destination: 'https://shop.example/summer',
      creative_tracking_link: '',
      html_tracking_link: '',
    });
    expect(banner.creative_items[0]).toMatchObject({
      content_type: 'image/png',
      filename: 'summer.png',
      width: 120,
      height: 60,
      img_url: expect.stringMatching(
        /^http:\/\/localhost:3000\/assets\/images\/\d+-[0-9a-f]{16}\.png$/,
      ),
    });
    expect(banner.preview).toBe(banner.creative_items[0].img_url);
    expect(banner.default_specific_creative_id).toBe(banner.creative_items[0].creative_item_id);
    expect(text).toMatchObject({
      creative_type_id: 3,
      description: 'Shop the summer sale',
      creative_items: [],
    });
    expect(html.html).toBe('<p>Big <b>sale</b> <a href="https://shop.example/deals">today</a></p>');

    // The served image is the uploaded one.
    const file = new URL(banner.creative_items[0].img_url).pathname.split('/').pop()!;
    const served = await imagesRoute.GET(new Request(`${BASE}/assets/images/${file}`), {
      params: Promise.resolve({ file }),
    });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(makePng(120, 60))).toBe(true);

    const db = await getDb();
    const audit = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.networkId, net.networkId), eq(auditEvents.entityType, 'creative')));
    expect(audit.map((a) => a.action)).toEqual(['created', 'created', 'created']);
    expect(audit[0]!.actorUserId).toBe(brandUser.userId);
    const events = await db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.networkId, net.networkId));
    expect(events.filter((e) => e.type === 'creative.created')).toHaveLength(3);
  });

  it('refuses partner users, brand users of another brand and other networks; nothing is written', async () => {
    const { net, id, campaign } = await world();
    const other = await makeBrand(net);
    const ungranted = await makeBrandUser(net, [Number(other.advertiser_id)]);
    const partner = await partnerOn(net, campaign);
    const body = { creatives: threeCreatives() };
    expect((await creatives(ungranted.auth, id, 'POST', body)).status).toBe(403);
    expect((await creatives(ungranted.auth, id)).status).toBe(403);
    expect((await creatives(partner.auth, id, 'POST', body)).status).toBe(403);
    expect((await creatives(partner.auth, id)).status).toBe(403);
    const foreign = await makeNetwork();
    expect((await creatives(foreign.auth, id, 'POST', body)).status).toBe(404);
    expect((await creatives(foreign.auth, id)).status).toBe(404);
    expect(await creativeRows(net)).toEqual([]);
  });

  it('PUT changes the fields sent, replaces the tags, updates and adds items; no change records nothing', async () => {
    const { net, id } = await world();
    const [banner] = items(await creatives(net.auth, id, 'POST', { creatives: threeCreatives() }));
    const tagged = await tags(net.auth, id, 'POST', { tags: [{ name: 'a' }, { name: 'b' }] });
    const [a, b] = tagged.json.creative_tags.map((t: Json) => t.creative_tag.creative_tag_id);
    const itemId = banner.creative_items[0].creative_item_id;
    const res = await creatives(net.auth, id, 'PUT', {
      creatives: [
        {
          creative: {
            creative_id: banner.creative_id,
            tags: `${a},${b}`,
            advertiser_reference: 'July',
            creative_items: [
              { creative_item_id: itemId, active: 'n', img_url: banner.creative_items[0].img_url },
              { img_upload: pngUpload(300, 250), filename: 'mpu.png' },
            ],
          },
        },
      ],
    });
    expect(res.status, res.text).toBe(200);
    const [after] = items(res);
    expect(after).toMatchObject({
      tags: `${a},${b}`,
      advertiser_reference: 'July',
      width: 300,
      height: 250,
    });
    expect(
      after.creative_items.map((i: Json) => [
        i.active,
        i.img_url === banner.creative_items[0].img_url,
      ]),
    ).toEqual([
      ['n', true],
      ['y', false],
    ]);
    const before = await creativeRows(net);
    const same = await creatives(net.auth, id, 'PUT', {
      creatives: [{ creative_id: banner.creative_id, advertiser_reference: 'July', tags: [b, a] }],
    });
    expect(same.status).toBe(200);
    expect(await creativeRows(net)).toEqual(before);
    const db = await getDb();
    const updates = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.networkId, net.networkId),
          eq(auditEvents.action, 'updated'),
          eq(auditEvents.entityType, 'creative'),
        ),
      );
    expect(updates).toHaveLength(1);
    expect(Object.keys(updates[0]!.after as object).sort()).toEqual([
      'advertiser_reference',
      'creative_items',
      'tags',
    ]);
  });

  it('refuses bad bodies with a 400 naming every field, and writes nothing', async () => {
    const { net, id } = await world();
    const [banner, text] = items(
      await creatives(net.auth, id, 'POST', { creatives: threeCreatives() }),
    );
    const before = await creativeRows(net);
    const other = await makeCampaign(net, (await makeBrand(net)).advertiser_id);
    const otherTag = await tags(net.auth, other.campaign_id, 'POST', { tags: [{ name: 'x' }] });
    const foreignTag = otherTag.json.creative_tags[0].creative_tag.creative_tag_id;
    const bad = await creatives(net.auth, id, 'POST', {
      creatives: [
        { creative_type_id: 4, description: 'e-mail' },
        { creative_type_id: 3 },
        { creative_type_id: 3, description: 'x', html: '<p>x</p>' },
        { creative_type_id: 2, html: '<script>alert(1)</script>' },
        { creative_type_id: 1 },
        { creative_type_id: 1, creative_items: [{ filename: 'none.png' }] },
        {
          creative_type_id: 3,
          description: 'x',
          start_date_time: '2030-01-02 00:00:00',
          end_date_time: '2030-01-01 00:00:00',
        },
        { creative_type_id: 3, description: 'x', tags: [foreignTag] },
        { creative_type_id: 3, description: 'x', campaign_id: other.campaign_id },
        { creative_type_id: 3, description: 'x', destination: 'javascript:alert(1)' },
        { creative_type_id: 3, description: 'x', creative_items: [{ img_upload: pngUpload() }] },
      ],
    });
    expect(bad.status).toBe(400);
    expect(properties(bad)).toEqual(['creatives[0].creative_type_id', 'creatives[9].destination']);
    const rules = await creatives(net.auth, id, 'POST', {
      creatives: [
        { creative_type_id: 3 },
        { creative_type_id: 3, description: 'x', html: '<p>x</p>' },
        { creative_type_id: 2, html: '<script>alert(1)</script>' },
        { creative_type_id: 1 },
        { creative_type_id: 1, creative_items: [{ filename: 'none.png' }] },
        {
          creative_type_id: 3,
          description: 'x',
          start_date_time: '2030-01-02 00:00:00',
          end_date_time: '2030-01-01 00:00:00',
        },
        { creative_type_id: 3, description: 'x', tags: [foreignTag] },
        { creative_type_id: 3, description: 'x', campaign_id: other.campaign_id },
        { creative_type_id: 3, description: 'x', creative_items: [{ img_upload: pngUpload() }] },
      ],
    });
    expect(rules.status).toBe(400);
    expect(properties(rules)).toEqual([
      'creatives[0].description',
      'creatives[1].html',
      'creatives[2].html',
      'creatives[3].creative_items',
      'creatives[4].creative_items[0].img_url',
      'creatives[5].end_date_time',
      'creatives[6].tags[0]',
      'creatives[7].campaign_id',
      'creatives[8].creative_items',
    ]);
    const put = await creatives(net.auth, id, 'PUT', {
      creatives: [
        { creative_id: text.creative_id, description: 'changed' },
        { creative_id: banner.creative_id, creative_type_id: 3 },
        { creative_id: '999999999', description: 'x' },
        { creative_id: text.creative_id, description: 'twice' },
        {
          creative_id: banner.creative_id.toString(),
          creative_items: [{ creative_item_id: '999999999' }],
        },
      ],
    });
    expect(put.status).toBe(400);
    expect(properties(put)).toEqual([
      'creatives[3].creative_id',
      'creatives[4].creative_id',
      'creatives[1].creative_type_id',
      'creatives[2].creative_id',
      'creatives[4].creative_items[0].creative_item_id',
    ]);
    const gif = await creatives(net.auth, id, 'POST', {
      creatives: [
        { creative_type_id: 1, creative_items: [{ img_upload: dataUrl(GIF_1x1, 'image/gif') }] },
      ],
    });
    expect(gif.status).toBe(400);
    expect(gif.json.error.errors[0]).toMatchObject({
      property: 'creatives[0].creative_items[0].img_upload',
    });
    expect(await creativeRows(net)).toEqual(before);
  });
});

describe('creatives: images by URL', () => {
  const servers: http.Server[] = [];
  afterEach(async () => {
    resetConfigForTests('SAFE_FETCH_ALLOW_ADDRESSES');
    await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  });
  async function serve(host: string, image: Buffer) {
    let hits = 0;
    const server = http.createServer((_req, res) => {
      hits += 1;
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': image.length });
      res.end(image);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, host, resolve));
    return { port: (server.address() as AddressInfo).port, hits: () => hits };
  }

  it('downloads a banner image from an allowed address; sending our URL back reuses it', async () => {
    const origin = await serve('127.0.0.2', makePng(468, 60));
    overrideConfigForTests({ SAFE_FETCH_ALLOW_ADDRESSES: '127.0.0.2' });
    const { net, id } = await world();
    const res = await creatives(net.auth, id, 'POST', {
      creatives: [
        {
          creative_type_id: 1,
          creative_items: [{ img_url: `http://127.0.0.2:${origin.port}/b.png` }],
        },
      ],
    });
    expect(res.status, res.text).toBe(201);
    expect(origin.hits()).toBe(1);
    const [banner] = items(res);
    expect(banner).toMatchObject({ width: 468, height: 60 });
    const served = banner.creative_items[0].img_url;
    const again = await creatives(net.auth, id, 'POST', {
      creatives: [{ creative_type_id: 1, creative_items: [{ img_url: served }] }],
    });
    expect(again.status, again.text).toBe(201);
    expect(items(again)[0].creative_items[0].img_url).toBe(served);
    expect(origin.hits()).toBe(1);
  });

  it('refuses a loopback image URL without connecting to it', async () => {
    const origin = await serve('127.0.0.1', makePng(4, 4));
    overrideConfigForTests({ SAFE_FETCH_ALLOW_ADDRESSES: undefined });
    const { net, id } = await world();
    const res = await creatives(net.auth, id, 'POST', {
      creatives: [
        {
          creative_type_id: 1,
          creative_items: [{ img_url: `http://127.0.0.1:${origin.port}/x.png` }],
        },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.json.error.errors).toEqual([
      {
        property: 'creatives[0].creative_items[0].img_url',
        code: 'invalid_property_format',
        message: expect.stringContaining('private, loopback'),
      },
    ]);
    expect(origin.hits()).toBe(0);
    expect(await creativeRows(net)).toEqual([]);
  });
});

describe('creatives: what partners are given', () => {
  it('approved partners get live creatives with their tracking links; others get nothing', async () => {
    const { net, id, campaign } = await world();
    const made = items(
      await creatives(net.auth, id, 'POST', {
        creatives: [
          ...threeCreatives(),
          { creative_type_id: 3, description: 'Off', active: 'n' },
          { creative_type_id: 3, description: 'Later', start_date_time: '2099-01-01 00:00:00' },
          { creative_type_id: 3, description: 'Over', end_date_time: '2001-01-01 00:00:00' },
        ],
      }),
    );
    const partner = await partnerOn(net, campaign);
    const mine = await partnerCreatives(partner.auth, partner.partnerId, id);
    expect(mine.status, mine.text).toBe(200);
    const [banner, text, html] = items(mine);
    expect(items(mine).map((c) => c.description)).toEqual([
      'Summer banner',
      'Shop the summer sale',
      '',
    ]);
    const camref = `${id}l${partner.partnerId}`;
    expect(banner.creative_tracking_link).toBe(
      `${BASE}/click/camref:${camref}/creativeref:${banner.creative_id}/destination:${encodeURIComponent('https://shop.example/summer')}`,
    );
    expect(banner.dynamic_tracking_link).toBe(
      `${BASE}/click/camref:${camref}/creativeref:${banner.creative_id}`,
    );
    expect(banner.html_tracking_link).toContain(
      `<img src="${banner.creative_items[0].img_url}" width="120" height="60" alt="Summer banner"`,
    );
    // Each ends with its impression pixel (docs/tracking.md#impressions).
    const pixel = (id: string) =>
      `<img src="${BASE}/impression/camref:${camref}/creativeref:${id}" width="1" height="1" alt="" border="0">`;
    expect(banner.html_tracking_link.endsWith(`</a>${pixel(banner.creative_id)}`)).toBe(true);
    expect(text.html_tracking_link).toBe(
      `<a href="${text.creative_tracking_link}" rel="sponsored noopener" target="_blank">Shop the summer sale</a>${pixel(text.creative_id)}`,
    );
    expect(html.html_tracking_link).toBe(
      `<p>Big <b>sale</b> <a href="${BASE}/click/camref:${camref}/creativeref:${html.creative_id}/destination:${encodeURIComponent('https://shop.example/deals')}">today</a></p>${pixel(html.creative_id)}`,
    );

    // Staff see every creative of the campaign on the partner's path, with its filter.
    const staff = await partnerCreatives(net.auth, partner.partnerId, id, '?status=n');
    expect(items(staff).map((c) => c.description)).toEqual(['Off']);
    expect(items(await partnerCreatives(partner.auth, partner.partnerId, id, '?status=n'))).toEqual(
      [],
    );
    const types = await partnerCreatives(
      partner.auth,
      partner.partnerId,
      id,
      '?creative_type_id[]=1&creative_type_id[]=2',
    );
    expect(items(types).map((c) => c.creative_type_id)).toEqual([1, 2]);

    const summary = await call(summaryRoute, `/user/publisher/${partner.partnerId}/creative`, {
      auth: partner.auth,
      params: { publisher_id: partner.partnerId },
    });
    expect(summary.json.campaign_creatives).toEqual([
      {
        campaign_creative: {
          campaign_id: id,
          title: campaign.title,
          creatives: { Banner: 1, HTML: 1, Email: 0, 'Text Link': 1, Feed: 0, 'HTML Form': 0 },
        },
      },
    ]);
    expect(made).toHaveLength(6);

    // A partner that only asked (pending) is given nothing; another partner's user is refused.
    const pending = await approvedPartner(net);
    await requestOne(pending.auth, pending.partnerId, campaign);
    expect((await partnerCreatives(pending.auth, pending.partnerId, id)).status).toBe(404);
    const none = await call(summaryRoute, `/user/publisher/${pending.partnerId}/creative`, {
      auth: pending.auth,
      params: { publisher_id: pending.partnerId },
    });
    expect(none.json).toMatchObject({ count: 0, campaign_creatives: [] });
    expect((await partnerCreatives(pending.auth, partner.partnerId, id)).status).toBe(403);
    const brandUser = await makeBrandUser(net, []);
    expect((await partnerCreatives(brandUser.auth, partner.partnerId, id)).status).toBe(403);
  });

  it('uses TRACKING_BASE_URL for the links when it is set', async () => {
    overrideConfigForTests({ TRACKING_BASE_URL: 'https://t.example.test/' });
    try {
      const { net, id, campaign } = await world();
      await creatives(net.auth, id, 'POST', { creatives: threeCreatives().slice(1, 2) });
      const partner = await partnerOn(net, campaign);
      const [text] = items(await partnerCreatives(partner.auth, partner.partnerId, id));
      expect(text.creative_tracking_link).toMatch(/^https:\/\/t\.example\.test\/click\/camref:/);
    } finally {
      resetConfigForTests('TRACKING_BASE_URL');
    }
  });
});

describe('creative tags', () => {
  it('filters creatives by any of the tags; names are unique per campaign; deleting untags', async () => {
    const { net, id, campaign } = await world();
    const made = await tags(net.auth, id, 'POST', {
      tags: [{ name: 'Promo' }, { creative_tag: { name: 'logo' } }],
    });
    expect(made.status, made.text).toBe(201);
    const [promo, logo] = made.json.creative_tags.map((t: Json) => t.creative_tag.creative_tag_id);
    const [banner, text, html] = items(
      await creatives(net.auth, id, 'POST', {
        creatives: [
          { ...threeCreatives()[0], tags: [promo] },
          { ...threeCreatives()[1], tags: `${promo},${logo}` },
          { ...threeCreatives()[2], tags: [{ creative_tag_id: logo }] },
        ],
      }),
    );
    const byTags = (query: string) =>
      call(byTagsRoute, `/campaign/${id}/creative_tags/creative${query}`, {
        auth: net.auth,
        params: { campaign_id: id },
      });
    const ids = (res: Awaited<ReturnType<typeof byTags>>) => items(res).map((c) => c.creative_id);
    expect(ids(await byTags(`?tags[]=${promo}`))).toEqual([banner.creative_id, text.creative_id]);
    expect(ids(await byTags(`?tags[]=${logo}`))).toEqual([text.creative_id, html.creative_id]);
    expect(ids(await byTags(`?tags[]=${promo}&tags[]=${logo}`))).toHaveLength(3);
    expect(ids(await byTags(''))).toHaveLength(3);
    expect((await byTags('?tags[]=abc')).status).toBe(400);

    const listed = await tags(net.auth, id);
    expect(listed.json.creative_tags[0].creative_tag.creatives).toEqual([
      {
        creative_id: banner.creative_id,
        creative_item_id: banner.creative_items[0].creative_item_id,
      },
      { creative_id: text.creative_id, creative_item_id: null },
    ]);

    const partner = await partnerOn(net, campaign);
    const filtered = await partnerCreatives(partner.auth, partner.partnerId, id, `?tags=${logo}`);
    expect(items(filtered).map((c) => c.creative_id)).toEqual([text.creative_id, html.creative_id]);

    const dupe = await tags(net.auth, id, 'POST', { tags: [{ name: 'promo' }] });
    expect(dupe.status).toBe(400);
    expect(dupe.json.error.errors[0]).toMatchObject({ property: 'tags[0].name' });
    const twice = await tags(net.auth, id, 'POST', { tags: [{ name: 'new' }, { name: 'NEW' }] });
    expect(properties(twice)).toEqual(['tags[1].name']);
    const renamed = await tags(net.auth, id, 'PUT', {
      tags: [{ creative_tag_id: promo, name: 'Logo' }],
    });
    expect(properties(renamed)).toEqual(['tags[0].name']);

    const other = await makeCampaign(net, (await makeBrand(net)).advertiser_id);
    const foreign = await tags(net.auth, other.campaign_id, 'POST', {
      tags: [{ name: 'elsewhere' }],
    });
    const foreignId = foreign.json.creative_tags[0].creative_tag.creative_tag_id;
    const wrong = await tags(net.auth, id, 'DELETE', {
      tags: [{ creative_tag_id: promo }, { creative_tag_id: foreignId }],
    });
    expect(properties(wrong)).toEqual(['tags[1].creative_tag_id']);
    expect((await tags(net.auth, id)).json.count).toBe(2);

    const deleted = await tags(net.auth, id, 'DELETE', { tags: [{ creative_tag_id: promo }] });
    expect(deleted.status).toBe(200);
    expect(deleted.json.creative_tags[0].creative_tag).toMatchObject({
      creative_tag_id: promo,
      name: 'Promo',
    });
    expect(ids(await byTags(`?tags[]=${promo}`))).toEqual([]);
    const [textAfter] = items(await creatives(net.auth, id)).filter(
      (c) => c.creative_id === text.creative_id,
    );
    expect(textAfter.tags).toBe(logo);
  });
});

describe('creatives: v1 formats', () => {
  it('serves XML on the brand and partner reads; the per-type summary is JSON only', async () => {
    const { net, id, campaign } = await world();
    await creatives(net.auth, id, 'POST', { creatives: threeCreatives() });
    const xml = await creatives(net.auth, id, 'GET', undefined, { 'x-api-format': 'xml' });
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(xml.text).toMatch(/<creatives>\s*<creative>\s*<creative_id>\d+<\/creative_id>/);
    expect(xml.text).toContain('<execution_time>');
    const partner = await partnerOn(net, campaign);
    const mine = await partnerCreatives(partner.auth, partner.partnerId, id, '', {
      'x-api-format': 'xml',
    });
    expect(mine.text).toContain('&lt;a href=');
    const summary = await call(summaryRoute, `/user/publisher/${partner.partnerId}/creative`, {
      auth: partner.auth,
      params: { publisher_id: partner.partnerId },
      headers: { 'x-api-format': 'xml' },
    });
    expect(summary.status).toBe(400);
  });
});
