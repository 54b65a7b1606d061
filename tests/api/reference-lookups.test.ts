import { describe, expect, it } from 'vitest';
import * as verticalRoute from '@/app/(api)/reference/vertical/route';
import * as websiteTypeRoute from '@/app/(api)/reference/website_type/route';
import * as promotionalMethodRoute from '@/app/(api)/reference/promotional_method/route';
import * as countryRoute from '@/app/(api)/reference/country/route';
import * as localeRoute from '@/app/(api)/reference/locale/route';
import * as currencyRoute from '@/app/(api)/reference/currency/route';
import * as currencyCountryRoute from '@/app/(api)/reference/currency/country/route';
import * as timezoneRoute from '@/app/(api)/reference/timezone/route';
import * as usStateRoute from '@/app/(api)/reference/us_state/route';
import * as conversionTypeRoute from '@/app/(api)/reference/conversion_type/route';
import * as deviceRoute from '@/app/(api)/reference/device/route';
import * as userContextRoute from '@/app/(api)/reference/user_context/route';
import * as trafficSourceRoute from '@/app/(api)/reference/traffic_source/route';
import * as conversionMetricRoute from '@/app/(api)/reference/conversion_metric/route';
import * as campaignExtraFieldRoute from '@/app/(api)/reference/campaign_extra_field/route';
import * as partnershipModelRoute from '@/app/(api)/reference/partnership_model/route';
import * as paymentMethodRoute from '@/app/(api)/reference/payment_method/route';
import { Country, Currency, Locale } from '@/lib/schemas/enums';
import { timeZone } from '@/lib/schemas/fields';
import { PROMOTIONAL_METHODS, VERTICALS, WEBSITE_TYPES } from '@/lib/schemas/reference';
import { describeTimezone } from '@/lib/services/reference-data';
import { call, makeNetwork, type CallResult } from '../support/harness';
import { makePartnerUser } from '../support/partners';
import { referenceErrors } from '../support/reference-contract';

type Row = Record<string, unknown>;
const items = (res: CallResult, plural: string, singular: string): Row[] =>
  (res.json[plural] as Row[]).map((w) => w[singular] as Row);
const byId = (rows: Row[], key: string) => new Map(rows.map((r) => [r[key], r]));

/** Each lookup: its route, path, fixture, list key and item key. */
const LOOKUPS = [
  [verticalRoute, 'vertical', 'verticals', 'vertical'],
  [websiteTypeRoute, 'website_type', 'website_types', 'website_type'],
  [promotionalMethodRoute, 'promotional_method', 'promotional_methods', 'promotional_method'],
  [countryRoute, 'country', 'countries', 'country'],
  [localeRoute, 'locale', 'locales', 'locale'],
  [currencyRoute, 'currency', 'currencies', 'currency'],
  [timezoneRoute, 'timezone', 'timezones', 'timezone'],
  [usStateRoute, 'us_state', 'us_states', 'us_state'],
  [conversionTypeRoute, 'conversion_type', 'conversion_types', 'conversion_type'],
  [deviceRoute, 'device', 'devices', 'device'],
  [userContextRoute, 'user_context', 'user_contexts', 'user_context'],
  [trafficSourceRoute, 'traffic_source', 'traffic_sources', 'traffic_source'],
  [conversionMetricRoute, 'conversion_metric', 'conversion_metrics', 'conversion_metric'],
  [partnershipModelRoute, 'partnership_model', 'partnership_models', 'partnership_model'],
  [paymentMethodRoute, 'payment_method', 'payment_methods', 'payment_method'],
  [
    campaignExtraFieldRoute,
    'campaign_extra_field',
    'campaign_extra_fields',
    'campaign_extra_field',
  ],
] as const;

const fixture = (path: string) => `reference-${path.replace(/[_/]/g, '-')}`;
const lookup = async (mod: object, path: string, auth: string, suffix = '') =>
  call(mod, `/reference/${path}${suffix}`, { auth });

// The user-context and traffic-source schemas type skip_* as strings while their examples, the
// device schema and the live API send numbers; we send numbers (docs/api-decisions.md).
const skipTypeOnly = (e: string) => /\/skip_(invoice|selfbill|override) must be string$/.test(e);

