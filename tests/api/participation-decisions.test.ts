import { describe, expect, it } from 'vitest';
import * as campaignPublisherRoute from '@/app/(api)/campaign/[campaign_id]/publisher/[publisher_id]/route';
import { DecisionsResponse, PartnerCampaignListResponse } from '@/lib/schemas/participation';
import { call, makeNetwork } from '../support/harness';
import { makeBrandUser, makePartnerUser } from '../support/partners';
import {
  approvedPartner,
  brandWithCampaign,
  decide,
  historyOf,
  makeCampaign,
  participationOf,
  partnerCampaigns,
  requestOne,
  setNetworkStatus,
} from '../support/campaigns';

async function pendingRequest(autoApprove = false) {
  const net = await makeNetwork();
  const partner = await approvedPartner(net);
  const setup = await brandWithCampaign(net, autoApprove ? { auto_approve_publisher: 'y' } : {});
  const res = await requestOne(partner.auth, partner.partnerId, setup.campaign);
  if (res.status !== 201 || !res.json.results[0].success)
    throw new Error(`request failed: ${res.text}`);
  const item = { campaign_id: setup.campaign.campaign_id, publisher_id: partner.partnerId };
  return { net, partner, ...setup, item };
}

describe('POST /v2/networks/{networkId}/campaign-requests/accept and /decline', () => {
  it('accepts a pending request (p -> a) by the granted brand user, with a history row', async () => {
    const { net, partner, brandUser, campaign, item } = await pendingRequest();
    const res = await decide('accept', brandUser.auth, net.networkId, [item]);
    expect(res.status).toBe(200);
    expect(() => DecisionsResponse.parse(res.json)).not.toThrow();
    expect(res.json).toMatchObject({
      success_count: 1,
      failure_count: 0,
      results: [{ ...item, success: true, status: 'a', error: null }],
    });
    expect(res.json.execution_time).toMatch(/seconds$/);
    const row = await participationOf(campaign.campaign_id, partner.partnerId);
    expect(row).toMatchObject({ status: 'a' });
    expect(row?.approvedAt).toBeInstanceOf(Date);
    const history = await historyOf(campaign.campaign_id, partner.partnerId);
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'p'],
      ['p', 'a'],
    ]);
    expect(history[1]!.actorUserId).toBe(brandUser.userId);
  });

  it('declines a pending request (p -> r) by staff and keeps the reason, which may be null', async () => {
    const { net, partner, campaign, item } = await pendingRequest();
    const res = await decide('decline', net.auth, net.networkId, [
      { ...item, reason: 'Audience does not fit' },
    ]);
    expect(res.json).toMatchObject({ success_count: 1, failure_count: 0 });
    expect((await participationOf(campaign.campaign_id, partner.partnerId))?.status).toBe('r');
    const history = await historyOf(campaign.campaign_id, partner.partnerId);
    expect(history[1]).toMatchObject({
      fromStatus: 'p',
      toStatus: 'r',
      reason: 'Audience does not fit',
      actorUserId: net.userId,
    });

    const other = await pendingRequest();
    const nullReason = await decide('decline', other.net.auth, other.net.networkId, [
      { ...other.item, reason: null },
    ]);
    expect(nullReason.json.success_count).toBe(1);
    expect((await historyOf(other.campaign.campaign_id, other.partner.partnerId))[1]).toMatchObject(
      { toStatus: 'r', reason: null },
    );
  });

  it('refuses decisions on participations that are not pending (a, r): item failures, nothing changes', async () => {
    const approved = await pendingRequest(true);
    const before = await participationOf(approved.campaign.campaign_id, approved.partner.partnerId);
    for (const kind of ['accept', 'decline'] as const) {
      const res = await decide(kind, approved.net.auth, approved.net.networkId, [approved.item]);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({
        success_count: 0,
        failure_count: 1,
        results: [{ success: false, status: 'a', error: { code: 'not_pending' } }],
      });
    }
    expect(
      await participationOf(approved.campaign.campaign_id, approved.partner.partnerId),
    ).toEqual(before);
    expect(await historyOf(approved.campaign.campaign_id, approved.partner.partnerId)).toHaveLength(
      1,
    );

    const declined = await pendingRequest();
    await decide('decline', declined.net.auth, declined.net.networkId, [declined.item]);
    const accept = await decide('accept', declined.net.auth, declined.net.networkId, [
      declined.item,
    ]);
    expect(accept.json.results[0]).toMatchObject({
      success: false,
      status: 'r',
      error: { code: 'not_pending' },
    });
    expect(
      (await participationOf(declined.campaign.campaign_id, declined.partner.partnerId))?.status,
    ).toBe('r');
    expect(await historyOf(declined.campaign.campaign_id, declined.partner.partnerId)).toHaveLength(
      2,
    );
  });

  it('reports unknown campaigns, partners without a request and campaigns of other brands per item (partial success)', async () => {
    const { net, brandUser, item } = await pendingRequest();
    const otherBrand = await brandWithCampaign(net);
    const stranger = await approvedPartner(net);
    await requestOne(stranger.auth, stranger.partnerId, otherBrand.campaign);
    const res = await decide('accept', brandUser.auth, net.networkId, [
      { campaign_id: '99999999', publisher_id: item.publisher_id },
      { campaign_id: item.campaign_id, publisher_id: stranger.partnerId },
      { campaign_id: otherBrand.campaign.campaign_id, publisher_id: stranger.partnerId },
      item,
    ]);
    expect(res.json).toMatchObject({ success_count: 1, failure_count: 3 });
    expect(
      res.json.results.map((r: { error: { code: string } | null }) => r.error?.code ?? 'ok'),
    ).toEqual(['entity_not_found', 'entity_not_found', 'unauthorized', 'ok']);
    expect(
      (await participationOf(otherBrand.campaign.campaign_id, stranger.partnerId))?.status,
    ).toBe('p');
  });

  it('does not accept a partner whose network status is no longer a, but can decline it', async () => {
    const { net, partner, campaign, item } = await pendingRequest();
    await setNetworkStatus(net, partner.partnerId, 'p');
    const res = await decide('accept', net.auth, net.networkId, [item]);
    expect(res.json).toMatchObject({
      success_count: 0,
      failure_count: 1,
      results: [{ success: false, status: 'p', error: { code: 'publisher_not_approved' } }],
    });
    expect((await participationOf(campaign.campaign_id, partner.partnerId))?.status).toBe('p');
    expect((await decide('decline', net.auth, net.networkId, [item])).json.success_count).toBe(1);
  });

  it('is refused to partners (403) and to other networks (404); a brand user without the grant decides nothing', async () => {
    const { net, partner, campaign, item } = await pendingRequest();
    expect((await decide('accept', partner.auth, net.networkId, [item])).status).toBe(403);
    const foreign = await makeNetwork();
    expect((await decide('accept', foreign.auth, net.networkId, [item])).status).toBe(404);
    const ungranted = await makeBrandUser(net, []);
    const res = await decide('decline', ungranted.auth, net.networkId, [item]);
    expect(res.json).toMatchObject({
      success_count: 0,
      failure_count: 1,
      results: [{ error: { code: 'unauthorized' } }],
    });
    expect((await participationOf(campaign.campaign_id, partner.partnerId))?.status).toBe('p');
  });

  it('validates the body with the property and code named; accept allows no other item fields', async () => {
    const { net, item } = await pendingRequest();
    const cases: [string, unknown, string, string][] = [
      ['accept', {}, 'campaign_requests', 'required_property'],
      [
        'accept',
        { campaign_requests: [{ campaign_id: item.campaign_id }] },
        'campaign_requests[0].publisher_id',
        'required_property',
      ],
      [
        'accept',
        { campaign_requests: [{ ...item, reason: 'x' }] },
        'campaign_requests[0].reason',
        'invalid_property',
      ],
      [
        'decline',
        { campaign_requests: [{ ...item, reason: 5 }] },
        'campaign_requests[0].reason',
        'invalid_type',
      ],
    ];
    for (const [kind, body, property, code] of cases) {
      const res = await decide(
        kind as 'accept',
        net.auth,
        net.networkId,
        (body as { campaign_requests?: unknown[] }).campaign_requests as unknown[],
      );
      expect(res.status, property).toBe(400);
      expect(res.json.error.errors[0], property).toMatchObject({
        property,
        type: 'validation_error',
        code,
      });
    }
  });
});

