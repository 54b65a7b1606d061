import { createHash } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { overrideConfigForTests, resetConfigForTests } from '@/lib/config';
import * as domainsRoute from '@/app/(api)/v3/brand/[brand]/deeplink-domains/route';
import * as linksRoute from '@/app/(api)/v2/publishers/[publisherId]/links/route';
import { getDb } from '@/lib/db/client';
import { campaigns, clickFloodCounts, users, userSignInAddresses } from '@/lib/db/schema';
import { forgetFloodCounts, forgetLinkFacts } from '@/lib/services/tracking';
import { call } from '../support/harness';
import {
  clickOf,
  clickrefOf,
  clicksOfCampaign,
  followClick,
  freshTrackingState,
  trackingWorld,
} from '../support/tracking';

const restore = freshTrackingState();
afterAll(restore);
beforeEach(() => {
  forgetLinkFacts();
  forgetFloodCounts();
});

const addDomains = (auth: string, brand: string, domains: string[]) =>
  call(domainsRoute, `/v3/brand/${brand}/deeplink-domains`, {
    method: 'PATCH',
    auth,
    body: { allowed_domains: domains },
    params: { brand },
  });

/** The destination without our clickref, for comparing. */
const landing = (location: string | null) => {
  const url = new URL(location!);
  url.searchParams.delete('clickref');
  return url.href;
};

