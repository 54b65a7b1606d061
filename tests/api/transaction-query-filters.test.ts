import { describe, expect, it } from 'vitest';
import * as partnerListRoute from '@/app/(api)/user/publisher/[publisher_id]/tq/route';
import * as createRoute from '@/app/(api)/user/publisher/[publisher_id]/tq/create/route';
import * as campaignListRoute from '@/app/(api)/campaign/[campaign_id]/tq/route';
import * as queueRoute from '@/app/(api)/network/[network_id]/tq/route';
import { call, makeNetwork } from '../support/harness';
import { conversionSetup, useQueue, waitForJob } from '../support/conversions';

/**
 * The transaction query lists' date filters (date_range_column, date_range_start,
 * date_range_end, text_date, conversion_date_time) and tq_export, as the reference names them
 * (partnerize-transaction-queries, partnerize-campaign-transaction-queries).
 */

type Setup = Awaited<ReturnType<typeof conversionSetup>>;
interface ErrorBody {
  error: { errors: { property: string; code: string; message: string }[] };
}

const partnerList = (s: Setup, auth: string, query = '') =>
  call(partnerListRoute, `/user/publisher/${s.publisherId}/tq${query}`, {
    auth,
    params: { publisher_id: s.publisherId },
  });
const campaignList = (s: Setup, auth: string, query = '') =>
  call(campaignListRoute, `/campaign/${s.campaignId}/tq${query}`, {
    auth,
    params: { campaign_id: s.campaignId },
  });
const refs = (res: { json: unknown }) =>
  (
    res.json as { transaction_queries: { transaction_query: { conversion_reference: string } }[] }
  ).transaction_queries
    .map((t) => t.transaction_query.conversion_reference)
    .sort();
const errorsOf = (res: { json: unknown }) =>
  (res.json as ErrorBody).error.errors.map((e) => `${e.property}:${e.code}`);

async function withClaims() {
  const net = await makeNetwork();
  const s = await conversionSetup(net, { default_currency: 'GBP' });
  const camref = `${s.campaignId}l${s.publisherId}`;
  const res = await call(createRoute, `/user/publisher/${s.publisherId}/tq/create`, {
    method: 'POST',
    auth: s.partner.auth,
    params: { publisher_id: s.publisherId },
    body: {
      transaction_queries: [
        { camref, conversion_reference: 'JAN-1', conversion_date_time: '2024-01-10 09:30:00' },
        { camref, conversion_reference: 'JAN-2', conversion_date_time: '2024-01-10 18:00:00' },
        { camref, conversion_reference: 'FEB-1', conversion_date_time: '2024-02-03 12:00:00' },
        {
          camref,
          conversion_reference: 'MAR-1',
          conversion_date_time: '2024-03-01 00:00:00',
          notes: '=SUM(A1), with "quotes"',
        },
      ],
    },
  });
  expect(res.status, res.text).toBe(200);
  await waitForJob(s.partner.auth, String((res.json as { job: { job_id: string } }).job.job_id));
  return { net, s };
}

