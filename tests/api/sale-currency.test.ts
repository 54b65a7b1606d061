import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as brandCount from '@/app/(api)/v3/brand/analytics/conversions/count/route';
import * as brandTimeseries from '@/app/(api)/v3/brand/analytics/conversions/timeseries/route';
import * as brandReportRoute from '@/app/(api)/reporting/report_advertiser/campaign/[campaign_id]/conversion/route';
import * as conversionExport from '@/app/(api)/reporting/export/export/conversion/route';
import * as itemExport from '@/app/(api)/reporting/export/export/conversion_item/route';
import { getDb } from '@/lib/db/client';
import { conversions, exchangeRates } from '@/lib/db/schema';
import { call, makeNetwork } from '../support/harness';
import { allowDatedSales, conversionSetup, record, report, useQueue } from '../support/conversions';

/**
 * Three currencies (issue 34): a campaign in GBP at 10%, sales sent in USD, analytics asked in
 * CHF. Each sale converts at the stored ECB rates of its UTC day (the latest day on or before
 * it): cross rates through the euro kept to 20 significant digits, amounts half up to 0.0001.
 * The expected figures below were worked out by hand with exact decimals.
 */

// Units per euro. Friday's rates serve the weekend; Monday's differ, so a wrong day shows.
const RATES: Record<string, Record<string, string>> = {
  '2024-03-01': { USD: '1.0850', GBP: '0.85540', CHF: '0.9555' },
  '2024-03-04': { USD: '1.0844', GBP: '0.85550', CHF: '0.9590' },
};

// GBP per USD: Friday 0.85540 / 1.0850, Monday 0.85550 / 1.0844 (20 significant digits).
const FRI_USD_GBP = '0.78838709677419354839';
const MON_USD_GBP = '0.78891552932497233493';

type Csv = Record<string, string>;
type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const rowsOf = (text: string): Csv[] =>
  parse(text, { columns: true, bom: true, skip_empty_lines: true });

const brandReport = (auth: string, campaignId: string, query: string, suffix = '.json') =>
  call(
    brandReportRoute,
    `/reporting/report_advertiser/campaign/${campaignId}/conversion${suffix}?${query}`,
    { auth, params: { campaign_id: campaignId } },
  );
const post = (route: unknown, path: string, auth: string, body: unknown) =>
  call(route as Parameters<typeof call>[0], path, { method: 'POST', auth, body });
const RANGE = 'start_date=2024-03-01&end_date=2024-03-05';

allowDatedSales();

async function world() {
  const net = await makeNetwork();
  const s = await conversionSetup(net, { default_commission_rate: '10', default_currency: 'GBP' });
  const db = await getDb();
  await db.insert(exchangeRates).values(
    Object.entries(RATES).flatMap(([date, rates]) =>
      Object.entries(rates).map(([currency, rate]) => ({
        networkId: net.networkId,
        date,
        currency,
        rate,
        source: 'ecb',
      })),
    ),
  );
  const sale = async (body: Record<string, unknown>) => {
    const res = await record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      ...body,
    });
    expect(res.status, res.text).toBe(201);
    return res.json.data as { id: string; commission: string; currency: string; value: string };
  };
  // Saturday: Friday's rates.
  const weekend = await sale({
    conversion_reference: 'usd-sat',
    value: '100.00',
    currency: 'USD',
    conversion_time: '2024-03-02T12:00:00Z',
    customer_type: 'Existing',
    items: [
      { sku: 'ZN-1', category: 'Organic Liquid Zinc(Full)', item_value: '60.00' },
      { sku: 'ZN-2', category: 'Tea & Co.', item_value: '40.00' },
    ],
  });
  const monday = await sale({
    conversion_reference: 'usd-mon',
    value: '250.00',
    currency: 'USD',
    conversion_time: '2024-03-04T09:00:00Z',
  });
  const pounds = await sale({
    conversion_reference: 'gbp-mon',
    value: '50.00',
    conversion_time: '2024-03-04T10:00:00Z',
  });
  return { net, s, weekend, monday, pounds };
}

