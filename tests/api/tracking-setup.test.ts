import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as testRoute from '@/app/(api)/v3/brand/campaigns/[campaignId]/conversion-tracking/test/route';
import * as secretRoute from '@/app/(api)/v3/brand/campaigns/[campaignId]/conversion-tracking/secret/route';
import * as vouchersRoute from '@/app/(api)/campaign/[campaign_id]/voucher_code/route';
import * as profileRoute from '@/app/(api)/v3/brand/partners/[partnerId]/route';
import * as brandSettingsRoute from '@/app/(api)/v3/network/[networkId]/brand-settings/route';
import * as createBrandRoute from '@/app/(api)/user/advertiser/route';
import * as websitesRoute from '@/app/(api)/user/publisher/[publisher_id]/website/route';
import { getDb } from '@/lib/db/client';
import { auditEvents, conversions, exchangeRates, partners } from '@/lib/db/schema';
import { call, makeNetwork } from '../support/harness';
import { makeBrandUser } from '../support/partners';
import {
  attributionWorld,
  insertClicks,
  makeSecret,
  signed,
  track,
  trackingSettings,
} from '../support/attribution';
import { useQueue } from '../support/conversions';
import { approvedPartner, brandWithCampaign } from '../support/campaigns';

/**
 * The campaign tracking setup's operations: revealing and rotating the tracking secret, "test a
 * conversion" (a dry run), the brand's partner profile and the brand approval setting.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type World = Awaited<ReturnType<typeof attributionWorld>>;

const testSale = (auth: string, campaignId: string, body: unknown) =>
  call(testRoute, `/v3/brand/campaigns/${campaignId}/conversion-tracking/test`, {
    method: 'POST',
    auth,
    body,
    params: { campaignId },
  });

const readSecret = (auth: string, campaignId: string) =>
  call(secretRoute, `/v3/brand/campaigns/${campaignId}/conversion-tracking/secret`, {
    auth,
    params: { campaignId },
  });

const profile = (auth: string, partnerId: string) =>
  call(profileRoute, `/v3/brand/partners/${partnerId}`, { auth, params: { partnerId } });

async function clickFor(w: World, partnerId: string, ago: number, creditable = true) {
  const [ref] = await insertClicks([
    {
      networkId: w.net.networkId,
      campaignId: Number(w.campaignId),
      partnerId: Number(partnerId),
      clickedAt: new Date(Date.now() - ago),
      creditable,
    },
  ]);
  return ref!;
}

async function conversionCount(campaignId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversions)
    .where(eq(conversions.campaignId, Number(campaignId)));
  return row!.n;
}

describe('the tracking secret: reveal and rotate', () => {
  useQueue();

  it('reveals nothing before one is made, the current one after, and a rotation retires the old one', async () => {
    const w = await attributionWorld();
    const none = await readSecret(w.brandUser.auth, w.campaignId);
    expect(none.status).toBe(200);
    expect(none.json.data).toMatchObject({ tracking_secret: null, secret_created_at: null });

    const first = await makeSecret(w.brandUser.auth, w.campaignId);
    expect((await readSecret(w.brandUser.auth, w.campaignId)).json.data.tracking_secret).toBe(
      first,
    );
    expect((await readSecret(w.net.auth, w.campaignId)).json.data.tracking_secret).toBe(first);

    const second = await makeSecret(w.brandUser.auth, w.campaignId);
    expect(second).not.toBe(first);
    expect((await readSecret(w.brandUser.auth, w.campaignId)).json.data.tracking_secret).toBe(
      second,
    );
    const path = `/conversion/campaign:${w.campaignId}/conversionref:ROT-1/value:10`;
    expect((await track(signed(first, path), { json: true })).status).toBe(403);
    expect((await track(signed(second, path), { json: true })).status).toBe(200);

    // Rotations are audited, never with the secret itself.
    const db = await getDb();
    const rows = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityType, 'campaign_attribution'));
    const mine = rows.filter((r) => String(r.entityId) === w.campaignId);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(mine)).not.toContain(first);
    expect(JSON.stringify(mine)).not.toContain(second);
  });

  it('is refused to a brand user of another brand and to partner users', async () => {
    const w = await attributionWorld();
    await makeSecret(w.brandUser.auth, w.campaignId);
    const stranger = await makeBrandUser(w.net, []);
    expect([403, 404]).toContain((await readSecret(stranger.auth, w.campaignId)).status);
    expect((await readSecret(w.a.auth, w.campaignId)).status).toBe(403);
  });
});

describe('POST /v3/brand/campaigns/{campaignId}/conversion-tracking/test', () => {
  useQueue();

  it('names the last click that counts, its commission and why the other clicks lost; records nothing', async () => {
    const w = await attributionWorld({ cookieDays: 30 });
    const older = await clickFor(w, w.a.partnerId, 5 * HOUR);
    const last = await clickFor(w, w.b.partnerId, HOUR);
    const bot = await clickFor(w, w.a.partnerId, 30 * 60_000, false);
    const expired = await clickFor(w, w.a.partnerId, 40 * DAY);
    const before = await conversionCount(w.campaignId);
    const res = await testSale(w.brandUser.auth, w.campaignId, {
      clickref: `${older},${last},${bot},${expired},nosuchref`,
      value: '20.00',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({
      recorded: false,
      attribution: 'click',
      rule: 'last_click',
      partner: { id: w.b.partnerId },
      status: 'pending',
      currency: 'GBP',
      commission: '2.0000',
      commission_rule: { kind: 'default', performance_model: 'percentage_cpa' },
    });
    const verdicts = Object.fromEntries(
      res.json.data.clicks.map((c: { clickref: string; verdict: string }) => [
        c.clickref,
        c.verdict,
      ]),
    );
    expect(verdicts).toEqual({
      [older]: 'older',
      [last]: 'winner',
      [bot]: 'not_creditable',
      [expired]: 'expired',
      nosuchref: 'unknown',
    });
    expect(await conversionCount(w.campaignId)).toBe(before);
  });

  it('prices a sale in another currency at the stored rate, as recording does; with no rate, 400 on currency', async () => {
    const w = await attributionWorld({ cookieDays: 30 });
    const last = await clickFor(w, w.b.partnerId, HOUR);
    const body = { clickref: last, value: '100.00', currency: 'USD' };
    const none = await testSale(w.brandUser.auth, w.campaignId, body);
    expect(none.status).toBe(400);
    expect(none.json.error.errors).toEqual([expect.objectContaining({ property: '[currency]' })]);
    const db = await getDb();
    await db.insert(exchangeRates).values(
      [
        ['USD', '1.2500'],
        ['GBP', '0.8500'],
      ].map(([currency, rate]) => ({
        networkId: w.net.networkId,
        date: '2024-01-02',
        currency: currency!,
        rate: rate!,
        source: 'ecb',
      })),
    );
    const res = await testSale(w.brandUser.auth, w.campaignId, body);
    expect(res.status, res.text).toBe(200);
    // 100 USD x 0.85 / 1.25 = 68 GBP; 10% of it.
    expect(res.json.data).toMatchObject({ currency: 'GBP', commission: '6.8000' });
  });

  it('gives a voucher code precedence when the campaign does, and says a used reference is a duplicate', async () => {
    const w = await attributionWorld();
    const add = await call(vouchersRoute, `/campaign/${w.campaignId}/voucher_code`, {
      method: 'POST',
      auth: w.brandUser.auth,
      body: { voucher_codes: [{ voucher_code: 'SAVE5', publisher_id: w.a.partnerId }] },
      params: { campaign_id: w.campaignId },
    });
    expect(add.status, add.text).toBe(201);
    const click = await clickFor(w, w.b.partnerId, HOUR);
    const clickWins = await testSale(w.brandUser.auth, w.campaignId, {
      clickref: click,
      voucher_code: 'save5',
      value: '10',
    });
    expect(clickWins.json.data).toMatchObject({
      rule: 'last_click',
      partner: { id: w.b.partnerId },
      voucher: { code: 'SAVE5', verdict: 'beaten_by_click', partner: { id: w.a.partnerId } },
    });
    const on = await trackingSettings(w.brandUser.auth, w.campaignId, { voucher_precedence: true });
    expect(on.status, on.text).toBe(200);
    const voucherFirst = await testSale(w.brandUser.auth, w.campaignId, {
      clickref: click,
      voucher_code: 'SAVE5',
      value: '10',
    });
    expect(voucherFirst.json.data).toMatchObject({
      rule: 'voucher_precedence',
      partner: { id: w.a.partnerId },
      voucher: { verdict: 'winner' },
      clicks: [{ clickref: click, verdict: 'older' }],
    });
    await trackingSettings(w.brandUser.auth, w.campaignId, { voucher_precedence: false });
    const voucherOnly = await testSale(w.brandUser.auth, w.campaignId, {
      voucher_code: 'SAVE5',
      value: '10',
    });
    expect(voucherOnly.json.data).toMatchObject({
      rule: 'voucher',
      attribution: 'voucher',
      partner: { id: w.a.partnerId },
      commission: '1.0000',
    });
    const nothing = await testSale(w.brandUser.auth, w.campaignId, { value: '10' });
    expect(nothing.json.data).toMatchObject({
      rule: 'unattributed',
      partner: null,
      commission: '0.0000',
    });

    const recorded = await track(
      `/conversion/campaign:${w.campaignId}/conversionref:DUP-1/value:5`,
      {
        json: true,
      },
    );
    expect(recorded.status).toBe(200);
    const dup = await testSale(w.brandUser.auth, w.campaignId, {
      value: '5',
      conversion_reference: 'DUP-1',
    });
    expect(dup.json.data.duplicate_of).toBe(String(recorded.json.conversion.conversion_id));
  });

  it('answers bad input in the v3 error format, naming the field', async () => {
    const w = await attributionWorld();
    const cases: [unknown, string][] = [
      [{}, 'value'],
      [{ value: 'ten' }, 'value'],
      [{ value: '10', clickref: 'not a ref!' }, 'clickref'],
      [{ value: '10', voucher_code: 'bad code' }, 'voucher_code'],
      [{ value: '10', conversion_time: '2999-01-01T00:00:00Z' }, 'conversion_time'],
      [{ value: '10', publisher_id: '999999999' }, 'publisher_id'],
      [{ value: '10', surprise: true }, 'surprise'],
      [{ value: '99999999' }, 'value'],
    ];
    for (const [body, field] of cases) {
      const res = await testSale(w.brandUser.auth, w.campaignId, body);
      expect(res.status, `${JSON.stringify(body)} -> ${res.text}`).toBe(400);
      expect(JSON.stringify(res.json.errors ?? res.json), JSON.stringify(body)).toContain(field);
    }
  });

  it('is for staff and the campaign brand users only', async () => {
    const w = await attributionWorld();
    expect((await testSale(w.net.auth, w.campaignId, { value: '1' })).status).toBe(200);
    expect((await testSale(w.a.auth, w.campaignId, { value: '1' })).status).toBe(403);
    const stranger = await makeBrandUser(w.net, []);
    expect([403, 404]).toContain(
      (await testSale(stranger.auth, w.campaignId, { value: '1' })).status,
    );
  });
});

describe('GET /v3/brand/partners/{partnerId}', () => {
  it('shows a brand user a partner of its campaigns with websites and history, never staff-only fields', async () => {
    const w = await attributionWorld();
    const site = await call(websitesRoute, `/user/publisher/${w.a.partnerId}/website`, {
      method: 'POST',
      auth: w.net.auth,
      body: { website_url: 'https://reviews.example', description: 'Book reviews' },
      params: { publisher_id: w.a.partnerId },
    });
    expect(site.status, site.text).toBe(201);
    const db = await getDb();
    await db
      .update(partners)
      .set({ networkNotes: 'STAFF-NOTE-xyz', phone: '0777-PRIVATE' })
      .where(eq(partners.id, Number(w.a.partnerId)));
    const res = await profile(w.brandUser.auth, w.a.partnerId);
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.publisher_id).toBe(w.a.partnerId);
    expect(res.json.data.websites.map((x: { website_url: string }) => x.website_url)).toContain(
      'https://reviews.example',
    );
    const campaignIds = res.json.data.campaigns.map((c: { campaign_id: string }) => c.campaign_id);
    expect(campaignIds).toContain(w.campaignId);
    expect(res.text).not.toContain('STAFF-NOTE-xyz');
    expect(res.text).not.toContain('0777-PRIVATE');
    expect(res.text).not.toContain('contact_email');
    expect(res.text).not.toContain(w.a.user.publisher.contact_email);
  });

  it('is not found for a partner with no participation in the brand user’s campaigns; staff see it; partners may not', async () => {
    const w = await attributionWorld();
    const loner = await approvedPartner(w.net);
    expect((await profile(w.brandUser.auth, loner.partnerId)).status).toBe(404);
    const other = await brandWithCampaign(w.net);
    expect((await profile(other.brandUser.auth, w.a.partnerId)).status).toBe(404);
    expect((await profile(w.net.auth, loner.partnerId)).status).toBe(200);
    expect((await profile(w.a.auth, w.a.partnerId)).status).toBe(403);
    expect((await profile(w.brandUser.auth, 'abc')).status).toBe(404);
  });
});

describe('brand approval (a network setting, on by default)', () => {
  const settings = (auth: string, networkId: number, body?: unknown) =>
    call(brandSettingsRoute, `/v3/network/${networkId}/brand-settings`, {
      method: body === undefined ? 'GET' : 'PATCH',
      auth,
      body,
      params: { networkId: String(networkId) },
    });
  const newBrand = (auth: string, name: string) =>
    call(createBrandRoute, '/user/advertiser', {
      method: 'POST',
      auth,
      body: {
        account_name: name,
        company_name: name,
        address1: '1 High St',
        postcode: 'AB1 2CD',
        country: 'GB',
        phone: '0123',
        signup_ip: '203.0.113.9',
      },
    });

  it('starts a brand user’s brand pending until staff approve it; off, it starts active; staff’s are active', async () => {
    const net = await makeNetwork();
    const user = await makeBrandUser(net, []);
    expect((await settings(net.auth, net.networkId)).json.data.brand_approval_required).toBe(true);
    const pending = await newBrand(user.auth, `pend-${Date.now()}`);
    expect(pending.status, pending.text).toBe(201);
    expect(pending.json.advertiser.status).toBe('p');
    const byStaff = await newBrand(net.auth, `staff-${Date.now()}`);
    expect(byStaff.json.advertiser.status).toBe('a');

    expect(
      (await settings(user.auth, net.networkId, { brand_approval_required: false })).status,
    ).toBe(403);
    const off = await settings(net.auth, net.networkId, { brand_approval_required: false });
    expect(off.status).toBe(200);
    expect(off.json.data.brand_approval_required).toBe(false);
    const active = await newBrand(user.auth, `active-${Date.now()}`);
    expect(active.json.advertiser.status).toBe('a');
    const bad = await settings(net.auth, net.networkId, { brand_approval_required: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('brand_approval_required');
  });
});
