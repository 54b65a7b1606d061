import { describe, expect, it } from 'vitest';
import * as partnersRoute from '@/app/(api)/network/[network_id]/publisher/route';
import { getDb } from '@/lib/db/client';
import { partners } from '@/lib/db/schema';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { makeBrandUser } from '../support/partners';
import { approvedPartner, uid } from '../support/campaigns';
import {
  allowDatedSales,
  bulk,
  conversionSetup,
  record,
  report,
  seedConversions,
  useQueue,
  waitForJob,
} from '../support/conversions';

const RANGE = 'start_date=2024-01-01+00%3A00%3A00&end_date=2024-12-31+23%3A59%3A59';

/** Follows next_page links from the first page; returns every conversion id in order, the page count and each page's count. */
async function walk(
  auth: string,
  publisherId: string,
  query: string,
  between?: (page: number) => Promise<void>,
) {
  const ids: string[] = [];
  const counts: number[] = [];
  let pages = 0;
  let next: string | null =
    `/reporting/report_publisher/publisher/${publisherId}/conversion.json?${query}`;
  while (next) {
    const res = await report(auth, publisherId, next.split('?')[1]!, '.json');
    expect(res.status).toBe(200);
    pages += 1;
    ids.push(
      ...res.json.conversions.map(
        (c: { conversion_data: { conversion_id: string } }) => c.conversion_data.conversion_id,
      ),
    );
    // count is the whole report's, on every page (the reference's pagination convention).
    counts.push(res.json.count);
    next = res.json.hypermedia.pagination.next_page;
    if (next) expect(next).toContain(`cursor_id=${res.json.cursor_id}`);
    else expect(res.json.cursor_id).toBeNull();
    if (between) await between(pages);
  }
  return { ids, pages, counts };
}

// These tests record sales on fixed 2024 dates.
allowDatedSales();