describe('transaction query lists: dates and export', () => {
  useQueue();

  it('filters by a date range on the chosen column, text_date and conversion_date_time', async () => {
    const { s } = await withClaims();
    const auth = s.partner.auth;
    const onConversion = '?date_range_column=conversion_date_time';
    expect(
      refs(
        await partnerList(
          s,
          auth,
          `${onConversion}&date_range_start=2024-01-01&date_range_end=2024-01-31`,
        ),
      ),
    ).toEqual(['JAN-1', 'JAN-2']);
    // Open-ended ranges; the end is inclusive.
    expect(
      refs(await partnerList(s, auth, `${onConversion}&date_range_start=2024-02-03+12:00:00`)),
    ).toEqual(['FEB-1', 'MAR-1']);
    expect(
      refs(await partnerList(s, auth, `${onConversion}&date_range_end=2024-02-03T12:00:00Z`)),
    ).toEqual(['FEB-1', 'JAN-1', 'JAN-2']);
    // A day, or one second.
    expect(refs(await partnerList(s, auth, '?conversion_date_time=2024-01-10'))).toEqual([
      'JAN-1',
      'JAN-2',
    ]);
    expect(
      refs(await campaignList(s, s.brandUser.auth, '?conversion_date_time=2024-01-10+18:00:00')),
    ).toEqual(['JAN-2']);
    // created_at (the default column): the claims were made just now.
    expect(refs(await partnerList(s, auth, '?text_date=today'))).toHaveLength(4);
    expect(refs(await partnerList(s, auth, '?text_date=last_month'))).toEqual([]);
    expect(refs(await partnerList(s, auth, '?date_range_end=2020-01-01'))).toEqual([]);
    // text_date takes precedence over the range.
    expect(
      refs(await partnerList(s, auth, '?text_date=last+7+days&date_range_end=2020-01-01')),
    ).toHaveLength(4);
    const counted = await campaignList(
      s,
      s.brandUser.auth,
      `${onConversion}&date_range_start=2024-01-01&date_range_end=2024-01-31&limit=1`,
    );
    expect((counted.json as { count: number }).count).toBe(2);
  });

  it('refuses bad dates, names and columns with the field and code', async () => {
    const { s } = await withClaims();
    const auth = s.partner.auth;
    const cases: [string, string][] = [
      ['?date_range_start=yesterday', 'date_range_start:invalid_property_format'],
      ['?date_range_end=2024-13-01', 'date_range_end:invalid_property_format'],
      ['?conversion_date_time=soon', 'conversion_date_time:invalid_property_format'],
      ['?text_date=next+week', 'text_date:invalid_enum_value'],
      ['?date_range_column=deleted_at', 'date_range_column:invalid_enum_value'],
      ['?tq_export=yes', 'tq_export:invalid_enum_value'],
      ['?date_range_start=2024-02-01&date_range_end=2024-01-01', 'date_range_end:invalid_value'],
    ];
    for (const [query, expected] of cases) {
      const res = await partnerList(s, auth, query);
      expect(res.status, query).toBe(400);
      expect(errorsOf(res), query).toEqual([expected]);
      expect((res.json as ErrorBody).error.errors[0]!.message).toBeTruthy();
    }
  });

  it('tq_export answers every matching claim as CSV, with the same access as the list', async () => {
    const { net, s } = await withClaims();
    const res = await campaignList(
      s,
      s.brandUser.auth,
      '?tq_export=true&limit=1&offset=1&date_range_column=conversion_date_time&date_range_start=2024-01-01',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain(
      `transaction-queries-campaign-${s.campaignId}.csv`,
    );
    const lines = res.text.trim().split('\n');
    expect(lines[0]).toMatch(/^transaction_query_id,transaction_query_type,campaign_id,camref,/);
    expect(lines).toHaveLength(5); // limit and offset do not apply
    expect(res.text).toContain('JAN-1');
    // A formula is never run by a spreadsheet; quotes and commas are escaped.
    expect(res.text).toContain(`"'=SUM(A1), with ""quotes"""`);
    const filtered = await partnerList(
      s,
      s.partner.auth,
      '?tq_export=1&conversion_date_time=2024-01-10',
    );
    expect(filtered.text.trim().split('\n')).toHaveLength(3);
    const queue = await call(queueRoute, `/network/${net.networkId}/tq?tq_export=true`, {
      auth: net.auth,
      params: { network_id: String(net.networkId) },
    });
    expect(queue.text.trim().split('\n')).toHaveLength(5);
    expect((await campaignList(s, s.partner.auth, '?tq_export=true')).status).toBe(403);
    const other = await conversionSetup(await makeNetwork());
    expect(
      (await partnerList(s, other.partner.auth, '?tq_export=true')).status,
    ).toBeGreaterThanOrEqual(403);
  });
});
