import { describe, expect, it } from 'vitest';
import { call } from '@/lib/client/api';
import { ApiClientError } from '@/lib/client/errors';
import { makeNetwork } from '../support/harness';
import { approvedPartner, brandWithCampaign, makeCampaign, requestOne } from '../support/campaigns';
import { routeClient } from '../support/route-client';

/**
 * The calls the Invitations page (partner area) and the Requests page (console) make through
 * lib/client/hooks/invitations.ts, on the real routes: the same paths, queries and bodies.
 */
describe('the invitations and queue pages’ client calls', () => {
  it('a partner lists, accepts (with the terms) and declines; the console queue reads and filters', async () => {
    const net = await makeNetwork();
    const { brand, brandUser, campaign } = await brandWithCampaign(net);
    const withTerms = await makeCampaign(net, brand.advertiser_id, {
      custom_terms: { title: 'House rules', terms: '<p>Be nice</p>' },
    });
    const third = await makeCampaign(net, brand.advertiser_id);
    const partner = await approvedPartner(net);
    const requester = await approvedPartner(net);
    await requestOne(requester.auth, requester.partnerId, campaign);
    const staff = routeClient(net.auth);
    const networkId = String(net.networkId);
    await call(
      staff.POST('/v2/networks/{networkId}/invite/network-partners', {
        params: { path: { networkId } },
        body: {
          publisher_id: [partner.partnerId],
          campaign_id: [campaign.campaign_id, withTerms.campaign_id, third.campaign_id],
        },
      }),
    );

    // The console queue, as staff and as the brand user, with the page's query.
    const brandApi = routeClient(brandUser.auth);
    const queue = await call(
      brandApi.GET('/v2/networks/{networkId}/campaign-requests-invites', {
        params: { path: { networkId }, query: { status: 'invited', offset: 0, limit: 25 } },
      }),
    );
    expect(queue.partners.map((p) => [p.id, p.invite_count])).toEqual([[partner.partnerId, 3]]);
    const filters = await call(
      staff.GET('/v2/networks/{networkId}/campaign-requests-invites/filters', {
        params: { path: { networkId } },
      }),
    );
    expect(filters.filters.campaigns).toHaveLength(3);
    const detail = await call(
      staff.GET('/v2/networks/{networkId}/campaign-requests-invites/partners/{publisherId}', {
        params: { path: { networkId, publisherId: requester.partnerId } },
      }),
    );
    expect(detail.partner.requests.map((r) => r.campaign.id)).toEqual([campaign.campaign_id]);

    // The partner area.
    const api = routeClient(partner.auth);
    const path = { path: { publisherId: partner.partnerId } };
    const listed = await call(
      api.GET('/v2/publishers/{publisherId}/invitations/advertisers', {
        params: { ...path, query: { limit: 500 } },
      }),
    );
    const invitations = listed.advertisers[0]!.invitations;
    expect(invitations).toHaveLength(3);
    const terms = invitations.find((i) => i.campaign.id === withTerms.campaign_id)!.custom_terms!;
    expect(terms).toMatchObject({ title: 'House rules', acknowledged: false });

    const refused = await call(
      api.POST('/v2/publishers/{publisherId}/invitations/accept', {
        params: path,
        body: { campaign_ids: [withTerms.campaign_id] },
      }),
    ).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiClientError);
    expect((refused as ApiClientError).status).toBe(403);
    await call(
      api.POST('/v2/publishers/{publisherId}/invitations/accept', {
        params: path,
        body: { campaign_ids: [withTerms.campaign_id], terms_ids: [terms.id] },
      }),
    );
    await call(
      api.POST('/v2/publishers/{publisherId}/invitations/accept', {
        params: path,
        body: { campaign_ids: [campaign.campaign_id] },
      }),
    );
    await call(
      api.POST('/v2/publishers/{publisherId}/invitations/decline', {
        params: path,
        body: { campaign_ids: [third.campaign_id] },
      }),
    );
    const after = await call(
      api.GET('/v2/publishers/{publisherId}/invitations/advertisers', {
        params: { ...path, query: { limit: 500 } },
      }),
    );
    expect(after.count).toBe(0);
    const mine = await call(
      api.GET('/user/publisher/{publisher_id}/campaign/{status}', {
        params: { path: { publisher_id: partner.partnerId, status: 'a' } },
      }),
    );
    expect(mine.campaigns.map((c) => c.campaign.campaign_id).sort()).toEqual(
      [campaign.campaign_id, withTerms.campaign_id].sort(),
    );
  });
});
