import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as brandReportRoute from '@/app/(api)/reporting/report_advertiser/campaign/[campaign_id]/conversion/route';
import { getDb } from '@/lib/db/client';
import { conversionItems, conversions } from '@/lib/db/schema';
import { call, makeNetwork } from '../support/harness';
import { makeBrandUser } from '../support/partners';
import { approvedPartner, requestOne } from '../support/campaigns';
import {
  allowDatedSales,
  conversionSetup,
  record,
  report,
  seedConversions,
} from '../support/conversions';
import { referenceErrors } from '../support/reference-contract';

/**
 * The brand conversion report (GET /reporting/report_advertiser/campaign/{campaign_id}/conversion),
 * the contract of both reports against the reference's response schemas, and the API
 * Blueprint's example requests (src/granular_reporting.apib) for both.
 */

type Row = { conversion_data: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
const RANGE = 'start_date=2024-01-01&end_date=2024-12-31+23%3A59%3A59';

const brandReport = (auth: string, campaignId: string, query: string, suffix = '.json') =>
  call(
    brandReportRoute,
    `/reporting/report_advertiser/campaign/${campaignId}/conversion${suffix}?${query}`,
    { auth, params: { campaign_id: campaignId } },
  );

/** A campaign with two partners' conversions: one with two items (one hidden from partners). */
async function seeded() {
  const net = await makeNetwork();
  const s = await conversionSetup(net);
  const other = await approvedPartner(net);
  expect((await requestOne(other.auth, other.partnerId, s.campaign)).status).toBe(201);
  const add = async (publisherId: string, ref: string, extra: Record<string, unknown> = {}) => {
    const res = await record(s.brandUser.auth, s.campaignId, {
      publisher_id: publisherId,
      conversion_reference: ref,
      value: '100',
      conversion_time: '2024-03-04T05:06:07Z',
      ...extra,
    });
    expect(res.status, res.text).toBe(201);
    return res.json.data as { id: string; items: { id: string }[] };
  };
  const a = await add(s.publisherId, 'ORDER872137', {
    advertiser_reference: 'adrefc',
    customer_type: 'new',
    items: [
      { sku: 'SKU-1', category: 'Product', item_value: '60' },
      { sku: 'SKU-2', category: 'Product', item_value: '40' },
    ],
  });
  const b = await add(other.partnerId, 'B-2', { advertiser_reference: 'adrefd' });
  const db = await getDb();
  await db
    .update(conversionItems)
    .set({ displayToPartner: false })
    .where(eq(conversionItems.id, Number(a.items[1]!.id)));
  await db
    .update(conversions)
    .set({ refConversionMetricId: 2, refPartnershipModelId: 2 })
    .where(eq(conversions.id, Number(a.id)));
  return { net, s, other, a, b };
}

// These tests record sales on fixed 2024 dates.
allowDatedSales();

describe('GET /reporting/report_advertiser/campaign/{campaign_id}/conversion', () => {
  it("answers the brand's report: every item with commission and display_to_publisher, totals, click object", async () => {
    const { s, a } = await seeded();
    const res = await brandReport(s.brandUser.auth, s.campaignId, RANGE);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      total_conversion_count: { GBP: 2 },
      total_value: { GBP: 200 },
      total_commission_value: { GBP: 15 },
      total_publisher_commission: { GBP: 15 },
      count: 2,
      limit: 300,
      offset: 0,
    });
    const row = res.json.conversions[0].conversion_data;
    expect(row).toMatchObject({
      conversion_id: a.id,
      conversion_reference: 'ORDER872137',
      advertiser_reference: 'adrefc',
      customer_type: 'new',
      device_id: null,
      currency_original: null,
      ref_partnership_model_id: 2,
      ref_partnership_model: 'CPA',
      conversion_value: {
        conversion_value_id: a.id,
        value: 100,
        commission: 7.5,
        publisher_commission: 7.5,
      },
      click: expect.objectContaining({ click_id: null, advertiser_reference: null }),
    });
    expect(row).not.toHaveProperty('publisher_reference');
    expect(
      row.conversion_items.map((i: Record<string, unknown>) => [
        i.sku,
        i.item_commission,
        i.display_to_publisher,
      ]),
    ).toEqual([
      ['SKU-1', 4.5, 1],
      ['SKU-2', 3, 0],
    ]);
    // The partner does not see the hidden item.
    const partner = await report(s.partner.auth, s.publisherId, RANGE, '.json');
    expect(partner.json.conversions[0].conversion_data.conversion_items).toHaveLength(1);
  });

  it('filters by publisher_id, multipivot[publisher], multipivot[advertiser_reference] and statuses', async () => {
    const { s, other } = await seeded();
    const refs = async (q: string) =>
      (await brandReport(s.brandUser.auth, s.campaignId, `${RANGE}&${q}`)).json.conversions.map(
        (c: Row) => c.conversion_data.conversion_reference,
      );
    expect(await refs(`publisher_id=${other.partnerId}`)).toEqual(['B-2']);
    expect(await refs(`publisher_id[]=${s.publisherId}&publisher_id[]=${other.partnerId}`)).toEqual(
      ['ORDER872137', 'B-2'],
    );
    expect(await refs('publisher_id=1l12903')).toEqual([]);
    expect(await refs(`multipivot[publisher][]=${s.publisherId}`)).toEqual(['ORDER872137']);
    expect(await refs('multipivot[advertiser_reference][]=adrefd')).toEqual(['B-2']);
    expect(await refs('statuses[]=approved')).toEqual([]);
  });

  it('access: staff and users granted the brand; other brand users and partners 403; another network 404', async () => {
    const { net, s } = await seeded();
    expect((await brandReport(net.auth, s.campaignId, RANGE)).status).toBe(200);
    expect((await brandReport(s.brandUser.auth, s.campaignId, RANGE)).status).toBe(200);
    expect((await brandReport(s.partner.auth, s.campaignId, RANGE)).status).toBe(403);
    const stranger = await makeBrandUser(net, []);
    expect((await brandReport(stranger.auth, s.campaignId, RANGE)).status).toBe(403);
    const other = await makeNetwork();
    expect((await brandReport(other.auth, s.campaignId, RANGE)).status).toBe(404);
    expect((await brandReport(net.auth, '10l176', RANGE)).status).toBe(404);
  });

  it('pages by cursor (each row once) and by offset; .xml and .csv', async () => {
    const { net, s } = await seeded();
    await seedConversions(net, s.campaignId, s.publisherId, 25, {
      time: new Date(Date.UTC(2024, 5, 1)),
    });
    const ids: string[] = [];
    let next: string | null = `${RANGE}&limit=10`;
    while (next) {
      const res = await brandReport(s.brandUser.auth, s.campaignId, next);
      expect(res.json.count).toBe(27);
      ids.push(...res.json.conversions.map((c: Row) => c.conversion_data.conversion_id));
      next = res.json.hypermedia.pagination.next_page?.split('?')[1] ?? null;
    }
    expect(ids).toHaveLength(27);
    expect(new Set(ids).size).toBe(27);
    const page = await brandReport(s.brandUser.auth, s.campaignId, `${RANGE}&limit=10&offset=20`);
    expect(page.json.conversions).toHaveLength(7);
    expect(page.json.conversions.map((c: Row) => c.conversion_data.conversion_id)).toEqual(
      ids.slice(20),
    );
    const xml = await brandReport(s.brandUser.auth, s.campaignId, RANGE, '.xml');
    expect(xml.text).toMatch(/<conversions>\s*<conversion_data>/);
    const csv = await brandReport(s.brandUser.auth, s.campaignId, RANGE, '.csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines).toHaveLength(28);
    expect(lines[0]).not.toContain('publisher_reference');
  });
});

