import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import * as conversionRoute from '@/app/(api)/campaign/[campaign_id]/conversion/route';
import * as jobV1Route from '@/app/(api)/job/[jobID]/route';
import * as jobsV1Route from '@/app/(api)/job/route';
import * as jobResponseRoute from '@/app/(api)/job/[jobID]/response/route';
import { getDb } from '@/lib/db/client';
import { conversionItems, conversions, jobs } from '@/lib/db/schema';
import { call, makeNetwork } from '../support/harness';
import { makeBrandUser } from '../support/partners';
import {
  conversionSetup,
  record,
  seedConversions,
  useQueue,
  waitForJob,
} from '../support/conversions';
import { referenceErrors } from '../support/reference-contract';

/**
 * The v1 conversion status update, POST /campaign/{campaign_id}/conversion (API Blueprint
 * src/campaign_conversion.apib, PerformanceHorizonGroup/apidocs commit
 * 7dbe1b175b53039247b31dc7567ca364009956c9), its job (GET /job/{jobID}: openapi/partnerize-jobs-v1;
 * GET /job: src/job.apib) and the job's response, GET /job/{jobID}/response.json, which the
 * reference only links (hypermedia.response, "the raw response"): a public client
 * (superbrave/partnerize-bundle) reads errors, errors_count and conversion_items from it.
 */

const update = (auth: string, campaignId: string, body: unknown, suffix = '') =>
  call(conversionRoute, `/campaign/${campaignId}/conversion${suffix}`, {
    method: 'POST',
    auth,
    body,
    params: { campaign_id: campaignId },
  });

const jobResponse = (auth: string, jobId: string, suffix = '.json') =>
  call(jobResponseRoute, `/job/${jobId}/response${suffix}`, { auth, params: { jobID: jobId } });

async function statusesOf(ids: number[]) {
  const db = await getDb();
  const rows = await db
    .select({ id: conversions.id, status: conversions.status, reason: conversions.reason })
    .from(conversions)
    .where(inArray(conversions.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r]));
}

async function jobCount(campaignId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(eq(jobs.campaignId, Number(campaignId)));
  return row!.n;
}

/** A campaign with three item-less conversions and one basket of two items. */
async function world() {
  const net = await makeNetwork();
  const s = await conversionSetup(net, { default_commission_rate: '10' });
  const seeded = await seedConversions(net, s.campaignId, s.publisherId, 3);
  const basket = await record(s.brandUser.auth, s.campaignId, {
    publisher_id: s.publisherId,
    conversion_reference: `basket-${seeded.prefix}`,
    value: '150.00',
    items: [
      { sku: 'A', item_value: '100.00' },
      { sku: 'B', item_value: '50.00' },
    ],
  });
  expect(basket.status).toBe(201);
  const [itemA, itemB] = (basket.json.data.items as { id: string }[]).map((i) => i.id);
  return {
    net,
    s,
    ...seeded,
    basketId: basket.json.data.id as string,
    itemA: itemA!,
    itemB: itemB!,
  };
}

