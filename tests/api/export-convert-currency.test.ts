import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import * as conversionExport from '@/app/(api)/reporting/export/export/conversion/route';
import * as itemExport from '@/app/(api)/reporting/export/export/conversion_item/route';
import { getDb } from '@/lib/db/client';
import { importEcbRates } from '@/lib/services/exchange-rates';
import { call, makeNetwork } from '../support/harness';
import { allowDatedSales, conversionSetup, record, useQueue } from '../support/conversions';

/**
 * The conversion exports' convert_currency (issue 34): every amount converted into the asked
 * currency at the stored ECB rates of the sale's UTC day (tests/fixtures/ecb-rates-sample.xml:
 * 2026-11-19, -20 and -23), cross rates through the euro to 20 significant digits, amounts half
 * up to 0.0001. A campaign in GBP at 10%, sales sent in GBP, USD and EUR.
 *
 * The rates, worked out by hand (units of the target for one of the source):
 *   GBP→EUR on 11-20: 1 / 0.87640          = 1.1410314924691921497
 *   USD→EUR on 11-20: 1 / 1.1587           = 0.86303616121515491499
 *   GBP→EUR on 11-23: 1 / 0.87805          = 1.1388873071009623598
 *   USD→GBP on 11-20: 0.87640 / 1.1587     = 0.7563648916889617675(0) (stored at recording; the
 *     twentieth digit is a 0, which plain decimal text drops)
 *   EUR→GBP on 11-23: 0.87805 / 1          = 0.87805
 */

const GBP_EUR_FRI = '1.1410314924691921497';
const USD_EUR_FRI = '0.86303616121515491499';
const GBP_EUR_MON = '1.1388873071009623598';
const USD_GBP_FRI = '0.7563648916889617675';

allowDatedSales();

type Row = Record<string, string>;
const rowsOf = (text: string): Row[] =>
  parse(text, { columns: true, bom: true, skip_empty_lines: true });

async function world() {
  const net = await makeNetwork();
  const s = await conversionSetup(net, { default_commission_rate: '10', default_currency: 'GBP' });
  await importEcbRates(
    await getDb(),
    Number(net.networkId),
    readFileSync('tests/fixtures/ecb-rates-sample.xml', 'utf8'),
  );
  const sale = async (body: Record<string, unknown>) => {
    const res = await record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      ...body,
    });
    expect(res.status, res.text).toBe(201);
    return res.json.data.id as string;
  };
  // Before the first stored day (11-19): no rate into EUR.
  const early = await sale({
    conversion_reference: 'gbp-early',
    value: '50.00',
    conversion_time: '2026-11-18T08:00:00Z',
  });
  const pounds = await sale({
    conversion_reference: 'gbp-fri',
    value: '123.45',
    conversion_time: '2026-11-20T10:00:00Z',
    items: [
      { sku: 'A', item_value: '100.00' },
      { sku: 'B', item_value: '23.45' },
    ],
  });
  // Saturday: Friday's rates, at recording (into GBP) and in the export.
  const dollars = await sale({
    conversion_reference: 'usd-sat',
    value: '100.00',
    currency: 'USD',
    conversion_time: '2026-11-21T12:00:00Z',
  });
  const euros = await sale({
    conversion_reference: 'eur-mon',
    value: '80.00',
    currency: 'EUR',
    conversion_time: '2026-11-23T09:00:00Z',
  });
  const exportOf = (mod: typeof itemExport, kind: string, extra = '') =>
    call(
      mod,
      `/reporting/export/export/${kind}.csv?publisher_id=${s.publisherId}&start_date=2026-11-01&end_date=2026-11-30${extra}`,
      { auth: s.partner.auth },
    );
  return { ids: { early, pounds, dollars, euros }, exportOf };
}

const MONEY = [
  'conversion_id',
  'currency',
  'value',
  'commission',
  'publisher_commission',
  'currency_original',
  'currency_conversion_rate',
  'commission_currency',
  'commission_currency_original',
  'commission_conversion_rate',
] as const;
const pick = (row: Row, keys: readonly string[]) => keys.map((k) => row[k]);

