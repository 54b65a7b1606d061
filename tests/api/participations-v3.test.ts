import { describe, expect, it } from 'vitest';
import * as participationsRoute from '@/app/(api)/v3/partner/[partnerId]/participations/route';
import { getDb } from '@/lib/db/client';
import { participations } from '@/lib/db/schema';
import { ParticipationListV3Response } from '@/lib/schemas/participation';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { makeBrandUser } from '../support/partners';
import {
  approvedPartner,
  brandWithCampaign,
  decide,
  historyOf,
  makeBrand,
  makeCampaign,
  participationOf,
  requestOne,
  setNetworkStatus,
  updateCampaign,
} from '../support/campaigns';

const read = (auth: string, partnerId: string, query = '') =>
  call(participationsRoute, `/v3/partner/${partnerId}/participations${query}`, {
    auth,
    params: { partnerId },
  });

const ids = (res: { json: { data: { campaign_id: string }[] } }) =>
  res.json.data.map((d) => d.campaign_id);

/** An invitation waiting for terms (t): made directly, as no invitation operation exists yet. */
async function invite(net: TestNetwork, campaignId: string, partnerId: string) {
  const db = await getDb();
  await db.insert(participations).values({
    networkId: net.networkId,
    campaignId: Number(campaignId),
    partnerId: Number(partnerId),
    status: 't',
  });
}

describe('GET /v3/partner/{partnerId}/participations', () => {
  it('lists approved participations by default, in the participation item shape', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const brand = await makeBrand(net);
    const approved = await makeCampaign(net, brand.advertiser_id, {
      auto_approve_publisher: 'y',
      secure_tracking: 'n',
      campaign_languages: { de: { destination_url: 'https://shop.example/de' } },
      custom_terms: { title: 'Rules', terms: 'One' },
    });
    const termsId = (approved.custom_terms as { campaign_custom_terms_and_conditions_id: string })
      .campaign_custom_terms_and_conditions_id;
    const pending = await makeCampaign(net, brand.advertiser_id);
    await requestOne(partner.auth, partner.partnerId, approved, { terms_id: termsId });
    await requestOne(partner.auth, partner.partnerId, pending);

    const res = await read(partner.auth, partner.partnerId);
    expect(res.status).toBe(200);
    expect(() => ParticipationListV3Response.parse(res.json)).not.toThrow();
    expect(res.json.data).toEqual([
      {
        campaign_id: approved.campaign_id,
        status: 'a',
        approved: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/),
        agreed_latest_terms: 'y',
        custom_terms: 'y',
        campaign_info: {
          title: approved.title,
          secure_tracking: 'n',
          cpc_tracking_link: `http://localhost:3000/click/camref:${approved.campaign_id}l${partner.partnerId}/type:cpc`,
          destination_url: 'https://shop.example/summer',
          tracking_link: `http://localhost:3000/click/camref:${approved.campaign_id}l${partner.partnerId}`,
          tracking_link_mobile: null,
          allow_deep_linking: 'y',
          campaign_languages: { de: { destination_url: 'https://shop.example/de' } },
        },
      },
    ]);
    // New custom terms: the partner has not agreed to the latest any more.
    await updateCampaign(net.auth, approved.campaign_id, {
      campaign_id: approved.campaign_id,
      custom_terms: { title: 'Rules', terms: 'Two' },
    });
    expect((await read(partner.auth, partner.partnerId)).json.data[0].agreed_latest_terms).toBe(
      'n',
    );
  });

  it('filters by status[], campaign_status[] and network_status[] (array keys, plain keys and comma lists)', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const { campaign: a1 } = await brandWithCampaign(net, { auto_approve_publisher: 'y' });
    const { campaign: p1 } = await brandWithCampaign(net);
    const { campaign: r1 } = await brandWithCampaign(net);
    const { campaign: retired } = await brandWithCampaign(net, { auto_approve_publisher: 'y' });
    for (const c of [a1, p1, r1, retired]) await requestOne(partner.auth, partner.partnerId, c);
    await decide('decline', net.auth, net.networkId, [
      { campaign_id: r1.campaign_id, publisher_id: partner.partnerId, reason: 'no' },
    ]);
    await updateCampaign(net.auth, retired.campaign_id, {
      campaign_id: retired.campaign_id,
      status: 'r',
    });

    expect(ids(await read(partner.auth, partner.partnerId))).toEqual([a1.campaign_id]);
    expect(ids(await read(partner.auth, partner.partnerId, '?status[]=p&status[]=r'))).toEqual([
      p1.campaign_id,
      r1.campaign_id,
    ]);
    expect(ids(await read(partner.auth, partner.partnerId, '?status=a,p'))).toEqual([
      a1.campaign_id,
      p1.campaign_id,
    ]);
    expect(ids(await read(partner.auth, partner.partnerId, '?campaign_status[]=r'))).toEqual([
      retired.campaign_id,
    ]);
    expect(
      ids(await read(partner.auth, partner.partnerId, '?campaign_status[]=a&campaign_status[]=r')),
    ).toEqual([a1.campaign_id, retired.campaign_id]);
    expect(ids(await read(partner.auth, partner.partnerId, '?network_status[]=a'))).toEqual([
      a1.campaign_id,
    ]);
    expect(
      ids(await read(partner.auth, partner.partnerId, '?network_status[]=p&network_status[]=r')),
    ).toEqual([]);
    expect(ids(await read(partner.auth, partner.partnerId, '?fields[]=camref'))).toEqual([
      a1.campaign_id,
    ]);

    const bad = await read(partner.auth, partner.partnerId, '?status[]=x');
    expect(bad.status).toBe(400);
    expect(bad.json.error.errors[0]).toMatchObject({
      property: '[status][0]',
      code: 'aa903a6c-64ff-4f8b-830d-8967331c5ba3',
    });
  });

  it('is for the partner itself and staff: another partner reads 404, brand users 403, other networks 404', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const { brandUser } = await brandWithCampaign(net);
    expect((await read(net.auth, partner.partnerId)).status).toBe(200);
    const other = await approvedPartner(net);
    const peek = await read(other.auth, partner.partnerId);
    expect(peek.status).toBe(404);
    expect(peek.json.error.errors[0].code).toBe('0d528fb3-569c-45fa-b2b5-309b360bf9fa');
    const brand = await read(brandUser.auth, partner.partnerId);
    expect(brand.status).toBe(403);
    expect(brand.json.error.errors[0].code).toBe('76fb121a-d769-4293-852d-3b9b6a3dcce8');
    expect((await read((await makeNetwork()).auth, partner.partnerId)).status).toBe(404);
    expect((await read((await makeBrandUser(net, [])).auth, 'abc')).status).toBe(404);
  });
});