describe('v1 conversion status update (POST /campaign/{campaign_id}/conversion)', () => {
  useQueue();

  it('answers 200 with the job (reference schemas); the job response lists the changed items and the errors', async () => {
    const { s, ids, prefix, basketId, itemA, itemB } = await world();
    const res = await update(
      s.brandUser.auth,
      s.campaignId,
      {
        conversions: [
          { conversion_id: String(ids[0]), status: 'approved', reject_reason: '' },
          {
            conversion_reference_id: `${prefix}-2`,
            status: 'rejected',
            reject_reason: 'Order cancelled (refunded)',
          },
          { conversion_item_id: itemA, status: 'rejected', reject_reason: 'Returned' },
          { conversion_item_id: Number(itemB), status: 'approved' },
          { conversion_id: '999999999', status: 'approved' },
          { conversion_reference_id: 'no-such-reference', status: 'pending' },
        ],
      },
      '.json',
    );
    expect(res.status).toBe(200);
    expect(referenceErrors('campaign-conversion-update', res.json)).toEqual([]);
    expect(referenceErrors('job-v1', res.json)).toEqual([]);
    const jobId = res.json.job.job_id as string;
    expect(res.json.job).toMatchObject({
      type: 'conversion_bulk_update',
      item_total_count: 6,
      // The Blueprint's clients read the links flat, the OpenAPI's under hypermedia.
      response: `/job/${jobId}/response.json`,
      update: `/job/${jobId}`,
      hypermedia: { response: `/job/${jobId}/response.json`, update: `/job/${jobId}` },
    });
    expect(['created', 'active', 'complete']).toContain(res.json.job.status);
    expect(res.json.execution_time).toMatch(/seconds$/);

    await waitForJob(s.brandUser.auth, jobId);
    const job = await call(jobV1Route, `/job/${jobId}.json`, {
      auth: s.brandUser.auth,
      params: { jobID: jobId },
    });
    expect(referenceErrors('job-v1', job.json)).toEqual([]);
    expect(job.json.job).toMatchObject({
      status: 'complete',
      percentage_complete: 100,
      item_success_count: 4,
      item_error_count: 2,
    });
    const list = await call(jobsV1Route, '/job.json', { auth: s.brandUser.auth });
    expect(referenceErrors('job-list-v1', list.json)).toEqual([]);

    const out = await jobResponse(s.brandUser.auth, jobId);
    expect(out.status).toBe(200);
    expect(out.json.job).toMatchObject({ job_id: jobId, status: 'complete' });
    expect(out.json.count).toBe(6);
    expect(out.json.errors_count).toBe(2);
    expect(out.json.errors).toEqual([
      {
        property: 'conversions[4].conversion_id',
        code: 'not_found',
        message: `Conversion 999999999 is not a conversion of campaign ${s.campaignId}`,
        conversion_id: '999999999',
      },
      {
        property: 'conversions[5].conversion_reference_id',
        code: 'not_found',
        message: `Reference no-such-reference names no conversion of campaign ${s.campaignId}`,
        conversion_reference_id: 'no-such-reference',
      },
    ]);
    expect(out.json.conversion_items).toEqual([
      {
        conversion_id: String(ids[0]),
        conversion_reference: `${prefix}-1`,
        conversion_item_id: null,
        item_status: 'approved',
        item_value: 1.25,
        item_commission: 0.0938,
        reject_reason: null,
      },
      {
        conversion_id: String(ids[1]),
        conversion_reference: `${prefix}-2`,
        conversion_item_id: null,
        item_status: 'rejected',
        item_value: 2.25,
        item_commission: 0.1688,
        reject_reason: 'Order cancelled (refunded)',
      },
      expect.objectContaining({
        conversion_id: basketId,
        conversion_item_id: itemA,
        item_status: 'rejected',
        item_value: 100,
        reject_reason: 'Returned',
      }),
      expect.objectContaining({
        conversion_id: basketId,
        conversion_item_id: itemB,
        item_status: 'approved',
        reject_reason: null,
      }),
    ]);

    const after = await statusesOf([ids[0]!, ids[1]!, ids[2]!, Number(basketId)]);
    expect(after[ids[0]!]!.status).toBe('approved');
    expect(after[ids[1]!]).toMatchObject({
      status: 'rejected',
      reason: 'Order cancelled (refunded)',
    });
    expect(after[ids[2]!]!.status).toBe('pending');
    // An item approved makes the basket approved.
    expect(after[Number(basketId)]!.status).toBe('approved');

    const xml = await jobResponse(s.brandUser.auth, jobId, '.xml');
    expect(xml.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(xml.text).toContain('<errors_count>2</errors_count>');

    // Approving what is already approved changes nothing: no item listed, no error.
    const again = await update(s.brandUser.auth, s.campaignId, {
      conversions: [{ conversion_id: String(ids[0]), status: 'approved', reject_reason: '' }],
    });
    await waitForJob(s.brandUser.auth, again.json.job.job_id);
    const none = await jobResponse(s.brandUser.auth, again.json.job.job_id, '');
    expect(none.json).toMatchObject({
      count: 1,
      errors_count: 0,
      errors: [],
      conversion_items: [],
    });
  });

  it("re-approving a rejected conversion or item lists what it changed in the job's conversion_items", async () => {
    const { s, ids, prefix, basketId, itemA } = await world();
    const reject = await update(s.brandUser.auth, s.campaignId, {
      conversions: [
        { conversion_id: String(ids[0]), status: 'rejected', reject_reason: 'Cancelled' },
        { conversion_item_id: itemA, status: 'rejected', reject_reason: 'Returned' },
      ],
    });
    await waitForJob(s.brandUser.auth, reject.json.job.job_id);
    // One the fraud checks caught (fraudulent reads as rejected in v1).
    const db = await getDb();
    await db
      .update(conversions)
      .set({ status: 'fraudulent', reason: 'bot' })
      .where(eq(conversions.id, ids[1]!));
    const again = await update(s.brandUser.auth, s.campaignId, {
      conversions: [
        { conversion_id: String(ids[0]), status: 'approved', reject_reason: '' },
        { conversion_item_id: itemA, status: 'approved' },
        { conversion_reference_id: `${prefix}-2`, status: 'approved' },
      ],
    });
    expect(again.status, again.text).toBe(200);
    await waitForJob(s.brandUser.auth, again.json.job.job_id);
    const out = await jobResponse(s.brandUser.auth, again.json.job.job_id);
    expect(out.json).toMatchObject({ count: 3, errors_count: 0 });
    expect(out.json.conversion_items).toEqual([
      {
        conversion_id: String(ids[0]),
        conversion_reference: `${prefix}-1`,
        conversion_item_id: null,
        item_status: 'approved',
        item_value: 1.25,
        item_commission: 0.0938,
        reject_reason: null,
      },
      expect.objectContaining({
        conversion_id: basketId,
        conversion_item_id: itemA,
        item_status: 'approved',
        item_value: 100,
        reject_reason: null,
      }),
      expect.objectContaining({
        conversion_id: String(ids[1]),
        conversion_item_id: null,
        item_status: 'approved',
        reject_reason: null,
      }),
    ]);
    const after = await statusesOf([ids[0]!, ids[1]!]);
    expect(after[ids[0]!]!.status).toBe('approved');
    expect(after[ids[1]!]!.status).toBe('approved');
  });

  it("the API Blueprint's example request succeeds in each of its forms (example ids replaced by seeded ones)", async () => {
    // src/campaign_conversion.apib: conversions[] of One Of conversion_id / conversion_reference_id /
    // conversion_item_id, status (approved, pending, rejected), reject_reason; Response 200 (Job Wrapper).
    const { s, ids, prefix, itemA } = await world();
    const examples = [
      { conversion_id: String(ids[0]), status: 'approved', reject_reason: '' },
      { conversion_reference_id: `${prefix}-2`, status: 'pending', reject_reason: '' },
      { conversion_item_id: itemA, status: 'rejected', reject_reason: 'Returned' },
    ];
    for (const entry of examples) {
      const res = await update(s.brandUser.auth, s.campaignId, { conversions: [entry] });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(referenceErrors('campaign-conversion-update', res.json)).toEqual([]);
      const done = await waitForJob(s.brandUser.auth, res.json.job.job_id);
      expect(done.data.item_success_count).toBe(1);
    }
    const db = await getDb();
    const [item] = await db
      .select()
      .from(conversionItems)
      .where(eq(conversionItems.id, Number(itemA)));
    expect(item).toMatchObject({ status: 'rejected', reason: 'Returned' });
  });

  it('refuses every bad body with v1 error items (property, code, message) and writes nothing', async () => {
    const { s, ids } = await world();
    const good = { conversion_id: String(ids[0]), status: 'approved' };
    const cases: [unknown, string, string][] = [
      [{}, 'conversions', 'required_property'],
      [
        { conversions: { [String(ids[0])]: { status: 'approved' } } },
        'conversions',
        'invalid_type',
      ],
      [{ conversions: [] }, 'conversions', 'invalid_lower_bound'],
      [
        { conversions: [good, { status: 'approved' }] },
        'conversions[1].conversion_id',
        'required_property',
      ],
      [
        { conversions: [{ ...good, conversion_item_id: '5' }] },
        'conversions[0].conversion_item_id',
        'invalid_value',
      ],
      [
        { conversions: [good, { conversion_id: '10l176', status: 'approved' }] },
        'conversions[1].conversion_id',
        'invalid_property_format',
      ],
      [
        { conversions: [{ conversion_item_id: 'abc', status: 'approved' }] },
        'conversions[0].conversion_item_id',
        'invalid_property_format',
      ],
      [
        { conversions: [{ conversion_reference_id: ' ', status: 'approved' }] },
        'conversions[0].conversion_reference_id',
        'required_property',
      ],
      [
        { conversions: [{ ...good, status: 'fraudulent' }] },
        'conversions[0].status',
        'invalid_enum_value',
      ],
      [
        { conversions: [{ conversion_id: String(ids[0]) }] },
        'conversions[0].status',
        'required_property',
      ],
      [
        { conversions: [{ ...good, reject_reason: 'Cancelled' }] },
        'conversions[0].reject_reason',
        'invalid_value',
      ],
      [
        { conversions: [{ ...good, status: 'rejected', reject_reason: 'x'.repeat(256) }] },
        'conversions[0].reject_reason',
        'invalid_max_length',
      ],
      [
        { conversions: [good, { ...good, conversion_id: Number(ids[0]), status: 'rejected' }] },
        'conversions[1].conversion_id',
        'invalid_property',
      ],
    ];
    for (const [body, property, code] of cases) {
      const res = await update(s.brandUser.auth, s.campaignId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.type).toBe('400');
      expect(res.json.error.errors, JSON.stringify(body)).toContainEqual({
        property,
        code,
        message: expect.stringMatching(/\S/),
      });
    }
    const notJson = await call(conversionRoute, `/campaign/${s.campaignId}/conversion`, {
      method: 'POST',
      auth: s.brandUser.auth,
      rawBody: '{"conversions": [',
      headers: { 'content-type': 'application/json' },
      params: { campaign_id: s.campaignId },
    });
    expect(notJson.status).toBe(400);
    expect(await jobCount(s.campaignId)).toBe(0);
    expect(Object.values(await statusesOf(ids)).every((r) => r.status === 'pending')).toBe(true);
  });

  it('access: staff and the granted brand user; another brand user and a partner 403; another network or an unknown campaign 404', async () => {
    const { net, s, ids } = await world();
    const body = { conversions: [{ conversion_id: String(ids[0]), status: 'approved' }] };
    expect((await update(net.auth, s.campaignId, body)).status).toBe(200);
    expect((await update(s.brandUser.auth, s.campaignId, body)).status).toBe(200);
    const otherBrand = await makeBrandUser(net, []);
    expect((await update(otherBrand.auth, s.campaignId, body)).status).toBe(403);
    expect((await update(s.partner.auth, s.campaignId, body)).status).toBe(403);
    const other = await makeNetwork();
    expect((await update(other.auth, s.campaignId, body)).status).toBe(404);
    expect((await update(net.auth, '999999999', body)).status).toBe(404);
    expect((await update(net.auth, '10l176', body)).status).toBe(404);

    // An id of another campaign's conversion names nothing here: an error in the job, no change.
    const elsewhere = await conversionSetup(net);
    const foreign = await seedConversions(net, elsewhere.campaignId, elsewhere.publisherId, 1);
    const res = await update(net.auth, s.campaignId, {
      conversions: [{ conversion_id: String(foreign.ids[0]), status: 'approved' }],
    });
    await waitForJob(net.auth, res.json.job.job_id);
    const out = await jobResponse(net.auth, res.json.job.job_id);
    expect(out.json).toMatchObject({ errors_count: 1, conversion_items: [] });
    expect((await statusesOf(foreign.ids))[foreign.ids[0]!]!.status).toBe('pending');
    // Another network cannot read the job or its response.
    expect((await jobResponse(other.auth, res.json.job.job_id)).status).toBe(404);
  });
});
