import { describe, expect, it } from 'vitest';
import * as countsRoute from '@/app/(api)/v3/network/[networkId]/partners/participation-counts/route';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { makeBrandUser, makePartner, makePartnerUser } from '../support/partners';
import {
  approvedPartner,
  brandWithCampaign,
  decide,
  makeCampaign,
  requestOne,
  setNetworkStatus,
} from '../support/campaigns';

const counts = (
  net: TestNetwork,
  ids: string,
  auth: string | null = net.auth,
  networkId = net.networkId,
) =>
  call(countsRoute, `/v3/network/${networkId}/partners/participation-counts?ids=${ids}`, {
    auth,
    params: { networkId: String(networkId) },
  });

describe('GET /v3/network/{networkId}/partners/participation-counts', () => {
  it("counts each partner's participations per status and what a network rejection would end", async () => {
    const net = await makeNetwork();
    const { brand, campaign } = await brandWithCampaign(net);
    const second = await makeCampaign(net, brand.advertiser_id);
    const third = await makeCampaign(net, brand.advertiser_id);
    const busy = await approvedPartner(net);
    const idle = await makePartner(net);
    for (const c of [campaign, second, third]) await requestOne(net.auth, busy.partnerId, c);
    await decide('accept', net.auth, net.networkId, [
      { campaign_id: campaign.campaign_id, publisher_id: busy.partnerId },
    ]);
    await decide('decline', net.auth, net.networkId, [
      { campaign_id: second.campaign_id, publisher_id: busy.partnerId, reason: 'no' },
    ]);

    const res = await counts(net, `${busy.partnerId},${idle.publisher_id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      data: [
        { partner_id: busy.partnerId, approved: 1, pending: 1, invited: 0, rejected: 1, open: 2 },
        {
          partner_id: idle.publisher_id,
          approved: 0,
          pending: 0,
          invited: 0,
          rejected: 0,
          open: 0,
        },
      ],
      meta: { partners: 2, open: 2 },
    });

    // The count is what the rejection then ends.
    await setNetworkStatus(net, busy.partnerId, 'r');
    const after = await counts(net, busy.partnerId);
    expect(after.json.data[0]).toMatchObject({ approved: 0, pending: 0, rejected: 3, open: 0 });
  });

  it('names ids that are not partners of the network and refuses a missing or malformed list', async () => {
    const net = await makeNetwork();
    const other = await makeNetwork();
    const mine = await makePartner(net);
    const foreign = await makePartner(other);
    const bad = await counts(net, `${mine.publisher_id},${foreign.publisher_id},99999999`);
    expect(bad.status).toBe(400);
    expect(bad.json.error.errors.map((e: { property: string }) => e.property)).toEqual([
      '[ids][1]',
      '[ids][2]',
    ]);
    const malformed = await counts(net, 'abc');
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.errors[0].property).toBe('[ids][0]');
    const missing = await call(
      countsRoute,
      `/v3/network/${net.networkId}/partners/participation-counts`,
      { auth: net.auth, params: { networkId: String(net.networkId) } },
    );
    expect(missing.status).toBe(400);
    expect(missing.json.error.errors[0].property).toBe('[ids]');
  });

  it('is for network staff of the network only', async () => {
    const net = await makeNetwork();
    const other = await makeNetwork();
    const partner = await makePartner(net);
    const brandUser = await makeBrandUser(net);
    const partnerUser = await makePartnerUser(net);
    expect((await counts(net, partner.publisher_id, brandUser.auth)).status).toBe(403);
    expect((await counts(net, partnerUser.partnerId, partnerUser.auth)).status).toBe(403);
    expect((await counts(net, partner.publisher_id, other.auth)).status).toBe(404);
    expect((await counts(net, partner.publisher_id, net.auth, other.networkId)).status).toBe(404);
    expect((await counts(net, partner.publisher_id, null)).status).toBe(401);
  });
});
