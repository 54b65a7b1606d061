import { describe, expect, it } from 'vitest';
import * as campaignsRoute from '@/app/(api)/campaign/route';
import * as campaignRoute from '@/app/(api)/campaign/[campaign_id]/route';
import * as brandCampaignsRoute from '@/app/(api)/user/advertiser/[advertiser_id]/campaign/route';
import {
  CampaignResponse,
  CampaignListResponse,
  RetireCampaignResponse,
} from '@/lib/schemas/campaign';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { makeBrandUser, makePartnerUser } from '../support/partners';
import {
  campaignBody,
  codesOf,
  createCampaign,
  getCampaign,
  makeBrand,
  makeCampaign,
  updateCampaign,
} from '../support/campaigns';

const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const list = (auth: string, query = '') => call(campaignsRoute, `/campaign${query}`, { auth });
const listOfBrand = (auth: string, id: string, query = '') =>
  call(brandCampaignsRoute, `/user/advertiser/${id}/campaign${query}`, {
    auth,
    params: { advertiser_id: id },
  });

async function setup() {
  const net = await makeNetwork();
  const brand = await makeBrand(net);
  const brandUser = await makeBrandUser(net, [Number(brand.advertiser_id)]);
  return { net, brand, brandUser };
}

describe('POST /campaign (Create campaign)', () => {
  it('creates a campaign with 201 and the full v1 record with the spec types', async () => {
    const { net, brand } = await setup();
    const res = await createCampaign(
      net.auth,
      campaignBody(brand.advertiser_id, {
        title: 'Winter deals',
        default_commission_rate: 12.5,
        auto_approve_publisher: 'y',
        cookie_period: 86400,
        vertical_id: '6',
        description: { en: '<p>Great <script>alert(1)</script>deals</p>', fr: 'Bonnes affaires' },
        terms: { en: { terms: '<p>No cashback</p>' } },
        week_start: 'tuesday',
        commission_by_meta: ['sku', 'category'],
        commission_by_meta_label: '["SKU"]',
        promotional_countries: [{ iso: 'GB' }, 'FR'],
        multiple_conversions_per_click: '3',
        campaign_languages: { fr: { destination_url: 'https://shop.example/fr' } },
        invoice_company: 'Acme Billing',
        campaign_id: '999',
      }),
    );
    expect(res.status).toBe(201);
    expect(() => CampaignResponse.parse(res.json)).not.toThrow();
    const c = res.json.campaign;
    expect(c).toMatchObject({
      advertiser_id: brand.advertiser_id,
      network_id: String(net.networkId),
      title: 'Winter deals',
      status: 'a',
      destination_url: 'https://shop.example/summer',
      advertiser_name: 'Acme',
      auto_approve_publisher: 'y',
      hidden_campaign: 'n',
      default_commission_rate: '12.50',
      default_commission_value: null,
      default_currency: 'GBP',
      cookie_period: 86400,
      vertical_id: 6,
      vertical_name: 'Fashion',
      description: { en: '<p>Great deals</p>', fr: 'Bonnes affaires' },
      terms: { en: { terms: '<p>No cashback</p>' } },
      week_start: 'Tuesday',
      commission_by_meta: '["sku","category"]',
      commission_by_meta_label: '["SKU"]',
      promotional_countries: [
        { iso: 'GB', name: 'United Kingdom' },
        { iso: 'FR', name: 'France' },
      ],
      multiple_conversions_per_click: 3,
      campaign_languages: { fr: { destination_url: 'https://shop.example/fr' } },
      invoice_company: 'Acme Billing',
      // defaults of fields never sent
      allow_deep_linking: 'y',
      secure_tracking: 'y',
      test_mode: 'n',
      unique_conversion_refs: 'n',
      tracking_method: 'pixel',
      reporting_timezone: 'Europe/London',
      conversion_hiatus_period: 0,
      append_url_parameters: '',
      campaign_overloads: [],
      commissions: [],
      tracking_subdomain: null,
      invoice_address_1: null,
      campaign_icon: null,
      custom_terms: null,
    });
    expect(c.campaign_id).not.toBe('999');
    expect(c.created).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('keeps commission as exact decimals and takes a fixed value instead of a rate', async () => {
    const { net, brand } = await setup();
    const rate = await makeCampaign(net, brand.advertiser_id, {
      default_commission_rate: '0.1235',
    });
    expect(rate.default_commission_rate).toBe('0.1235');
    const value = await makeCampaign(net, brand.advertiser_id, {
      default_commission_rate: undefined,
      default_commission_value: '1234567890.1',
      default_currency: 'EUR',
    });
    expect(value).toMatchObject({
      default_commission_rate: null,
      default_commission_value: '1234567890.10',
      default_currency: 'EUR',
    });
  });

  it('stores a campaign icon sent as a data URL and serves our own URL', async () => {
    const { net, brand } = await setup();
    const c = await makeCampaign(net, brand.advertiser_id, { campaign_icon_upload: PNG_1X1 });
    expect(c.campaign_icon).toMatch(
      /^http:\/\/localhost:3000\/assets\/images\/\d+-[0-9a-f]{16}\.png$/,
    );
  });

  it('refuses invalid fields with the property and code named', async () => {
    const { net, brand } = await setup();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'Tiny' }, 'title', 'invalid_lower_bound'],
      [{ title: 'x'.repeat(46) }, 'title', 'invalid_max_length'],
      [{ destination_url: 'not a url' }, 'destination_url', 'invalid_property_format'],
      [{ week_start: 'Someday' }, 'week_start', 'invalid_enum_value'],
      [{ cookie_period: -1 }, 'cookie_period', 'invalid_lower_bound'],
      [{ default_commission_rate: '101' }, 'default_commission_rate', 'invalid_upper_bound'],
      [
        { default_commission_rate: '1.23456' },
        'default_commission_rate',
        'invalid_property_format',
      ],
      [{ default_commission_rate: undefined }, 'default_commission_rate', 'required_property'],
      [{ default_commission_value: '5' }, 'default_commission_value', 'invalid_value'],
      [{ auto_approve_publisher: 'yes' }, 'auto_approve_publisher', 'invalid_enum_value'],
      [{ default_currency: 'AUD' }, 'default_currency', 'invalid_enum_value'],
      [{ vertical_id: 999 }, 'vertical_id', 'invalid_enum_value'],
      [{ description: { xx: 'hello' } }, 'description.xx', 'invalid_property'],
      [{ tracking_method: 'magic' }, 'tracking_method', 'invalid_enum_value'],
      [
        { promotional_countries: [{ iso: 'ZZ' }] },
        'promotional_countries[0]',
        'invalid_enum_value',
      ],
      [{ advertiser_id: undefined }, 'advertiser_id', 'required_property'],
      [{ advertiser_id: '99999999' }, 'advertiser_id', 'invalid_value'],
    ];
    for (const [fields, property, code] of cases) {
      const res = await createCampaign(net.auth, campaignBody(brand.advertiser_id, fields));
      expect(res.status, property).toBe(400);
      expect(codesOf(res), property).toMatchObject({ [property]: code });
    }
  });

  it('lets a brand user create for its granted brand only; partners are refused', async () => {
    const { net, brand, brandUser } = await setup();
    const mine = await createCampaign(brandUser.auth, campaignBody(brand.advertiser_id));
    expect(mine.status).toBe(201);
    const other = await makeBrand(net);
    const refused = await createCampaign(brandUser.auth, campaignBody(other.advertiser_id));
    expect(refused.status).toBe(403);
    const partner = await makePartnerUser(net);
    expect((await createCampaign(partner.auth, campaignBody(brand.advertiser_id))).status).toBe(
      403,
    );
    const foreign = await makeNetwork();
    const res = await createCampaign(foreign.auth, campaignBody(brand.advertiser_id));
    expect(res.status).toBe(400);
    expect(codesOf(res)).toMatchObject({ advertiser_id: 'invalid_value' });
  });
});

