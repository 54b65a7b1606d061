import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import * as listRoute from '@/app/(api)/v3/brand/conversions/route';
import * as exportRoute from '@/app/(api)/v3/brand/conversions/export/route';
import * as reviewRoute from '@/app/(api)/v3/brand/conversions/review/route';
import { getDb } from '@/lib/db/client';
import { conversions } from '@/lib/db/schema';
import { call, makeNetwork } from '../support/harness';
import { makePartnerUser } from '../support/partners';
import { conversionSetup, seedConversions, useQueue, waitForJob } from '../support/conversions';

/**
 * The console's conversion review (ours): GET /v3/brand/conversions, its CSV export and
 * POST /v3/brand/conversions/review (jobs of the bulk update, one per campaign).
 */

const list = (auth: string, query = '') =>
  call(listRoute, `/v3/brand/conversions${query ? `?${query}` : ''}`, { auth });
const csv = (auth: string, query = '') =>
  call(exportRoute, `/v3/brand/conversions/export${query ? `?${query}` : ''}`, { auth });
const review = (auth: string, body: unknown) =>
  call(reviewRoute, '/v3/brand/conversions/review', { method: 'POST', auth, body });

async function statuses(ids: number[]) {
  const db = await getDb();
  const rows = await db
    .select({ id: conversions.id, status: conversions.status, reason: conversions.reason })
    .from(conversions)
    .where(inArray(conversions.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

async function twoBrands() {
  const net = await makeNetwork();
  const a = await conversionSetup(net);
  const b = await conversionSetup(net);
  const seededA = await seedConversions(net, a.campaignId, a.publisherId, 6);
  const seededB = await seedConversions(net, b.campaignId, b.publisherId, 3, {
    time: new Date(Date.UTC(2024, 2, 5, 12)),
  });
  return { net, a, b, idsA: seededA.ids, idsB: seededB.ids };
}

describe('conversion review list and export', () => {
  it('shows a brand user only its own brands, filters by value and date, and pages with the total', async () => {
    const { net, a, b, idsA } = await twoBrands();
    const mine = await list(a.brandUser.auth, 'limit=4');
    expect(mine.status).toBe(200);
    expect(mine.json.total).toBe(6);
    expect(mine.json.data).toHaveLength(4);
    expect(mine.json.data[0].conversion_id).toBe(String(idsA[5]));
    expect(mine.json.data[0]).toMatchObject({
      status: 'pending',
      stage: 'pending',
      currency: 'GBP',
      value: '6.25',
      campaign_id: a.campaignId,
    });
    const staff = await list(net.auth, 'to=2024-03-04');
    expect(staff.json.total).toBe(6);
    const byValue = await list(net.auth, 'min_value=2&max_value=3.25');
    expect(byValue.json.data.map((r: { value: string }) => r.value).sort()).toEqual([
      '2.25',
      '2.25',
      '3.25',
      '3.25',
    ]);
    const foreign = await list(a.brandUser.auth, `campaign_id=${b.campaignId}`);
    expect(foreign.json.total).toBe(0);
  });

  it('refuses bad filters in the v3 format and partners with 403', async () => {
    const { net, a } = await twoBrands();
    const bad = await list(net.auth, 'from=2024-03-10&to=2024-03-01&min_value=abc');
    expect(bad.status).toBe(400);
    const props = bad.json.error.errors.map((e: { property: string }) => e.property);
    expect(props).toEqual(expect.arrayContaining(['[min_value]']));
    const range = await list(net.auth, 'from=2024-03-10&to=2024-03-01');
    expect(range.status).toBe(400);
    expect(range.json.error.errors[0]).toMatchObject({ property: '[to]' });
    const partner = await makePartnerUser(net);
    expect((await list(partner.auth)).status).toBe(403);
    expect((await csv(partner.auth)).status).toBe(403);
    expect((await list(a.brandUser.auth, 'stage=nope')).status).toBe(400);
  });

  it('exports the filtered rows as CSV with money as exact text', async () => {
    const { a } = await twoBrands();
    const res = await csv(a.brandUser.auth, 'min_value=4');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toContain('conversion_id,conversion_reference');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(',GBP,4.25,');
  });
});

describe('conversion review decisions', () => {
  useQueue();

  it('approves a selection and rejects a whole filter with its reason, as jobs per campaign', async () => {
    const { net, a, idsA, idsB } = await twoBrands();
    const approved = await review(net.auth, {
      action: 'approve',
      conversion_ids: [String(idsA[0]), String(idsB[0])],
    });
    expect(approved.status).toBe(202);
    expect(approved.json.data.conversion_count).toBe(2);
    expect(approved.json.data.jobs).toHaveLength(2);
    for (const job of approved.json.data.jobs) await waitForJob(net.auth, job.id);
    const rejected = await review(a.brandUser.auth, {
      action: 'reject',
      reason: 'Order cancelled',
      filter: { campaign_id: a.campaignId, status: 'pending' },
    });
    expect(rejected.status).toBe(202);
    expect(rejected.json.data.conversion_count).toBe(5);
    const done = await waitForJob(a.brandUser.auth, rejected.json.data.jobs[0].id);
    expect(done.data.item_success_count).toBe(5);
    const now = await statuses([...idsA, ...idsB]);
    expect(now.get(idsA[0]!)?.status).toBe('approved');
    expect(now.get(idsB[0]!)?.status).toBe('approved');
    expect(now.get(idsA[1]!)).toMatchObject({ status: 'rejected', reason: 'Order cancelled' });
    expect(now.get(idsB[1]!)?.status).toBe('pending');
  });

  it('refuses a rejection without a reason, a conversion of another brand and an empty filter, writing no job', async () => {
    const { a, idsA, idsB } = await twoBrands();
    const noReason = await review(a.brandUser.auth, {
      action: 'reject',
      conversion_ids: [String(idsA[0])],
    });
    expect(noReason.status).toBe(400);
    expect(noReason.json.error.errors[0]).toMatchObject({ property: '[reason]' });
    const foreign = await review(a.brandUser.auth, {
      action: 'approve',
      conversion_ids: [String(idsA[0]), String(idsB[0])],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.error.errors[0]).toMatchObject({ property: '[conversion_ids][1]' });
    const none = await review(a.brandUser.auth, {
      action: 'pend',
      filter: { min_value: '9999' },
    });
    expect(none.status).toBe(400);
    const both = await review(a.brandUser.auth, { action: 'pend' });
    expect(both.status).toBe(400);
    expect((await statuses(idsA)).get(idsA[0]!)?.status).toBe('pending');
  });
});
