import { describe, expect, it } from 'vitest';
import * as termsRoute from '@/app/(api)/reference/terms/[locale]/[country]/[network_id]/route';
import * as v3TermsRoute from '@/app/(api)/v3/brand/network-terms-and-conditions/route';
import * as v3AckRoute from '@/app/(api)/v3/brand/network-terms-and-conditions-acknowledgments/route';
import * as publishRoute from '@/app/(api)/v3/network/[networkId]/network-terms-and-conditions/route';
import * as createPartnerRoute from '@/app/(api)/user/publisher/route';
import { DEFAULT_TERMS_CONTENT } from '@/lib/services/networks';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { makeBrandUser, makePartnerUser, partnerBody } from '../support/partners';

const terms = (
  net: TestNetwork,
  locale: string,
  country: string,
  networkId = String(net.networkId),
  auth = net.auth,
) =>
  call(termsRoute, `/reference/terms/${locale}/${country}/${networkId}`, {
    auth,
    params: { locale, country, network_id: networkId },
  });

const publish = (net: TestNetwork, body: unknown, auth = net.auth) =>
  call(publishRoute, `/v3/network/${net.networkId}/network-terms-and-conditions`, {
    method: 'POST',
    auth,
    body,
    params: { networkId: String(net.networkId) },
  });

describe('GET /reference/terms/{locale}/{country}/{network_id}', () => {
  it("gives a new network's default English terms to any locale and country", async () => {
    const net = await makeNetwork();
    const res = await terms(net, 'de', 'DE');
    expect(res.status).toBe(200);
    expect(res.json.terms).toHaveLength(1);
    expect(res.json.terms[0].term).toMatchObject({
      locale: 'en',
      tnc_type: 'network',
      terms_and_conditions: DEFAULT_TERMS_CONTENT,
      ref_legal_entity_id: '1',
    });
    expect(res.json.terms[0].term.ref_terms_and_conditions_locale_id).toMatch(/^\d+$/);
  });

  it('falls back: exact pair, then locale, then language, then en', async () => {
    const net = await makeNetwork();
    const fr = (await publish(net, { locale: 'fr', content: '<p>Conditions</p>' })).json.data;
    const frCa = (
      await publish(net, { locale: 'fr_ca', country: 'CA', content: '<p>Conditions du Canada</p>' })
    ).json.data;
    const enUs = (await publish(net, { locale: 'en', country: 'US', content: '<p>US terms</p>' }))
      .json.data;
    const id = async (l: string, c: string) =>
      (await terms(net, l, c)).json.terms[0].term.ref_terms_and_conditions_locale_id;
    expect(await id('fr_ca', 'CA')).toBe(frCa.id);
    expect(await id('fr_ca', 'FR')).toBe(fr.id);
    expect(await id('fr', 'BE')).toBe(fr.id);
    expect(await id('en_us', 'US')).toBe(enUs.id);
    expect((await terms(net, 'en_us', 'US')).json.terms[0].term.ref_legal_entity_id).toBe('2');
    expect(await id('it', 'US')).toBe(enUs.id);
    const defaultId = (await terms(net, 'it', 'IT')).json.terms[0].term;
    expect(defaultId.locale).toBe('en');
  });

  it("refuses a locale or country outside the spec's enums with 400, another network with 404", async () => {
    const net = await makeNetwork();
    const badLocale = await terms(net, 'en_gb', 'GB');
    expect(badLocale.status).toBe(400);
    expect(badLocale.json.error.errors[0]).toMatchObject({
      property: 'locale',
      code: 'invalid_enum_value',
    });
    const badCountry = await terms(net, 'en', 'UK');
    expect(badCountry.json.error.errors[0]).toMatchObject({
      property: 'country',
      code: 'invalid_enum_value',
    });
    const other = await makeNetwork();
    expect((await terms(net, 'en', 'GB', String(other.networkId))).status).toBe(404);
  });
});