describe('the click redirect: each link form', () => {
  it('camref only: 302 to the default destination with a fresh clickref, no-store, the click committed', async () => {
    const w = await trackingWorld();
    const res = await followClick(`/click/camref:${w.camref}`, {
      referer: 'https://blog.example/post',
    });
    expect(res.status, res.text).toBe(302);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(landing(res.location)).toBe('https://shop.example/summer');
    const clickref = clickrefOf(res.location);
    expect(clickref).toMatch(/^[0-9a-z]{7}[A-Za-z0-9_-]{12}$/);
    const click = await clickOf(clickref);
    expect(click).toMatchObject({
      networkId: w.net.networkId,
      campaignId: Number(w.campaign.campaign_id),
      partnerId: Number(w.partner.partnerId),
      creditable: true,
      invalidReason: null,
      type: 'standard',
      device: 'desktop',
      destinationUrl: 'https://shop.example/summer',
      referer: 'https://blog.example/post',
      refusedDeepLink: null,
    });
    const second = await followClick(`/click/camref:${w.camref}`);
    expect(clickrefOf(second.location)).not.toBe(clickref);
  });

  it("the reference's full form: sub ids, creativeref, type:cpc and an encoded deep link", async () => {
    const w = await trackingWorld();
    expect((await addDomains(w.net.auth, w.brand.advertiser_id, ['dealsite.promo'])).status).toBe(
      204,
    );
    const res = await followClick(
      `/click/camref:${w.camref}/adref:Promo012/pubref:test+pubref/creativeref:${w.campaign.campaign_id}l7/type:cpc/destination:https%3A%2F%2Fdealsite.promo%2Foffers%3Fa%3D1`,
    );
    expect(res.status).toBe(302);
    expect(landing(res.location)).toBe('https://dealsite.promo/offers?a=1');
    expect(res.location).toMatch(/^https:\/\/dealsite\.promo\/offers\?a=1&clickref=/);
    expect(await clickOf(clickrefOf(res.location))).toMatchObject({
      pubref: 'test+pubref',
      adref: 'Promo012',
      creativeId: 7,
      type: 'cpc',
      destinationUrl: 'https://dealsite.promo/offers?a=1',
      refusedDeepLink: null,
      creditable: true,
    });
  });

  it('a raw deep link keeps its slashes and query, an encoded one its fragment; a subdomain of a domain is allowed', async () => {
    const w = await trackingWorld();
    await addDomains(w.net.auth, w.brand.advertiser_id, ['shop.example', 'partner-deals.example']);
    const res = await followClick(
      `/click/camref:${w.camref}/pubref:p1/destination:https://www.partner-deals.example/a/b/c?x=1`,
    );
    expect(res.location).toMatch(/^https:\/\/www\.partner-deals\.example\/a\/b\/c\?x=1&clickref=/);
    // A fragment only arrives encoded (browsers never send one); the clickref goes before it.
    const encoded = await followClick(
      `/click/camref:${w.camref}/destination:${encodeURIComponent('https://shop.example/a?b=1#top')}`,
    );
    expect(encoded.location).toMatch(/^https:\/\/shop\.example\/a\?b=1&clickref=[^#]+#top$/);
    // The campaign's own host needs no domain entry; a percent-encoded path stays encoded.
    const own = await followClick(
      `/click/camref:${w.camref}/destination:https://shop.example/p%20q`,
    );
    expect(landing(own.location)).toBe('https://shop.example/p%20q');
  });

  it('a short link /l/{code} lands on its stored deep link with its sub ids', async () => {
    const w = await trackingWorld();
    await addDomains(w.net.auth, w.brand.advertiser_id, ['shop.example']);
    const created = await call(linksRoute, `/v2/publishers/${w.partner.partnerId}/links`, {
      method: 'POST',
      auth: w.partner.auth,
      body: {
        campaign_id: w.campaign.campaign_id,
        destination_url: 'https://shop.example/winter',
        params: [
          { key: 'pubref', value: 'newsletter' },
          { key: 'adref', value: 'banner-2' },
        ],
      },
      params: { publisherId: w.partner.partnerId },
    });
    expect(created.status, created.text).toBe(201);
    const shortPath = new URL(created.json.link.tracking_short_url).pathname;
    const res = await followClick(shortPath);
    expect(res.status).toBe(302);
    expect(landing(res.location)).toBe('https://shop.example/winter');
    const click = await clickOf(clickrefOf(res.location));
    expect(click).toMatchObject({
      trackingLinkId: Number(created.json.link.id),
      pubref: 'newsletter',
      adref: 'banner-2',
      creditable: true,
    });
    // Its long form lands the same.
    const long = await followClick(new URL(created.json.link.tracking_url).pathname);
    expect(landing(long.location)).toBe('https://shop.example/winter');
  });

  it('the clickref parameter name is a setting', async () => {
    const w = await trackingWorld();
    overrideConfigForTests({ CLICK_REF_PARAM: 'ref_id' });
    try {
      const res = await followClick(`/click/camref:${w.camref}`);
      expect(clickrefOf(res.location, 'ref_id')).toBeTruthy();
      expect(clickrefOf(res.location)).toBeNull();
    } finally {
      resetConfigForTests('CLICK_REF_PARAM');
    }
  });
});

describe('deep links outside the domains', () => {
  it('fall back to the default destination and record the refused link', async () => {
    const w = await trackingWorld();
    await addDomains(w.net.auth, w.brand.advertiser_id, ['shop.example']);
    for (const asked of [
      'https://evil.example/phish',
      'https://shop.example.evil.example/',
      'https://evilshop.example/',
      'javascript:alert(1)',
      'https://user:pw@shop.example/',
    ]) {
      const res = await followClick(
        `/click/camref:${w.camref}/destination:${encodeURIComponent(asked)}`,
      );
      expect(res.status).toBe(302);
      expect(landing(res.location)).toBe('https://shop.example/summer');
      const click = await clickOf(clickrefOf(res.location));
      expect(click).toMatchObject({ refusedDeepLink: asked, creditable: true });
    }
  });

  it('a campaign with deep linking off follows none', async () => {
    const w = await trackingWorld();
    const db = await getDb();
    await db
      .update(campaigns)
      .set({ extra: { allow_deep_linking: 'n' } })
      .where(eq(campaigns.id, Number(w.campaign.campaign_id)));
    const res = await followClick(`/click/camref:${w.camref}/destination:https://shop.example/x`);
    expect(landing(res.location)).toBe('https://shop.example/summer');
    expect((await clickOf(clickrefOf(res.location)))!.refusedDeepLink).toBe(
      'https://shop.example/x',
    );
  });
});

describe('clicks that earn nothing still redirect', () => {
  it('a partner not approved on the campaign: partner_not_approved', async () => {
    for (const status of ['p', 'r', null] as const) {
      const w = await trackingWorld({ participation: status });
      const res = await followClick(`/click/camref:${w.camref}`);
      expect(res.status).toBe(302);
      expect(landing(res.location)).toBe('https://shop.example/summer');
      expect(await clickOf(clickrefOf(res.location))).toMatchObject({
        creditable: false,
        invalidReason: 'partner_not_approved',
      });
    }
  });

  it('a retired or paused campaign: campaign_not_active', async () => {
    for (const status of ['r', 'p'] as const) {
      const w = await trackingWorld();
      const db = await getDb();
      await db
        .update(campaigns)
        .set({ status })
        .where(eq(campaigns.id, Number(w.campaign.campaign_id)));
      const res = await followClick(`/click/camref:${w.camref}`);
      expect(res.status).toBe(302);
      expect(await clickOf(clickrefOf(res.location))).toMatchObject({
        creditable: false,
        invalidReason: 'campaign_not_active',
      });
    }
  });

  it('bots by user agent (and no user agent at all) are not creditable', async () => {
    const w = await trackingWorld();
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'curl/8.4.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36',
      null,
    ]) {
      const res = await followClick(`/click/camref:${w.camref}`, { userAgent: ua });
      expect(res.status).toBe(302);
      expect(await clickOf(clickrefOf(res.location))).toMatchObject({
        creditable: false,
        invalidReason: 'bot',
      });
    }
  });

  it('device class from the user agent', async () => {
    const w = await trackingWorld();
    const cases: [string, string][] = [
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
        'mobile',
      ],
      [
        'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
        'tablet',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
        'desktop',
      ],
    ];
    for (const [ua, device] of cases) {
      const res = await followClick(`/click/camref:${w.camref}`, { userAgent: ua });
      expect((await clickOf(clickrefOf(res.location)))!.device).toBe(device);
    }
  });

  it('a flood from one address: clicks past the limit in the window are counted, not stored, per campaign', async () => {
    overrideConfigForTests({ CLICK_FLOOD_LIMIT: '3' });
    try {
      const w = await trackingWorld();
      const stored: boolean[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await followClick(`/click/camref:${w.camref}`, { address: '203.0.113.50' });
        expect(res.status).toBe(302);
        expect(landing(res.location)).toBe('https://shop.example/summer');
        const click = await clickOf(clickrefOf(res.location));
        stored.push(click?.creditable === true);
      }
      expect(stored).toEqual([true, true, true, false, false]);
      const db = await getDb();
      const counted = await db
        .select()
        .from(clickFloodCounts)
        .where(eq(clickFloodCounts.campaignId, Number(w.campaign.campaign_id)));
      expect(counted.map((c) => [c.ipDigest, c.clicks])).toEqual([['203.0.113.0', 2]]);
      const other = await followClick(`/click/camref:${w.camref}`, { address: '203.0.113.51' });
      expect((await clickOf(clickrefOf(other.location)))!.creditable).toBe(true);
      // Another campaign from the flooding address still counts.
      const w2 = await trackingWorld({ net: w.net });
      const elsewhere = await followClick(`/click/camref:${w2.camref}`, {
        address: '203.0.113.50',
      });
      expect((await clickOf(clickrefOf(elsewhere.location)))!.creditable).toBe(true);
    } finally {
      resetConfigForTests('CLICK_FLOOD_LIMIT');
    }
  });

  it('a partner clicking its own link (an address its users signed in from): self_click', async () => {
    const w = await trackingWorld();
    const db = await getDb();
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.partnerId, Number(w.partner.partnerId)));
    const address = '192.0.2.77';
    await db.insert(userSignInAddresses).values({
      userId: user!.id,
      addressHash: createHash('sha256').update(address).digest('hex'),
    });
    const own = await followClick(`/click/camref:${w.camref}`, { address });
    expect(await clickOf(clickrefOf(own.location))).toMatchObject({
      creditable: false,
      invalidReason: 'self_click',
    });
    const shopper = await followClick(`/click/camref:${w.camref}`, { address: '192.0.2.78' });
    expect((await clickOf(clickrefOf(shopper.location)))!.creditable).toBe(true);
  });

  it('an inactive stored link: link_inactive', async () => {
    const w = await trackingWorld();
    const created = await call(linksRoute, `/v2/publishers/${w.partner.partnerId}/links`, {
      method: 'POST',
      auth: w.partner.auth,
      body: { campaign_id: w.campaign.campaign_id, active: false },
      params: { publisherId: w.partner.partnerId },
    });
    const res = await followClick(new URL(created.json.link.tracking_short_url).pathname);
    expect(res.status).toBe(302);
    expect(await clickOf(clickrefOf(res.location))).toMatchObject({
      creditable: false,
      invalidReason: 'link_inactive',
    });
  });
});