describe('GET /reference/... lookups', () => {
  it.each(LOOKUPS)(
    'GET /reference/%$ answers in the reference schema, for any user',
    async (mod, path, plural, singular) => {
      const net = await makeNetwork();
      const partner = await makePartnerUser(net);
      for (const auth of [net.auth, partner.auth]) {
        const res = await lookup(mod, path, auth);
        expect(res.status).toBe(200);
        expect(referenceErrors(fixture(path), res.json).filter((e) => !skipTypeOnly(e))).toEqual(
          [],
        );
        expect(items(res, plural, singular).length).toBeGreaterThan(0);
      }
    },
  );

  it('lists the methods partners are paid by, by the codes payment details take', async () => {
    const { auth } = await makeNetwork();
    const methods = items(
      await lookup(paymentMethodRoute, 'payment_method', auth),
      'payment_methods',
      'payment_method',
    );
    expect(methods.map((m) => [m.payment_method_code, m.title, m.active])).toEqual([
      ['bank_transfer', 'Bank Transfer', 'y'],
      ['paypal', 'PayPal', 'y'],
    ]);
    const xml = await lookup(paymentMethodRoute, 'payment_method', auth, '.xml');
    expect(xml.status).toBe(200);
    expect(xml.text).toContain('<payment_method_code>paypal</payment_method_code>');
  });

  it('lists the campaign settings a campaign record carries, with the default each reads as when unset', async () => {
    const { auth } = await makeNetwork();
    const fields = items(
      await lookup(campaignExtraFieldRoute, 'campaign_extra_field', auth),
      'campaign_extra_fields',
      'campaign_extra_field',
    ) as { campaign_extra_field_id: number; field_name: string; field_default_value: string }[];
    const byName = new Map(fields.map((f) => [f.field_name, f]));
    expect(byName.get('allow_deep_linking')).toMatchObject({ field_default_value: 'y' });
    expect(byName.get('reporting_timezone')?.field_default_value).toBe('Europe/London');
    expect(byName.get('promotional_countries')?.field_default_value).toBe('[]');
    expect(byName.get('campaign_logo')?.field_default_value).toBe('');
    expect(new Set(fields.map((f) => f.campaign_extra_field_id)).size).toBe(fields.length);
  });

  it('refuses a call without credentials (401)', async () => {
    expect((await call(verticalRoute, '/reference/vertical')).status).toBe(401);
  });

  it('keeps every id and name the reference documents', async () => {
    const { auth } = await makeNetwork();
    const get = async (i: number) => {
      const [mod, path, plural, singular] = LOOKUPS[i]!;
      return items(await lookup(mod, path, auth), plural, singular);
    };
    const verticals = byId(await get(0), 'vertical_id');
    expect(verticals.get(1)).toEqual({
      vertical_id: 1,
      name: 'Downloads',
      description: 'App downloads',
    });
    expect(verticals.get(2)?.name).toBe('Retail');
    expect(verticals.get(10)?.name).toBe('Other');
    const types = byId(await get(1), 'website_id');
    expect([types.get(1)?.name, types.get(9)?.name]).toEqual(['Blog', 'PPC']);
    const methods = byId(await get(2), 'promotional_method_id');
    expect(methods.get(1)).toMatchObject({ name: 'PPC', description: 'Pay per click' });
    expect(methods.get(10)?.name).toBe('Portal');
    const countries = await get(3);
    expect(countries[0]).toMatchObject({
      ref_country_id: 1,
      iso: 'AD',
      iso3: 'AND',
      iso_numeric: '020',
      printable_name: 'Andorra',
      currency_iso: 'EUR',
      capital: 'Andorra la Vella',
      continent_iso: 'EU',
      continent_name: 'Europe',
      languages: 'ca',
    });
    expect(await get(4)).toContainEqual({ code: 'en', printable_name: 'English' });
    expect(byId(await get(5), 'iso').get('GBP')).toEqual({
      currency_id: 51,
      iso: 'GBP',
      name: 'Pound Sterling',
      minor_unit: 2,
    });
    const tahiti = byId(await get(6), 'name').get('Pacific/Tahiti');
    expect(tahiti).toMatchObject({
      ref_timezone_id: 3,
      description: '[GMT-10:00] Pacific/Tahiti',
      utc_offset: '-36000',
    });
    expect(await get(7)).toContainEqual({ code: 'AL', printable_name: 'Alabama' });
    expect((await get(8))[0]).toEqual({
      conversion_type_id: 1,
      conversion_type: 'standard',
      description: 'Standard Transaction',
      available_to_invoice: 'y',
      available_to_selfbill: 'y',
      exclude_from_override_rules: 'y',
    });
    expect(byId(await get(9), 'ref_device_id').get(2)).toEqual({
      ref_device_id: 2,
      title: 'Desktop',
      description: 'Standard desktop web',
      skip_invoice: 0,
      skip_selfbill: 0,
      skip_override: 0,
      key: 'desktop',
    });
    expect(byId(await get(10), 'ref_user_context_id').get(1)).toMatchObject({
      title: 'Other',
      key: 'other',
    });
    expect(byId(await get(11), 'ref_traffic_source_id').get(1)?.title).toBe('Other');
    expect(byId(await get(12), 'ref_conversion_metric_id').get(3)?.title).toBe('App Download');
    expect(byId(await get(13), 'ref_partnership_model_id').get(2)).toMatchObject({
      title: 'CPA',
      description: 'Cost per acquisition',
    });
  });

  it('lists exactly what the validations accept', async () => {
    const { auth } = await makeNetwork();
    const ids = async (i: number, key: string) => {
      const [mod, path, plural, singular] = LOOKUPS[i]!;
      return items(await lookup(mod, path, auth), plural, singular).map((r) => r[key]);
    };
    const keys = (m: Record<number, string>) => Object.keys(m).map(Number);
    expect(await ids(0, 'vertical_id')).toEqual(keys(VERTICALS));
    expect(await ids(1, 'website_id')).toEqual(keys(WEBSITE_TYPES));
    expect(await ids(2, 'promotional_method_id')).toEqual(keys(PROMOTIONAL_METHODS));
    expect(await ids(3, 'iso')).toEqual(Country.options);
    expect(await ids(4, 'code')).toEqual(Locale.options);
    expect((await ids(5, 'iso')).sort()).toEqual([...Currency.options].sort());
    const zones = (await ids(6, 'name')) as string[];
    expect(zones).toEqual(expect.arrayContaining(['UTC', 'GMT', 'CET', 'Europe/London']));
    for (const zone of zones) expect(timeZone().safeParse(zone).success, zone).toBe(true);
    expect(timeZone().safeParse('Mars/Olympus_Mons').success).toBe(false);
  });

  it('GET /reference/currency/country answers a bare array of combinations', async () => {
    const { auth } = await makeNetwork();
    const res = await lookup(currencyCountryRoute, 'currency/country', auth);
    expect(res.status).toBe(200);
    expect(referenceErrors('reference-currency-country', res.json)).toEqual([]);
    const combos = res.json[0].currency_country.currency_iso as Record<string, Row>;
    expect(Object.keys(combos).sort()).toEqual([...Currency.options].sort());
    const aed = { currency_country: { currency_iso: { AED: combos.GBP } } };
    expect(referenceErrors('reference-currency-country', [aed])).toEqual([]);
    const xml = await lookup(currencyCountryRoute, 'currency/country', auth, '.xml');
    expect(xml.headers.get('content-type')).toContain('text/xml');
    expect(xml.text).toMatch(/<currency_iso>\s*<GBP>\s*<country_iso>\s*<item>AD<\/item>/);
  });

  it('serves XML with the .xml suffix', async () => {
    const { auth } = await makeNetwork();
    const res = await lookup(verticalRoute, 'vertical', auth, '.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/xml');
    expect(res.text).toMatch(
      /<verticals>\s*<vertical>\s*<vertical_id>1<\/vertical_id>\s*<name>Downloads<\/name>/,
    );
  });

  it('gives each zone its offset now, summer time included', () => {
    const july = new Date('2024-07-01T12:00:00Z');
    expect(describeTimezone('Europe/London', july)).toEqual({
      description: '[GMT+01:00] Europe/London',
      local_time: '2024-07-01 13:00:00',
      utc_offset: '3600',
    });
    expect(describeTimezone('Asia/Kolkata', july).utc_offset).toBe('19800');
    expect(describeTimezone('UTC', july).description).toBe('[GMT+00:00] UTC');
  });
});