describe('exports: convert_currency', () => {
  useQueue();

  it('converts every amount at the rates of the sale day, saying from what and at which rate', async () => {
    const { ids, exportOf } = await world();
    const res = await exportOf(conversionExport, 'conversion', '&convert_currency=eur');
    expect(res.status, res.text).toBe(200);
    expect(rowsOf(res.text).map((r) => pick(r, MONEY))).toEqual([
      // No GBP rate on or before 11-18: the row reads as without convert_currency, rates empty.
      [ids.early, 'GBP', '50.00', '5.00', '5.00', '', '', 'GBP', '', ''],
      // 123.45 x 1.1410314924691921497 = 140.86033... -> 140.8603;
      // commission 12.345 x the same = 14.08603... -> 14.0860.
      [
        ids.pounds,
        'EUR',
        '140.8603',
        '14.086',
        '14.086',
        'GBP',
        GBP_EUR_FRI,
        'EUR',
        'GBP',
        GBP_EUR_FRI,
      ],
      // Value from the USD sent: 100.00 x 0.86303616121515491499 = 86.30361... -> 86.3036.
      // Commission from GBP: 10% of 100.00 x 0.7563648916889617675 (75.6365) = 7.56365 ->
      // 7.5637 GBP at recording; 7.5637 x 1.1410314924691921497 = 8.63040... -> 8.6304.
      [
        ids.dollars,
        'EUR',
        '86.3036',
        '8.6304',
        '8.6304',
        'USD',
        USD_EUR_FRI,
        'EUR',
        'GBP',
        GBP_EUR_FRI,
      ],
      // Value already in EUR (rate 1). Commission: 10% of 80.00 x 0.87805 (70.2440) = 7.0244
      // GBP; 7.0244 x 1.1388873071009623598 = 7.99999... -> 8.0000.
      [ids.euros, 'EUR', '80.00', '8.00', '8.00', 'EUR', '1', 'EUR', 'GBP', GBP_EUR_MON],
    ]);

    // The item file converts each item's value and commission on its own.
    const items = await exportOf(itemExport, 'conversion_item', '&convert_currency=EUR');
    expect(items.status, items.text).toBe(200);
    const itemRows = rowsOf(items.text).filter((r) => r.conversion_id === ids.pounds);
    // 100.00 x 1.1410314924691921497 = 114.10314... -> 114.1031; commission 10.00 -> 11.4103.
    // 23.45 x the same = 26.75718... -> 26.7572; commission 2.345 -> 2.67572... -> 2.6757.
    expect(
      itemRows.map((r) =>
        pick(r, ['sku', 'currency', 'item_value', 'item_commission', 'item_publisher_commission']),
      ),
    ).toEqual([
      ['A', 'EUR', '114.1031', '11.4103', '11.4103'],
      ['B', 'EUR', '26.7572', '2.6757', '2.6757'],
    ]);
    expect(itemRows[0]).toMatchObject({ value: '140.8603', currency_original: 'GBP' });
  });

  it("keeps a sale's stored rate into its campaign's currency, and converts without a lookup when none is needed", async () => {
    const { ids, exportOf } = await world();
    const res = await exportOf(conversionExport, 'conversion', '&convert_currency=GBP');
    expect(res.status, res.text).toBe(200);
    const byId = new Map(rowsOf(res.text).map((r) => [r.conversion_id, pick(r, MONEY)]));
    // In GBP already, even before the first stored rate: rate 1.
    expect(byId.get(ids.early)).toEqual([
      ids.early,
      'GBP',
      '50.00',
      '5.00',
      '5.00',
      'GBP',
      '1',
      'GBP',
      'GBP',
      '1',
    ]);
    // Converted into GBP at recording: the stored rate, 100.00 x 0.75636... = 75.6365.
    expect(byId.get(ids.dollars)).toEqual([
      ids.dollars,
      'GBP',
      '75.6365',
      '7.5637',
      '7.5637',
      'USD',
      USD_GBP_FRI,
      'GBP',
      'GBP',
      '1',
    ]);
  });

  it('refuses a code that is not a currency on the field; without it the file is as before', async () => {
    const { exportOf } = await world();
    for (const code of ['XYZ', 'EURO', '12', 'E'])
      for (const [mod, kind] of [
        [conversionExport, 'conversion'],
        [itemExport, 'conversion_item'],
      ] as const) {
        const res = await exportOf(mod, kind, `&convert_currency=${code}`);
        expect(res.status, `${kind} ${code}`).toBe(400);
        expect(res.text.split('\r\n')[1]).toContain(',convert_currency,');
      }

    for (const [mod, kind] of [
      [conversionExport, 'conversion'],
      [itemExport, 'conversion_item'],
    ] as const) {
      const plain = await exportOf(mod, kind);
      expect(plain.status, plain.text).toBe(200);
      // Blank is absent: byte for byte the same file.
      expect((await exportOf(mod, kind, '&convert_currency=')).text).toBe(plain.text);
      const header = plain.text.split('\r\n')[0]!;
      expect(header).not.toContain('commission_currency_original');
      expect(header).toContain('currency_original,currency_conversion_rate');
    }
    const plainRows = rowsOf((await exportOf(conversionExport, 'conversion')).text);
    expect(plainRows.map((r) => pick(r, MONEY.slice(1, 8)))).toEqual([
      ['GBP', '50.00', '5.00', '5.00', '', '', 'GBP'],
      ['GBP', '123.45', '12.345', '12.345', '', '', 'GBP'],
      ['GBP', '75.6365', '7.5637', '7.5637', 'USD', USD_GBP_FRI, 'GBP'],
      ['GBP', '70.244', '7.0244', '7.0244', 'EUR', '0.87805', 'GBP'],
    ]);
  });
});