describe('Publishing terms versions (our operation)', () => {
  it('numbers versions per locale and country, sanitises content, and only current versions can be accepted', async () => {
    const net = await makeNetwork();
    const oldId = (await terms(net, 'en', 'GB')).json.terms[0].term
      .ref_terms_and_conditions_locale_id;
    const v2 = await publish(net, { locale: 'en', content: '<p>New <script>x</script>terms</p>' });
    expect(v2.status).toBe(201);
    expect(v2.json.data).toMatchObject({
      locale: 'en',
      country: null,
      version: 2,
      content: '<p>New terms</p>',
    });
    expect(v2.json.data.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);

    const stale = await call(createPartnerRoute, '/user/publisher', {
      method: 'POST',
      auth: net.auth,
      body: await partnerBody(net, { entity_terms_id: oldId }),
    });
    expect(stale.status).toBe(400);
    expect(stale.json.error.errors[0].property).toBe('entity_terms_id');
    const fresh = await call(createPartnerRoute, '/user/publisher', {
      method: 'POST',
      auth: net.auth,
      body: await partnerBody(net, { entity_terms_id: v2.json.data.id }),
    });
    expect(fresh.status).toBe(201);

    const history = await call(
      publishRoute,
      `/v3/network/${net.networkId}/network-terms-and-conditions`,
      { auth: net.auth, params: { networkId: String(net.networkId) } },
    );
    expect(history.json.data.map((t: { version: number }) => t.version)).toEqual([2, 1]);
  });

  it('is staff only, validates in the v3 format and refuses unknown attributes', async () => {
    const net = await makeNetwork();
    const brandUser = await makeBrandUser(net);
    const denied = await publish(net, { locale: 'en', content: 'x' }, brandUser.auth);
    expect(denied.status).toBe(403);
    expect(denied.json.error.errors[0].code).toBe('76fb121a-d769-4293-852d-3b9b6a3dcce8');
    const bad = await publish(net, { locale: 'xx', content: '', extra: 1 });
    expect(bad.status).toBe(400);
    const byProperty = Object.fromEntries(
      bad.json.error.errors.map((e: { property: string; code: string }) => [e.property, e.code]),
    );
    expect(byProperty).toEqual({
      '[locale]': 'a0af4293-1f1a-4a1c-a328-979cba6182a2',
      '[content]': 'c1051bb4-d103-4f74-8988-acbcafc7fdc3',
      '[extra]': '7703c766-b5d5-4cef-ace7-ae0dd82304e9',
    });
    const onlyTags = await publish(net, { locale: 'en', content: '<script>alert(1)</script>' });
    expect(onlyTags.json.error.errors[0].property).toBe('[content]');
  });
});

describe('v3 network terms: list and acknowledge', () => {
  it('lists current terms for the network, by locale with fallback', async () => {
    const net = await makeNetwork();
    await publish(net, { locale: 'de', content: '<p>AGB</p>' });
    const brandUser = await makeBrandUser(net);
    const all = await call(
      v3TermsRoute,
      `/v3/brand/network-terms-and-conditions?network_id=${net.networkId}`,
      { auth: brandUser.auth },
    );
    expect(all.status).toBe(200);
    expect(all.json.data.map((t: { locale: string }) => t.locale).sort()).toEqual(['de', 'en']);
    expect(all.json.data[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        terms_locale_id: expect.any(String),
        content: expect.any(String),
        created_at: expect.any(String),
      }),
    );
    const de = await call(
      v3TermsRoute,
      `/v3/brand/network-terms-and-conditions?network_id=${net.networkId}&locale=de_at&types=partner_recruitment`,
      { auth: net.auth },
    );
    expect(de.json.data.map((t: { locale: string }) => t.locale)).toEqual(['de']);
    const missing = await call(v3TermsRoute, '/v3/brand/network-terms-and-conditions', {
      auth: net.auth,
    });
    expect(missing.status).toBe(400);
    expect(missing.json.error.errors[0]).toMatchObject({
      property: '[network_id]',
      code: '2572f7f9-e87e-4aa7-98cf-6f53c9ed5584',
    });
    const other = await makeNetwork();
    expect(
      (
        await call(
          v3TermsRoute,
          `/v3/brand/network-terms-and-conditions?network_id=${other.networkId}`,
          { auth: net.auth },
        )
      ).status,
    ).toBe(404);
  });

  it('records an acknowledgement with version and content hash; for a partner user, for its partner', async () => {
    const net = await makeNetwork();
    const partnerUser = await makePartnerUser(net);
    const current = (await terms(net, 'en', 'GB')).json.terms[0].term
      .ref_terms_and_conditions_locale_id;
    const res = await call(v3AckRoute, '/v3/brand/network-terms-and-conditions-acknowledgments', {
      method: 'POST',
      auth: partnerUser.auth,
      body: { network_id: String(net.networkId), terms_locale_id: current },
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      terms_locale_id: current,
      version: 1,
      partner_id: partnerUser.partnerId,
      created_by: partnerUser.user.user_id,
    });
    expect(res.json.data.content_sha256).toMatch(/^[0-9a-f]{64}$/);

    const unknown = await call(
      v3AckRoute,
      '/v3/brand/network-terms-and-conditions-acknowledgments',
      {
        method: 'POST',
        auth: net.auth,
        body: { network_id: String(net.networkId), terms_locale_id: '999999', note: 'x' },
      },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.errors.map((e: { property: string }) => e.property)).toEqual([
      '[note]',
    ]);
    const notCurrent = await call(
      v3AckRoute,
      '/v3/brand/network-terms-and-conditions-acknowledgments',
      {
        method: 'POST',
        auth: net.auth,
        body: { network_id: String(net.networkId), terms_locale_id: '999999' },
      },
    );
    expect(notCurrent.json.error.errors[0]).toMatchObject({
      property: '[terms_locale_id]',
      code: '6771735c-3000-49d1-a978-74aeb33d15b9',
    });
  });
});
