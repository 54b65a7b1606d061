import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { conversionItems, conversions } from '@/lib/db/schema';
import { makeNetwork } from '../support/harness';
import {
  allowDatedSales,
  conversionSetup,
  record,
  report,
  seedConversions,
  useQueue,
} from '../support/conversions';

/**
 * The partner conversion report's parameters and defaults, as the reference documents them
 * (openapi/partnerize-partner-conversions-api-openapi.yml, src/granular_reporting.apib).
 */

type Row = { conversion_data: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
const RANGE = 'start_date=2024-01-01&end_date=2024-12-31+23%3A59%3A59';

async function setup() {
  const net = await makeNetwork();
  const s = await conversionSetup(net);
  const get = async (query: string, suffix = '.json') => {
    const res = await report(s.partner.auth, s.publisherId, query, suffix);
    return res;
  };
  const refs = async (query: string) => {
    const res = await get(query);
    expect(res.status, res.text).toBe(200);
    return res.json.conversions.map((c: Row) => c.conversion_data.conversion_reference);
  };
  const add = (ref: string, time: string, extra: Record<string, unknown> = {}) =>
    record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: ref,
      value: '10',
      conversion_time: time,
      ...extra,
    }).then((r) => {
      expect(r.status, r.text).toBe(201);
      return r.json.data as { id: string; items: { id: string }[] };
    });
  return { net, s, get, refs, add };
}

const errorsOf = (res: { json: { error: { errors: { property: string; code: string }[] } } }) =>
  res.json.error.errors.map((e: { property: string; code: string }) => `${e.property}:${e.code}`);

// These tests record sales on fixed 2024 dates.
allowDatedSales();