describe('the address is never stored raw', () => {
  it('truncate (default): IPv4 /24 and IPv6 /48', async () => {
    const w = await trackingWorld();
    const v4 = await followClick(`/click/camref:${w.camref}`, { address: '203.0.113.199' });
    expect((await clickOf(clickrefOf(v4.location)))!.ipDigest).toBe('203.0.113.0');
    const v6 = await followClick(`/click/camref:${w.camref}`, { address: '2001:db8:abcd:12::7' });
    expect((await clickOf(clickrefOf(v6.location)))!.ipDigest).toBe('2001:db8:abcd::');
  });

  it('hash: a keyed hash, the same for the same address, never the address', async () => {
    const w = await trackingWorld();
    overrideConfigForTests({ CLICK_IP_MODE: 'hash' });
    try {
      const a = await followClick(`/click/camref:${w.camref}`, { address: '203.0.113.199' });
      const b = await followClick(`/click/camref:${w.camref}`, { address: '203.0.113.199' });
      const c = await followClick(`/click/camref:${w.camref}`, { address: '203.0.113.198' });
      const [da, db, dc] = await Promise.all(
        [a, b, c].map(async (r) => (await clickOf(clickrefOf(r.location)))!.ipDigest),
      );
      expect(da).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(da).toBe(db);
      expect(dc).not.toBe(da);
      expect(da).not.toContain('203.0.113');
    } finally {
      resetConfigForTests('CLICK_IP_MODE');
    }
    const rows = await clicksOfCampaign(w.campaign.campaign_id, w.partner.partnerId);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.199');
    expect(JSON.stringify(rows)).not.toContain('203.0.113.198');
  });
});

describe('what is not a click', () => {
  it('an unknown camref, a malformed one, another network pair or an unknown short code: 404 page, nothing stored', async () => {
    const w = await trackingWorld();
    const other = await trackingWorld();
    const before = (await clicksOfCampaign(w.campaign.campaign_id, w.partner.partnerId)).length;
    for (const path of [
      '/click/camref:999999999l1',
      '/click/camref:abc',
      '/click/pubref:x',
      `/click/camref:${w.campaign.campaign_id}l${other.partner.partnerId}`,
      '/l/NoSuchCode',
    ]) {
      const res = await followClick(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.text).toContain('This link does not work');
      expect(res.location).toBeNull();
    }
    expect((await clicksOfCampaign(w.campaign.campaign_id, w.partner.partnerId)).length).toBe(
      before,
    );
  });

  it('HEAD answers where the link goes without storing a click', async () => {
    const w = await trackingWorld();
    const res = await followClick(`/click/camref:${w.camref}`, { method: 'HEAD' });
    expect(res.status).toBe(302);
    expect(res.location).toBe('https://shop.example/summer');
    expect(await clicksOfCampaign(w.campaign.campaign_id, w.partner.partnerId)).toHaveLength(0);
  });
});
