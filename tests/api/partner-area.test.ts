import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as signupRoute from '@/app/(api)/v3/public/networks/[networkId]/partner-signups/route';
import * as partnerRoute from '@/app/(api)/user/publisher/[publisher_id]/route';
import * as websiteRoute from '@/app/(api)/user/publisher/[publisher_id]/website/route';
import * as publishRoute from '@/app/(api)/v3/network/[networkId]/network-terms-and-conditions/route';
import { ApiClientError, createApiClient } from '../support/operations-client';
import { getDb } from '@/lib/db/client';
import { checkPartnerTerms } from '@/lib/services/terms';
import { principalForUser, rotateApiKey } from '@/lib/services/users';
import { basic, call, makeNetwork, type TestNetwork } from '../support/harness';
import { defaultTermsId, makePartnerUser } from '../support/partners';
import { makeBrand, makeCampaign, setNetworkStatus } from '../support/campaigns';
import { routeFetch } from '../support/route-fetch';
import { confirmSignupOf } from '../support/signup';

/**
 * The partner area (/partner) from the API's side: a partner signed up through the public
 * operation reaches its own data with the calls the pages make (lib/client), and nothing of
 * another partner's; the network-terms gate of the layout (checkPartnerTerms).
 */

const publish = (net: TestNetwork, body: unknown) =>
  call(publishRoute, `/v3/network/${net.networkId}/network-terms-and-conditions`, {
    method: 'POST',
    auth: net.auth,
    body,
    params: { networkId: String(net.networkId) },
  });

/** A partner signed up through the public operation; `auth` signs requests as its user. */
async function signedUp(net: TestNetwork, overrides: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8);
  const body = {
    terms_id: await defaultTermsId(net.networkId),
    terms_accepted: true,
    locale: 'en',
    country: 'GB',
    account_name: `self-${tag}`,
    firstname: 'Sam',
    lastname: 'Seller',
    email: `${tag}@self.test`,
    password: 'Copper-Kettle-Morning-9',
    phone: '07700900001',
    address1: '2 Side Street',
    postcode: 'ZZ1 1ZZ',
    ...overrides,
  };
  const res = await call(signupRoute, `/v3/public/networks/${net.networkId}/partner-signups`, {
    method: 'POST',
    auth: null,
    body,
    params: { networkId: String(net.networkId) },
  });
  if (res.status !== 202) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  const confirmed = await confirmSignupOf(body.email);
  if (confirmed.status !== 201)
    throw new Error(`confirmation failed: ${confirmed.status} ${confirmed.text}`);
  const data = confirmed.json.data as { user_id: string; partner_id: string; account_name: string };
  const key = await rotateApiKey(await getDb(), Number(data.user_id));
  const auth = basic(net.applicationKey, key);
  return { ...data, auth, api: createApiClient({ authorization: auth, fetch: routeFetch }) };
}

const status = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof ApiClientError) return error.status;
    throw error;
  }
};

