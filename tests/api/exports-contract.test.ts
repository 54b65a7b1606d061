import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as clickExport from '@/app/(api)/reporting/export/export/click/route';
import * as conversionExport from '@/app/(api)/reporting/export/export/conversion/route';
import * as itemExport from '@/app/(api)/reporting/export/export/conversion_item/route';
import { getDb } from '@/lib/db/client';
import { conversionItems, conversions } from '@/lib/db/schema';
import { call, makeNetwork } from '../support/harness';
import { seedClicks } from '../support/clicks';
import { approvedPartner } from '../support/campaigns';
import { allowDatedSales, conversionSetup, record, useQueue } from '../support/conversions';

/**
 * The Exports API (partnerize-exports): the three files with the reference's columns in its
 * order, its parameters, and a replay of the requests a public Singer tap makes for its
 * conversion items stream (one day per request), reading the columns it reads.
 */

allowDatedSales();

// The reference's example headers (partnerize-exports), in order.
const CLICK_COLUMNS =
  'click_id,cookie_id,campaign_id,publisher_id,status,set_time,set_ip,last_used,last_ip,advertiser_reference,referer,creative_id,creative_type,specific_creative_id,country,publisher_name';
const CONVERSION_COLUMNS =
  'conversion_id,campaign_id,publisher_id,conversion_date,conversion_date_time,click_time,click_date,click_date_time,currency,advertiser_reference,conversion_reference,referer_ip,source_referer,campaign_title,publisher_name,conversion_status,conversion_lag,value,commission,publisher_commission,creative_type,creative_id,specific_creative_id,customer_type,was_disputed,cookie_id,country,currency_original,currency_conversion_rate,customer_reference,camref';
const ITEM_COLUMNS =
  'conversion_id,campaign_id,publisher_id,conversion_date,conversion_date_time,click_time,click_date,click_date_time,currency,advertiser_reference,conversion_reference,referer_ip,source_referer,campaign_title,publisher_name,conversion_status,conversion_lag,value,commission,publisher_commission,creative_type,creative_id,specific_creative_id,customer_type,was_disputed,cookie_id,country,currency_original,currency_conversion_rate,conversion_item_id,sku,category,item_value,item_commission,item_publisher_commission,item_status,item_status_id,reject_reason,last_update,voucher_codes,customer_reference,camref,invoice_id';

type Row = Record<string, string>;
const rowsOf = (text: string, delimiter = ','): Row[] =>
  parse(text, { columns: true, delimiter, bom: true, skip_empty_lines: true });

async function world() {
  const net = await makeNetwork();
  const s = await conversionSetup(net, {
    default_commission_rate: '10',
    default_currency: 'GBP',
  });
  const sale = async (ref: string, time: string, items?: unknown[]) => {
    const res = await record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: ref,
      value: '123.45',
      customer_type: 'new',
      conversion_time: time,
      ...(items ? { items } : {}),
    });
    expect(res.status, res.text).toBe(201);
    return res.json.data.id as string;
  };
  const withItems = await sale('order-1', '2024-03-04T10:22:02Z', [
    { sku: 'SKU-1', category: 'Organic', item_value: '100.00' },
    { sku: 'SKU-2', item_value: '23.45' },
  ]);
  const plain = await sale('order-2', '2024-03-05T08:00:00Z');
  const outside = await sale('order-3', '2024-04-01T08:00:00Z');
  const db = await getDb();
  // The conversion metric and meta a brand's bulk update or feed would have set.
  for (const id of [withItems, plain, outside])
    await db
      .update(conversions)
      .set({ refConversionMetricId: 2, meta: { gross_value: '130.00' } })
      .where(eq(conversions.id, Number(id)));
  await db
    .update(conversionItems)
    .set({ meta: { colour: 'red' } })
    .where(
      and(eq(conversionItems.conversionId, Number(withItems)), eq(conversionItems.sku, 'SKU-1')),
    );
  await seedClicks(
    {
      networkId: Number(net.networkId),
      campaignId: Number(s.campaignId),
      partnerId: Number(s.publisherId),
    },
    [
      { at: new Date('2024-03-04T10:11:36Z'), pubref: 'sub-1', country: 'IE' },
      { at: new Date('2024-03-04T11:00:00Z'), invalidReason: 'bot' },
      { at: new Date('2024-05-01T00:00:00Z') },
    ],
  );
  return { net, s, ids: { withItems, plain, outside } };
}

const exportOf = (
  mod: typeof clickExport,
  kind: string,
  auth: string,
  query: string,
  headers?: Record<string, string>,
) => call(mod, `/reporting/export/export/${kind}.csv?${query}`, { auth, headers });