describe('conversion reports against the reference', () => {
  it('both sides validate against the reference response schemas (fixtures)', async () => {
    const { s } = await seeded();
    for (const q of [
      RANGE,
      `${RANGE}&include_payment_info=true&timezone=Europe/London`,
      `${RANGE}&offset=0&limit=1`,
    ]) {
      const brand = await brandReport(s.brandUser.auth, s.campaignId, q);
      expect(brand.json.conversions.length).toBeGreaterThan(0);
      expect(referenceErrors('brand-conversions-report', brand.json)).toEqual([]);
      const partner = await report(s.partner.auth, s.publisherId, q, '.json');
      expect(partner.json.conversions.length).toBeGreaterThan(0);
      expect(referenceErrors('partner-conversions-report', partner.json)).toEqual([]);
    }
    // The contract catches a null object.
    const bad = { conversions: [{ conversion_data: { click: null } }] };
    expect(referenceErrors('partner-conversions-report', bad)).not.toEqual([]);
  });

  it("the API Blueprint's example requests succeed (path ids replaced by seeded ones)", async () => {
    const { s, a } = await seeded();
    await getDb().then((db) =>
      db
        .update(conversions)
        .set({ conversionTime: new Date('2016-03-02T10:00:00Z') })
        .where(eq(conversions.id, Number(a.id))),
    );
    const filters =
      'start_date=2016-02-30T05:15:32Z&end_date=2016-03-10T19:02:35Z&date_type=standard&currency=GBP' +
      '&conversion_id=1l28718278&conversion_reference=ORDER872137&ref_conversion_metric_id=2' +
      '&timezone=Europe/London&pagination=cursor';
    const brand = await brandReport(
      s.brandUser.auth,
      s.campaignId,
      `${filters}&publisher_id=1l12903`,
      '',
    );
    expect(brand.status, brand.text).toBe(200);
    expect(brand.json.conversions).toEqual([]); // the example's ids name nothing here
    const partner = await report(s.partner.auth, s.publisherId, `${filters}&campaign_id=1l121`);
    expect(partner.status, partner.text).toBe(200);
    // With ids of ours in their place the same request finds the seeded conversion.
    const ours = filters.replace('1l28718278', a.id);
    const found = await brandReport(
      s.brandUser.auth,
      s.campaignId,
      `${ours}&publisher_id=${s.publisherId}`,
      '',
    );
    expect(found.json.conversions.map((c: Row) => c.conversion_data.conversion_id)).toEqual([a.id]);
    const foundP = await report(
      s.partner.auth,
      s.publisherId,
      `${ours}&campaign_id=${s.campaignId}`,
    );
    expect(foundP.json.conversions).toHaveLength(1);
    for (const res of [
      await brandReport(s.brandUser.auth, s.campaignId, 'text_date=last+45+days', ''),
      await report(s.partner.auth, s.publisherId, 'text_date=last+45+days'),
    ])
      expect(res.status, res.text).toBe(200);
    // The OpenAPI parameter examples, all at once.
    const openapi =
      'start_date=2016-02-30T05:15:32Z&end_date=2016-03-10T19:02:35Z&text_date=yesterday&timezone=Europe/London' +
      '&currency[]=USD&date_type=last_modified&multipivot[campaign][]=111111l29&statuses[]=approved&offset=0' +
      '&invoice_created_date=2016-03-10T19:02:35Z&include_payment_info=true';
    expect((await report(s.partner.auth, s.publisherId, openapi, '.json')).status).toBe(200);
    expect(
      (await brandReport(s.brandUser.auth, s.campaignId, openapi.replace('campaign', 'publisher')))
        .status,
    ).toBe(200);
  });
});