describe('sales in another currency than the campaign (three currencies, stored rates)', () => {
  useQueue();

  it("records the commission as a percentage of the value at the sale day's rate, and keeps the rate", async () => {
    const { s, weekend, monday, pounds } = await world();
    // 100.00 USD x 0.78838709677419354839 = 78.8387 GBP; 10% = 7.8839 (the items' 4.7303 + 3.1536).
    expect(weekend).toMatchObject({
      currency: 'USD',
      value: '100.00',
      commission: '7.8839',
      commission_currency: 'GBP',
      customer_type: 'existing',
    });
    // 250.00 USD x 0.78891552932497233493 = 197.2289 GBP; 10% = 19.7229 (Friday's would be 19.7097).
    expect(monday).toMatchObject({ currency: 'USD', commission: '19.7229' });
    expect(pounds).toMatchObject({ currency: 'GBP', commission: '5.00' });
    const db = await getDb();
    const [stored] = await db
      .select({
        rate: conversions.exchangeRate,
        day: conversions.exchangeRateDate,
        source: conversions.exchangeRateSource,
      })
      .from(conversions)
      .where(eq(conversions.id, Number(weekend.id)));
    expect(stored).toEqual({ rate: FRI_USD_GBP, day: '2024-03-01', source: 'ecb' });

    // Before the first stored day there is no rate: a percentage commission cannot be taken.
    const early = await record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: 'usd-early',
      value: '10.00',
      currency: 'USD',
      conversion_time: '2024-02-28T12:00:00Z',
    });
    expect(early.status).toBe(400);
    expect(early.json.error.errors).toEqual([expect.objectContaining({ property: '[currency]' })]);
    expect(early.json.error.errors[0].message).toContain('2024-02-28');
  });

  it('reports and exports a converted sale in the campaign currency with currency_original and the stored rate', async () => {
    const { net, s, weekend, monday, pounds } = await world();
    // A rate imported later for the sale's own day does not change what was recorded.
    const db = await getDb();
    await db.insert(exchangeRates).values(
      ['USD', 'GBP', 'CHF'].map((currency) => ({
        networkId: net.networkId,
        date: '2024-03-02',
        currency,
        rate: '2',
        source: 'ecb',
      })),
    );

    const res = await brandReport(s.brandUser.auth, s.campaignId, RANGE);
    expect(res.status, res.text).toBe(200);
    // 78.8387 + 197.2289 + 50 and 7.8839 + 19.7229 + 5, all in GBP.
    expect(res.json).toMatchObject({
      total_conversion_count: { GBP: 3 },
      total_value: { GBP: 326.0676 },
      total_commission_value: { GBP: 32.6068 },
    });
    expect(res.text).toContain('"total_value":{"GBP":326.0676}');
    const byId = new Map<string, Data>(
      res.json.conversions.map((c: { conversion_data: { conversion_id: string } }) => [
        c.conversion_data.conversion_id,
        c.conversion_data,
      ]),
    );
    expect(byId.get(weekend.id)).toMatchObject({
      currency: 'GBP',
      currency_original: 'USD',
      currency_conversion_rate: FRI_USD_GBP,
      customer_type: 'existing',
      conversion_value: { value: 78.8387, commission: 7.8839 },
    });
    // 60.00 and 40.00 USD at Friday's rate.
    expect(
      byId
        .get(weekend.id)!
        .conversion_items.map((i: { category: string; item_value: number }) => [
          i.category,
          i.item_value,
        ]),
    ).toEqual([
      ['Organic Liquid Zinc(Full)', 47.3032],
      ['Tea & Co.', 31.5355],
    ]);
    expect(byId.get(monday.id)).toMatchObject({
      currency: 'GBP',
      currency_original: 'USD',
      currency_conversion_rate: MON_USD_GBP,
      conversion_value: { value: 197.2289, commission: 19.7229 },
    });
    // A sale in the campaign's currency was not converted: both empty, as the reference shows it.
    expect(byId.get(pounds.id)).toMatchObject({
      currency: 'GBP',
      currency_original: null,
      currency_conversion_rate: null,
      conversion_value: { value: 50, commission: 5 },
    });
    // The currency filter matches the currency a row reads in.
    const usd = await brandReport(s.brandUser.auth, s.campaignId, `${RANGE}&currency=USD`);
    expect(usd.json.count).toBe(0);
    const gbp = await brandReport(s.brandUser.auth, s.campaignId, `${RANGE}&currency=GBP`);
    expect(gbp.json.count).toBe(3);

    // The partner's report and its CSV read the same.
    const partner = await report(s.partner.auth, s.publisherId, RANGE, '.csv');
    expect(partner.status, partner.text).toBe(200);
    const partnerRows = rowsOf(partner.text);
    expect(
      partnerRows.map((r) => [
        r.conversion_reference,
        r.currency,
        r.value,
        r.publisher_commission,
        r.currency_original,
        r.currency_conversion_rate,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['usd-sat', 'GBP', '78.8387', '7.8839', 'USD', FRI_USD_GBP],
        ['usd-mon', 'GBP', '197.2289', '19.7229', 'USD', MON_USD_GBP],
        ['gbp-mon', 'GBP', '50.00', '5.00', '', ''],
      ]),
    );

    // The Exports API: decimal strings, items converted one by one.
    const window = `publisher_id=${s.publisherId}&start_date=2024-03-01&end_date=2024-03-05`;
    const conv = await call(conversionExport, `/reporting/export/export/conversion.csv?${window}`, {
      auth: s.partner.auth,
    });
    expect(conv.status, conv.text).toBe(200);
    const convRows = rowsOf(conv.text);
    expect(
      convRows.map((r) => [
        r.conversion_id,
        r.currency,
        r.value,
        r.commission,
        r.currency_original,
        r.currency_conversion_rate,
      ]),
    ).toEqual([
      [weekend.id, 'GBP', '78.8387', '7.8839', 'USD', FRI_USD_GBP],
      [monday.id, 'GBP', '197.2289', '19.7229', 'USD', MON_USD_GBP],
      [pounds.id, 'GBP', '50.00', '5.00', '', ''],
    ]);
    const items = await call(
      itemExport,
      `/reporting/export/export/conversion_item.csv?${window}&conversion_id=${weekend.id}`,
      { auth: s.partner.auth },
    );
    expect(items.status, items.text).toBe(200);
    expect(
      rowsOf(items.text).map((r) => [r.category, r.item_value, r.item_commission, r.currency]),
    ).toEqual([
      ['Organic Liquid Zinc(Full)', '47.3032', '4.7303', 'GBP'],
      ['Tea & Co.', '31.5355', '3.1536', 'GBP'],
    ]);
  });

  it("analytics convert each sale into output_currency at its day's rates, exactly", async () => {
    const { s } = await world();
    const body = {
      date_time_ranges: [{ start: '2024-03-01T00:00:00+00:00', end: '2024-03-05T00:00:00+00:00' }],
      scope: { campaigns: [s.campaignId] },
      metrics: ['total_conversions', 'total_order_value', 'total_commission'],
      output_currency: 'CHF',
    };
    // Values from the sales' own currencies: 100 USD at Friday's 0.9555 / 1.0850 =
    // 0.88064516129032258065 -> 88.0645; 250 USD at Monday's 0.9590 / 1.0844 =
    // 0.88436001475470306160 -> 221.0900; 50 GBP at Monday's 0.9590 / 0.85550 =
    // 1.1209818819403857393 -> 56.0491. Commissions from GBP: 7.8839 at Friday's
    // 0.9555 / 0.85540 = 1.1170212765957446809 -> 8.8065; 19.7229 -> 22.1090; 5 -> 5.6049.
    const count = await post(
      brandCount,
      '/v3/brand/analytics/conversions/count',
      s.brandUser.auth,
      body,
    );
    expect(count.status, count.text).toBe(200);
    expect(count.json.data).toEqual({
      total_conversions: 3,
      total_order_value: 365.2036,
      total_commission: 36.5204,
    });
    expect(count.text).toContain('"total_order_value":365.2036');
    expect(count.text).toContain('"total_commission":36.5204');

    const days = await post(
      brandTimeseries,
      '/v3/brand/analytics/conversions/timeseries',
      s.brandUser.auth,
      { ...body, interval: { period: 'P1D' } },
    );
    expect(days.status, days.text).toBe(200);
    expect(
      days.json.data.map((d: { total_order_value: number; total_commission: number }) => [
        d.total_order_value,
        d.total_commission,
      ]),
    ).toEqual([
      [0, 0],
      [88.0645, 8.8065],
      [0, 0],
      [277.1391, 27.7139],
    ]);

    // In the campaign's own currency the analytics agree with the reports.
    const gbp = await post(brandCount, '/v3/brand/analytics/conversions/count', s.brandUser.auth, {
      ...body,
      output_currency: 'GBP',
    });
    expect(gbp.status, gbp.text).toBe(200);
    expect(gbp.json.data).toEqual({
      total_conversions: 3,
      total_order_value: 326.0676,
      total_commission: 32.6068,
    });

    // A currency with no stored rate cannot be reached: 400 naming the day.
    const yen = await post(brandCount, '/v3/brand/analytics/conversions/count', s.brandUser.auth, {
      ...body,
      output_currency: 'JPY',
    });
    expect(yen.status).toBe(400);
    expect(yen.text).toContain('output_currency');
    expect(yen.text).toContain('2024-03-02');
  });
});
