import { describe, expect, it } from 'vitest';
import * as listRoute from '@/app/(api)/v3/brand/campaigns/route';
import * as itemRoute from '@/app/(api)/v3/brand/campaigns/[campaignId]/route';
import * as customTermsRoute from '@/app/(api)/user/publisher/[publisher_id]/campaign/custom_terms/[custom_terms_id]/route';
import * as termsListRoute from '@/app/(api)/v3/partner/campaign-terms-and-conditions/route';
import * as termsItemRoute from '@/app/(api)/v3/partner/campaign-terms-and-conditions/[id]/route';
import * as acksRoute from '@/app/(api)/v3/partner/campaign-terms-and-conditions-acknowledgments/route';
import * as ackItemRoute from '@/app/(api)/v3/partner/campaign-terms-and-conditions-acknowledgments/[id]/route';
import {
  BrandCampaignListV3Response,
  BrandCampaignV3Response,
  CustomTermsListResponse,
} from '@/lib/schemas/campaign';
import {
  CampaignTermsAckListV3Response,
  CampaignTermsListV3Response,
} from '@/lib/schemas/participation';
import { call, makeNetwork } from '../support/harness';
import { makeBrandUser, makePartnerUser } from '../support/partners';
import { approvedPartner, makeBrand, makeCampaign, updateCampaign } from '../support/campaigns';

const V3_FORBIDDEN = '76fb121a-d769-4293-852d-3b9b6a3dcce8';
const V3_NOT_FOUND = '0d528fb3-569c-45fa-b2b5-309b360bf9fa';
const V3_VIEW_MISSING = '16bd7f4a-bf84-45c3-aa95-9b32aeb139b0';

const list = (auth: string, query = '') => call(listRoute, `/v3/brand/campaigns${query}`, { auth });
const get = (auth: string, id: string, query = '') =>
  call(itemRoute, `/v3/brand/campaigns/${id}${query}`, { auth, params: { campaignId: id } });
const patch = (auth: string, id: string, body: unknown) =>
  call(itemRoute, `/v3/brand/campaigns/${id}`, {
    method: 'PATCH',
    auth,
    body,
    params: { campaignId: id },
  });

