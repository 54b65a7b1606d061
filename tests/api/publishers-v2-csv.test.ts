import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as csvRoute from '@/app/(api)/v2/networks/[networkId]/publishers.csv/route';
import { getDb } from '@/lib/db/client';
import { partners } from '@/lib/db/schema';
import { BASE, makeNetwork } from '../support/harness';
import { codesOf } from '../support/campaigns';
import {
  exportPublishers,
  publishersWorld,
  type PublishersWorld,
} from '../support/publishers-v2-world';

let w: PublishersWorld;

beforeAll(async () => {
  w = await publishersWorld();
}, 120_000);

const rowsOf = (text: string, delimiter = ',') =>
  text
    .trim()
    .split('\r\n')
    .map((line) => line.split(delimiter));

/** Each data row as {column: value} (fine for cells without the delimiter). */
const recordsOf = (text: string) => {
  const [header, ...rows] = rowsOf(text);
  return rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]])));
};

const REFERENCE_COLUMNS =
  'created_date,signup_ip,publisher_id,account_name,reporting_identifier,available_campaigns,approved_campaigns,' +
  'invited_campaigns,requested_campaigns,rejected_campaigns,contact_name,contact_email,company_name,phone_area,phone,' +
  'im_provider,im_username,operating_country,contact_locale,vertical_name,promotional_method_name,' +
  'websites_website_url,website_verification_status';

