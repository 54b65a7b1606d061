import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as tagRoute from '@/app/(tracking)/conversion.js/route';
import { getDb } from '@/lib/db/client';
import { conversionItems, conversions } from '@/lib/db/schema';
import { PIXEL_GIF } from '@/lib/api/tracking/conversion-intake';
import { configureRateLimit } from '@/lib/api/http/rate-limit';
import { makeNetwork } from '../support/harness';
import { clickrefOf, followClick, freshTrackingState } from '../support/tracking';
import {
  attributionWorld,
  insertClicks,
  makeSecret,
  signed,
  track,
  trackingSettings,
} from '../support/attribution';
import { brandWithCampaign } from '../support/campaigns';

/**
 * The conversion URL (`/conversion/key:value/...`): a pixel (image or JavaScript tag) and a
 * signed server-to-server postback, answering a GIF or JSON, attributing by clickref and
 * voucher, recording a reference once.
 */

async function rowOf(id: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(conversions)
    .where(eq(conversions.id, Number(id)));
  return row!;
}

let restore: () => void;
beforeAll(() => {
  restore = freshTrackingState();
  configureRateLimit({ points: 1_000_000, windowSeconds: 60 });
});
afterAll(() => {
  restore();
  configureRateLimit({ points: 600, windowSeconds: 60 });
});