describe('partner conversion report: dates', () => {
  it('start_date alone is enough: end_date defaults to now', async () => {
    const t = await setup();
    const recent = new Date(Date.now() - 3_600_000).toISOString().replace(/\.\d+Z$/, 'Z');
    await t.add('recent', recent);
    const before = Date.now();
    const res = await t.get('start_date=2024-01-01');
    expect(res.status).toBe(200);
    expect(res.json.conversions.map((c: Row) => c.conversion_data.conversion_reference)).toEqual([
      'recent',
    ]);
    const end = Date.parse(`${res.json.end_date_time_utc.replace(' ', 'T')}Z`);
    expect(end).toBeGreaterThanOrEqual(before - 1000);
    expect(end).toBeLessThanOrEqual(Date.now() + 1000);
    expect(errorsOf(await t.get('end_date=2024-01-01'))).toEqual(['start_date:required_property']);
  });

  it('accepts the date forms of the reference: date, date and time, ISO 8601 with Z or offset; days roll over', async () => {
    const t = await setup();
    await t.add('a', '2016-03-01T05:15:32Z');
    const cases: [string, string][] = [
      ['start_date=2016-03-01&end_date=2016-03-02', '2016-03-01 00:00:00'],
      ['start_date=2016-03-01+05%3A15%3A32&end_date=2016-03-02', '2016-03-01 05:15:32'],
      ['start_date=2016-03-01T05:15:32Z&end_date=2016-03-02', '2016-03-01 05:15:32'],
      ['start_date=2016-03-01T06:15:32%2B01:00&end_date=2016-03-02', '2016-03-01 05:15:32'],
      // The reference's own example: 30 February is 1 March.
      ['start_date=2016-02-30T05:15:32Z&end_date=2016-03-10T19:02:35Z', '2016-03-01 05:15:32'],
    ];
    for (const [query, start] of cases) {
      const res = await t.get(query);
      expect(res.status, query).toBe(200);
      expect(res.json.start_date_time_utc).toBe(start);
      expect(res.json.conversions).toHaveLength(1);
    }
    const bad = await t.get('start_date=2016-13-01&end_date=03/10/2016');
    expect(errorsOf(bad)).toEqual([
      'start_date:invalid_property_format',
      'end_date:invalid_property_format',
    ]);
  });

  it('timezone reads the window and renders every time on its wall clock (default UTC)', async () => {
    const t = await setup();
    const c = await t.add('late', '2024-07-01T23:30:00Z');
    const utc = await t.get('start_date=2024-07-02&end_date=2024-07-03');
    expect(utc.json.conversions).toEqual([]);
    expect(utc.json.timezone).toBe('UTC');
    const london = await t.get('start_date=2024-07-02&end_date=2024-07-03&timezone=Europe/London');
    expect(london.status).toBe(200);
    expect(london.json).toMatchObject({
      start_date_time_utc: '2024-07-01 23:00:00',
      start_date_time: '2024-07-02 00:00:00',
      end_date_time_utc: '2024-07-02 23:00:00',
      end_date_time: '2024-07-03 00:00:00',
      timezone: 'Europe/London',
    });
    const row = london.json.conversions[0].conversion_data;
    expect(row.conversion_id).toBe(c.id);
    expect(row.conversion_time).toBe('2024-07-02 00:30:00');
    // A date with an offset is absolute whatever the zone.
    const tokyo = await t.get(
      'start_date=2024-07-01T23:00:00Z&end_date=2024-07-02T00:00:00Z&timezone=Asia/Tokyo',
    );
    expect(tokyo.json.conversions[0].conversion_data.conversion_time).toBe('2024-07-02 08:30:00');
    expect(errorsOf(await t.get(`${RANGE}&timezone=Mars/Olympus`))).toEqual([
      'timezone:invalid_property_format',
    ]);
  });

  it('text_date: contextual ranges, last n days, precedence over start_date', async () => {
    const t = await setup();
    const daysAgo = (n: number) =>
      new Date(Date.now() - n * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');
    await t.add('d10', daysAgo(10));
    await t.add('d60', daysAgo(60));
    expect(await t.refs('text_date=last+45+days')).toEqual(['d10']);
    expect(await t.refs('text_date=last_90_days')).toEqual(['d10', 'd60']);
    expect(await t.refs('text_date=today')).toEqual([]);
    expect(await t.refs('text_date=this+year&start_date=2000-01-01')).toEqual(
      [daysAgo(10), daysAgo(60)]
        .map((d, i) => [d, ['d10', 'd60'][i]] as const)
        .filter(([d]) => d.slice(0, 4) === String(new Date().getUTCFullYear()))
        .map(([, r]) => r),
    );
    const y = await t.get('text_date=yesterday');
    const today = new Date().toISOString().slice(0, 10);
    expect(y.json.end_date_time_utc).toBe(
      `${new Date(Date.parse(today) - 1000).toISOString().slice(0, 10)} 23:59:59`,
    );
    expect(errorsOf(await t.get('text_date=fortnight'))).toEqual(['text_date:invalid_enum_value']);
  });

  it('date_type: standard (conversion_time, default), last_modified and approved_at', async () => {
    const t = await setup();
    const a = await t.add('a', '2020-01-01T00:00:00Z', {
      items: [{ sku: 'S1', item_value: '10' }],
    });
    await t.add('b', '2024-05-05T00:00:00Z');
    const db = await getDb();
    await db
      .update(conversions)
      .set({ updatedAt: new Date('2024-06-01T00:00:00Z') })
      .where(eq(conversions.id, Number(a.id)));
    await db
      .update(conversionItems)
      .set({ status: 'approved', updatedAt: new Date('2024-06-02T00:00:00Z') })
      .where(eq(conversionItems.conversionId, Number(a.id)));
    const june = 'start_date=2024-06-01&end_date=2024-06-30';
    expect(await t.refs(june)).toEqual([]);
    expect(await t.refs(`${june}&date_type=standard`)).toEqual([]);
    expect(await t.refs(`${june}&date_type=last_modified`)).toEqual(['a']);
    expect(await t.refs(`${june}&date_type=last_updated`)).toEqual(['a']);
    expect(await t.refs('start_date=2024-06-02&end_date=2024-06-03&date_type=approved_at')).toEqual(
      ['a'],
    );
    expect(await t.refs('start_date=2024-06-03&end_date=2024-06-30&date_type=approved_at')).toEqual(
      [],
    );
    expect(errorsOf(await t.get(`${june}&date_type=paid`))).toEqual([
      'date_type:invalid_enum_value',
    ]);
  });
});

describe('partner conversion report: filters', () => {
  it('currency, conversion_id, conversion_reference, ref_conversion_metric_id, campaign_id and multipivot', async () => {
    const t = await setup();
    const a = await t.add('a', '2024-02-01T00:00:00Z', {
      currency: 'GBP',
      publisher_reference: 'pub-1',
      items: [{ sku: 'SKU-A', item_value: '10' }],
    });
    const b = await t.add('b', '2024-02-02T00:00:00Z', {
      currency: 'GBP',
      publisher_reference: 'pub-2',
    });
    const db = await getDb();
    await db
      .update(conversions)
      .set({ refConversionMetricId: 2 })
      .where(eq(conversions.id, Number(b.id)));
    expect(await t.refs(`${RANGE}&currency=GBP`)).toEqual(['a', 'b']);
    expect(await t.refs(`${RANGE}&currency[]=EUR&currency[]=USD`)).toEqual([]);
    expect(await t.refs(`${RANGE}&conversion_id=${b.id}`)).toEqual(['b']);
    expect(await t.refs(`${RANGE}&conversion_id=1l28718278`)).toEqual([]);
    expect(await t.refs(`${RANGE}&conversion_reference=a`)).toEqual(['a']);
    expect(await t.refs(`${RANGE}&ref_conversion_metric_id=2`)).toEqual(['b']);
    expect(
      await t.refs(`${RANGE}&ref_conversion_metric_id[]=1&ref_conversion_metric_id[]=2`),
    ).toEqual(['b']);
    expect(await t.refs(`${RANGE}&campaign_id[]=${t.s.campaignId}`)).toEqual(['a', 'b']);
    expect(await t.refs(`${RANGE}&campaign_id=1l121`)).toEqual([]);
    expect(await t.refs(`${RANGE}&multipivot[campaign][]=${t.s.campaignId}`)).toEqual(['a', 'b']);
    expect(await t.refs(`${RANGE}&multipivot[product][]=SKU-A`)).toEqual(['a']);
    expect(await t.refs(`${RANGE}&multipivot[publisher_reference][]=pub-2`)).toEqual(['b']);
    // Pivots we do not know are ignored.
    expect(await t.refs(`${RANGE}&multipivot[colour][]=red`)).toEqual(['a', 'b']);
    expect(a.id).not.toBe(b.id);
  });

  it('invoice_created_date matches nothing (we keep no invoices); include_payment_info adds the payment fields', async () => {
    const t = await setup();
    await t.add('a', '2024-02-01T00:00:00Z');
    expect(await t.refs(`${RANGE}&invoice_created_date=2016-03-10T19:02:35Z`)).toEqual([]);
    expect(errorsOf(await t.get(`${RANGE}&invoice_created_date=soon`))).toEqual([
      'invoice_created_date:invalid_property_format',
    ]);
    const plain = (await t.get(RANGE)).json.conversions[0].conversion_data;
    expect(plain).not.toHaveProperty('payment_status');
    const paid = (await t.get(`${RANGE}&include_payment_info=true`)).json.conversions[0]
      .conversion_data;
    expect(paid).toMatchObject({
      payment_status: null,
      self_bill_request_date: null,
      self_bill_release_date: null,
    });
  });
});

describe('partner conversion report: paging', () => {
  useQueue();

  it('offset paging of 1,000 conversions in pages of 300 returns each once, with the real count', async () => {
    const t = await setup();
    const { ids } = await seedConversions(t.net, t.s.campaignId, t.s.publisherId, 1000, {
      time: new Date(Date.UTC(2024, 3, 1)),
    });
    const seen: string[] = [];
    for (const offset of [0, 300, 600, 900]) {
      const res = await t.get(`${RANGE}&limit=300&offset=${offset}`);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ count: 1000, offset, limit: 300, cursor_id: null });
      expect(res.json.hypermedia.pagination).toMatchObject({
        total_item_count: 1000,
        total_page_count: 4,
      });
      seen.push(...res.json.conversions.map((c: Row) => c.conversion_data.conversion_id));
      if (offset === 900) expect(res.json.hypermedia.pagination.next_page).toBeNull();
      else expect(res.json.hypermedia.pagination.next_page).toContain(`offset=${offset + 300}`);
    }
    expect(seen).toHaveLength(1000);
    expect(new Set(seen).size).toBe(1000);
    expect(seen).toEqual(ids.map(String));
  }, 60_000);

  it('limit defaults to 300 (at most 300); pagination=cursor forces cursor paging; offset defaults to 0', async () => {
    const t = await setup();
    await seedConversions(t.net, t.s.campaignId, t.s.publisherId, 305, {
      time: new Date(Date.UTC(2024, 3, 1)),
    });
    const first = await t.get(RANGE);
    expect(first.json).toMatchObject({ limit: 300, offset: 0, count: 305 });
    expect(first.json.conversions).toHaveLength(300);
    expect(first.json.cursor_id).toEqual(expect.any(Number));
    const forced = await t.get(`${RANGE}&offset=300&pagination=cursor`);
    expect(forced.json.conversions).toHaveLength(300);
    expect(forced.json.cursor_id).toEqual(expect.any(Number));
    const offset = await t.get(`${RANGE}&pagination=offset&limit=100`);
    expect(offset.json).toMatchObject({ offset: 0, cursor_id: null });
    expect(offset.json.hypermedia.pagination.next_page).toContain('offset=100');
    expect(errorsOf(await t.get(`${RANGE}&limit=301`))).toEqual(['limit:invalid_upper_bound']);
    expect(errorsOf(await t.get(`${RANGE}&offset=-1`))).toEqual(['offset:invalid_lower_bound']);
  });
});