describe('GET /reporting/report_publisher/publisher/{publisher_id}/conversion', () => {
  useQueue();

  it('walks 2,500 conversions in pages of 300 with no gap and no repeat while new ones are recorded', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    const { ids: seeded } = await seedConversions(net, s.campaignId, s.publisherId, 2500, {
      time: new Date(Date.UTC(2024, 5, 1)),
    });
    let recorded = 0;
    const { ids, pages, counts } = await walk(
      s.partner.auth,
      s.publisherId,
      `${RANGE}&limit=300`,
      async () => {
        // New conversions inside the range arrive between page requests.
        for (let i = 0; i < 3; i++) {
          const res = await record(s.brandUser.auth, s.campaignId, {
            publisher_id: s.publisherId,
            conversion_reference: `late-${uid()}`,
            value: '9.99',
            conversion_time: '2024-06-01T00:00:00Z',
          });
          expect(res.status).toBe(201);
          recorded += 1;
        }
      },
    );
    expect(pages).toBe(9);
    expect(new Set(counts)).toEqual(new Set([2500]));
    expect(ids).toHaveLength(2500);
    expect(new Set(ids).size).toBe(2500);
    expect(ids).toEqual(seeded.map(String));
    expect(recorded).toBe(27);
    // A new walk sees them.
    const fresh = await report(s.partner.auth, s.publisherId, `${RANGE}&limit=1`, '.json');
    expect(fresh.json.total_conversion_count).toEqual({ GBP: 2527 });
  }, 120_000);

  it('answers the report shape with totals per currency over the whole set, on every page', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net, {
      default_commission_rate: null,
      default_commission_value: '2.5',
      default_currency: 'GBP',
    });
    for (const [ref, value, currency] of [
      ['a', '10', 'GBP'],
      ['b', '20.5', 'GBP'],
      ['c', '7', 'EUR'],
    ] as const) {
      await record(s.brandUser.auth, s.campaignId, {
        publisher_id: s.publisherId,
        conversion_reference: ref,
        value,
        currency,
        conversion_time: '2024-03-04T05:06:07Z',
      });
    }
    const first = await report(s.partner.auth, s.publisherId, `${RANGE}&limit=2`, '.json');
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      total_conversion_count: { GBP: 2, EUR: 1 },
      total_value: { GBP: 30.5, EUR: 7 },
      total_publisher_commission: { GBP: 7.5 },
      start_date_time_utc: '2024-01-01 00:00:00',
      end_date_time_utc: '2024-12-31 23:59:59',
      limit: 2,
      count: 3,
      meta_data: [],
      execution_time: expect.stringMatching(/seconds$/),
    });
    expect(first.json.conversions[0].conversion_data).toMatchObject({
      conversion_reference: 'a',
      campaign_id: s.campaignId,
      publisher_id: s.publisherId,
      conversion_time: '2024-03-04 05:06:07',
      currency: 'GBP',
      click: expect.objectContaining({ click_id: null, set_time: null }),
      conversion_value: { conversion_status: 'pending', value: 10, publisher_commission: 2.5 },
    });
    expect(first.json.hypermedia.pagination.first_page).toBe(
      `/reporting/report_publisher/publisher/${s.publisherId}/conversion.json?start_date=2024-01-01+00%3A00%3A00&end_date=2024-12-31+23%3A59%3A59&limit=2`,
    );
    const second = await report(
      s.partner.auth,
      s.publisherId,
      first.json.hypermedia.pagination.next_page.split('?')[1],
      '.json',
    );
    expect(second.json.total_conversion_count).toEqual(first.json.total_conversion_count);
    expect(
      second.json.conversions.map(
        (c: { conversion_data: { currency: string } }) => c.conversion_data.currency,
      ),
    ).toEqual(['EUR']);
    expect(second.json.hypermedia.pagination.next_page).toBeNull();

    const xml = await report(s.partner.auth, s.publisherId, `${RANGE}`, '.xml');
    expect(xml.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(xml.text).toMatch(/<conversions>\s*<conversion_data>/);
    expect(xml.text).toContain('<conversion_reference>c</conversion_reference>');
  });

  it('filters by statuses[] (fraudulent reads as rejected) and by campaign', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    const { prefix } = await seedConversions(net, s.campaignId, s.publisherId, 4, {
      time: new Date(Date.UTC(2024, 1, 1)),
    });
    const job = await bulk(s.brandUser.auth, s.campaignId, {
      conversion_references: {
        [`${prefix}-1`]: { status: 'approved' },
        [`${prefix}-2`]: { status: 'rejected' },
        [`${prefix}-3`]: { status: 'fraudulent' },
      },
    });
    await waitForJob(s.brandUser.auth, job.json.data.id);
    const refs = async (query: string) =>
      (await report(s.partner.auth, s.publisherId, `${RANGE}&${query}`)).json.conversions.map(
        (c: {
          conversion_data: {
            conversion_reference: string;
            conversion_value: { conversion_status: string };
          };
        }) =>
          `${c.conversion_data.conversion_reference.split('-').pop()}:${c.conversion_data.conversion_value.conversion_status}`,
      );
    expect(await refs('statuses[]=approved')).toEqual(['1:approved']);
    expect(await refs('statuses[]=rejected')).toEqual(['2:rejected', '3:rejected']);
    expect(await refs('statuses[]=pending&statuses[]=approved')).toEqual([
      '1:approved',
      '4:pending',
    ]);
    expect(await refs('statuses=approved,pending')).toEqual(['1:approved', '4:pending']);
    expect(await refs(`campaign_id=${s.campaignId}`)).toHaveLength(4);
    expect(await refs('campaign_id=999999999')).toEqual([]);
    // Outside the date range.
    const before = await report(
      s.partner.auth,
      s.publisherId,
      'start_date=2023-01-01+00%3A00%3A00&end_date=2023-12-31+23%3A59%3A59',
    );
    expect(before.json.conversions).toEqual([]);
    expect(before.json.total_conversion_count).toEqual({});
  });

  it('checks the dates, the limit, the statuses and the cursor (400, v1 body)', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    await seedConversions(net, s.campaignId, s.publisherId, 3);
    const bad = async (query: string) => {
      const res = await report(s.partner.auth, s.publisherId, query);
      expect(res.status).toBe(400);
      return res.json.error.errors.map(
        (e: { property: string; code: string }) => `${e.property}:${e.code}`,
      );
    };
    // end_date is optional (default now) in the reference.
    expect(await bad('')).toEqual(['start_date:required_property']);
    // 2024-02-30 rolls over to 1 March as in the reference's own example; month 13 does not exist.
    expect(await bad('start_date=2024-13-01+00%3A00%3A00&end_date=tomorrow')).toEqual([
      'start_date:invalid_property_format',
      'end_date:invalid_property_format',
    ]);
    expect(
      await bad('start_date=2024-02-01+00%3A00%3A00&end_date=2024-01-01+00%3A00%3A00'),
    ).toEqual(['end_date:invalid_value']);
    expect(await bad(`${RANGE}&limit=301`)).toEqual(['limit:invalid_upper_bound']);
    expect(await bad(`${RANGE}&statuses[]=paid`)).toEqual(['statuses[0]:invalid_enum_value']);
    expect(await bad(`${RANGE}&cursor_id=999999999`)).toEqual(['cursor_id:invalid_value']);
    const first = await report(s.partner.auth, s.publisherId, `${RANGE}&limit=1`);
    expect(
      await bad(
        `start_date=2024-01-02+00%3A00%3A00&end_date=2024-12-31+23%3A59%3A59&limit=1&cursor_id=${first.json.cursor_id}`,
      ),
    ).toEqual(['cursor_id:invalid_value']);
    // ISO 8601 is accepted too.
    expect(
      (
        await report(
          s.partner.auth,
          s.publisherId,
          'start_date=2024-01-01T00:00:00Z&end_date=2024-12-31T23:59:59Z',
        )
      ).status,
    ).toBe(200);
  });

  it('access: the partner and staff; another partner or a brand user 403; another network 404', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    expect((await report(s.partner.auth, s.publisherId, RANGE)).status).toBe(200);
    expect((await report(net.auth, s.publisherId, RANGE)).status).toBe(200);
    const otherPartner = await approvedPartner(net);
    expect((await report(otherPartner.auth, s.publisherId, RANGE)).status).toBe(403);
    expect((await report(s.brandUser.auth, s.publisherId, RANGE)).status).toBe(403);
    const brandless = await makeBrandUser(net, []);
    expect((await report(brandless.auth, s.publisherId, RANGE)).status).toBe(403);
    const other = await makeNetwork();
    expect((await report(other.auth, s.publisherId, RANGE)).status).toBe(404);
    expect((await report(s.partner.auth, 'abc', RANGE)).status).toBe(404);
  });

  it('streams .csv: a header row and one row per conversion, all of them (no paging)', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    await seedConversions(net, s.campaignId, s.publisherId, 650, {
      time: new Date(Date.UTC(2024, 6, 1)),
    });
    await record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: '-cmd',
      value: '1.5',
      conversion_time: '2024-07-02T00:00:00Z',
    });
    const res = await report(s.partner.auth, s.publisherId, `${RANGE}&limit=10`, '.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'conversion_id,campaign_id,campaign_title,publisher_id,publisher_name,conversion_time,last_modified,conversion_status,currency,value,' +
        'commission_currency,publisher_commission,conversion_reference,publisher_reference,advertiser_reference,customer_reference,customer_type,item_count,' +
        'currency_original,currency_conversion_rate',
    );
    expect(lines).toHaveLength(652);
    expect(lines[1]).toMatch(
      /^\d+,\d+,.*,2024-07-01 00:00:00,.*,pending,GBP,1\.25,GBP,0\.0938,seed-/,
    );
    // A cell a spreadsheet would run as a formula is quoted.
    expect(lines[651]).toContain(",'-cmd,");
    const refused = await report(s.brandUser.auth, s.publisherId, RANGE, '.csv');
    expect(refused.status).toBe(403);
    expect(refused.text.split('\r\n')[0]).toBe('type,message,property,code');
    const invalid = await report(s.partner.auth, s.publisherId, 'start_date=x&end_date=y', '.csv');
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain('start_date,invalid_property_format');
  });
});

