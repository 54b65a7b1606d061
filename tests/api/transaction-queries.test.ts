import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as partnerListRoute from '@/app/(api)/user/publisher/[publisher_id]/tq/route';
import * as createRoute from '@/app/(api)/user/publisher/[publisher_id]/tq/create/route';
import * as deleteRoute from '@/app/(api)/user/publisher/[publisher_id]/tq/[transaction_query_id]/delete/route';
import * as campaignListRoute from '@/app/(api)/campaign/[campaign_id]/tq/route';
import * as approveRoute from '@/app/(api)/campaign/[campaign_id]/tq/[transaction_query_id]/approve/route';
import * as rejectRoute from '@/app/(api)/campaign/[campaign_id]/tq/[transaction_query_id]/reject/route';
import * as pendRoute from '@/app/(api)/campaign/[campaign_id]/tq/[transaction_query_id]/pend/route';
import * as processRoute from '@/app/(api)/campaign/[campaign_id]/tq/process/route';
import * as reasonsRoute from '@/app/(api)/campaign/[campaign_id]/tq_reasons/route';
import * as reasonDeleteRoute from '@/app/(api)/campaign/[campaign_id]/tq_reasons/[transaction_query_reason_id]/delete/route';
import * as queueRoute from '@/app/(api)/network/[network_id]/tq/route';
import { getDb } from '@/lib/db/client';
import { conversions, conversionAdjustments } from '@/lib/db/schema';
import { referenceErrors } from '../support/reference-contract';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { conversionSetup, record, useQueue, waitForJob } from '../support/conversions';

/**
 * Transaction queries (missing-sale claims) from claim to commission, and the contract of each
 * reference operation (tests/fixtures/reference/tq-*.json, api-evangelist/partnerize 1bf9968).
 */

const ok = (name: string, res: { status: number; json: unknown }, body = res.json) => {
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  expect(referenceErrors(name, body)).toEqual([]);
};

type Setup = Awaited<ReturnType<typeof conversionSetup>>;

const claim = (s: Setup, auth: string, claims: unknown[]) =>
  call(createRoute, `/user/publisher/${s.publisherId}/tq/create`, {
    method: 'POST',
    auth,
    body: { transaction_queries: claims },
    params: { publisher_id: s.publisherId },
  });
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
const decide = (
  route: typeof approveRoute,
  action: string,
  s: Setup,
  auth: string,
  id: string,
  body: unknown = {},
) =>
  call(route, `/campaign/${s.campaignId}/tq/${id}/${action}`, {
    method: 'POST',
    auth,
    body,
    params: { campaign_id: s.campaignId, transaction_query_id: id },
  });
const addReason = (s: Setup, auth: string, reason: string) =>
  call(reasonsRoute, `/campaign/${s.campaignId}/tq_reasons`, {
    method: 'POST',
    auth,
    body: { reason },
    params: { campaign_id: s.campaignId },
  });

const camref = (s: Setup) => `${s.campaignId}l${s.publisherId}`;

/** Claims and waits for the job; answers the claims' ids by conversion reference. */
async function claimAndWait(net: TestNetwork, s: Setup, claims: unknown[]) {
  const res = await claim(s, s.partner.auth, claims);
  ok('tq-create', res);
  const job = await waitForJob(s.partner.auth, String(res.json.job.job_id));
  const list = await partnerList(s, s.partner.auth);
  const ids = new Map<string, string>(
    list.json.transaction_queries.map(
      (t: {
        transaction_query: { conversion_reference: string; transaction_query_id: string };
      }) => [t.transaction_query.conversion_reference, t.transaction_query.transaction_query_id],
    ),
  );
  return { job, ids, list };
}

