import { describe, expect, it } from 'vitest';
import * as acksRoute from '@/app/(api)/v3/network/[networkId]/terms-acknowledgements/route';
import * as publishRoute from '@/app/(api)/v3/network/[networkId]/network-terms-and-conditions/route';
import * as ackRoute from '@/app/(api)/v3/brand/network-terms-and-conditions-acknowledgments/route';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { defaultTermsId, makeBrandUser, makePartner, makePartnerUser } from '../support/partners';

const acks = (
  net: TestNetwork,
  qs = '',
  auth: string | null = net.auth,
  networkId = net.networkId,
) =>
  call(acksRoute, `/v3/network/${networkId}/terms-acknowledgements${qs}`, {
    auth,
    params: { networkId: String(networkId) },
  });

const publish = (net: TestNetwork, body: unknown) =>
  call(publishRoute, `/v3/network/${net.networkId}/network-terms-and-conditions`, {
    method: 'POST',
    auth: net.auth,
    body,
    params: { networkId: String(net.networkId) },
  });

describe('GET /v3/network/{networkId}/terms-acknowledgements', () => {
  it('lists who accepted which version, newest first, with partner and user', async () => {
    const net = await makeNetwork();
    const v1 = await defaultTermsId(net.networkId);
    const signedUp = await makePartner(net);
    const partnerUser = await makePartnerUser(net);
    const v2 = (await publish(net, { locale: 'en', content: '<p>Second version</p>' })).json.data;
    const de = (await publish(net, { locale: 'de', country: 'DE', content: '<p>AGB</p>' })).json
      .data;
    await call(ackRoute, '/v3/brand/network-terms-and-conditions-acknowledgments', {
      method: 'POST',
      auth: partnerUser.auth,
      body: { network_id: String(net.networkId), terms_locale_id: v2.id },
    });

    const all = await acks(net);
    expect(all.status).toBe(200);
    expect(all.json.hypermedia.pagination.total_item_count).toBe(3);
    const [latest] = all.json.data;
    expect(latest).toMatchObject({
      terms_id: v2.id,
      locale: 'en',
      country: null,
      version: 2,
      partner: {
        partner_id: partnerUser.partnerId,
        account_name: partnerUser.user.publisher.account_name,
      },
      user: { user_id: partnerUser.user.user_id, user_name: partnerUser.user.user_name },
    });
    expect(latest.content_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(latest.created_at).toMatch(/\+00:00$/);
    // Sign-up acceptances name the partner but no user.
    const atSignUp = all.json.data.find(
      (a: { partner: { partner_id: string } | null }) =>
        a.partner?.partner_id === signedUp.publisher_id,
    );
    expect(atSignUp).toMatchObject({ terms_id: v1, version: 1, user: null });

    const firstVersion = await acks(net, `?terms_id=${v1}`);
    expect(firstVersion.json.data).toHaveLength(2);
    expect((await acks(net, '?locale=de&country=DE')).json.data).toHaveLength(0);
    expect(de.version).toBe(1);
    const paged = await acks(net, '?limit=1&offset=1');
    expect(paged.json.data).toHaveLength(1);
    expect(paged.json.hypermedia.pagination.next_page).toContain('offset=2');
    const bad = await acks(net, '?locale=xx');
    expect(bad.status).toBe(400);
    expect(bad.json.error.errors[0].property).toBe('[locale]');
  });

  it('is for network staff of the network only', async () => {
    const net = await makeNetwork();
    const other = await makeNetwork();
    await makePartner(other);
    expect((await acks(net, '', net.auth)).json.data).toEqual([]);
    expect((await acks(net, '', (await makeBrandUser(net)).auth)).status).toBe(403);
    expect((await acks(net, '', (await makePartnerUser(net)).auth)).status).toBe(403);
    expect((await acks(net, '', net.auth, other.networkId)).status).toBe(404);
    expect((await acks(net, '', null)).status).toBe(401);
  });
});