describe('invited participations (t)', () => {
  it('shows t in v3 and as p in v1; the partner request accepts it (t -> a); a decision can also settle it', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const { campaign } = await brandWithCampaign(net);
    await invite(net, campaign.campaign_id, partner.partnerId);
    expect((await read(partner.auth, partner.partnerId, '?status[]=t')).json.data[0]).toMatchObject(
      { campaign_id: campaign.campaign_id, status: 't', approved: null },
    );
    const res = await requestOne(partner.auth, partner.partnerId, campaign);
    expect(res.json.results[0]).toMatchObject({ success: true, status: 'a', changed: true });
    expect(
      (await historyOf(campaign.campaign_id, partner.partnerId)).map((h) => [
        h.fromStatus,
        h.toStatus,
        h.reason,
      ]),
    ).toEqual([['t', 'a', 'invitation accepted by the partner']]);

    const second = await brandWithCampaign(net);
    await invite(net, second.campaign.campaign_id, partner.partnerId);
    const declined = await decide('decline', net.auth, net.networkId, [
      {
        campaign_id: second.campaign.campaign_id,
        publisher_id: partner.partnerId,
        reason: 'Changed our mind',
      },
    ]);
    expect(declined.json.success_count).toBe(1);
    expect((await participationOf(second.campaign.campaign_id, partner.partnerId))?.status).toBe(
      'r',
    );
  });

  it('keeps a pending partner from requesting even when invited', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const { campaign } = await brandWithCampaign(net);
    await invite(net, campaign.campaign_id, partner.partnerId);
    await setNetworkStatus(net, partner.partnerId, 'p');
    expect((await requestOne(partner.auth, partner.partnerId, campaign)).status).toBe(403);
    expect((await participationOf(campaign.campaign_id, partner.partnerId))?.status).toBe('t');
  });
});