describe('POST /v2/networks/{network_id}/publishers.csv', () => {
  it("answers 201 with the reference example's columns, every partner, streamed as text/csv", async () => {
    const res = await exportPublishers(w.net, w.net.auth);
    expect(res.status, res.text).toBe(201);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="partners-/);
    const [header, ...rows] = res.text.trim().split('\r\n');
    expect(header).toBe(REFERENCE_COLUMNS);
    expect(rows).toHaveLength(5);
    const alice = recordsOf(res.text).find((r) => r.publisher_id === String(w.ids.alice))!;
    expect(alice).toMatchObject({
      created_date: '2020-01-15 10:00:00',
      signup_ip: '2001:db8::a11c',
      account_name: `alice-${w.t}`,
      reporting_identifier: `rep-${w.t}`,
      available_campaigns: '',
      approved_campaigns: `Alpha ${w.t}`,
      rejected_campaigns: `Bravo ${w.t}`,
      contact_email: `alice-${w.t}@contact.test`,
      phone_area: '44',
      phone: '7700900123',
      operating_country: 'GB',
      contact_locale: 'en',
      vertical_name: 'Retail',
      promotional_method_name: 'Content / Blog',
      websites_website_url: `https://alice-${w.t}.blog.example`,
      website_verification_status: `https://alice-${w.t}.blog.example :: unverified`,
    });
    const carol = recordsOf(res.text).find((r) => r.publisher_id === String(w.ids.carol))!;
    expect(carol).toMatchObject({
      available_campaigns: `Bravo ${w.t}`,
      invited_campaigns: `Alpha ${w.t}`,
    });
  });

  it('takes the filter items, exclusions, fields in their order, a delimiter, limit and offset', async () => {
    const { alice, bob, carol, partnerUser: pu } = w.ids;
    const res = await exportPublishers(w.net, w.net.auth, {
      filter: [
        { property: 'network_statuses', value: ['approved', 'pending'] },
        { property: 'sort', value: '-id' },
      ],
      excluded_publisher_id: [String(bob)],
      fields: ['id', 'name', 'network_status', 'commission_groups'],
      delimiter: '|',
    });
    expect(res.status, res.text).toBe(201);
    expect(rowsOf(res.text, '|')).toEqual([
      ['publisher_id', 'account_name', 'network_status', 'commission_groups'],
      [String(alice), `alice-${w.t}`, 'a', `Group A ${w.t}`],
      [String(pu), expect.stringMatching(/^user-/), 'p', ''],
    ]);
    // The CSV's singular spellings, and limit/offset over the sorted set.
    const paged = await exportPublishers(w.net, w.net.auth, {
      filter: [{ property: 'vertical_id', value: '2' }],
      fields: ['id'],
      limit: 1,
      offset: 1,
    });
    expect(rowsOf(paged.text)).toEqual([['publisher_id'], [String(carol)]]);
    const tab = await exportPublishers(w.net, w.net.auth, {
      filter: [{ property: 'promotional_country', value: ['FR'] }],
      fields: ['id', 'name'],
      delimiter: '\t',
    });
    expect(rowsOf(tab.text, '\t')).toEqual([
      ['publisher_id', 'account_name'],
      [String(bob), `bob-${w.t}`],
    ]);
  });

  it('writes UTF-16 (little-endian, with a BOM) for Accept: charset=UTF-16', async () => {
    const request = new Request(`${BASE}/v2/networks/${w.net.networkId}/publishers.csv`, {
      method: 'POST',
      headers: {
        authorization: w.net.auth,
        accept: 'charset=UTF-16',
        'content-type': 'application/json',
        'x-anet-peer-address': '2001:db8::16',
      },
      body: JSON.stringify({
        fields: ['id', 'name'],
        filter: [{ property: 'ids', value: [String(w.ids.alice)] }],
      }),
    });
    const response = await csvRoute.POST(request, {
      params: Promise.resolve({ networkId: String(w.net.networkId) }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-16le');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    expect(bytes.subarray(2).toString('utf16le')).toBe(
      `publisher_id,account_name\r\n${w.ids.alice},alice-${w.t}\r\n`,
    );
  });

  it('gives brand users only the limited columns and values', async () => {
    const res = await exportPublishers(w.net, w.brandUser.auth);
    expect(res.status, res.text).toBe(201);
    const [header] = rowsOf(res.text);
    expect(header).toEqual([
      'created_date',
      'publisher_id',
      'account_name',
      'available_campaigns',
      'approved_campaigns',
      'invited_campaigns',
      'requested_campaigns',
      'rejected_campaigns',
      'company_name',
      'operating_country',
      'vertical_name',
      'promotional_method_name',
      'websites_website_url',
      'website_verification_status',
    ]);
    for (const secret of [
      `Notes ${w.t}`,
      '2001:db8::a11c',
      '@contact.test',
      '7700900123',
      `rep-${w.t}`,
    ])
      expect(res.text).not.toContain(secret);
    const alice = recordsOf(res.text).find((r) => r.publisher_id === String(w.ids.alice))!;
    // Campaigns of the brands granted to the user only.
    expect(alice).toMatchObject({ approved_campaigns: `Alpha ${w.t}`, rejected_campaigns: '' });
    const asked = await exportPublishers(w.net, w.brandUser.auth, {
      fields: ['id', 'network_notes', 'contact_email', 'signup_ip'],
    });
    expect(rowsOf(asked.text)[0]).toEqual(['publisher_id']);
    const refused = await exportPublishers(w.net, w.brandUser.auth, {
      filter: [{ property: 'publisher_email', value: 'alice' }],
    });
    expect(refused.status).toBe(403);
  });

  it('refuses bad bodies with a 400 naming the item; partner users and other networks get nothing', async () => {
    const cases: [unknown, string][] = [
      [{ email_result: true }, 'email_result'],
      [{ email_result: 'someone@example.com' }, 'email_result'],
      [{ filter: [{ property: 'shoe_size', value: '1' }] }, 'filter[0].property'],
      [{ filter: [{ property: 'vertical_ids', value: ['2', '99'] }] }, 'filter[0].value'],
      [
        {
          filter: [
            { property: 'ids', value: '1' },
            { property: 'ids', value: '2' },
          ],
        },
        'filter[1].property',
      ],
      [{ delimiter: ';' }, 'delimiter'],
      [{ limit: 50_001 }, 'limit'],
      [{ fields: ['id', 'shoe_size'] }, 'fields[1]'],
      [{ colour: 'red' }, 'colour'],
    ];
    for (const [body, property] of cases) {
      const res = await exportPublishers(w.net, w.net.auth, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(codesOf(res)), JSON.stringify(body)).toEqual([property]);
    }
    expect((await exportPublishers(w.net, w.partnerUser.auth)).status).toBe(403);
    const other = await makeNetwork();
    const foreign = await exportPublishers(w.net, other.auth, {}, {}, w.net.networkId);
    expect(foreign.status).toBe(404);
    expect(foreign.text).not.toContain(`alice-${w.t}`);
  });

  it('neutralises cells a spreadsheet would run as a formula', async () => {
    const db = await getDb();
    await db
      .update(partners)
      .set({ companyName: '=HYPERLINK("x")' })
      .where(eq(partners.id, w.ids.dave));
    const res = await exportPublishers(w.net, w.net.auth, {
      fields: ['id', 'company_name'],
      filter: [{ property: 'ids', value: [String(w.ids.dave)] }],
    });
    expect(res.text).toContain(`${w.ids.dave},"'=HYPERLINK(""x"")"`);
  });
});