async function seedPartners(net: TestNetwork, count: number, tag: string) {
  const db = await getDb();
  await db.insert(partners).values(
    Array.from({ length: count }, (_, i) => ({
      networkId: net.networkId,
      accountName: `${tag}-${String(i + 1).padStart(4, '0')}`,
      contactEmail: `${tag}-${i}@partners.test`,
      networkStatus: i % 2 ? ('a' as const) : ('p' as const),
      promotionalMethod: 1,
      vertical: 1,
      signupIp: '198.51.100.1',
      companyName: i === 0 ? '+Formula Ltd, "quoted"' : 'Media Ltd',
    })),
  );
}

describe('GET /network/{network_id}/publisher.csv (partner list export)', () => {
  const csv = (auth: string, networkId: number, query = '') =>
    call(partnersRoute, `/network/${networkId}/publisher.csv${query}`, {
      auth,
      params: { network_id: String(networkId) },
    });

  it('streams every partner matching the filter (past one page), with a header row', async () => {
    const net = await makeNetwork();
    const tag = `exp${uid()}`;
    await seedPartners(net, 1203, tag);
    await seedPartners(net, 3, `other${uid()}`);
    const res = await csv(net.auth, net.networkId, `?q=${tag}&sort=account_name&limit=5`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    const lines = res.text.trim().split('\r\n');
    const header = lines[0]!.split(',');
    expect(header.slice(0, 3)).toEqual(['publisher_id', 'account_name', 'company_name']);
    expect(header).toContain('network_status');
    expect(lines).toHaveLength(1204);
    const names = lines.slice(1).map((l) => l.split(',')[1]);
    expect(names[0]).toBe(`${tag}-0001`);
    expect(names[1202]).toBe(`${tag}-1203`);
    expect(new Set(names).size).toBe(1203);
    expect(lines[1]).toContain(`"'+Formula Ltd, ""quoted"""`);

    const approved = await csv(net.auth, net.networkId, `?q=${tag}&network_status=a`);
    expect(approved.text.trim().split('\r\n')).toHaveLength(602);
  }, 60_000);

  it('keeps the list rules: a brand user may export, a partner may not, another network is 404', async () => {
    const net = await makeNetwork();
    await seedPartners(net, 2, `acc${uid()}`);
    const brand = await makeBrandUser(net, []);
    expect((await csv(brand.auth, net.networkId)).status).toBe(200);
    const partner = await approvedPartner(net);
    const refused = await csv(partner.auth, net.networkId);
    expect(refused.status).toBe(403);
    const other = await makeNetwork();
    expect((await csv(other.auth, net.networkId)).status).toBe(404);
  });
});
