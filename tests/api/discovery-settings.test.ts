import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as settingsRoute from '@/app/(api)/v2/networks/[networkId]/marketplace/settings/advertisers/route';
import * as discoveryRoute from '@/app/(api)/v2/publishers/[publisherId]/discovery/advertisers/route';
import * as discoveryItemRoute from '@/app/(api)/v2/publishers/[publisherId]/discovery/advertisers/[advertiserId]/route';
import * as webhooksRoute from '@/app/(api)/v3/network/[networkId]/webhooks/route';
import { getDb } from '@/lib/db/client';
import { auditEvents, webhookEvents } from '@/lib/db/schema';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { makeBrandUser } from '../support/partners';
import {
  approvedPartner,
  decide,
  makeBrand,
  makeCampaign,
  participationOf,
  partnerCampaigns,
  requestOne,
} from '../support/campaigns';
import { referenceErrors } from '../support/reference-contract';

const PATH = (networkId: string | number) =>
  `/v2/networks/${networkId}/marketplace/settings/advertisers`;

const readSettings = (auth: string, networkId: string | number, query = '') =>
  call(settingsRoute, `${PATH(networkId)}${query}`, {
    auth,
    params: { networkId: String(networkId) },
  });
const putSettings = (auth: string, networkId: string | number, body: unknown) =>
  call(settingsRoute, PATH(networkId), {
    method: 'PUT',
    auth,
    body,
    params: { networkId: String(networkId) },
  });
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

type Campaign = {
  id: string;
  name: string;
  shown: boolean;
  testMode: boolean;
  hidden: boolean;
  status: string;
};
type Advertiser = { id: string; name: string; participating: boolean; campaigns: Campaign[] };

const advertiser = (res: { json: { advertisers: Advertiser[] } }, id: string) =>
  res.json.advertisers.find((a) => a.id === id);
const campaignIds = (a: Advertiser | undefined) => (a?.campaigns ?? []).map((c) => c.id);

async function catalogue(net: TestNetwork) {
  const brand = await makeBrand(net, { company_name: 'Settings Shop' });
  const active = await makeCampaign(net, brand.advertiser_id);
  const testMode = await makeCampaign(net, brand.advertiser_id, { test_mode: 'y' });
  const hidden = await makeCampaign(net, brand.advertiser_id, { hidden_campaign: 'y' });
  const retired = await makeCampaign(net, brand.advertiser_id, { status: 'r' });
  const paused = await makeCampaign(net, brand.advertiser_id, { status: 'p' });
  const other = await makeBrand(net);
  const otherCampaign = await makeCampaign(net, other.advertiser_id);
  return { brand, active, testMode, hidden, retired, paused, other, otherCampaign };
}