describe('GET /campaign/{campaign_id} and PUT (Retrieve, Update campaign)', () => {
  it('reads a campaign for staff and the granted brand user; others get 403 or 404', async () => {
    const { net, brand, brandUser } = await setup();
    const c = await makeCampaign(net, brand.advertiser_id);
    expect((await getCampaign(net.auth, c.campaign_id)).json.campaign).toEqual(c);
    const mine = await getCampaign(brandUser.auth, c.campaign_id);
    expect(mine.status).toBe(200);
    expect(() => CampaignResponse.parse(mine.json)).not.toThrow();
    const otherBrandUser = await makeBrandUser(net, []);
    expect((await getCampaign(otherBrandUser.auth, c.campaign_id)).status).toBe(403);
    const partner = await makePartnerUser(net);
    expect((await getCampaign(partner.auth, c.campaign_id)).status).toBe(403);
    const foreign = await makeNetwork();
    expect((await getCampaign(foreign.auth, c.campaign_id)).status).toBe(404);
    expect((await getCampaign(net.auth, 'abc')).status).toBe(404);
    const xml = await call(campaignRoute, `/campaign/${c.campaign_id}.xml`, {
      auth: net.auth,
      params: { campaign_id: c.campaign_id },
    });
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-type')).toContain('text/xml');
    expect(xml.text).toContain(`<campaign_id>${c.campaign_id}</campaign_id>`);
    expect((await getCampaign(net.auth, '99999999')).status).toBe(404);
  });

  it('updates only the fields sent; the whole record read back can be sent again unchanged', async () => {
    const { net, brand, brandUser } = await setup();
    const c = await makeCampaign(net, brand.advertiser_id, {
      campaign_icon_upload: PNG_1X1,
      test_mode: 'y',
    });
    const res = await updateCampaign(brandUser.auth, c.campaign_id, {
      campaign_id: c.campaign_id,
      title: 'Autumn sale',
      hidden_campaign: 'y',
      default_commission_value: '5.00',
    });
    expect(res.status).toBe(200);
    expect(() => CampaignResponse.parse(res.json)).not.toThrow();
    expect(res.json.campaign).toMatchObject({
      title: 'Autumn sale',
      hidden_campaign: 'y',
      test_mode: 'y',
      default_commission_rate: null,
      default_commission_value: '5.00',
      destination_url: c.destination_url,
      campaign_icon: c.campaign_icon,
    });
    const back = await updateCampaign(net.auth, c.campaign_id, res.json.campaign);
    expect(back.status).toBe(200);
    expect(back.json.campaign).toEqual(res.json.campaign);
    const removed = await updateCampaign(net.auth, c.campaign_id, {
      campaign_id: c.campaign_id,
      campaign_icon: null,
      status: 'p',
    });
    expect(removed.json.campaign).toMatchObject({ campaign_icon: null, status: 'p' });
  });

  it('requires campaign_id in the body, equal to the path, and applies the update constraints', async () => {
    const { net, brand } = await setup();
    const c = await makeCampaign(net, brand.advertiser_id);
    const missing = await updateCampaign(net.auth, c.campaign_id, { title: 'Valid title' });
    expect(missing.status).toBe(400);
    expect(codesOf(missing)).toMatchObject({ campaign_id: 'required_property' });
    const other = await updateCampaign(net.auth, c.campaign_id, {
      campaign_id: '12345',
      title: 'Valid title',
    });
    expect(codesOf(other)).toMatchObject({ campaign_id: 'invalid_value' });
    const bad = await updateCampaign(net.auth, c.campaign_id, {
      campaign_id: c.campaign_id,
      title: 'abc',
      cookie_period: -5,
      week_start: 'Funday',
      tq_auto_approve: -1,
    });
    expect(codesOf(bad)).toMatchObject({
      title: 'invalid_lower_bound',
      cookie_period: 'invalid_lower_bound',
      week_start: 'invalid_enum_value',
      tq_auto_approve: 'invalid_lower_bound',
    });
    const both = await updateCampaign(net.auth, c.campaign_id, {
      campaign_id: c.campaign_id,
      default_commission_rate: '1',
      default_commission_value: '2',
    });
    expect(codesOf(both)).toMatchObject({ default_commission_value: 'invalid_value' });
    const none = await updateCampaign(net.auth, c.campaign_id, {
      campaign_id: c.campaign_id,
      default_commission_rate: null,
    });
    expect(codesOf(none)).toMatchObject({ default_commission_rate: 'required_property' });
    expect((await getCampaign(net.auth, c.campaign_id)).json.campaign.title).toBe(c.title);
  });

  it('refuses updates by a brand user not granted the brand, partners, and other networks', async () => {
    const { net, brand } = await setup();
    const c = await makeCampaign(net, brand.advertiser_id);
    const body = { campaign_id: c.campaign_id, title: 'Hijacked title' };
    expect(
      (await updateCampaign((await makeBrandUser(net, [])).auth, c.campaign_id, body)).status,
    ).toBe(403);
    expect(
      (await updateCampaign((await makePartnerUser(net)).auth, c.campaign_id, body)).status,
    ).toBe(403);
    expect((await updateCampaign((await makeNetwork()).auth, c.campaign_id, body)).status).toBe(
      404,
    );
    expect((await getCampaign(net.auth, c.campaign_id)).json.campaign.title).toBe(c.title);
  });

  it('retires a campaign with POST action=delete', async () => {
    const { net, brand, brandUser } = await setup();
    const c = await makeCampaign(net, brand.advertiser_id);
    const res = await call(campaignRoute, `/campaign/${c.campaign_id}`, {
      method: 'POST',
      auth: brandUser.auth,
      body: { action: 'delete', campaign_id: c.campaign_id, retire_reason: 'Season over' },
      params: { campaign_id: c.campaign_id },
    });
    expect(res.status).toBe(200);
    expect(() => RetireCampaignResponse.parse(res.json)).not.toThrow();
    expect(res.json.status).toEqual({
      status: 'Deleted',
      message: 'Campaign successfully deleted',
      retire_reason: 'Season over',
      campaign_id: c.campaign_id,
    });
    expect(res.json.campaign.status).toBe('r');
    const noAction = await call(campaignRoute, `/campaign/${c.campaign_id}`, {
      method: 'POST',
      auth: net.auth,
      body: { campaign_id: c.campaign_id },
      params: { campaign_id: c.campaign_id },
    });
    expect(codesOf(noAction)).toMatchObject({
      action: 'required_property',
      retire_reason: 'required_property',
    });
  });
});

