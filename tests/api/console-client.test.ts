import { describe, expect, it } from 'vitest';
import { call } from '@/lib/client/api';
import { ApiClientError } from '@/lib/client/errors';
import { fieldNameOf, splitServerError } from '@/lib/client/form-errors';
import { apiResolver, humanMessage } from '@/lib/client/form-resolver';
import { UpdatePartnerIn } from '@/lib/schemas/partner';
import { makeNetwork } from '../support/harness';
import { approvedPartner, makeBrand, makeCampaign, requestOne } from '../support/campaigns';
import { routeClient } from '../support/route-client';

describe('the console client (lib/client) against the real routes', () => {
  it('reads every answer the console reads: users, counts, participations, campaign partners, decisions, acknowledgements', async () => {
    const net = await makeNetwork();
    const api = routeClient(net.auth);
    const networkId = String(net.networkId);
    const brand = await makeBrand(net);
    const campaign = await makeCampaign(net, brand.advertiser_id);
    const [ann, bob] = [await approvedPartner(net), await approvedPartner(net)];
    await requestOne(net.auth, ann.partnerId, campaign);
    await requestOne(net.auth, bob.partnerId, campaign);
    const onCampaign = { campaign_id: campaign.campaign_id };

    expect((await call(api.GET('/v3/users/me'))).data.network.network_id).toBe(networkId);
    const counts = await call(
      api.GET('/v3/network/{networkId}/partners/participation-counts', {
        params: { path: { networkId }, query: { ids: `${ann.partnerId},${bob.partnerId}` } },
      }),
    );
    expect(counts.meta).toEqual({ partners: 2, open: 2 });
    const open = await call(
      api.GET('/campaign/{campaign_id}/publisher', {
        params: { path: onCampaign, query: { campaign_status: 'p' } },
      }),
    );
    expect(open.count).toBe(2);
    const accepted = await call(
      api.POST('/v2/networks/{networkId}/campaign-requests/accept', {
        params: { path: { networkId } },
        body: { campaign_requests: [{ ...onCampaign, publisher_id: ann.partnerId }] },
      }),
    );
    expect(accepted.success_count).toBe(1);
    const declined = await call(
      api.POST('/v2/networks/{networkId}/campaign-requests/decline', {
        params: { path: { networkId } },
        body: { campaign_requests: [{ ...onCampaign, publisher_id: bob.partnerId, reason: 'no' }] },
      }),
    );
    expect(declined.results[0]).toMatchObject({ success: true, status: 'r' });
    const participations = await call(
      api.GET('/v3/partner/{partnerId}/participations', {
        params: {
          path: { partnerId: ann.partnerId },
          query: { 'status[]': 'a,p,r,t', 'campaign_status[]': 'a,p,r,n' },
        },
      }),
    );
    expect(participations.data.map((p) => p.status)).toEqual(['a']);
    const bobs = await call(
      api.GET('/campaign/{campaign_id}/publisher/{publisher_id}', {
        params: { path: { ...onCampaign, publisher_id: bob.partnerId } },
      }),
    );
    const history = bobs.publishers[0]!.publisher.campaign_status_history;
    expect(history?.at(-1)).toMatchObject({ to_status: 'r', reason: 'no' });
    const ofBrand = await call(
      api.GET('/user/advertiser/{advertiser_id}/campaign', {
        params: { path: { advertiser_id: brand.advertiser_id } },
      }),
    );
    expect(ofBrand.count).toBe(1);
    const acknowledgements = await call(
      api.GET('/v3/network/{networkId}/terms-acknowledgements', {
        params: { path: { networkId } },
      }),
    );
    expect(acknowledgements.data.length).toBeGreaterThanOrEqual(2);
    await checkUserCalls(api, networkId, ann.partnerId, brand.advertiser_id);
  });

  it('maps v1 and v3 error properties onto form fields', async () => {
    const net = await makeNetwork();
    const api = routeClient(net.auth);
    const error = await call(
      api.PUT('/v3/network/{networkId}/users/{userId}/brands', {
        params: { path: { networkId: String(net.networkId), userId: String(net.userId) } },
        body: { brand_ids: ['999999'] },
      }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    // Staff have no grants: the answer names brand_ids, which the form shows on its brands field.
    expect(splitServerError(error, ['brand_ids'])).toEqual({
      fields: [{ name: 'brand_ids', message: expect.any(String) }],
      message: null,
    });
    expect(splitServerError(error, ['role']).message).toMatch(/brand users/);
    expect(fieldNameOf('[campaign_requests][0][reason]')).toBe('campaign_requests.0.reason');
    expect(fieldNameOf('websites[0].website_url')).toBe('websites.0.website_url');
    expect(fieldNameOf('account_name')).toBe('account_name');
  });
});

/** The settings page's user calls: create, grant brands, change role, list, rotate the own key. */
async function checkUserCalls(
  api: ReturnType<typeof routeClient>,
  networkId: string,
  tag: string,
  brandId: string,
) {
  const users = { params: { path: { networkId } } };
  const user = (
    await call(
      api.POST('/v3/network/{networkId}/users', {
        ...users,
        body: { user_name: `c-${tag}`, email: `c-${tag}-${networkId}@client.test`, role: 'brand' },
      }),
    )
  ).data;
  const path = { networkId, userId: user.user_id };
  const granted = await call(
    api.PUT('/v3/network/{networkId}/users/{userId}/brands', {
      params: { path },
      body: { brand_ids: [brandId] },
    }),
  );
  expect(granted.data.brand_ids).toEqual([brandId]);
  const updated = await call(
    api.PATCH('/v3/network/{networkId}/users/{userId}', {
      params: { path },
      body: { role: 'network' },
    }),
  );
  expect(updated.data.role).toBe('network');
  const staff = await call(
    api.GET('/v3/network/{networkId}/users', {
      params: { ...users.params, query: { role: 'network' } },
    }),
  );
  expect(staff.data).toHaveLength(2);
  const rotated = await call(api.POST('/v3/users/me/api-key', { body: {} }));
  expect(rotated.data.user_api_key.startsWith(rotated.data.api_key_prefix)).toBe(true);
}

describe('form validation with the API schemas', () => {
  it('checks what the form would send with the same schema as the route, in words for people', async () => {
    const resolver = apiResolver<{ contact_email: string; vertical: string }>(
      UpdatePartnerIn,
      (v) => ({ contact_email: v.contact_email, vertical: v.vertical }),
    );
    const bad = await resolver({ contact_email: 'nope', vertical: '999' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(bad.errors.contact_email?.message).toBe('Enter a valid e-mail address');
    expect(bad.errors.vertical?.message).toBe('Is not a known vertical id (see the API reference)');
    const good = await resolver({ contact_email: 'a@b.test', vertical: '2' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(good.errors).toEqual({});
    expect(good.values).toEqual({ contact_email: 'a@b.test', vertical: '2' });
    expect(humanMessage('Too small: expected string to have >=1 characters')).toBe('Required');
    expect(humanMessage('Too big: expected string to have <=45 characters')).toBe(
      'At most 45 characters',
    );
  });
});
