import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as queueRoute from '@/app/(api)/v2/networks/[networkId]/campaign-requests-invites/route';
import * as filtersRoute from '@/app/(api)/v2/networks/[networkId]/campaign-requests-invites/filters/route';
import * as partnerRoute from '@/app/(api)/v2/networks/[networkId]/campaign-requests-invites/partners/[publisherId]/route';
import * as inviteRoute from '@/app/(api)/v2/networks/[networkId]/invite/network-partners/route';
import * as websitesRoute from '@/app/(api)/user/publisher/[publisher_id]/website/route';
import { getDb } from '@/lib/db/client';
import { partners } from '@/lib/db/schema';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import {
  approvedPartner,
  brandWithCampaign,
  codesOf,
  decide,
  makeCampaign,
  requestOne,
} from '../support/campaigns';
import { referenceErrors } from '../support/reference-contract';

type Listed = { id: string; request_count: number; invite_count: number };

const get = (mod: typeof queueRoute, path: string, auth: string, params: Record<string, string>) =>
  call(mod, path, { auth, params });

const queue = (net: TestNetwork, auth: string, query = '', networkId = String(net.networkId)) =>
  get(queueRoute, `/v2/networks/${networkId}/campaign-requests-invites${query}`, auth, {
    networkId,
  });

const filters = (auth: string, networkId: string) =>
  get(filtersRoute, `/v2/networks/${networkId}/campaign-requests-invites/filters`, auth, {
    networkId,
  });

const partnerView = (auth: string, networkId: string, publisherId: string) =>
  get(
    partnerRoute,
    `/v2/networks/${networkId}/campaign-requests-invites/partners/${publisherId}`,
    auth,
    { networkId, publisherId },
  );

async function invite(net: TestNetwork, partnerIds: string[], campaignIds: string[]) {
  const res = await call(inviteRoute, `/v2/networks/${net.networkId}/invite/network-partners`, {
    method: 'POST',
    auth: net.auth,
    body: { publisher_id: partnerIds, campaign_id: campaignIds },
    params: { networkId: String(net.networkId) },
  });
  if (res.json.failure_count) throw new Error(`invite failed: ${res.text}`);
}

const summary = (res: { json: { partners: Listed[] } }) =>
  Object.fromEntries(res.json.partners.map((p) => [p.id, `${p.request_count}/${p.invite_count}`]));

/**
 * Brand A (granted to the brand user) with campaigns a1, a2; brand B (not granted) with b1.
 * P1 requested a1; P2 is invited to a2 and b1; P3 is approved on a1 (not in the queue); P4
 * requested b1.
 */
async function world() {
  const net = await makeNetwork();
  const a = await brandWithCampaign(net);
  const a2 = await makeCampaign(net, a.brand.advertiser_id, { title: 'Autumn offers' });
  const b = await brandWithCampaign(net);
  const [p1, p2, p3, p4] = [
    await approvedPartner(net),
    await approvedPartner(net),
    await approvedPartner(net),
    await approvedPartner(net),
  ];
  await requestOne(p1.auth, p1.partnerId, a.campaign);
  await invite(net, [p2.partnerId], [a2.campaign_id, b.campaign.campaign_id]);
  await requestOne(p3.auth, p3.partnerId, a.campaign);
  await decide('accept', net.auth, net.networkId, [
    { campaign_id: a.campaign.campaign_id, publisher_id: p3.partnerId },
  ]);
  await requestOne(p4.auth, p4.partnerId, b.campaign);
  const db = await getDb();
  await db
    .update(partners)
    .set({ vertical: 5, operatingCountry: 'FR', accountName: `zebra-${p2.partnerId}` })
    .where(eq(partners.id, Number(p2.partnerId)));
  await call(websitesRoute, `/user/publisher/${p1.partnerId}/website`, {
    method: 'POST',
    auth: net.auth,
    body: { website_url: 'https://p1.example', website_name: 'P1', website_country: 'DE' },
    params: { publisher_id: p1.partnerId },
  });
  return { net, a, a1: a.campaign, a2, b, b1: b.campaign, p1, p2, p3, p4 };
}