describe('participation history and the network rejection cascade', () => {
  it('walks p -> a -> r for one partner and campaign and reads back three history rows', async () => {
    const { net, partner, brandUser, campaign, item } = await pendingRequest();
    const started = Date.now() - 1000;
    await decide('accept', brandUser.auth, net.networkId, [item]);
    await setNetworkStatus(net, partner.partnerId, 'r');
    const history = await historyOf(campaign.campaign_id, partner.partnerId);
    expect(history).toHaveLength(3);
    expect(
      history.map((h) => ({
        from: h.fromStatus,
        to: h.toStatus,
        actor: h.actorUserId,
        reason: h.reason,
      })),
    ).toEqual([
      { from: null, to: 'p', actor: Number(partner.user.user_id), reason: null },
      { from: 'p', to: 'a', actor: brandUser.userId, reason: null },
      { from: 'a', to: 'r', actor: net.userId, reason: 'partner rejected from the network' },
    ]);
    for (const h of history) {
      expect(h.createdAt).toBeInstanceOf(Date);
      expect(h.createdAt.getTime()).toBeGreaterThanOrEqual(started);
    }
    expect(history[0]!.createdAt.getTime()).toBeLessThanOrEqual(history[2]!.createdAt.getTime());
    // The same three rows over the API (the v1 single-partner read; ours: campaign_status_history).
    const res = await call(
      campaignPublisherRoute,
      `/campaign/${campaign.campaign_id}/publisher/${partner.partnerId}`,
      {
        auth: brandUser.auth,
        params: { campaign_id: campaign.campaign_id, publisher_id: partner.partnerId },
      },
    );
    expect(res.json.publishers[0].publisher.campaign_status).toBe('r');
    expect(
      res.json.publishers[0].publisher.campaign_status_history.map((h: Record<string, unknown>) => [
        h.from_status,
        h.to_status,
        h.actor_user_id,
        h.reason,
      ]),
    ).toEqual([
      [null, 'p', partner.user.user_id, null],
      ['p', 'a', String(brandUser.userId), null],
      ['a', 'r', String(net.userId), 'partner rejected from the network'],
    ]);
  });

  it('rejects a partner set to r on the network from every campaign it participates in (end to end)', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const bystander = await approvedPartner(net);
    const pending = await brandWithCampaign(net);
    const auto = await brandWithCampaign(net, { auto_approve_publisher: 'y' });
    const third = await makeCampaign(net, pending.brand.advertiser_id);
    for (const c of [pending.campaign, auto.campaign, third])
      await requestOne(partner.auth, partner.partnerId, c);
    await requestOne(bystander.auth, bystander.partnerId, auto.campaign);
    await decide('accept', net.auth, net.networkId, [
      { campaign_id: third.campaign_id, publisher_id: partner.partnerId },
    ]);
    expect((await partnerCampaigns(partner.auth, partner.partnerId, 'a')).json.count).toBe(2);

    await setNetworkStatus(net, partner.partnerId, 'r');

    const rejected = await partnerCampaigns(net.auth, partner.partnerId, 'r');
    expect(rejected.json.count).toBe(3);
    for (const status of ['a', 'p'])
      expect((await partnerCampaigns(net.auth, partner.partnerId, status)).json.count).toBe(0);
    for (const c of [pending.campaign, auto.campaign, third]) {
      const history = await historyOf(c.campaign_id, partner.partnerId);
      expect(history.at(-1)).toMatchObject({
        toStatus: 'r',
        reason: 'partner rejected from the network',
        actorUserId: net.userId,
      });
    }
    expect((await participationOf(auto.campaign.campaign_id, bystander.partnerId))?.status).toBe(
      'a',
    );
    // A rejected partner can request nothing; setting it back to a does not restore participations.
    expect((await requestOne(partner.auth, partner.partnerId, pending.campaign)).status).toBe(403);
    await setNetworkStatus(net, partner.partnerId, 'a');
    expect((await partnerCampaigns(net.auth, partner.partnerId, 'r')).json.count).toBe(3);
    const again = await requestOne(partner.auth, partner.partnerId, pending.campaign);
    expect(again.json.results[0]).toMatchObject({
      success: false,
      status: 'r',
      error: { code: 'already_rejected' },
    });
  });
});