describe('the partner area through the API, as a signed-up partner', () => {
  it('works on its own profile, websites and databases; discovers, requests (with custom terms) and lists its campaigns', async () => {
    const net = await makeNetwork();
    const me = await signedUp(net);
    const brand = await makeBrand(net, { display_name: 'Lumen' });
    const open = await makeCampaign(net, brand.advertiser_id, {
      title: 'Open doors',
      auto_approve_publisher: 'y',
    });
    const ruled = await makeCampaign(net, brand.advertiser_id, {
      title: 'With rules',
      custom_terms: { title: 'Lumen rules', terms: '<p>No cashback</p>' },
    });

    // Pending: the profile is open, discovery is empty and requests are refused.
    expect((await me.api.partners.get(me.partner_id)).publisher.network_status).toBe('p');
    expect((await me.api.partnerArea.discover(me.partner_id)).count).toBe(0);
    const refused = await me.api.partnerArea
      .request(me.partner_id, [
        { advertiser_id: brand.advertiser_id, campaign_id: open.campaign_id },
      ])
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiClientError);
    expect((refused as ApiClientError).status).toBe(403);
    expect((refused as ApiClientError).message).toMatch(/network status is p/);

    await me.api.partners.update(me.partner_id, { company_name: 'Self Media' });
    await me.api.partners.websites.create(me.partner_id, [
      { website_url: 'https://self.example', website_type: 1, website_vertical: 1 },
    ]);
    await me.api.partners.databases.create(me.partner_id, [
      { database_name: 'Newsletter', creation_method: 'opt-in', size: 1200 },
    ]);
    const profile = (await me.api.partners.get(me.partner_id)).publisher;
    expect(profile).toMatchObject({
      company_name: 'Self Media',
      websites: [{ website_url: 'https://self.example', primary: 'y' }],
      databases: [{ database_name: 'Newsletter' }],
    });
    expect(profile).not.toHaveProperty('network_notes');
    const ownStatus = await me.api.partners
      .update(me.partner_id, { network_status: 'a' })
      .catch((e: unknown) => e);
    expect((ownStatus as ApiClientError).status).toBe(403);

    await setNetworkStatus(net, me.partner_id, 'a');
    const found = await me.api.partnerArea.discover(me.partner_id);
    expect(
      found.advertisers.map((a) => [a.display_name, a.campaigns.map((c) => [c.title, c.status])]),
    ).toEqual([
      [
        'Lumen',
        [
          ['Open doors', 'AVAILABLE'],
          ['With rules', 'AVAILABLE'],
        ],
      ],
    ]);
    expect((await me.api.partnerArea.campaignTerms(open.campaign_id)).data).toEqual([]);
    const [terms] = (await me.api.partnerArea.campaignTerms(ruled.campaign_id)).data;
    expect(terms).toMatchObject({
      campaign_id: ruled.campaign_id,
      title: 'Lumen rules',
      content: '<p>No cashback</p>',
      version: 1,
    });

    const approved = await me.api.partnerArea.request(me.partner_id, [
      { advertiser_id: brand.advertiser_id, campaign_id: open.campaign_id },
    ]);
    expect(approved.results[0]).toMatchObject({ success: true, status: 'a', changed: true });
    const withoutTerms = await me.api.partnerArea.request(me.partner_id, [
      { advertiser_id: brand.advertiser_id, campaign_id: ruled.campaign_id },
    ]);
    expect(withoutTerms.results[0]).toMatchObject({
      success: false,
      error: { code: 'terms_required', terms_id: terms!.id },
    });
    const pending = await me.api.partnerArea.request(me.partner_id, [
      { advertiser_id: brand.advertiser_id, campaign_id: ruled.campaign_id, terms_id: terms!.id },
    ]);
    expect(pending.results[0]).toMatchObject({ success: true, status: 'p' });

    expect(
      (await me.api.partnerArea.campaigns(me.partner_id, 'a')).campaigns.map(
        (c) => c.campaign.title,
      ),
    ).toEqual(['Open doors']);
    const mine = (await me.api.partnerArea.campaigns(me.partner_id, 'p')).campaigns.map(
      (c) => c.campaign,
    );
    expect(mine).toMatchObject([
      {
        title: 'With rules',
        publisher_status: 'p',
        campaign_custom_terms_and_conditions_title: 'Lumen rules',
      },
    ]);
    expect((await me.api.partnerArea.campaigns(me.partner_id, 'r')).count).toBe(0);
    // Approved campaigns leave discovery; the requested one stays, marked.
    expect(
      (await me.api.partnerArea.discover(me.partner_id)).advertisers[0]!.campaigns.map((c) => [
        c.title,
        c.status,
      ]),
    ).toEqual([['With rules', 'REQUESTED']]);

    // Accepting custom terms ahead of a request is the other way in.
    const third = await makeCampaign(net, brand.advertiser_id, {
      custom_terms: { title: 'Third', terms: '<p>Rules</p>' },
    });
    const [thirdTerms] = (await me.api.partnerArea.campaignTerms(third.campaign_id)).data;
    expect(
      (await me.api.partnerArea.acknowledgeCampaignTerms(me.partner_id, thirdTerms!.id)).data
        .campaign_terms_and_conditions_id,
    ).toBe(thirdTerms!.id);
    expect(
      (
        await me.api.partnerArea.request(me.partner_id, [
          { advertiser_id: brand.advertiser_id, campaign_id: third.campaign_id },
        ])
      ).results[0]!.status,
    ).toBe('p');
  });

  it("cannot see or change another partner's data, nor act for it", async () => {
    const net = await makeNetwork();
    const me = await signedUp(net);
    const other = await makePartnerUser(net);
    const otherId = other.partnerId;
    await setNetworkStatus(net, me.partner_id, 'a');
    await setNetworkStatus(net, otherId, 'a');
    const brand = await makeBrand(net);
    const campaign = await makeCampaign(net, brand.advertiser_id);
    const website = await call(websiteRoute, `/user/publisher/${otherId}/website`, {
      method: 'POST',
      auth: other.auth,
      body: { website_url: 'https://other.example' },
      params: { publisher_id: otherId },
    });
    const otherWebsiteId = website.json.websites[0].website.website_id as string;

    // Reads: v1 403, v2/v3 404 (existence not revealed).
    expect(await status(me.api.partners.get(otherId))).toBe(403);
    expect(await status(me.api.partners.websites.list(otherId))).toBe(403);
    expect(await status(me.api.partners.databases.list(otherId))).toBe(403);
    expect(await status(me.api.partnerArea.campaigns(otherId, 'a'))).toBe(403);
    expect(await status(me.api.partnerArea.discover(otherId))).toBe(404);
    expect(await status(me.api.participations.ofPartner(otherId))).toBe(404);
    // Writes: refused, and nothing changes.
    expect(await status(me.api.partners.update(otherId, { company_name: 'Hijacked' }))).toBe(403);
    expect(
      await status(
        me.api.partners.websites.create(otherId, [{ website_url: 'https://mine.example' }]),
      ),
    ).toBe(403);
    expect(
      await status(
        me.api.partners.websites.update(otherId, [
          { website_id: otherWebsiteId, website_name: 'Hijacked' },
        ]),
      ),
    ).toBe(403);
    expect(
      await status(
        me.api.partners.websites.update(me.partner_id, [
          { website_id: otherWebsiteId, website_name: 'Hijacked' },
        ]),
      ),
    ).toBe(400);
    expect(
      await status(
        me.api.partnerArea.request(otherId, [
          { advertiser_id: brand.advertiser_id, campaign_id: campaign.campaign_id },
        ]),
      ),
    ).toBe(403);
    // Staff-only reads stay closed to partners.
    expect(await status(me.api.partners.list(net.networkId))).toBe(403);
    expect(await status(me.api.campaigns.partners(campaign.campaign_id))).toBe(403);

    const after = await call(partnerRoute, `/user/publisher/${otherId}`, {
      auth: other.auth,
      params: { publisher_id: otherId },
    });
    expect(after.json.publisher.company_name).not.toBe('Hijacked');
    expect(
      after.json.publisher.websites.map(
        (w: { website_url: string; website_name: string | null }) => [
          w.website_url,
          w.website_name,
        ],
      ),
    ).toEqual([['https://other.example', null]]);
  });

  it("another network's partner reads as not found", async () => {
    const net = await makeNetwork();
    const elsewhere = await makeNetwork();
    const me = await signedUp(net);
    const foreign = await signedUp(elsewhere);
    expect(await status(me.api.partners.get(foreign.partner_id))).toBe(404);
    expect(await status(me.api.partnerArea.discover(foreign.partner_id))).toBe(404);
    expect(
      await status(
        me.api.terms.acknowledge(elsewhere.networkId, await defaultTermsId(elsewhere.networkId)),
      ),
    ).toBe(404);
  });
});