describe('GET /v2/networks/{networkId}/campaign-requests-invites', () => {
  it('lists partners with open requests or invitations and their counts; staff see the whole network; matches the reference', async () => {
    const { net, p1, p2, p4 } = await world();
    const res = await queue(net, net.auth);
    expect(res.status).toBe(200);
    expect(referenceErrors('request-invite-queue', res.json)).toEqual([]);
    expect(res.json).toMatchObject({ count: 3, limit: 100, offset: 0 });
    expect(summary(res)).toEqual({
      [p1.partnerId]: '1/0',
      [p2.partnerId]: '0/2',
      [p4.partnerId]: '1/0',
    });
    // Most recent activity first.
    expect(res.json.partners[0].id).toBe(p4.partnerId);
    const first = res.json.partners.find((p: Listed) => p.id === p1.partnerId);
    expect(first).toMatchObject({
      active: true,
      contact_email: expect.stringContaining('@'),
      promotional_countries: [{ iso: 'DE', name: 'Germany' }],
      websites: [{ website_url: 'https://p1.example' }],
    });
    expect(res.json.hypermedia.pagination).toMatchObject({ total_item_count: 3 });

    const paged = await queue(net, net.auth, '?limit=1&offset=1');
    expect(paged.json).toMatchObject({ count: 3, limit: 1, offset: 1 });
    expect(paged.json.partners).toHaveLength(1);
    expect(paged.json.hypermedia.pagination.next_page).toContain('offset=2');
    expect((await queue(net, net.auth, '?offset=50')).json).toMatchObject({
      count: 3,
      partners: [],
    });
  });

  it("brand users see only their granted brands' campaigns, in the limited partner view", async () => {
    const { net, a, p1, p2 } = await world();
    const res = await queue(net, a.brandUser.auth);
    expect(res.status).toBe(200);
    expect(summary(res)).toEqual({ [p1.partnerId]: '1/0', [p2.partnerId]: '0/1' });
    expect(res.text).not.toContain('contact_email');
    expect(res.text).not.toContain('phone_number');
    expect(referenceErrors('request-invite-queue', res.json)).toEqual([]);
  });

  it('filters by status, campaign, brand, partner properties and search', async () => {
    const { net, a1, b, p1, p2, p4 } = await world();
    const ids = async (query: string) =>
      Object.keys(summary(await queue(net, net.auth, query))).sort();
    const sorted = (...xs: string[]) => xs.sort();
    expect(await ids('?status=invited')).toEqual([p2.partnerId]);
    expect(await ids('?status=requested')).toEqual(sorted(p1.partnerId, p4.partnerId));
    expect(await ids('?status=invited,requested')).toHaveLength(3);
    expect(await ids(`?campaign_id=${a1.campaign_id}`)).toEqual([p1.partnerId]);
    expect(await ids(`?advertiser_id=${b.brand.advertiser_id}`)).toEqual(
      sorted(p2.partnerId, p4.partnerId),
    );
    expect(summary(await queue(net, net.auth, `?advertiser_id=${b.brand.advertiser_id}`))).toEqual({
      [p2.partnerId]: '0/1',
      [p4.partnerId]: '1/0',
    });
    expect(await ids('?vertical_id=5')).toEqual([p2.partnerId]);
    expect(await ids('?operating_country=fr')).toEqual([p2.partnerId]);
    expect(await ids('?promotional_country=DE')).toEqual([p1.partnerId]);
    expect(await ids('?search=ZEBRA')).toEqual([p2.partnerId]);
    expect(await ids(`?search=${p4.partnerId}`)).toContain(p4.partnerId);
    expect(await ids('?search=100%25')).toEqual([]);

    for (const [query, property] of [
      ['?status=pending', 'status'],
      ['?vertical_id=9999', 'vertical_id'],
      ['?operating_country=XX', 'operating_country'],
      ['?campaign_id=abc', 'campaign_id'],
      ['?limit=0', 'limit'],
    ]) {
      const res = await queue(net, net.auth, query);
      expect(res.status, query).toBe(400);
      expect(Object.keys(codesOf(res)), query).toEqual([property]);
    }
  });

  it('refuses partner users, and answers 404 for another network', async () => {
    const { net, p1 } = await world();
    expect((await queue(net, p1.auth)).status).toBe(403);
    const other = await makeNetwork();
    expect((await queue(net, other.auth)).status).toBe(404);
    expect((await queue(net, net.auth, '', 'abc')).status).toBe(404);
  });
});