describe('transaction queries (missing-sale claims)', () => {
  useQueue();

  it('claim -> approve records the conversion with its commission, approved; reject needs a reason; pend reconsiders', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net, {
      default_commission_rate: '10',
      default_currency: 'GBP',
    });
    const { job, ids, list } = await claimAndWait(net, s, [
      {
        camref: camref(s),
        transaction_query_type: 'untracked',
        conversion_reference: 'MISSING-1',
        conversion_value: 80,
        conversion_currency: 'GBP',
        conversion_date_time: '2024-05-01 10:00:00',
        expected_commission: '8',
        notes: 'Order confirmation attached',
        publisher_reference: 'pub-1',
      },
      { camref: camref(s), conversion_reference: 'MISSING-2', conversion_value: '20' },
      { camref: camref(s), conversion_reference: 'MISSING-3', conversion_value: '30' },
    ]);
    expect(job.data.item_success_count).toBe(3);
    ok('tq-partner-list', list, {
      transaction_query: list.json.transaction_queries[0].transaction_query,
    });
    expect(list.json.count).toBe(3);
    const brandList = await campaignList(
      s,
      s.brandUser.auth,
      '?current_state=pending&order_by=desc',
    );
    ok('tq-campaign-list', brandList);
    expect(brandList.json.transaction_queries[0].transaction_query).toMatchObject({
      conversion_reference: 'MISSING-3',
      actions_available: ['approve', 'reject'],
    });

    const approved = await decide(
      approveRoute,
      'approve',
      s,
      s.brandUser.auth,
      ids.get('MISSING-1')!,
    );
    ok('tq-approve', approved);
    const tq = approved.json.transaction_query;
    expect(tq).toMatchObject({ current_state: 'approved', expected_commission: 8 });
    const db = await getDb();
    const [conversion] = await db
      .select()
      .from(conversions)
      .where(eq(conversions.id, Number(tq.conversion_id)));
    expect(conversion).toMatchObject({
      status: 'approved',
      partnerId: Number(s.publisherId),
      value: '80.0000',
      commission: '8.0000',
      conversionReference: 'MISSING-1',
    });
    // Approving again: refused, nothing recorded twice.
    expect(
      (await decide(approveRoute, 'approve', s, s.brandUser.auth, tq.transaction_query_id)).status,
    ).toBe(400);

    // A rejection needs one of the campaign's reasons.
    const reject = (body: unknown) =>
      decide(rejectRoute, 'reject', s, s.brandUser.auth, ids.get('MISSING-2')!, body);
    expect((await reject({ reason: 'No such order' })).status).toBe(400);
    const reason = await addReason(s, s.brandUser.auth, 'No such order');
    ok('tq-reason-create', reason);
    expect((await addReason(s, s.brandUser.auth, 'no such ORDER')).status).toBe(400);
    const reasons = await call(reasonsRoute, `/campaign/${s.campaignId}/tq_reasons`, {
      auth: s.brandUser.auth,
      params: { campaign_id: s.campaignId },
    });
    ok('tq-reasons-list', reasons);
    expect(reasons.json.count).toBe(1);
    const rejected = await reject({ reason: 'no such order' });
    ok('tq-reject', rejected);
    expect(rejected.json.transaction_query).toMatchObject({
      current_state: 'rejected',
      reason: 'No such order',
      actions_available: ['pend'],
    });
    const pended = await decide(pendRoute, 'pend', s, s.brandUser.auth, ids.get('MISSING-2')!);
    ok('tq-pend', pended);
    expect(
      pended.json.transaction_query.state_changes.map((c: { state: string }) => c.state),
    ).toEqual(['pending', 'rejected', 'pending']);

    // Bulk: approve MISSING-2 with another expected commission (an amendment), reject MISSING-3, one unknown.
    const processed = await call(processRoute, `/campaign/${s.campaignId}/tq/process`, {
      method: 'POST',
      auth: s.brandUser.auth,
      body: {
        transaction_queries: [
          {
            transaction_query_id: ids.get('MISSING-2'),
            new_state: 'approved',
            new_expected_commission: 5,
          },
          {
            transaction_query_id: ids.get('MISSING-3'),
            new_state: 'rejected',
            new_reason: 'No such order',
          },
          { transaction_query_id: '999999999', new_state: 'approved' },
        ],
      },
      params: { campaign_id: s.campaignId },
    });
    ok('tq-process', processed);
    const done = await waitForJob(s.brandUser.auth, String(processed.json.job.job_id));
    expect([done.data.item_success_count, done.data.item_error_count]).toEqual([2, 1]);
    const after = await campaignList(s, s.brandUser.auth, '?current_state=approved');
    expect(after.json.count).toBe(2);
    const two = after.json.transaction_queries.find(
      (t: { transaction_query: { conversion_reference: string } }) =>
        t.transaction_query.conversion_reference === 'MISSING-2',
    ).transaction_query;
    const adjustments = await db
      .select()
      .from(conversionAdjustments)
      .where(eq(conversionAdjustments.conversionId, Number(two.conversion_id)));
    // 20.00 at 10% = 2.0000 by the rules; expected 5: an amendment of 3.
    expect(adjustments.map((a) => [a.kind, a.commissionDelta])).toEqual([['amendment', '3.0000']]);

    // Staff see the queue; the reason can be deleted and rejected claims still name it.
    const queue = await call(queueRoute, `/network/${net.networkId}/tq?current_state=rejected`, {
      auth: net.auth,
      params: { network_id: String(net.networkId) },
    });
    expect(queue.status).toBe(200);
    expect(queue.json.transaction_queries).toHaveLength(1);
    const reasonId = reason.json.transaction_query_reason.transaction_query_reason_id;
    const deletedReason = await call(
      reasonDeleteRoute,
      `/campaign/${s.campaignId}/tq_reasons/${reasonId}/delete`,
      {
        method: 'POST',
        auth: s.brandUser.auth,
        params: { campaign_id: s.campaignId, transaction_query_reason_id: reasonId },
      },
    );
    ok('tq-reason-delete', deletedReason);
    const still = await campaignList(s, s.brandUser.auth, '?current_state=rejected');
    expect(still.json.transaction_queries[0].transaction_query.reason).toBe('No such order');
  });

  it('the partner deletes a pending claim only; duplicates, foreign camrefs and strangers are refused', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    const { ids } = await claimAndWait(net, s, [
      { camref: camref(s), conversion_reference: 'A-1', conversion_value: '10' },
    ]);
    // The same open claim again fails in the job.
    const again = await claimAndWait(net, s, [
      { camref: camref(s), conversion_reference: 'A-1', conversion_value: '10' },
    ]);
    expect(again.job.data.item_error_count).toBe(1);
    const other = await conversionSetup(await makeNetwork());
    const foreign = await claim(s, s.partner.auth, [
      { camref: `${other.campaignId}l${s.publisherId}`, conversion_reference: 'X' },
    ]);
    expect(foreign.status).toBe(400);
    expect(
      (await claim(s, s.partner.auth, [{ camref: 'abc', conversion_reference: 'X' }])).status,
    ).toBe(400);
    expect((await claim(s, s.partner.auth, [])).status).toBe(400);
    expect((await partnerList(s, other.partner.auth)).status).toBeGreaterThanOrEqual(403);
    expect((await campaignList(s, s.partner.auth)).status).toBe(403);
    expect((await campaignList(s, other.brandUser.auth)).status).toBeGreaterThanOrEqual(403);
    const del = (auth: string, id: string) =>
      call(deleteRoute, `/user/publisher/${s.publisherId}/tq/${id}/delete`, {
        method: 'POST',
        auth,
        params: { publisher_id: s.publisherId, transaction_query_id: id },
      });
    expect((await del(other.partner.auth, ids.get('A-1')!)).status).toBeGreaterThanOrEqual(403);
    ok('tq-delete', await del(s.partner.auth, ids.get('A-1')!));
    expect((await del(s.partner.auth, ids.get('A-1')!)).status).toBe(404);
    expect((await partnerList(s, s.partner.auth)).json.count).toBe(0);
  });

  it('an incorrect_commission claim on a tracked sale approves it and amends it to the expected commission', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net, {
      default_commission_rate: '10',
      default_currency: 'GBP',
    });
    const recorded = await record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: 'TRACKED-1',
      value: '100',
    });
    expect(recorded.status).toBe(201);
    const { ids } = await claimAndWait(net, s, [
      {
        camref: camref(s),
        transaction_query_type: 'incorrect_commission',
        conversion_reference: 'TRACKED-1',
        expected_commission: '12.5',
      },
      { camref: camref(s), conversion_reference: 'TRACKED-1-untracked', conversion_value: '5' },
    ]);
    const approved = await decide(
      approveRoute,
      'approve',
      s,
      s.brandUser.auth,
      ids.get('TRACKED-1')!,
    );
    expect(approved.status).toBe(200);
    expect(approved.json.transaction_query.conversion_id).toBe(String(recorded.json.data.id));
    const db = await getDb();
    const adjustments = await db
      .select()
      .from(conversionAdjustments)
      .where(eq(conversionAdjustments.conversionId, Number(recorded.json.data.id)));
    expect(adjustments.map((a) => a.commissionDelta)).toEqual(['2.5000']);
  });
});