describe('GET /v2/networks/{networkId}/marketplace/settings/advertisers', () => {
  it("lists every brand with its campaigns' settings in the reference's shape; test-mode and hidden campaigns only when asked", async () => {
    const net = await makeNetwork();
    const c = await catalogue(net);
    await catalogue(await makeNetwork());

    const res = await readSettings(net.auth, net.networkId);
    expect(res.status, res.text).toBe(200);
    expect(referenceErrors('discovery-settings-list', res.json)).toEqual([]);
    expect(res.json).toMatchObject({ count: 2, execution_time: expect.stringMatching(/seconds$/) });
    expect(res.json.advertisers.map((a: Advertiser) => a.id)).toEqual([
      c.brand.advertiser_id,
      c.other.advertiser_id,
    ]);
    const brand = advertiser(res, c.brand.advertiser_id)!;
    expect(brand).toMatchObject({ name: 'Settings Shop', participating: true });
    expect(brand.campaigns).toEqual([
      {
        id: c.active.campaign_id,
        name: c.active.title,
        shown: true,
        testMode: false,
        hidden: false,
        status: 'Active',
      },
      expect.objectContaining({ id: c.retired.campaign_id, status: 'Retired' }),
      expect.objectContaining({ id: c.paused.campaign_id, status: 'N/A' }),
    ]);

    const all = await readSettings(
      net.auth,
      net.networkId,
      '?show_test_mode=true&show_hidden=true',
    );
    expect(referenceErrors('discovery-settings-list', all.json)).toEqual([]);
    const full = advertiser(all, c.brand.advertiser_id)!;
    expect(campaignIds(full)).toEqual([
      c.active.campaign_id,
      c.testMode.campaign_id,
      c.hidden.campaign_id,
      c.retired.campaign_id,
      c.paused.campaign_id,
    ]);
    expect(full.campaigns[1]).toMatchObject({ testMode: true, hidden: false });
    expect(full.campaigns[2]).toMatchObject({ testMode: false, hidden: true });
    const onlyHidden = await readSettings(net.auth, net.networkId, '?show_hidden=1');
    expect(campaignIds(advertiser(onlyHidden, c.brand.advertiser_id))).toContain(
      c.hidden.campaign_id,
    );
    expect(campaignIds(advertiser(onlyHidden, c.brand.advertiser_id))).not.toContain(
      c.testMode.campaign_id,
    );
  });

  it('is for network staff: brand and partner users get 403, another network 404, a bad flag 400', async () => {
    const net = await makeNetwork();
    const brand = await makeBrand(net);
    const brandUser = await makeBrandUser(net, [Number(brand.advertiser_id)]);
    const partner = await approvedPartner(net);
    expect((await readSettings(brandUser.auth, net.networkId)).status).toBe(403);
    expect((await readSettings(partner.auth, net.networkId)).status).toBe(403);
    const body = { advertisers: [{ id: brand.advertiser_id, participating: false }] };
    expect((await putSettings(brandUser.auth, net.networkId, body)).status).toBe(403);
    expect((await putSettings(partner.auth, net.networkId, body)).status).toBe(403);
    const other = await makeNetwork();
    expect((await readSettings(net.auth, other.networkId)).status).toBe(404);
    expect((await putSettings(net.auth, other.networkId, body)).status).toBe(404);
    expect((await readSettings(net.auth, 'abc')).status).toBe(404);
    const bad = await readSettings(net.auth, net.networkId, '?show_hidden=maybe');
    expect(bad.status).toBe(400);
    expect(bad.json.error.errors[0].property).toContain('show_hidden');
  });
});