describe('the network-terms gate (checkPartnerTerms)', () => {
  it("asks again when the network publishes a newer version for the partner's locale and country, until the partner accepts it", async () => {
    const net = await makeNetwork();
    const de1 = (await publish(net, { locale: 'de', country: 'DE', content: '<p>AGB 1</p>' })).json
      .data;
    const me = await signedUp(net, { locale: 'de', country: 'DE', terms_id: de1.id });
    const db = await getDb();
    const principal = (await principalForUser(db, Number(me.user_id), 'session'))!;
    const check = () => checkPartnerTerms(db, principal, Number(me.partner_id));

    expect(await check()).toMatchObject({
      accepted: true,
      terms: { id: Number(de1.id), version: 1 },
      lastAccepted: { version: 1, locale: 'de', country: 'DE' },
    });
    // Other locales' terms do not concern this partner.
    await publish(net, { locale: 'en', content: '<p>English 2</p>' });
    expect((await check()).accepted).toBe(true);

    const de2 = (await publish(net, { locale: 'de', country: 'DE', content: '<p>AGB 2</p>' })).json
      .data;
    expect(await check()).toMatchObject({
      accepted: false,
      terms: { id: Number(de2.id), version: 2 },
      lastAccepted: { termsId: Number(de1.id), version: 1 },
    });
    // The old version can no longer be accepted; the new one can (the v3 acknowledgement, as the partner).
    expect(await status(me.api.terms.acknowledge(net.networkId, de1.id))).toBe(400);
    expect((await me.api.terms.acknowledge(net.networkId, de2.id)).data).toMatchObject({
      terms_locale_id: de2.id,
      version: 2,
      partner_id: me.partner_id,
      created_by: me.user_id,
    });
    expect(await check()).toMatchObject({
      accepted: true,
      lastAccepted: { termsId: Number(de2.id), version: 2 },
    });
  });

  it("follows the partner's locale and country: terms published for them later must be accepted too", async () => {
    const net = await makeNetwork();
    const me = await signedUp(net, { locale: 'fr', country: 'FR' });
    const db = await getDb();
    const principal = (await principalForUser(db, Number(me.user_id), 'session'))!;
    expect((await checkPartnerTerms(db, principal, Number(me.partner_id))).accepted).toBe(true);
    await publish(net, { locale: 'fr', content: '<p>CGU</p>' });
    expect(await checkPartnerTerms(db, principal, Number(me.partner_id))).toMatchObject({
      accepted: false,
      terms: { locale: 'fr', country: null },
    });
  });

  it("is the partner's own: another partner user gets forbidden_view, staff may look", async () => {
    const net = await makeNetwork();
    const me = await signedUp(net);
    const other = await signedUp(net);
    const db = await getDb();
    const principal = (await principalForUser(db, Number(me.user_id), 'session'))!;
    await expect(checkPartnerTerms(db, principal, Number(other.partner_id))).rejects.toMatchObject({
      kind: 'forbidden_view',
    });
    const staff = (await principalForUser(db, net.userId, 'session'))!;
    expect((await checkPartnerTerms(db, staff, Number(other.partner_id))).accepted).toBe(true);
  });
});