describe('GET /campaign and GET /user/advertiser/{advertiser_id}/campaign (List campaigns)', () => {
  async function twoBrands(net: TestNetwork) {
    const a = await makeBrand(net);
    const b = await makeBrand(net);
    const ca = await makeCampaign(net, a.advertiser_id);
    const cb1 = await makeCampaign(net, b.advertiser_id);
    const cb2 = await makeCampaign(net, b.advertiser_id);
    return { a, b, ca, cb1, cb2 };
  }

  it('lists every campaign of the network for staff, with paging; the brand user sees its brands only', async () => {
    const net = await makeNetwork();
    const { a, ca, cb1, cb2 } = await twoBrands(net);
    await twoBrands(await makeNetwork());
    const all = await list(net.auth, '?limit=2');
    expect(all.status).toBe(200);
    expect(() => CampaignListResponse.parse(all.json)).not.toThrow();
    expect(all.json).toMatchObject({ count: 3, limit: 2, offset: 0 });
    expect(
      all.json.campaigns.map((c: { campaign: { campaign_id: string } }) => c.campaign.campaign_id),
    ).toEqual([ca.campaign_id, cb1.campaign_id]);
    expect(all.json.hypermedia.pagination.next_page).toBe('/campaign?limit=2&offset=2');
    const page2 = await list(net.auth, '?limit=2&offset=2');
    expect(page2.json.campaigns[0].campaign.campaign_id).toBe(cb2.campaign_id);

    const brandUser = await makeBrandUser(net, [Number(a.advertiser_id)]);
    const mine = await list(brandUser.auth);
    expect(mine.json.count).toBe(1);
    expect(mine.json.campaigns[0].campaign.campaign_id).toBe(ca.campaign_id);
    expect((await list((await makeBrandUser(net, [])).auth)).json.count).toBe(0);
    expect((await list(net.auth, `?network_id=${net.networkId}`)).json.count).toBe(3);
    expect((await list(net.auth, '?network_id=99999999')).json.count).toBe(0);
    const bad = await list(net.auth, '?network_id=abc');
    expect(bad.status).toBe(400);
    expect(codesOf(bad)).toMatchObject({ network_id: 'invalid_value' });
    expect((await list((await makePartnerUser(net)).auth)).status).toBe(403);
  });

  it("lists one brand's campaigns for staff and its brand user", async () => {
    const net = await makeNetwork();
    const { a, b, cb1, cb2 } = await twoBrands(net);
    const res = await listOfBrand(net.auth, b.advertiser_id);
    expect(res.status).toBe(200);
    expect(() => CampaignListResponse.parse(res.json)).not.toThrow();
    expect(res.json.count).toBe(2);
    expect(
      res.json.campaigns.map((c: { campaign: { campaign_id: string } }) => c.campaign.campaign_id),
    ).toEqual([cb1.campaign_id, cb2.campaign_id]);
    const brandUser = await makeBrandUser(net, [Number(b.advertiser_id)]);
    expect((await listOfBrand(brandUser.auth, b.advertiser_id)).json.count).toBe(2);
    expect((await listOfBrand(brandUser.auth, a.advertiser_id)).status).toBe(403);
    expect((await listOfBrand((await makePartnerUser(net)).auth, b.advertiser_id)).status).toBe(
      403,
    );
    expect((await listOfBrand((await makeNetwork()).auth, b.advertiser_id)).status).toBe(404);
    expect((await listOfBrand(net.auth, '99999999')).status).toBe(404);
  });
});