describe('PUT /v2/networks/{networkId}/marketplace/settings/advertisers', () => {
  it('takes a brand out of discovery and hides a campaign there; existing participations stay', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const c = await catalogue(net);
    const joined = await makeCampaign(net, c.brand.advertiser_id, { auto_approve_publisher: 'y' });
    await requestOne(partner.auth, partner.partnerId, joined);
    await requestOne(partner.auth, partner.partnerId, c.active);
    const third = await makeBrand(net);
    const shownCampaign = await makeCampaign(net, third.advertiser_id);
    const notShown = await makeCampaign(net, third.advertiser_id);

    const before = await discover(partner.auth, partner.partnerId);
    expect(before.json.advertisers.map((a: { id: string }) => a.id)).toEqual([
      c.brand.advertiser_id,
      c.other.advertiser_id,
      third.advertiser_id,
    ]);

    const res = await putSettings(net.auth, net.networkId, {
      advertisers: [
        { id: c.brand.advertiser_id, participating: false },
        {
          id: third.advertiser_id,
          campaigns: [{ id: notShown.campaign_id, shown: false }],
        },
      ],
    });
    expect(res.status, res.text).toBe(200);
    expect(referenceErrors('discovery-settings-update', res.json)).toEqual([]);
    expect(res.json.advertisers.map((a: Advertiser) => [a.id, a.participating])).toEqual([
      [c.brand.advertiser_id, false],
      [third.advertiser_id, true],
    ]);
    expect(advertiser(res, c.brand.advertiser_id)!.campaigns).toHaveLength(6);
    expect(advertiser(res, third.advertiser_id)!.campaigns.map((x) => [x.id, x.shown])).toEqual([
      [shownCampaign.campaign_id, true],
      [notShown.campaign_id, false],
    ]);

    const after = await discover(partner.auth, partner.partnerId);
    expect(after.json.count).toBe(2);
    expect(after.json.advertisers.map((a: { id: string }) => a.id)).toEqual([
      c.other.advertiser_id,
      third.advertiser_id,
    ]);
    expect(campaignIds(advertiser(after, third.advertiser_id))).toEqual([
      shownCampaign.campaign_id,
    ]);
    expect((await discoverOne(partner.auth, partner.partnerId, c.brand.advertiser_id)).status).toBe(
      404,
    );
    const one = await discoverOne(partner.auth, partner.partnerId, third.advertiser_id);
    expect(one.json.advertiser.campaigns.map((x: { id: string }) => x.id)).toEqual([
      shownCampaign.campaign_id,
    ]);

    // The partner's participations stay: approved and requested alike.
    expect((await participationOf(joined.campaign_id, partner.partnerId))?.status).toBe('a');
    expect((await participationOf(c.active.campaign_id, partner.partnerId))?.status).toBe('p');
    const mine = await partnerCampaigns(partner.auth, partner.partnerId, 'a');
    expect(JSON.stringify(mine.json)).toContain(joined.campaign_id);

    // Back in discovery.
    await putSettings(net.auth, net.networkId, {
      advertisers: [{ id: c.brand.advertiser_id, participating: true }],
    });
    expect((await discover(partner.auth, partner.partnerId)).json.count).toBe(3);
  });

  it('audits each change and sends brand.updated / campaign.updated; a repeat changes nothing', async () => {
    const net = await makeNetwork();
    const brand = await makeBrand(net);
    const campaign = await makeCampaign(net, brand.advertiser_id);
    const hook = await call(webhooksRoute, `/v3/network/${net.networkId}/webhooks`, {
      method: 'POST',
      auth: net.auth,
      body: {
        url: 'https://hooks.example.invalid/discovery',
        event_types: ['brand.updated', 'campaign.updated'],
      },
      params: { networkId: String(net.networkId) },
    });
    expect(hook.status, hook.text).toBe(201);
    const body = {
      advertisers: [
        {
          id: brand.advertiser_id,
          participating: false,
          campaigns: [{ id: campaign.campaign_id, shown: false }],
        },
      ],
    };
    expect((await putSettings(net.auth, net.networkId, body)).status).toBe(200);
    expect((await putSettings(net.auth, net.networkId, body)).status).toBe(200);
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.networkId, net.networkId), eq(auditEvents.action, 'updated')));
    expect(audit.map((a) => [a.entityType, a.entityId, a.before, a.after])).toEqual(
      expect.arrayContaining([
        ['brand', brand.advertiser_id, { participating: true }, { participating: false }],
        ['campaign', campaign.campaign_id, { shown: true }, { shown: false }],
      ]),
    );
    expect(audit).toHaveLength(2);
    const events = await db
      .select({ type: webhookEvents.type, data: webhookEvents.data })
      .from(webhookEvents)
      .where(eq(webhookEvents.networkId, net.networkId));
    expect(events).toEqual(
      expect.arrayContaining([
        {
          type: 'brand.updated',
          data: expect.objectContaining({
            brand_id: brand.advertiser_id,
            changed: ['participating'],
          }),
        },
        {
          type: 'campaign.updated',
          data: expect.objectContaining({ campaign_id: campaign.campaign_id, changed: ['shown'] }),
        },
      ]),
    );
    expect(events.filter((e) => e.type.endsWith('.updated'))).toHaveLength(2);
  });

  it('takes back what GET answered, read-only fields included', async () => {
    const net = await makeNetwork();
    const c = await catalogue(net);
    const read = await readSettings(
      net.auth,
      net.networkId,
      '?show_hidden=true&show_test_mode=true',
    );
    const body = {
      advertisers: read.json.advertisers.map((a: Advertiser) => ({
        ...a,
        participating: a.id !== c.other.advertiser_id,
        campaigns: a.campaigns.map((x) => ({ ...x, shown: x.id !== c.active.campaign_id })),
      })),
    };
    const res = await putSettings(net.auth, net.networkId, body);
    expect(res.status, res.text).toBe(200);
    const again = await readSettings(net.auth, net.networkId);
    expect(advertiser(again, c.other.advertiser_id)!.participating).toBe(false);
    expect(advertiser(again, c.brand.advertiser_id)!.campaigns[0]).toMatchObject({
      id: c.active.campaign_id,
      shown: false,
    });
  });

  it('refuses bad input with a 400 naming the item, and writes nothing', async () => {
    const net = await makeNetwork();
    const c = await catalogue(net);
    const foreign = await catalogue(await makeNetwork());
    const cases: [unknown, string][] = [
      [{}, 'advertisers'],
      [{ advertisers: 'all' }, 'advertisers'],
      [{ advertisers: [{ id: 'abc' }] }, 'advertisers[0].id'],
      [{ advertisers: [{ id: c.brand.advertiser_id, participating: 'no' }] }, 'participating'],
      [{ advertisers: [{ id: c.brand.advertiser_id, colour: 'red' }] }, 'advertisers[0]'],
      [{ advertisers: [{ id: '999999999' }] }, 'advertisers[0].id'],
      [
        { advertisers: [{ id: foreign.brand.advertiser_id, participating: false }] },
        'advertisers[0].id',
      ],
      [
        {
          advertisers: [
            { id: c.brand.advertiser_id, participating: false },
            { id: c.other.advertiser_id, campaigns: [{ id: c.active.campaign_id, shown: false }] },
          ],
        },
        'advertisers[1].campaigns[0].id',
      ],
      [
        {
          advertisers: [
            {
              id: c.brand.advertiser_id,
              campaigns: [{ id: foreign.active.campaign_id, shown: false }],
            },
          ],
        },
        'advertisers[0].campaigns[0].id',
      ],
      [
        {
          advertisers: [
            { id: c.brand.advertiser_id, participating: false },
            { id: c.brand.advertiser_id, participating: true },
          ],
        },
        'advertisers[1].id',
      ],
      [
        {
          advertisers: [
            { id: c.brand.advertiser_id, campaigns: [{ id: c.active.campaign_id, shown: 1 }] },
          ],
        },
        'shown',
      ],
    ];
    for (const [body, property] of cases) {
      const res = await putSettings(net.auth, net.networkId, body);
      expect(res.status, `${JSON.stringify(body)} -> ${res.text}`).toBe(400);
      expect(
        res.json.error.errors.map((e: { property: string }) => e.property).join(' '),
      ).toContain(property);
    }
    const read = await readSettings(net.auth, net.networkId);
    expect(read.json.advertisers.every((a: Advertiser) => a.participating)).toBe(true);
    expect(read.json.advertisers.every((a: Advertiser) => a.campaigns.every((x) => x.shown))).toBe(
      true,
    );
  });

  it('drops a campaign no longer shown from the discovery of a partner rejected on it; the rejection stays', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const brand = await makeBrand(net);
    const campaign = await makeCampaign(net, brand.advertiser_id);
    await requestOne(partner.auth, partner.partnerId, campaign);
    await decide('decline', net.auth, net.networkId, [
      { campaign_id: campaign.campaign_id, publisher_id: partner.partnerId, reason: null },
    ]);
    expect((await discover(partner.auth, partner.partnerId)).json.count).toBe(1);
    await putSettings(net.auth, net.networkId, {
      advertisers: [
        { id: brand.advertiser_id, campaigns: [{ id: campaign.campaign_id, shown: false }] },
      ],
    });
    expect((await discover(partner.auth, partner.partnerId)).json.count).toBe(0);
    expect((await participationOf(campaign.campaign_id, partner.partnerId))?.status).toBe('r');
  });
});
