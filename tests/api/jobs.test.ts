import { describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as jobsRoute from '@/app/(api)/v3/jobs/route';
import * as tasksRoute from '@/app/(api)/v3/jobs/[jobID]/tasks/route';
import * as taskRoute from '@/app/(api)/v3/jobs/[jobID]/tasks/[taskID]/route';
import * as replayRoute from '@/app/(api)/v3/jobs/[jobID]/replay/route';
import * as taskReplayRoute from '@/app/(api)/v3/jobs/[jobID]/tasks/[taskID]/replay/route';
import * as jobV1Route from '@/app/(api)/job/[jobID]/route';
import * as jobsV1Route from '@/app/(api)/job/route';
import * as jobResponseRoute from '@/app/(api)/job/[jobID]/response/route';
import { getDb } from '@/lib/db/client';
import { conversionHistory, conversionItems, conversions } from '@/lib/db/schema';
import { JobV3Response } from '@/lib/schemas/job';
import { call, makeNetwork } from '../support/harness';
import { makeBrandUser } from '../support/partners';
import {
  bulk,
  conversionSetup,
  expectedCommissionTotal,
  historyCountsOfJob,
  readJob,
  record,
  report,
  seedConversions,
  useQueue,
  waitForJob,
} from '../support/conversions';

const MIXED = '99B4BC14-8401-4A45-9AF5-CB79E4989C2E';
const V3 = {
  required: '2572f7f9-e87e-4aa7-98cf-6f53c9ed5584',
  unexpected: '7703c766-b5d5-4cef-ace7-ae0dd82304e9',
  enum: 'aa903a6c-64ff-4f8b-830d-8967331c5ba3',
  format: '1945fae7-8937-4086-b06b-2a43da93b7e3',
  type: '6a6c32c0-de05-4301-89dd-4a72133c137f',
  tooLong: '32452de9-0c46-4674-a87d-e02f469a003c',
  tooFew: '539b9fb0-b542-422d-992f-4428e26b39e1',
  duplicate: '25772442-e9f9-4cb1-9147-65c422026404',
  notFound: '0d528fb3-569c-45fa-b2b5-309b360bf9fa',
};

const errorsOf = (res: { json: { error: { errors: { property: string; code: string }[] } } }) =>
  Object.fromEntries(res.json.error.errors.map((e) => [e.property, e.code]));

const listJobs = (auth: string, query = '') => call(jobsRoute, `/v3/jobs${query}`, { auth });
const listTasks = (auth: string, jobId: string, query = '') =>
  call(tasksRoute, `/v3/jobs/${jobId}/tasks${query}`, { auth, params: { jobID: jobId } });
const readTask = (auth: string, jobId: string, taskId: string) =>
  call(taskRoute, `/v3/jobs/${jobId}/tasks/${taskId}`, {
    auth,
    params: { jobID: jobId, taskID: taskId },
  });
const replay = (auth: string, jobId: string) =>
  call(replayRoute, `/v3/jobs/${jobId}/replay`, { method: 'POST', auth, params: { jobID: jobId } });
const replayOne = (auth: string, jobId: string, taskId: string) =>
  call(taskReplayRoute, `/v3/jobs/${jobId}/tasks/${taskId}/replay`, {
    method: 'POST',
    auth,
    params: { jobID: jobId, taskID: taskId },
  });

async function conversionRows(campaignId: string) {
  const db = await getDb();
  return db
    .select()
    .from(conversions)
    .where(eq(conversions.campaignId, Number(campaignId)))
    .orderBy(conversions.id);
}

/** Every task of a job, through the API, as {key: task}. */
async function tasksByKey(auth: string, jobId: string) {
  const out: Record<
    string,
    {
      status: string;
      error: { property: string; code: string; type: string } | null;
      result_data: string | null;
    }
  > = {};
  for (let offset = 0; ; offset += 500) {
    const page = await listTasks(auth, jobId, `?offset=${offset}&limit=500`);
    for (const item of page.json.data) {
      const task = (await readTask(auth, jobId, item.id)).json.data;
      const [form] = Object.keys(task.input);
      out[Object.keys(task.input[form!])[0]!] = task;
    }
    if (!page.json.hypermedia.pagination.next_page) return out;
  }
}

describe('bulk update of conversions and jobs', () => {
  useQueue();

  it('approves 1,000 conversions in one job; the counts and the report totals match; a replay changes nothing', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    const { ids } = await seedConversions(net, s.campaignId, s.publisherId, 1000);
    const accepted = await bulk(s.brandUser.auth, s.campaignId, {
      conversions: Object.fromEntries(ids.map((id) => [String(id), { status: 'approved' }])),
      job_reference: 'approve-january',
    });
    expect(accepted.status).toBe(202);
    expect(() => JobV3Response.parse(accepted.json)).not.toThrow();
    const jobId = accepted.json.data.id;
    expect(accepted.json.data).toMatchObject({
      type: 'conversion_bulk_update',
      reference: 'approve-january',
      item_total_count: 1000,
    });
    expect(accepted.json.hypermedia.links).toEqual({
      self: `/v3/jobs/${jobId}`,
      tasks: `/v3/jobs/${jobId}/tasks`,
    });

    const done = await waitForJob(s.brandUser.auth, jobId);
    expect(done.data).toMatchObject({
      status: 'complete',
      percentage_complete: 100,
      item_success_count: 1000,
      item_error_count: 0,
      item_total_count: 1000,
      started_at: expect.stringMatching(/\+00:00$/),
      completed_at: expect.stringMatching(/\+00:00$/),
    });
    const rows = await conversionRows(s.campaignId);
    expect(rows.every((r) => r.status === 'approved')).toBe(true);
    expect([...(await historyCountsOfJob(jobId)).values()].every((n) => n === 1)).toBe(true);
    expect((await historyCountsOfJob(jobId)).size).toBe(1000);

    // The partner's report over the approved conversions: the commission totals are exact.
    const res = await report(
      s.partner.auth,
      s.publisherId,
      'start_date=2024-01-01+00%3A00%3A00&end_date=2024-01-31+23%3A59%3A59&statuses[]=approved&limit=10',
    );
    expect(res.status).toBe(200);
    const values = rows.map((r) => r.value);
    expect(res.json.total_conversion_count).toEqual({ GBP: 1000 });
    expect(res.json.total_publisher_commission.GBP.toFixed(4)).toBe(
      expectedCommissionTotal(values, '7.5'),
    );
    expect(res.json.total_value.GBP).toBe(values.reduce((sum, v) => sum + Number(v), 0));

    // Replay of a finished job: nothing runs again, nothing changes.
    const before = await conversionRows(s.campaignId);
    const replayed = await replay(s.brandUser.auth, jobId);
    expect(replayed.status).toBe(200);
    expect(replayed.json.data).toMatchObject({
      status: 'complete',
      item_success_count: 1000,
      item_error_count: 0,
    });
    await new Promise((r) => setTimeout(r, 1500));
    expect(await conversionRows(s.campaignId)).toEqual(before);
    expect((await readJob(s.brandUser.auth, jobId)).json.data).toEqual(done.data);
    expect([...(await historyCountsOfJob(jobId)).values()].every((n) => n === 1)).toBe(true);
  }, 120_000);

  it('ends a batch with bad rows with those tasks failed (v3 error items) and the rest done; a replay retries only the failed', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    const { prefix } = await seedConversions(net, s.campaignId, s.publisherId, 20);
    const updates: Record<string, unknown> = {};
    for (let i = 1; i <= 20; i++)
      updates[`${prefix}-${i}`] = { status: 'rejected', reason: 'Order cancelled' };
    updates['no-such-ref'] = { status: 'approved' };
    // Takes a reference another conversion holds.
    updates[`${prefix}-1`] = { status: 'rejected', conversion_reference: `${prefix}-2` };
    const accepted = await bulk(s.brandUser.auth, s.campaignId, { conversion_references: updates });
    expect(accepted.status).toBe(202);
    const jobId = accepted.json.data.id;
    const done = await waitForJob(s.brandUser.auth, jobId);
    expect(done.data).toMatchObject({
      status: 'complete',
      item_total_count: 21,
      item_success_count: 19,
      item_error_count: 2,
      percentage_complete: 100,
    });

    const tasks = await tasksByKey(s.brandUser.auth, jobId);
    expect(tasks['no-such-ref']).toMatchObject({
      status: 'failed',
      error: {
        property: '[conversion_references][no-such-ref]',
        type: 'not_found',
        code: V3.notFound,
      },
    });
    expect(tasks[`${prefix}-1`]).toMatchObject({
      status: 'failed',
      error: {
        property: `[conversion_references][${prefix}-1][conversion_reference]`,
        type: 'validation_error',
        code: V3.duplicate,
      },
    });
    expect(tasks[`${prefix}-5`]).toMatchObject({ status: 'complete', error: null });
    expect(JSON.parse(tasks[`${prefix}-5`]!.result_data!)).toMatchObject({ status: 'rejected' });
    const rows = await conversionRows(s.campaignId);
    expect(
      rows
        .filter((r) => r.status === 'rejected')
        .map((r) => r.conversionReference)
        .sort(),
    ).toEqual(Array.from({ length: 19 }, (_, i) => `${prefix}-${i + 2}`).sort());
    expect(rows.find((r) => r.conversionReference === `${prefix}-1`)!.status).toBe('pending');

    // Replay: the two failed tasks run again and fail again; the 19 done are not re-applied.
    const history = await historyCountsOfJob(jobId);
    const replayed = await replay(s.brandUser.auth, jobId);
    expect(replayed.status).toBe(200);
    const again = await waitForJob(s.brandUser.auth, jobId);
    expect(again.data).toMatchObject({ item_success_count: 19, item_error_count: 2 });
    expect(await historyCountsOfJob(jobId)).toEqual(history);

    // Once the missing conversion exists, replaying its task applies it.
    const recorded = await record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: 'no-such-ref',
      value: 3,
    });
    expect(recorded.status).toBe(201);
    const failedIds: string[] = [];
    for (const t of (await listTasks(s.brandUser.auth, jobId, '?limit=100')).json.data)
      if (t.status === 'failed') failedIds.push(t.id);
    expect(failedIds).toHaveLength(2);
    let target = '';
    for (const id of failedIds) {
      const t = (await readTask(s.brandUser.auth, jobId, id)).json.data;
      if (t.input.conversion_references['no-such-ref']) target = id;
    }
    const single = await replayOne(s.brandUser.auth, jobId, target);
    expect(single.status).toBe(200);
    const after = await waitForJob(s.brandUser.auth, jobId);
    expect(after.data).toMatchObject({ item_success_count: 20, item_error_count: 1 });
    expect((await readTask(s.brandUser.auth, jobId, target)).json.data).toMatchObject({
      status: 'complete',
      item_success_count: 1,
    });
    // Replaying a completed task leaves it as it is.
    const noop = await replayOne(s.brandUser.auth, jobId, target);
    expect(noop.json.data.status).toBe('complete');
  }, 60_000);

  it('updates items, recomputes commission when asked, and derives the conversion status from its items', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net, { default_commission_rate: '10' });
    const rec = await record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: 'basket-1',
      value: '150.00',
      items: [
        { sku: 'A', item_value: '100.00' },
        { sku: 'B', item_value: '50.00' },
      ],
    });
    const [a, b] = rec.json.data.items as { id: string }[];
    const job = await bulk(s.brandUser.auth, s.campaignId, {
      conversion_items: {
        [a!.id]: { status: 'approved' },
        [b!.id]: { status: 'rejected', item_value: '40', force_commission_recalculation: true },
      },
    });
    expect(job.status).toBe(202);
    expect((await waitForJob(s.brandUser.auth, job.json.data.id)).data.item_success_count).toBe(2);
    const db = await getDb();
    const [conversion] = await db
      .select()
      .from(conversions)
      .where(eq(conversions.id, Number(rec.json.data.id)));
    // Value follows the items (100 + 40); commission recomputed over the payable item only.
    expect(conversion).toMatchObject({
      status: 'approved',
      value: '140.0000',
      commission: '10.0000',
    });
    const items = await db
      .select()
      .from(conversionItems)
      .where(inArray(conversionItems.id, [Number(a!.id), Number(b!.id)]))
      .orderBy(conversionItems.id);
    expect(items.map((i) => [i.status, i.itemValue, i.itemCommission])).toEqual([
      ['approved', '100.0000', '10.0000'],
      ['rejected', '40.0000', '4.0000'],
    ]);

    // The campaign's rate changes; a recalculation pays by the rule stored at recording (10% of
    // the approved item), so the new rate never rewrites this sale (docs/api-decisions.md).
    const { updateCampaign } = await import('../support/campaigns');
    await updateCampaign(net.auth, s.campaignId, {
      campaign_id: s.campaignId,
      default_commission_rate: '20',
    });
    const recalc = await bulk(s.brandUser.auth, s.campaignId, {
      conversions: {
        [rec.json.data.id]: { force_commission_recalculation: true, customer_type: 'existing' },
      },
    });
    await waitForJob(s.brandUser.auth, recalc.json.data.id);
    const [updated] = await db
      .select()
      .from(conversions)
      .where(eq(conversions.id, Number(rec.json.data.id)));
    expect(updated).toMatchObject({ commission: '10.0000', customerType: 'existing' });
    const history = await db
      .select()
      .from(conversionHistory)
      .where(eq(conversionHistory.conversionId, Number(rec.json.data.id)))
      .orderBy(conversionHistory.id);
    expect(history.map((h) => h.action)).toEqual(['recorded', 'updated', 'updated', 'updated']);
    expect(history[3]!.changes).toEqual({ customerType: { from: null, to: 'existing' } });
  });

  it('validates synchronously: one form, ids as keys (the bulk update code), field rules with bracket paths', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    const post = (body: unknown) => bulk(s.brandUser.auth, s.campaignId, body);

    const mixed = await post({
      conversions: { '1': { status: 'approved' } },
      conversion_references: { abc: { status: 'approved' } },
    });
    expect(mixed.status).toBe(400);
    expect(errorsOf(mixed)).toEqual({ '[conversion_references]': MIXED });
    const refsAsIds = await post({
      conversions: { 'order-1': { status: 'approved' }, '12': { status: 'approved' } },
    });
    expect(errorsOf(refsAsIds)).toEqual({ '[conversions][order-1]': MIXED });
    const itemRefs = await post({ conversion_items: { '0': { status: 'approved' } } });
    expect(errorsOf(itemRefs)).toEqual({ '[conversion_items][0]': MIXED });

    const none = await post({});
    expect(none.status).toBe(400);
    expect(none.json.error.errors[0]).toMatchObject({ property: '', code: V3.required });
    expect(errorsOf(await post({ conversions: {} }))).toEqual({ '[conversions]': V3.tooFew });
    expect(errorsOf(await post({ conversions: { '1': {} } }))).toEqual({
      '[conversions][1]': V3.required,
    });

    const fields = await post({
      conversions: {
        '5': {
          status: 'paid',
          reason: 'x'.repeat(256),
          publisher_reference: 'not <allowed>',
          force_commission_recalculation: 'yes',
          traffic_source_id: 1.5,
          customer_type: 'old',
          colour: 'red',
        },
      },
      extra: true,
    });
    expect(fields.status).toBe(400);
    expect(errorsOf(fields)).toEqual({
      '[conversions][5][status]': V3.enum,
      '[conversions][5][reason]': V3.tooLong,
      '[conversions][5][publisher_reference]': V3.format,
      '[conversions][5][force_commission_recalculation]': V3.type,
      '[conversions][5][traffic_source_id]': '6a6c32c0-de05-4301-89dd-4a72133c137f',
      '[conversions][5][customer_type]': V3.enum,
      '[conversions][5][colour]': V3.unexpected,
      '[extra]': V3.unexpected,
    });
    const items = await post({
      conversion_items: {
        '7': { item_value: '123456789', sku: 's'.repeat(513), display_to_publisher: 'y' },
      },
    });
    expect(errorsOf(items)).toEqual({
      '[conversion_items][7][item_value]': V3.format,
      '[conversion_items][7][sku]': V3.tooLong,
      '[conversion_items][7][display_to_publisher]': V3.type,
    });
    // Nothing was accepted.
    expect((await listJobs(s.brandUser.auth)).json.data).toEqual([]);
  });

  it('access: staff and the granted brand user; another brand user 403, a partner 403, another network 404', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    const { ids } = await seedConversions(net, s.campaignId, s.publisherId, 2);
    const body = { conversions: { [String(ids[0])]: { status: 'approved' } } };
    expect((await bulk(net.auth, s.campaignId, body)).status).toBe(202);
    expect((await bulk(s.brandUser.auth, s.campaignId, body)).status).toBe(202);
    const otherBrand = await makeBrandUser(net, []);
    expect((await bulk(otherBrand.auth, s.campaignId, body)).status).toBe(403);
    expect((await bulk(s.partner.auth, s.campaignId, body)).status).toBe(403);
    const other = await makeNetwork();
    expect((await bulk(other.auth, s.campaignId, body)).status).toBe(404);
    expect((await bulk(net.auth, '999999999', body)).status).toBe(404);
  });

  it('shows each user only the jobs of its network and grants; filters by type and reference; pages with hypermedia', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    const t = await conversionSetup(net);
    const { ids } = await seedConversions(net, s.campaignId, s.publisherId, 3);
    const { ids: otherIds } = await seedConversions(net, t.campaignId, t.publisherId, 1);
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await bulk(s.brandUser.auth, s.campaignId, {
        conversions: { [String(ids[i])]: { status: 'approved' } },
        job_reference: `Batch-${i} of May`,
      });
      made.push(res.json.data.id);
    }
    const foreign = (
      await bulk(t.brandUser.auth, t.campaignId, {
        conversions: { [String(otherIds[0])]: { status: 'approved' } },
      })
    ).json.data.id;
    for (const id of [...made, foreign]) await waitForJob(net.auth, id);

    const mine = await listJobs(s.brandUser.auth, '?limit=2');
    expect(mine.status).toBe(200);
    expect(mine.json.data.map((j: { id: string }) => j.id)).toEqual([made[2], made[1]]);
    expect(mine.json.data[0].hypermedia.links).toEqual({
      self: `/v3/jobs/${made[2]}`,
      tasks: `/v3/jobs/${made[2]}/tasks`,
    });
    expect(mine.json.hypermedia.pagination).toEqual({
      total_page_count: 2,
      total_item_count: 3,
      first_page: '/v3/jobs?limit=2&offset=0',
      last_page: '/v3/jobs?limit=2&offset=2',
      next_page: '/v3/jobs?limit=2&offset=2',
      previous_page: null,
    });
    expect((await listJobs(net.auth)).json.data.map((j: { id: string }) => j.id)).toEqual([
      foreign,
      ...made.slice().reverse(),
    ]);
    expect(
      (await listJobs(s.brandUser.auth, '?reference=batch-1')).json.data.map(
        (j: { id: string }) => j.id,
      ),
    ).toEqual([made[1]]);
    expect(
      (await listJobs(s.brandUser.auth, '?type=conversion_bulk_update')).json.hypermedia.pagination
        .total_item_count,
    ).toBe(3);
    expect((await listJobs(s.brandUser.auth, '?type=other')).json.data).toEqual([]);

    // The other brand's user, a partner, and another network see none of them.
    expect((await listJobs(t.brandUser.auth)).json.data.map((j: { id: string }) => j.id)).toEqual([
      foreign,
    ]);
    expect((await readJob(t.brandUser.auth, made[0]!)).status).toBe(404);
    expect((await listJobs(s.partner.auth)).json.data).toEqual([]);
    expect((await readJob(s.partner.auth, made[0]!)).status).toBe(404);
    const other = await makeNetwork();
    expect((await listJobs(other.auth)).json.data).toEqual([]);
    expect((await readJob(other.auth, made[0]!)).status).toBe(404);
    expect((await listTasks(other.auth, made[0]!)).status).toBe(404);
    expect((await replay(other.auth, made[0]!)).status).toBe(404);
    expect((await readJob(net.auth, 'abc')).status).toBe(404);

    // Tasks: listed with links, one read with its counts.
    const tasks = await listTasks(s.brandUser.auth, made[0]!);
    expect(tasks.json.data).toEqual([
      {
        id: expect.any(String),
        status: 'complete',
        hypermedia: { links: { self: `/v3/jobs/${made[0]}/tasks/${tasks.json.data[0].id}` } },
      },
    ]);
    const task = await readTask(s.brandUser.auth, made[0]!, tasks.json.data[0].id);
    expect(task.json.data).toMatchObject({
      job_id: made[0],
      item_success_count: 1,
      item_error_count: 0,
      item_total_count: 1,
      status: 'complete',
      error: null,
    });
    expect((await readTask(s.brandUser.auth, foreign, tasks.json.data[0].id)).status).toBe(404);
    expect((await readTask(s.brandUser.auth, made[1]!, tasks.json.data[0].id)).status).toBe(404);
  });

  it('v1: GET /job/{jobID}, GET /job and the job response as CSV', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    const { ids } = await seedConversions(net, s.campaignId, s.publisherId, 2);
    const res = await bulk(s.brandUser.auth, s.campaignId, {
      conversions: {
        [String(ids[0])]: { status: 'approved' },
        '999999999': { status: 'approved' },
      },
    });
    const jobId = res.json.data.id;
    await waitForJob(s.brandUser.auth, jobId);

    const v1 = await call(jobV1Route, `/job/${jobId}`, {
      auth: s.brandUser.auth,
      params: { jobID: jobId },
    });
    expect(v1.status).toBe(200);
    expect(v1.json.job).toMatchObject({
      job_id: jobId,
      status: 'complete',
      percentage_complete: 100,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      completed_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      response_within_retention: true,
      hypermedia: { response: `/job/${jobId}/response.json`, update: `/job/${jobId}` },
    });
    expect(v1.json.execution_time).toMatch(/seconds$/);
    const xml = await call(jobV1Route, `/job/${jobId}.xml`, {
      auth: s.brandUser.auth,
      params: { jobID: jobId },
    });
    expect(xml.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(xml.text).toContain(`<job_id>${jobId}</job_id>`);

    const list = await call(jobsV1Route, '/job', { auth: s.brandUser.auth });
    expect(list.json).toMatchObject({ count: 1, jobs: [{ job: { job_id: jobId } }] });

    const csv = await call(jobResponseRoute, `/job/${jobId}/response.csv`, {
      auth: s.brandUser.auth,
      params: { jobID: jobId },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('application/octet-stream');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'task_id,status,identifier_type,identifier,result,error_property,error_code,error_message',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,complete,conversions,${ids[0]},`);
    expect(lines[2]).toContain(
      `,failed,conversions,999999999,,[conversions][999999999],${V3.notFound},`,
    );
    const json = await call(jobResponseRoute, `/job/${jobId}/response`, {
      auth: s.brandUser.auth,
      params: { jobID: jobId },
    });
    expect(json.json).toMatchObject({
      count: 2,
      errors_count: 1,
      errors: [
        {
          property: 'conversions.999999999',
          code: 'not_found',
          conversion_id: '999999999',
        },
      ],
      conversion_items: [
        { conversion_id: String(ids[0]), conversion_item_id: null, item_status: 'approved' },
      ],
    });
    const foreign = await makeNetwork();
    expect(
      (
        await call(jobResponseRoute, `/job/${jobId}/response.csv`, {
          auth: foreign.auth,
          params: { jobID: jobId },
        })
      ).status,
    ).toBe(404);
  });

  it('counts progress while a job runs', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    const { ids } = await seedConversions(net, s.campaignId, s.publisherId, 600);
    const res = await bulk(net.auth, s.campaignId, {
      conversions: Object.fromEntries(ids.map((id) => [String(id), { status: 'approved' }])),
    });
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const job = (await readJob(net.auth, res.json.data.id)).json.data;
      seen.add(job.percentage_complete);
      expect(job.item_success_count + job.item_error_count).toBeLessThanOrEqual(600);
      if (job.status === 'complete') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen.has(100)).toBe(true);
    const db = await getDb();
    const [{ n }] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(conversions)
      .where(
        and(eq(conversions.status, 'approved'), eq(conversions.campaignId, Number(s.campaignId))),
      )) as [{ n: number }];
    expect(n).toBe(600);
  });
});
