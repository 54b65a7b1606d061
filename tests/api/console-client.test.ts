import { describe, expect, it } from 'vitest';
import { ApiClientError, createApiClient } from '@/lib/client/api-client';
import { fieldNameOf, splitServerError } from '@/lib/client/form-errors';
import { apiResolver, humanMessage } from '@/lib/client/form-resolver';
import { UpdatePartnerIn } from '@/lib/schemas/partner';
import { makeNetwork } from '../support/harness';
import { approvedPartner, makeBrand, makeCampaign, requestOne } from '../support/campaigns';
import { routeFetch } from '../support/route-fetch';

describe('the console client (lib/client) against the real routes', () => {
  it('parses every answer the console reads: users, counts, participations, campaign partners, decisions, acknowledgements', async () => {
    const net = await makeNetwork();
    const api = createApiClient({ authorization: net.auth, fetch: routeFetch });
    const brand = await makeBrand(net);
    const campaign = await makeCampaign(net, brand.advertiser_id);
    const [ann, bob] = [await approvedPartner(net), await approvedPartner(net)];
    await requestOne(net.auth, ann.partnerId, campaign);
    await requestOne(net.auth, bob.partnerId, campaign);

    expect((await api.users.me()).data.network.network_id).toBe(String(net.networkId));
    expect((await api.participations.counts(net.networkId, [ann.partnerId, bob.partnerId])).meta).toEqual({ partners: 2, open: 2 });
    expect((await api.campaigns.partners(campaign.campaign_id, 'p')).count).toBe(2);
    const accepted = await api.requests.accept(net.networkId, [{ campaign_id: campaign.campaign_id, publisher_id: ann.partnerId }]);
    expect(accepted.success_count).toBe(1);
    const declined = await api.requests.decline(net.networkId, [{ campaign_id: campaign.campaign_id, publisher_id: bob.partnerId, reason: 'no' }]);
    expect(declined.results[0]).toMatchObject({ success: true, status: 'r' });
    expect((await api.participations.ofPartner(ann.partnerId)).data.map((p) => p.status)).toEqual(['a']);
    const history = (await api.campaigns.partner(campaign.campaign_id, bob.partnerId)).publishers[0]!.publisher.campaign_status_history;
    expect(history?.at(-1)).toMatchObject({ to_status: 'r', reason: 'no' });
    expect((await api.campaigns.ofBrand(brand.advertiser_id)).count).toBe(1);
    expect((await api.terms.acknowledgements(net.networkId)).data.length).toBeGreaterThanOrEqual(2);

    const user = (await api.users.create(net.networkId, { user_name: `c-${ann.partnerId}`, email: `c-${ann.partnerId}-${net.networkId}@client.test`, role: 'brand' })).data;
    expect((await api.users.setBrands(net.networkId, user.user_id, [brand.advertiser_id])).data.brand_ids).toEqual([brand.advertiser_id]);
    expect((await api.users.update(net.networkId, user.user_id, { role: 'network' })).data.role).toBe('network');
    expect((await api.users.list(net.networkId, { role: 'network' })).data).toHaveLength(2);
    const rotated = await api.users.rotateMyApiKey();
    expect(rotated.data.user_api_key.startsWith(rotated.data.api_key_prefix)).toBe(true);
  });

  it('maps v1 and v3 error properties onto form fields', async () => {
    const net = await makeNetwork();
    const api = createApiClient({ authorization: net.auth, fetch: routeFetch });
    const error = await api.users.setBrands(net.networkId, net.userId, ['999999']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    // Staff have no grants: the answer names brand_ids, which the form shows on its brands field.
    expect(splitServerError(error, ['brand_ids'])).toEqual({ fields: [{ name: 'brand_ids', message: expect.any(String) }], message: null });
    expect(splitServerError(error, ['role']).message).toMatch(/brand users/);
    expect(fieldNameOf('[campaign_requests][0][reason]')).toBe('campaign_requests.0.reason');
    expect(fieldNameOf('websites[0].website_url')).toBe('websites.0.website_url');
    expect(fieldNameOf('account_name')).toBe('account_name');
  });
});

describe('form validation with the API schemas', () => {
  it('checks what the form would send with the same schema as the route, in words for people', async () => {
    const resolver = apiResolver<{ contact_email: string; vertical: string }>(UpdatePartnerIn, (v) => ({ contact_email: v.contact_email, vertical: v.vertical }));
    const bad = await resolver({ contact_email: 'nope', vertical: '999' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(bad.errors.contact_email?.message).toBe('Enter a valid e-mail address');
    expect(bad.errors.vertical?.message).toBe('Is not a known vertical id (see the API reference)');
    const good = await resolver({ contact_email: 'a@b.test', vertical: '2' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(good.errors).toEqual({});
    expect(good.values).toEqual({ contact_email: 'a@b.test', vertical: '2' });
    expect(humanMessage('Too small: expected string to have >=1 characters')).toBe('Required');
    expect(humanMessage('Too big: expected string to have <=45 characters')).toBe('At most 45 characters');
  });
});