describe('GET /user/publisher/{publisher_id}/campaign/{status} (partner campaigns)', () => {
  it('lists the partner campaigns by participation status with the campaign-with-participation fields', async () => {
    const { net, partner, campaign, item } = await pendingRequest();
    const auto = await brandWithCampaign(net, {
      auto_approve_publisher: 'y',
      custom_terms: { title: 'Our rules', terms: 'Be nice' },
    });
    const termsId = (
      auto.campaign.custom_terms as { campaign_custom_terms_and_conditions_id: string }
    ).campaign_custom_terms_and_conditions_id;
    await requestOne(partner.auth, partner.partnerId, auto.campaign, { terms_id: termsId });

    const pending = await partnerCampaigns(partner.auth, partner.partnerId, 'p');
    expect(pending.status).toBe(200);
    expect(() => PartnerCampaignListResponse.parse(pending.json)).not.toThrow();
    expect(pending.json.count).toBe(1);
    expect(pending.json.campaigns[0].campaign).toMatchObject({
      campaign_id: campaign.campaign_id,
      publisher_status: 'p',
      campaign_custom_terms_and_conditions_id: '',
      campaign_custom_terms_and_conditions_title: '',
      title: campaign.title,
      default_commission_rate: '7.50',
      allow_deep_linking: 'y',
      cookie_period: 2592000,
    });
    const approved = await partnerCampaigns(partner.auth, partner.partnerId, 'a');
    expect(approved.json.campaigns[0].campaign).toMatchObject({
      campaign_id: auto.campaign.campaign_id,
      publisher_status: 'a',
      campaign_custom_terms_and_conditions_id: termsId,
      campaign_custom_terms_and_conditions_title: 'Our rules',
    });
    expect((await partnerCampaigns(partner.auth, partner.partnerId, 'r')).json).toMatchObject({
      count: 0,
      campaigns: [],
    });
    await decide('decline', net.auth, net.networkId, [item]);
    expect(
      (await partnerCampaigns(partner.auth, partner.partnerId, 'r')).json.campaigns[0].campaign
        .publisher_status,
    ).toBe('r');
  });

  it('refuses any other status with a 400 naming status; other partners and brand users get 403', async () => {
    const { net, partner, brandUser } = await pendingRequest();
    for (const status of ['x', 't', 'A', 'approved']) {
      const res = await partnerCampaigns(partner.auth, partner.partnerId, status);
      expect(res.status, status).toBe(400);
      expect(res.json.error.errors[0]).toMatchObject({
        property: 'status',
        code: 'invalid_enum_value',
      });
    }
    expect((await partnerCampaigns(net.auth, partner.partnerId, 'p')).json.count).toBe(1);
    expect((await partnerCampaigns(brandUser.auth, partner.partnerId, 'p')).status).toBe(403);
    expect(
      (await partnerCampaigns((await makePartnerUser(net)).auth, partner.partnerId, 'p')).status,
    ).toBe(403);
    expect(
      (await partnerCampaigns((await makeNetwork()).auth, partner.partnerId, 'p')).status,
    ).toBe(404);
  });
});