describe('GET /v2/networks/{networkId}/campaign-requests-invites/filters', () => {
  it("gives the caller's campaigns and brands and the queue's partner values; matches the reference", async () => {
    const { net, a, a1, a2, b1 } = await world();
    const staff = await filters(net.auth, String(net.networkId));
    expect(staff.status).toBe(200);
    expect(referenceErrors('request-invite-filters', staff.json)).toEqual([]);
    const f = staff.json.filters;
    expect(f.campaigns.map((c: { value: string }) => c.value).sort()).toEqual(
      [a1.campaign_id, a2.campaign_id, b1.campaign_id].sort(),
    );
    expect(f.advertisers).toHaveLength(2);
    expect(f.statuses).toEqual(['invited', 'requested']);
    expect(f.operating_countries).toEqual([
      { name: 'France', value: 'FR' },
      { name: 'United Kingdom', value: 'GB' },
    ]);
    expect(f.verticals.map((v: { value: string }) => v.value)).toContain('5');
    expect(f.custom_verticals).toEqual([]);

    const brand = await filters(a.brandUser.auth, String(net.networkId));
    expect(brand.json.filters.campaigns.map((c: { value: string }) => c.value).sort()).toEqual(
      [a1.campaign_id, a2.campaign_id].sort(),
    );
    expect(brand.json.filters.advertisers).toEqual([
      { name: 'Acme Retail Ltd', value: a.brand.advertiser_id },
    ]);
    const other = await makeNetwork();
    expect((await filters(other.auth, String(net.networkId))).status).toBe(404);
  });
});

describe('GET /v2/networks/{networkId}/campaign-requests-invites/partners/{publisherId}', () => {
  it("shows one partner's requests and invitations; brand users only their brands' and no contact details", async () => {
    const { net, a, a2, b1, p1, p2, p3 } = await world();
    const res = await partnerView(net.auth, String(net.networkId), p2.partnerId);
    expect(res.status).toBe(200);
    expect(referenceErrors('request-invite-partner', res.json)).toEqual([]);
    expect(res.json.partner).toMatchObject({
      id: p2.partnerId,
      requests: [],
      address: { line1: '1 Main Street', postcode: 'AB1 2CD', country: 'GB' },
      operating_country: { iso: 'FR', name: 'France' },
    });
    expect(
      res.json.partner.invites.map((i: { campaign: { id: string } }) => i.campaign.id).sort(),
    ).toEqual([a2.campaign_id, b1.campaign_id].sort());
    expect(res.json.partner.invites[0].campaign).toMatchObject({
      currency: { iso: 'GBP', symbol: '£' },
      advertiser_id: expect.any(String),
    });

    const brand = await partnerView(a.brandUser.auth, String(net.networkId), p2.partnerId);
    expect(brand.status).toBe(200);
    expect(referenceErrors('request-invite-partner', brand.json)).toEqual([]);
    expect(
      brand.json.partner.invites.map((i: { campaign: { id: string } }) => i.campaign.id),
    ).toEqual([a2.campaign_id]);
    expect(brand.json.partner.address).toBeUndefined();
    expect(brand.text).not.toContain('contact_email');

    const requester = await partnerView(net.auth, String(net.networkId), p1.partnerId);
    expect(requester.json.partner.requests).toHaveLength(1);
    // A partner with nothing open: empty lists.
    const none = await partnerView(net.auth, String(net.networkId), p3.partnerId);
    expect(none.json.partner).toMatchObject({ requests: [], invites: [] });

    expect((await partnerView(net.auth, String(net.networkId), '99999999')).status).toBe(404);
    expect((await partnerView(p1.auth, String(net.networkId), p1.partnerId)).status).toBe(403);
    const other = await makeNetwork();
    expect((await partnerView(other.auth, String(net.networkId), p1.partnerId)).status).toBe(404);
    const foreignPartner = await approvedPartner(other);
    expect(
      (await partnerView(net.auth, String(net.networkId), foreignPartner.partnerId)).status,
    ).toBe(404);
  });
});
