import { describe, expect, it } from 'vitest';
import * as discoveryRoute from '@/app/(api)/v2/publishers/[publisherId]/discovery/advertisers/route';
import * as discoveryItemRoute from '@/app/(api)/v2/publishers/[publisherId]/discovery/advertisers/[advertiserId]/route';
import { DiscoveryAdvertiserResponse, DiscoveryListResponse } from '@/lib/schemas/participation';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { makeBrandUser, makePartnerUser } from '../support/partners';
import {
  approvedPartner,
  decide,
  makeBrand,
  makeCampaign,
  requestOne,
  setNetworkStatus,
} from '../support/campaigns';

const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const discover = (auth: string, publisherId: string) =>
  call(discoveryRoute, `/v2/publishers/${publisherId}/discovery/advertisers`, {
    auth,
    params: { publisherId },
  });
const discoverOne = (auth: string, publisherId: string, advertiserId: string) =>
  call(discoveryItemRoute, `/v2/publishers/${publisherId}/discovery/advertisers/${advertiserId}`, {
    auth,
    params: { publisherId, advertiserId },
  });

type Item = { id: string; status: string; campaign_icon?: string | null };

async function catalogue(net: TestNetwork) {
  const brand = await makeBrand(net, { address2: 'Floor 2' });
  const available = await makeCampaign(net, brand.advertiser_id, {
    campaign_icon_upload: PNG_1X1,
    default_currency: 'EUR',
    vertical_id: 3,
  });
  const requested = await makeCampaign(net, brand.advertiser_id);
  const rejected = await makeCampaign(net, brand.advertiser_id);
  const approved = await makeCampaign(net, brand.advertiser_id, { auto_approve_publisher: 'y' });
  const hidden = await makeCampaign(net, brand.advertiser_id, { hidden_campaign: 'y' });
  const retired = await makeCampaign(net, brand.advertiser_id, { status: 'r' });
  const empty = await makeBrand(net);
  const inactiveBrand = await makeBrand(net, { status: 'p' });
  await makeCampaign(net, inactiveBrand.advertiser_id);
  return { brand, available, requested, rejected, approved, hidden, retired, empty, inactiveBrand };
}

