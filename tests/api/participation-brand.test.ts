import { describe, expect, it } from 'vitest';
import * as campaignPublishersRoute from '@/app/(api)/campaign/[campaign_id]/publisher/route';
import * as campaignPublisherRoute from '@/app/(api)/campaign/[campaign_id]/publisher/[publisher_id]/route';
import { CampaignPartnerListResponse } from '@/lib/schemas/participation';
import { call, makeNetwork } from '../support/harness';
import { makeBrandUser } from '../support/partners';
import {
  approvedPartner,
  brandWithCampaign,
  codesOf,
  decide,
  historyOf,
  participationOf,
  requestOne,
  setNetworkStatus,
} from '../support/campaigns';

const listOn = (auth: string, campaignId: string, query = '') =>
  call(campaignPublishersRoute, `/campaign/${campaignId}/publisher${query}`, {
    auth,
    params: { campaign_id: campaignId },
  });
const setOn = (auth: string, campaignId: string, publishers: unknown) =>
  call(campaignPublishersRoute, `/campaign/${campaignId}/publisher`, {
    method: 'POST',
    auth,
    body: { publishers },
    params: { campaign_id: campaignId },
  });
const oneOn = (auth: string, campaignId: string, publisherId: string) =>
  call(campaignPublisherRoute, `/campaign/${campaignId}/publisher/${publisherId}`, {
    auth,
    params: { campaign_id: campaignId, publisher_id: publisherId },
  });

async function campaignWithRequests() {
  const net = await makeNetwork();
  const setup = await brandWithCampaign(net);
  const first = await approvedPartner(net);
  const second = await approvedPartner(net);
  await requestOne(first.auth, first.partnerId, setup.campaign);
  await requestOne(second.auth, second.partnerId, setup.campaign);
  return { net, ...setup, first, second, id: setup.campaign.campaign_id };
}

describe('GET /campaign/{campaign_id}/publisher[/{publisher_id}] (partners on a campaign)', () => {
  it('lists the partners on a campaign with campaign_status, filtered by status; one partner carries its history', async () => {
    const { net, brandUser, first, second, id } = await campaignWithRequests();
    await decide('accept', net.auth, net.networkId, [
      { campaign_id: id, publisher_id: first.partnerId },
    ]);
    const all = await listOn(brandUser.auth, id);
    expect(all.status).toBe(200);
    expect(() => CampaignPartnerListResponse.parse(all.json)).not.toThrow();
    expect(
      all.json.publishers.map(
        (p: { publisher: { publisher_id: string; campaign_status: string } }) => [
          p.publisher.publisher_id,
          p.publisher.campaign_status,
        ],
      ),
    ).toEqual([
      [first.partnerId, 'a'],
      [second.partnerId, 'p'],
    ]);
    expect(all.json.publishers[0].publisher).toMatchObject({
      network_status: 'a',
      campaign_custom_terms_and_conditions_id: '',
      campaign_custom_terms_and_conditions_title: '',
    });
    const pending = await listOn(brandUser.auth, id, '?campaign_status=p');
    expect(
      pending.json.publishers.map(
        (p: { publisher: { publisher_id: string } }) => p.publisher.publisher_id,
      ),
    ).toEqual([second.partnerId]);
    expect((await listOn(brandUser.auth, id, '?campaign_status=n')).status).toBe(400);

    const one = await oneOn(brandUser.auth, id, first.partnerId);
    expect(one.status).toBe(200);
    expect(() => CampaignPartnerListResponse.parse(one.json)).not.toThrow();
    expect(one.json.publishers[0].publisher.campaign_status_history).toEqual([
      {
        from_status: null,
        to_status: 'p',
        actor_user_id: first.user.user_id,
        reason: null,
        created: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      },
      {
        from_status: 'p',
        to_status: 'a',
        actor_user_id: String(net.userId),
        reason: null,
        created: expect.any(String),
      },
    ]);
    expect((await oneOn(brandUser.auth, id, '99999999')).status).toBe(404);
  });

  it('is for staff and the granted brand user only', async () => {
    const { net, first, id } = await campaignWithRequests();
    expect((await listOn(net.auth, id)).json.count).toBe(2);
    expect((await listOn((await makeBrandUser(net, [])).auth, id)).status).toBe(403);
    expect((await listOn(first.auth, id)).status).toBe(403);
    expect((await oneOn(first.auth, id, first.partnerId)).status).toBe(403);
    expect((await listOn((await makeNetwork()).auth, id)).status).toBe(404);
  });
});