describe('reference contract: exports', () => {
  useQueue();

  it('serves the three files with the reference columns, in order, streamed as CSV', async () => {
    const { s, ids } = await world();
    const auth = s.partner.auth;
    const window = `publisher_id=${s.publisherId}&start_date=2024-03-01&end_date=2024-03-31`;

    const clicks = await exportOf(clickExport, 'click', auth, window);
    expect(clicks.status, clicks.text).toBe(200);
    expect(clicks.headers.get('content-type')).toBe('application/octet-stream; charset=UTF-8');
    expect(clicks.headers.get('content-disposition')).toContain(
      `click_export_${s.publisherId}.csv`,
    );
    expect(clicks.text.split('\r\n')[0]!.startsWith(`${CLICK_COLUMNS},`)).toBe(true);
    const clickRows = rowsOf(clicks.text);
    expect(clickRows).toHaveLength(2);
    expect(clickRows[0]).toMatchObject({
      campaign_id: s.campaignId,
      publisher_id: s.publisherId,
      status: 'fresh',
      set_time: '2024-03-04 10:11:36',
      publisher_reference: 'sub-1',
      country: 'IE',
      creditable: 'y',
    });
    expect(clickRows[1]!.country).toBe('');
    // A partner never learns which abuse rule caught its click.
    expect(clickRows[1]).toMatchObject({ creditable: 'n', invalid_reason: 'filtered' });

    const conv = await exportOf(conversionExport, 'conversion', auth, window);
    expect(conv.status, conv.text).toBe(200);
    expect(conv.text.split('\r\n')[0]!.startsWith(`${CONVERSION_COLUMNS},`)).toBe(true);
    const convRows = rowsOf(conv.text);
    expect(convRows.map((r) => r.conversion_id)).toEqual([ids.withItems, ids.plain]);
    expect(convRows[0]).toMatchObject({
      conversion_date: '2024-03-04',
      conversion_date_time: '2024-03-04 10:22:02',
      currency: 'GBP',
      value: '123.45',
      // 10% of 123.45, exact
      publisher_commission: '12.345',
      conversion_status: 'pending',
      camref: `${s.campaignId}l${s.publisherId}`,
      meta_conversion_gross_value: '130.00',
    });

    const items = await exportOf(itemExport, 'conversion_item', auth, window);
    expect(items.status, items.text).toBe(200);
    expect(items.text.split('\r\n')[0]!.startsWith(`${ITEM_COLUMNS},`)).toBe(true);
    const itemRows = rowsOf(items.text);
    // Two items of the first sale, one row for the sale without items.
    expect(itemRows.map((r) => [r.conversion_id, r.sku, r.item_value])).toEqual([
      [ids.withItems, 'SKU-1', '100.00'],
      [ids.withItems, 'SKU-2', '23.45'],
      [ids.plain, '', ''],
    ]);
    expect(itemRows[0]).toMatchObject({
      item_commission: '10.00',
      item_status: 'pending',
      item_status_id: '1',
      category: 'Organic',
      meta_item_colour: 'red',
      meta_conversion_gross_value: '130.00',
    });
    expect(itemRows[0]!.conversion_item_id).toMatch(/^\d+$/);
    expect(itemRows[0]!.last_update).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('takes the reference parameters: delimiter, encoding, limit, timezone, filters, export_reference', async () => {
    const { s, ids } = await world();
    const auth = s.partner.auth;
    const base = `publisher_id=${s.publisherId}&start_date=2024-03-01&end_date=2024-03-31`;

    const piped = await exportOf(conversionExport, 'conversion', auth, `${base}&delimiter=pipe`);
    expect(rowsOf(piped.text, '|').map((r) => r.conversion_id)).toEqual([ids.withItems, ids.plain]);
    const tabbed = await exportOf(itemExport, 'conversion_item', auth, `${base}&delimiter=tab`);
    expect(rowsOf(tabbed.text, '\t')).toHaveLength(3);

    const utf16 = await exportOf(clickExport, 'click', auth, `${base}&encoding=UTF-16`);
    expect(utf16.headers.get('content-type')).toBe('application/octet-stream; charset=UTF-16');
    expect([...utf16.bytes!.slice(0, 2)]).toEqual([0xff, 0xfe]);
    const decoded = Buffer.from(utf16.bytes!).toString('utf16le');
    expect(rowsOf(decoded)).toHaveLength(2);

    const one = await exportOf(itemExport, 'conversion_item', auth, `${base}&limit=1`);
    expect(rowsOf(one.text)).toHaveLength(1);
    const all = await exportOf(itemExport, 'conversion_item', auth, `${base}&limit=0`);
    expect(rowsOf(all.text)).toHaveLength(3);

    const ny = await exportOf(
      conversionExport,
      'conversion',
      auth,
      `${base}&timezone=America/New_York&conversion_reference=order-1`,
    );
    expect(rowsOf(ny.text)).toEqual([
      expect.objectContaining({
        conversion_id: ids.withItems,
        conversion_date_time: '2024-03-04 05:22:02',
      }),
    ]);
    const byId = await exportOf(
      conversionExport,
      'conversion',
      auth,
      `${base}&conversion_id=${ids.plain}`,
    );
    expect(rowsOf(byId.text).map((r) => r.conversion_id)).toEqual([ids.plain]);
    const eur = await exportOf(conversionExport, 'conversion', auth, `${base}&currency[]=EUR`);
    expect(rowsOf(eur.text)).toEqual([]);

    const named = await exportOf(clickExport, 'click', auth, `${base}&export_reference=JanSales`);
    expect(named.headers.get('content-disposition')).toBe(
      `attachment; filename="JanSales_click_export_${s.publisherId}.csv"`,
    );
    const payment = await exportOf(
      itemExport,
      'conversion_item',
      auth,
      `${base}&include_payment_info=true`,
    );
    expect(payment.text.split('\r\n')[0]).toContain(
      'invoice_id,payment_status,self_bill_request_date,self_bill_release_date',
    );
  });

  it('refuses bad parameters field by field in the v1 error body, and other partners', async () => {
    const { net, s } = await world();
    const auth = s.partner.auth;
    const bad = async (mod: typeof clickExport, kind: string, query: string, field: string) => {
      const res = await exportOf(mod, kind, auth, query);
      expect(res.status, res.text).toBe(400);
      expect(res.text.split('\r\n')[1]).toContain(`,${field},`);
    };
    const id = s.publisherId;
    await bad(clickExport, 'click', 'start_date=2024-03-01&end_date=2024-03-02', 'publisher_id');
    await bad(clickExport, 'click', `publisher_id=${id}&end_date=2024-03-02`, 'start_date');
    await bad(
      conversionExport,
      'conversion',
      `publisher_id=${id}&start_date=2024-03-01`,
      'end_date',
    );
    const window = `publisher_id=${id}&start_date=2024-03-01&end_date=2024-03-02`;
    await bad(conversionExport, 'conversion', `${window}&delimiter=semicolon`, 'delimiter');
    await bad(itemExport, 'conversion_item', `${window}&encoding=latin1`, 'encoding');
    await bad(itemExport, 'conversion_item', `${window}&limit=-1`, 'limit');
    await bad(clickExport, 'click', `${window}&complete_email=nobody`, 'complete_email');
    await bad(conversionExport, 'conversion', `${window}&date_type=soon`, 'date_type');
    await bad(
      clickExport,
      'click',
      `publisher_id=${id}&start_date=2024-13-01&end_date=2024-03-02`,
      'start_date',
    );

    const unknown = await exportOf(
      clickExport,
      'click',
      auth,
      `${window.replace(id, '999999999')}`,
    );
    expect(unknown.status).toBe(404);
    // The brand's user reads partners' exports no more than their reports.
    const brand = await exportOf(itemExport, 'conversion_item', s.brandUser.auth, window);
    expect(brand.status).toBe(403);
    // Another partner of the network neither.
    const other = await approvedPartner(net);
    expect((await exportOf(clickExport, 'click', other.auth, window)).status).toBe(403);
    // Staff may export any partner of the network.
    const staff = await exportOf(itemExport, 'conversion_item', net.auth, window);
    expect(staff.status).toBe(200);
  });

  it("replays a public Singer tap's day-by-day requests and reads the columns it reads", async () => {
    const { s, ids } = await world();
    // The tap walks one day per request with its fixed parameters and sorts by its replication key.
    const days = ['2024-03-03', '2024-03-04', '2024-03-05', '2024-03-06'];
    const seen: Row[] = [];
    for (let d = 0; d < days.length - 1; d++) {
      const query = new URLSearchParams({
        publisher_id: s.publisherId,
        convert_currency: 'USD',
        ref_conversion_metric_id: '2',
        start_date: days[d]!,
        end_date: days[d + 1]!,
        sort: 'asc',
        order_by: 'last_update',
      });
      const res = await exportOf(itemExport, 'conversion_item', s.partner.auth, query.toString());
      expect(res.status, res.text).toBe(200);
      for (const row of rowsOf(res.text)) {
        // A row naming a job would be skipped: we always answer with the file itself.
        expect(row.job_id).toBeUndefined();
        seen.push(row);
      }
    }
    expect(seen.map((r) => r.conversion_id)).toEqual([ids.withItems, ids.withItems, ids.plain]);
    for (const row of seen) {
      // Its primary key and replication key.
      expect(row.conversion_id).toMatch(/^\d+$/);
      expect(row).toHaveProperty('conversion_item_id');
      expect(Number.isNaN(Date.parse(row.last_update!.replace(' ', 'T') + 'Z'))).toBe(false);
      // The cells it casts: numbers or empty, never text that fails the cast.
      for (const key of [
        'value',
        'publisher_commission',
        'item_value',
        'item_publisher_commission',
      ])
        expect(row[key], key).toMatch(/^$|^-?\d+(\.\d+)?$/);
      for (const key of ['conversion_lag', 'creative_type'])
        expect(row[key], key).toMatch(/^$|^\d+$/);
      expect(row.meta_conversion_gross_value).toBe('130.00');
    }
    expect(seen[0]).toMatchObject({ item_value: '100.00', item_publisher_commission: '10.00' });
  });
});