describe('GET /v2/publishers/{publisherId}/discovery/advertisers (Discover campaigns)', () => {
  it('lists visible campaigns grouped by brand with the partner status; approved, hidden and retired ones are left out', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const c = await catalogue(net);
    await requestOne(partner.auth, partner.partnerId, c.requested);
    await requestOne(partner.auth, partner.partnerId, c.rejected);
    await requestOne(partner.auth, partner.partnerId, c.approved);
    await decide('decline', net.auth, net.networkId, [
      { campaign_id: c.rejected.campaign_id, publisher_id: partner.partnerId, reason: null },
    ]);
    await catalogue(await makeNetwork());

    const res = await discover(partner.auth, partner.partnerId);
    expect(res.status).toBe(200);
    expect(() => DiscoveryListResponse.parse(res.json)).not.toThrow();
    expect(res.json.count).toBe(1);
    expect(res.json.execution_time).toMatch(/seconds$/);
    const [advertiser] = res.json.advertisers;
    expect(advertiser).toMatchObject({
      id: c.brand.advertiser_id,
      name: 'Acme Retail Ltd',
      display_name: 'Acme',
      contact_email: 'partners@acme.example',
      description: null,
      advertiser_icon: null,
      network: { id: String(net.networkId), name: net.name },
      address: {
        line1: '1 High Street',
        line2: 'Floor 2',
        line3: null,
        line4: null,
        postcode: 'EC1A 1BB',
        country: 'GB',
      },
    });
    expect(advertiser.campaigns.map((x: Item) => [x.id, x.status])).toEqual([
      [c.available.campaign_id, 'AVAILABLE'],
      [c.requested.campaign_id, 'REQUESTED'],
      [c.rejected.campaign_id, 'REJECTED'],
    ]);
    expect(advertiser.campaigns[0]).toEqual({
      id: c.available.campaign_id,
      default_destination: 'https://shop.example/summer',
      title: c.available.title,
      currency: { iso: 'EUR', name: 'Euro', symbol: '€' },
      vertical: { id: '3', name: 'Travel' },
      status: 'AVAILABLE',
    });
  });

  it('pages by brand with offset and limit; count is every brand with something to discover', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const brandIds: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const brand = await makeBrand(net);
      await makeCampaign(net, brand.advertiser_id);
      await makeCampaign(net, brand.advertiser_id);
      brandIds.push(brand.advertiser_id);
    }
    const page = (qs: string) =>
      call(discoveryRoute, `/v2/publishers/${partner.partnerId}/discovery/advertisers${qs}`, {
        auth: partner.auth,
        params: { publisherId: partner.partnerId },
      });
    const first = await page('?limit=2');
    expect(first.json).toMatchObject({ count: 3, limit: 2, offset: 0 });
    expect(first.json.advertisers.map((a: { id: string }) => a.id)).toEqual(brandIds.slice(0, 2));
    expect(first.json.advertisers[0].campaigns).toHaveLength(2);
    const second = await page('?limit=2&offset=2');
    expect(second.json.advertisers.map((a: { id: string }) => a.id)).toEqual(brandIds.slice(2));
    const past = await page('?limit=2&offset=10');
    expect(past.json).toMatchObject({ count: 3, advertisers: [] });
    const bad = await page('?limit=zero');
    expect(bad.status).toBe(400);
  });

  it('gives one brand with campaign_icon on each campaign', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const c = await catalogue(net);
    const res = await discoverOne(partner.auth, partner.partnerId, c.brand.advertiser_id);
    expect(res.status).toBe(200);
    expect(() => DiscoveryAdvertiserResponse.parse(res.json)).not.toThrow();
    expect(res.json.advertiser.id).toBe(c.brand.advertiser_id);
    const campaigns = res.json.advertiser.campaigns as Item[];
    expect(campaigns.map((x) => x.id)).toEqual(
      [c.available, c.requested, c.rejected, c.approved].map((x) => x.campaign_id),
    );
    expect(campaigns[0]!.campaign_icon).toBe(c.available.campaign_icon);
    expect(campaigns[1]!.campaign_icon).toBeNull();
    const empty = await discoverOne(partner.auth, partner.partnerId, c.empty.advertiser_id);
    expect(empty.json.advertiser.campaigns).toEqual([]);
    expect(
      (await discoverOne(partner.auth, partner.partnerId, c.inactiveBrand.advertiser_id)).status,
    ).toBe(404);
    expect((await discoverOne(partner.auth, partner.partnerId, '99999999')).status).toBe(404);
    const foreign = await catalogue(await makeNetwork());
    expect(
      (await discoverOne(partner.auth, partner.partnerId, foreign.brand.advertiser_id)).status,
    ).toBe(404);
  });

  it('gives a partner whose network status is not a nothing to discover', async () => {
    const net = await makeNetwork();
    const c = await catalogue(net);
    for (const status of ['p', 'r', 'n']) {
      const partner = await makePartnerUser(net);
      if (status !== 'p') await setNetworkStatus(net, partner.partnerId, status);
      const res = await discover(partner.auth, partner.partnerId);
      expect(res.status, status).toBe(200);
      expect(res.json).toMatchObject({ count: 0, advertisers: [] });
      expect(
        (await discoverOne(partner.auth, partner.partnerId, c.brand.advertiser_id)).json.advertiser
          .campaigns,
      ).toEqual([]);
    }
  });

  it('is for the partner itself and staff: other partners read 404, brand users 403, other networks 404', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const c = await catalogue(net);
    expect((await discover(net.auth, partner.partnerId)).json.count).toBe(1);
    const other = await approvedPartner(net);
    const peek = await discover(other.auth, partner.partnerId);
    expect(peek.status).toBe(404);
    expect(peek.json.error.errors[0]).toMatchObject({ code: 'entity_not_found' });
    expect((await discoverOne(other.auth, partner.partnerId, c.brand.advertiser_id)).status).toBe(
      404,
    );
    expect(
      (
        await discover(
          (await makeBrandUser(net, [Number(c.brand.advertiser_id)])).auth,
          partner.partnerId,
        )
      ).status,
    ).toBe(403);
    expect((await discover((await makeNetwork()).auth, partner.partnerId)).status).toBe(404);
    expect((await discover(partner.auth, 'abc')).status).toBe(404);
  });
});