describe('v3 brand campaigns (list, get, patch)', () => {
  it('lists the campaigns the caller manages, filtered by brand_id', async () => {
    const net = await makeNetwork();
    const a = await makeBrand(net, { display_name: null });
    const b = await makeBrand(net);
    const ca = await makeCampaign(net, a.advertiser_id);
    const cb = await makeCampaign(net, b.advertiser_id);
    const all = await list(net.auth);
    expect(all.status).toBe(200);
    expect(() => BrandCampaignListV3Response.parse(all.json)).not.toThrow();
    expect(all.json.data).toEqual([
      {
        id: ca.campaign_id,
        title: ca.title,
        brand: { id: a.advertiser_id, name: 'Acme Retail Ltd', display_name: null },
        lock_period_days: 30,
        max_sale_value: '1000000.0000',
        sale_window_days: 365,
      },
      {
        id: cb.campaign_id,
        title: cb.title,
        brand: { id: b.advertiser_id, name: 'Acme Retail Ltd', display_name: 'Acme' },
        lock_period_days: 30,
        max_sale_value: '1000000.0000',
        sale_window_days: 365,
      },
    ]);
    expect(
      (await list(net.auth, `?brand_id=${b.advertiser_id}`)).json.data.map(
        (c: { id: string }) => c.id,
      ),
    ).toEqual([cb.campaign_id]);
    const brandUser = await makeBrandUser(net, [Number(a.advertiser_id)]);
    expect((await list(brandUser.auth)).json.data.map((c: { id: string }) => c.id)).toEqual([
      ca.campaign_id,
    ]);
    expect((await list(brandUser.auth, `?brand_id=${b.advertiser_id}`)).json.data).toEqual([]);
    const partner = await makePartnerUser(net);
    const refused = await list(partner.auth);
    expect(refused.status).toBe(403);
    expect(refused.json.error.errors[0].code).toBe(V3_FORBIDDEN);
  });

  it('gets one campaign, with extra_info only when asked for; PATCH sets and removes keys (204)', async () => {
    const net = await makeNetwork();
    const brand = await makeBrand(net);
    const brandUser = await makeBrandUser(net, [Number(brand.advertiser_id)]);
    const c = await makeCampaign(net, brand.advertiser_id);
    const plain = await get(brandUser.auth, c.campaign_id);
    expect(plain.status).toBe(200);
    expect(() => BrandCampaignV3Response.parse(plain.json)).not.toThrow();
    expect(plain.json.data).toEqual({
      id: c.campaign_id,
      title: c.title,
      brand: { id: brand.advertiser_id, name: 'Acme Retail Ltd', display_name: 'Acme' },
      lock_period_days: 30,
      max_sale_value: '1000000.0000',
      sale_window_days: 365,
    });
    expect(plain.json.execution_time).toBeUndefined();

    const patched = await patch(brandUser.auth, c.campaign_id, {
      extra_info: { shopify_shop_id: 'shop-42' },
    });
    expect(patched.status).toBe(204);
    expect(patched.text).toBe('');
    expect(
      (await get(brandUser.auth, c.campaign_id, '?extra_info=*')).json.data.extra_info,
    ).toEqual({ shopify_shop_id: 'shop-42' });
    expect(
      (await get(brandUser.auth, c.campaign_id, '?extra_info=shopify_shop_id,unknown_key')).json
        .data.extra_info,
    ).toEqual({ shopify_shop_id: 'shop-42' });
    expect(
      (await get(brandUser.auth, c.campaign_id, '?extra_info=unknown_key')).json.data.extra_info,
    ).toEqual({});
    expect((await list(brandUser.auth, '?extra_info=*')).json.data[0].extra_info).toEqual({
      shopify_shop_id: 'shop-42',
    });
    await patch(brandUser.auth, c.campaign_id, { extra_info: { shopify_shop_id: null } });
    expect(
      (await get(brandUser.auth, c.campaign_id, '?extra_info=*')).json.data.extra_info,
    ).toEqual({});
  });

  it('refuses unknown attributes in the PATCH body with the v3 code', async () => {
    const net = await makeNetwork();
    const c = await makeCampaign(net, (await makeBrand(net)).advertiser_id);
    const unknownKey = await patch(net.auth, c.campaign_id, { extra_info: { colour: 'red' } });
    expect(unknownKey.status).toBe(400);
    expect(unknownKey.json.error.errors[0]).toMatchObject({
      property: '[extra_info][colour]',
      code: '7703c766-b5d5-4cef-ace7-ae0dd82304e9',
    });
    const topLevel = await patch(net.auth, c.campaign_id, { extra_info: {}, title: 'New title' });
    expect(topLevel.json.error.errors[0]).toMatchObject({
      property: '[title]',
      code: '7703c766-b5d5-4cef-ace7-ae0dd82304e9',
    });
    const missing = await patch(net.auth, c.campaign_id, {});
    expect(missing.json.error.errors[0]).toMatchObject({
      property: '[extra_info]',
      code: '2572f7f9-e87e-4aa7-98cf-6f53c9ed5584',
    });
  });

  it('hides campaigns the caller may not view (404 on GET), refuses their PATCH (403), and other networks read 404', async () => {
    const net = await makeNetwork();
    const c = await makeCampaign(net, (await makeBrand(net)).advertiser_id);
    const ungranted = await makeBrandUser(net, []);
    const hidden = await get(ungranted.auth, c.campaign_id);
    expect(hidden.status).toBe(404);
    expect(hidden.json.error.errors[0].code).toBe(V3_NOT_FOUND);
    const refused = await patch(ungranted.auth, c.campaign_id, {
      extra_info: { shopify_shop_id: 'x' },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.error.errors[0].code).toBe(V3_VIEW_MISSING);
    const foreign = await makeNetwork();
    expect((await get(foreign.auth, c.campaign_id)).status).toBe(404);
    expect((await patch(foreign.auth, c.campaign_id, { extra_info: {} })).status).toBe(404);
    expect((await get((await makePartnerUser(net)).auth, c.campaign_id)).status).toBe(403);
  });
});

describe('campaign custom terms as a partner sees them (v1 and v3 reads, acknowledgements)', () => {
  it('reads a version by id (v1) with active y/n, and lists current terms (v3)', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const c = await makeCampaign(net, (await makeBrand(net)).advertiser_id, {
      custom_terms: { title: 'Rules', terms: '<p>One</p><script>x</script>', locale: 'fr' },
    });
    const v1 = (c.custom_terms as { campaign_custom_terms_and_conditions_id: string })
      .campaign_custom_terms_and_conditions_id;
    const v2 = (
      await updateCampaign(net.auth, c.campaign_id, {
        campaign_id: c.campaign_id,
        custom_terms: { title: 'Rules', terms: 'Two' },
      })
    ).json.campaign.custom_terms.campaign_custom_terms_and_conditions_id;

    const read = (auth: string, id: string) =>
      call(customTermsRoute, `/user/publisher/${partner.partnerId}/campaign/custom_terms/${id}`, {
        auth,
        params: { publisher_id: partner.partnerId, custom_terms_id: id },
      });
    const old = await read(partner.auth, v1);
    expect(old.status).toBe(200);
    expect(() => CustomTermsListResponse.parse(old.json)).not.toThrow();
    expect(old.json.custom_terms).toEqual([
      {
        campaign_custom_terms_and_conditions_id: v1,
        campaign_id: c.campaign_id,
        title: 'Rules',
        terms: '<p>One</p>',
        locale: 'fr',
        active: 'n',
        created: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      },
    ]);
    expect((await read(partner.auth, v2)).json.custom_terms[0]).toMatchObject({
      active: 'y',
      terms: 'Two',
      locale: 'en',
    });
    expect((await read(partner.auth, '99999999')).status).toBe(404);
    expect((await read((await approvedPartner(net)).auth, v2)).status).toBe(403);

    const current = await call(
      termsListRoute,
      `/v3/partner/campaign-terms-and-conditions?campaign_id=${c.campaign_id}`,
      { auth: partner.auth },
    );
    expect(current.status).toBe(200);
    expect(() => CampaignTermsListV3Response.parse(current.json)).not.toThrow();
    expect(current.json.data).toEqual([
      {
        id: v2,
        campaign_id: c.campaign_id,
        version: 2,
        title: 'Rules',
        locale: 'en',
        content: 'Two',
        created_at: expect.stringMatching(/\+00:00$/),
      },
    ]);
    const one = await call(termsItemRoute, `/v3/partner/campaign-terms-and-conditions/${v1}`, {
      auth: partner.auth,
      params: { id: v1 },
    });
    expect(one.json.data).toMatchObject({ id: v1, version: 1 });
    const foreign = await makeNetwork();
    expect(
      (
        await call(termsItemRoute, `/v3/partner/campaign-terms-and-conditions/${v1}`, {
          auth: foreign.auth,
          params: { id: v1 },
        })
      ).status,
    ).toBe(404);
  });

  it('lists and reads acknowledgements; a second acknowledgement returns the first', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const c = await makeCampaign(net, (await makeBrand(net)).advertiser_id, {
      custom_terms: { title: 'Rules', terms: 'One' },
    });
    const termsId = (c.custom_terms as { campaign_custom_terms_and_conditions_id: string })
      .campaign_custom_terms_and_conditions_id;
    const body = { partner_id: partner.partnerId, campaign_terms_and_conditions_id: termsId };
    const first = await call(
      acksRoute,
      '/v3/partner/campaign-terms-and-conditions-acknowledgments',
      { method: 'POST', auth: partner.auth, body },
    );
    const second = await call(
      acksRoute,
      '/v3/partner/campaign-terms-and-conditions-acknowledgments',
      { method: 'POST', auth: partner.auth, body },
    );
    expect(second.json.data.id).toBe(first.json.data.id);
    const mine = await call(
      acksRoute,
      '/v3/partner/campaign-terms-and-conditions-acknowledgments',
      { auth: partner.auth },
    );
    expect(() => CampaignTermsAckListV3Response.parse(mine.json)).not.toThrow();
    expect(mine.json.data).toHaveLength(1);
    const other = await approvedPartner(net);
    expect(
      (
        await call(acksRoute, '/v3/partner/campaign-terms-and-conditions-acknowledgments', {
          auth: other.auth,
        })
      ).json.data,
    ).toEqual([]);
    const id = first.json.data.id as string;
    expect(
      (await call(ackItemRoute, `/x/${id}`, { auth: partner.auth, params: { id } })).json.data,
    ).toEqual(first.json.data);
    expect(
      (await call(ackItemRoute, `/x/${id}`, { auth: other.auth, params: { id } })).status,
    ).toBe(404);
    expect(
      (
        await call(acksRoute, '/v3/partner/campaign-terms-and-conditions-acknowledgments', {
          auth: net.auth,
        })
      ).json.data,
    ).toHaveLength(1);
  });
});