describe('POST /campaign/{campaign_id}/publisher (set participation status)', () => {
  it('moves an approved partner to rejected (a -> r) with a reason, and writes no history for unchanged items', async () => {
    const { net, brandUser, first, second, id } = await campaignWithRequests();
    await decide('accept', brandUser.auth, net.networkId, [
      { campaign_id: id, publisher_id: first.partnerId },
    ]);
    const res = await setOn(brandUser.auth, id, [
      { publisher_id: first.partnerId, campaign_status: 'r', reason: 'Brand bidding found' },
      { publisher_id: second.partnerId, campaign_status: 'p' },
    ]);
    expect(res.status).toBe(200);
    expect(() => CampaignPartnerListResponse.parse(res.json)).not.toThrow();
    expect(
      res.json.publishers.map(
        (p: { publisher: { campaign_status: string } }) => p.publisher.campaign_status,
      ),
    ).toEqual(['r', 'p']);
    expect(
      (await historyOf(id, first.partnerId)).map((h) => [
        h.fromStatus,
        h.toStatus,
        h.reason,
        h.actorUserId,
      ]),
    ).toEqual([
      [null, 'p', null, Number(first.user.user_id)],
      ['p', 'a', null, brandUser.userId],
      ['a', 'r', 'Brand bidding found', brandUser.userId],
    ]);
    expect(await historyOf(id, second.partnerId)).toHaveLength(1);
    // r -> a is the brand's to decide too.
    const back = await setOn(net.auth, id, [
      { publisher_id: first.partnerId, campaign_status: 'a' },
    ]);
    expect(back.json.publishers[0].publisher.campaign_status).toBe('a');
  });

  it('is all or nothing: partners of other networks, n, duplicates and approving a partner not approved on the network are refused', async () => {
    const { net, first, second, id } = await campaignWithRequests();
    const outsider = await approvedPartner(await makeNetwork());
    const unknown = await setOn(net.auth, id, [
      { publisher_id: first.partnerId, campaign_status: 'a' },
      { publisher_id: outsider.partnerId, campaign_status: 'a' },
    ]);
    expect(unknown.status).toBe(400);
    expect(codesOf(unknown)).toEqual({ 'publishers[1].publisher_id': 'invalid_value' });
    expect((await participationOf(id, first.partnerId))?.status).toBe('p');

    const n = await setOn(net.auth, id, [{ publisher_id: first.partnerId, campaign_status: 'n' }]);
    expect(codesOf(n)).toEqual({ 'publishers[0].campaign_status': 'invalid_enum_value' });
    const twice = await setOn(net.auth, id, [
      { publisher_id: first.partnerId, campaign_status: 'a' },
      { publisher_id: first.partnerId, campaign_status: 'r' },
    ]);
    expect(codesOf(twice)).toEqual({ 'publishers[1].publisher_id': 'invalid_property' });

    await setNetworkStatus(net, second.partnerId, 'p');
    const notMember = await setOn(net.auth, id, [
      { publisher_id: second.partnerId, campaign_status: 'a' },
    ]);
    expect(codesOf(notMember)).toEqual({ 'publishers[0].campaign_status': 'invalid_value' });
    expect((await participationOf(id, second.partnerId))?.status).toBe('p');
  });

  it('refuses brand users without the grant and partners (403), and other networks (404)', async () => {
    const { net, first, id } = await campaignWithRequests();
    const body = [{ publisher_id: first.partnerId, campaign_status: 'a' }];
    expect((await setOn((await makeBrandUser(net, [])).auth, id, body)).status).toBe(403);
    expect((await setOn(first.auth, id, body)).status).toBe(403);
    expect((await setOn((await makeNetwork()).auth, id, body)).status).toBe(404);
    expect((await participationOf(id, first.partnerId))?.status).toBe('p');
  });
});