describe('GET /conversion/... (pixel and postback)', () => {
  it('a shopper follows a link, the confirmation pixel credits that click: a 1x1 GIF', async () => {
    const w = await attributionWorld();
    const click = await followClick(`/click/camref:${w.campaignId}l${w.a.partnerId}`);
    expect(click.status).toBe(302);
    const clickref = clickrefOf(click.location)!;
    const res = await track(
      `/conversion/campaign:${w.campaignId}/clickref:${clickref}/conversionref:ORDER-1/value:50.00`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(Buffer.from(res.bytes).equals(PIXEL_GIF)).toBe(true);
    expect(res.headers.get('x-conversion-attribution')).toBe('click');
    const row = await rowOf(res.headers.get('x-conversion-id')!);
    expect(row).toMatchObject({
      partnerId: Number(w.a.partnerId),
      attribution: 'click',
      source: 'pixel',
      clickref,
      value: '50.0000',
      commission: '5.0000',
      commissionCurrency: 'GBP',
      status: 'pending',
    });
    expect(row.clickId).not.toBeNull();
    expect(row.clickedAt).not.toBeNull();
  });

  it('a signed postback answers JSON; the same reference again answers the first recording', async () => {
    const w = await attributionWorld();
    const [ref] = await insertClicks([
      {
        networkId: w.net.networkId,
        campaignId: Number(w.campaignId),
        partnerId: Number(w.b.partnerId),
        clickedAt: new Date(Date.now() - 3_600_000),
      },
    ]);
    const secret = await makeSecret(w.brandUser.auth, w.campaignId);
    const path = `/conversion/campaign:${w.campaignId}/clickref:${ref}/conversionref:PB-1/value:80/currency:GBP/customertype:new`;
    const first = await track(signed(secret, path), { json: true });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      conversion: {
        campaign_id: w.campaignId,
        conversion_reference: 'PB-1',
        publisher_id: w.b.partnerId,
        attribution: 'click',
        source: 'postback',
        clickref: ref,
        status: 'pending',
        created: true,
      },
      execution_time: expect.stringMatching(/seconds$/),
    });
    // Also by POST, with the signature in the header; a different value does not make a new sale.
    const again = await track(`${path.replace('value:80', 'value:99')}`, {
      json: true,
      method: 'POST',
      headers: {
        'x-conversion-signature': (await import('@/lib/services/attribution')).signConversionPath(
          secret,
          path.replace('value:80', 'value:99'),
        ),
      },
    });
    expect(again.status).toBe(200);
    expect(again.json.conversion).toMatchObject({
      conversion_id: first.json.conversion.conversion_id,
      created: false,
      source: 'postback',
    });
    const db = await getDb();
    const rows = await db
      .select()
      .from(conversions)
      .where(eq(conversions.campaignId, Number(w.campaignId)));
    expect(rows.map((r) => [r.conversionReference, r.value, r.customerType])).toEqual([
      ['PB-1', '80.0000', 'new'],
    ]);
  });

  it('refuses a wrong signature (403) and, with pixels off, an unsigned URL; signed ones still count', async () => {
    const w = await attributionWorld();
    const secret = await makeSecret(w.brandUser.auth, w.campaignId);
    const path = `/conversion/campaign:${w.campaignId}/conversionref:S-1/value:10`;
    const wrong = await track(signed('not-the-secret', path), { json: true });
    expect(wrong.status).toBe(403);
    expect(wrong.json.error).toMatchObject({ type: '403' });
    const wrongGif = await track(signed('not-the-secret', path));
    expect(wrongGif.status).toBe(403);
    expect(wrongGif.headers.get('content-type')).toBe('image/gif');
    expect(wrongGif.headers.get('x-conversion-error')).toMatch(/signature/);
    const off = await trackingSettings(w.brandUser.auth, w.campaignId, {
      pixel_conversions: false,
    });
    expect(off.status).toBe(200);
    expect(off.json.data.pixel_conversions).toBe(false);
    const unsigned = await track(path, { json: true });
    expect(unsigned.status).toBe(403);
    expect(unsigned.json.error.message).toMatch(/only signed/);
    const ok = await track(signed(secret, path), { json: true });
    expect(ok.status).toBe(200);
    expect(ok.json.conversion.attribution).toBe('unattributed');
    // A new secret: the old one stops working at once.
    const rotated = await makeSecret(w.brandUser.auth, w.campaignId);
    expect(rotated).not.toBe(secret);
    const stale = await track(signed(secret, path.replace('S-1', 'S-2')), { json: true });
    expect(stale.status).toBe(403);
  });

  it('counts item quantities out, sums their values and keeps unknown keys as meta data', async () => {
    const w = await attributionWorld();
    const res = await track(
      `/conversion/campaign:${w.campaignId}/conversionref:ITEMS-1/gclid:abc123/` +
        '[category:shoes/sku:SH-1/value:10.00/quantity:2/colour:red]/%5Bsku:SOCK/value:5.00%5D',
      { json: true },
    );
    expect(res.status).toBe(200);
    const row = await rowOf(res.json.conversion.conversion_id);
    expect(row).toMatchObject({
      value: '25.0000',
      commission: '0.0000',
      attribution: 'unattributed',
      partnerId: null,
      meta: { gclid: 'abc123' },
    });
    const db = await getDb();
    const items = await db
      .select()
      .from(conversionItems)
      .where(eq(conversionItems.conversionId, row.id));
    expect(items.map((i) => [i.sku, i.itemValue, i.itemCommission, i.meta])).toEqual([
      ['SH-1', '10.0000', '0.0000', { colour: 'red' }],
      ['SH-1', '10.0000', '0.0000', { colour: 'red' }],
      ['SOCK', '5.0000', '0.0000', {}],
    ]);
  });

  it('answers bad URLs with 400 naming the field, unknown campaigns 404, as GIF or JSON', async () => {
    const w = await attributionWorld();
    const base = `/conversion/campaign:${w.campaignId}`;
    const cases: [string, string][] = [
      [`${base}/value:10`, 'conversionref'],
      [`${base}/conversionref:X/value:ten`, 'value'],
      [`${base}/conversionref:X/value:1/currency:XXX`, 'currency'],
      [`${base}/conversionref:X/value:1/customertype:vip`, 'customertype'],
      [`${base}/conversionref:X/value:1/clickref:bad!ref`, 'clickref'],
      [`${base}/conversionref:X/value:1/conversionref:Y`, 'conversionref'],
      [`${base}/conversionref:X`, 'value'],
      [`${base}/conversionref:X/value:1/conversion_time:2999-01-01T00:00:00Z`, 'conversion_time'],
      [`/conversion/campaign:abc/conversionref:X/value:1`, 'campaign'],
    ];
    for (const [path, property] of cases) {
      const res = await track(path, { json: true });
      expect(res.status, path).toBe(400);
      expect(
        res.json.error.errors.map((e: { property: string }) => e.property),
        path,
      ).toContain(property);
    }
    const malformed = await track(`${base}/conversionref:X/value:1/novalue`);
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('content-type')).toBe('image/gif');
    const unknown = await track('/conversion/campaign:999999999/conversionref:X/value:1', {
      json: true,
    });
    expect(unknown.status).toBe(404);
    const db = await getDb();
    const rows = await db
      .select()
      .from(conversions)
      .where(eq(conversions.campaignId, Number(w.campaignId)));
    expect(rows).toHaveLength(0);
  });

  it("never credits a clickref of another campaign or another network; a camref's campaign part is read", async () => {
    const w = await attributionWorld();
    const other = await makeNetwork();
    const foreign = await brandWithCampaign(other);
    const [sibling, abroad] = await insertClicks([
      {
        networkId: w.net.networkId,
        campaignId: Number(w.sibling.campaign_id),
        partnerId: Number(w.a.partnerId),
        clickedAt: new Date(Date.now() - 60_000),
      },
      {
        networkId: other.networkId,
        campaignId: Number(foreign.campaign.campaign_id),
        partnerId: Number(w.a.partnerId),
        clickedAt: new Date(Date.now() - 60_000),
      },
    ]);
    for (const [ref, order] of [
      [sibling, 'F-1'],
      [abroad, 'F-2'],
    ] as const) {
      const res = await track(
        `/conversion/campaign:${w.campaignId}l${w.a.partnerId}/clickref:${ref}/conversionref:${order}/value:10`,
        { json: true },
      );
      expect(res.status).toBe(200);
      expect(res.json.conversion).toMatchObject({
        campaign_id: w.campaignId,
        attribution: 'unattributed',
        publisher_id: null,
      });
    }
  });

  it('rate-limits unsigned calls per address; signed postbacks are not counted', async () => {
    const w = await attributionWorld();
    const secret = await makeSecret(w.brandUser.auth, w.campaignId);
    const headers = { 'x-anet-peer-address': '198.51.100.77' };
    configureRateLimit({ points: 2, windowSeconds: 60 });
    try {
      const path = (n: number) =>
        `/conversion/campaign:${w.campaignId}/conversionref:RL-${n}/value:1`;
      expect((await track(path(1), { headers })).status).toBe(200);
      expect((await track(path(2), { headers })).status).toBe(200);
      const limited = await track(path(3), { headers, json: true });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await track(signed(secret, path(4)), { headers })).status).toBe(200);
    } finally {
      configureRateLimit({ points: 1_000_000, windowSeconds: 60 });
    }
  });

  it('serves the JavaScript tag', async () => {
    const res = await tagRoute.GET();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const source = await res.text();
    expect(source).toContain("'/conversion/'");
    expect(source).toContain('"clickref"');
    expect(source).toContain('localStorage');
    // It parses as JavaScript.
    expect(() => new Function(source)).not.toThrow();
  });

  it('the JavaScript tag remembers the landing clickref and sends the sale as a pixel', async () => {
    const w = await attributionWorld();
    const click = await followClick(`/click/camref:${w.campaignId}l${w.b.partnerId}`);
    const landing = new URL(click.location!);
    const source = await (await tagRoute.GET()).text();
    const storage = new Map<string, string>();
    const sent: string[] = [];
    // Runs the tag as a browser would: the page's location, its localStorage, the script element.
    const run = (href: string, dataset: Record<string, string>) =>
      new Function('document', 'window', 'Image', source)(
        { currentScript: { src: 'https://track.example/conversion.js', dataset } },
        {
          location: new URL(href),
          localStorage: {
            getItem: (k: string) => storage.get(k) ?? null,
            setItem: (k: string, v: string) => storage.set(k, v),
          },
        },
        class {
          set src(url: string) {
            sent.push(url);
          }
        },
      );
    run(landing.href, {});
    expect(sent).toEqual([]);
    run('https://shop.example/thanks', {
      campaign: w.campaignId,
      conversionref: 'JS-1',
      value: '40.00',
      voucher: 'NONE',
      items: JSON.stringify([{ sku: 'A 1', value: '40.00', quantity: 1 }]),
    });
    expect(sent).toHaveLength(1);
    const url = new URL(sent[0]!);
    expect(url.origin).toBe('https://track.example');
    const res = await track(url.pathname, { json: true });
    expect(res.status).toBe(200);
    expect(res.json.conversion).toMatchObject({
      conversion_reference: 'JS-1',
      attribution: 'click',
      publisher_id: w.b.partnerId,
      source: 'pixel',
      clickref: clickrefOf(click.location),
      voucher_code: 'NONE',
    });
  });
});
