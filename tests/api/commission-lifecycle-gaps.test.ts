import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import * as claimRoute from '@/app/(api)/user/publisher/[publisher_id]/tq/create/route';
import * as campaignItemRoute from '@/app/(api)/v3/brand/campaigns/[campaignId]/route';
import * as approveRoute from '@/app/(api)/campaign/[campaign_id]/tq/[transaction_query_id]/approve/route';
import { getDb } from '@/lib/db/client';
import {
  conversionItems,
  conversionLocks,
  conversions,
  transactionQueries,
  webhookEndpoints,
  webhookEvents,
} from '@/lib/db/schema';
import { WEBHOOK_EVENT_TYPES } from '@/lib/schemas/enums';
import { advanceLifecycle } from '@/lib/services/earnings';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { bulk, conversionSetup, record, useQueue, waitForJob } from '../support/conversions';
import { createCommission, createPromotion, PAST } from '../support/commissions';
import { uid } from '../support/campaigns';

/**
 * Correctness of the commission lifecycle (issue 21): a forced recalculation pays by the rule
 * stored on the conversion and its items; every status move reaches the webhooks once, and an
 * approved claim's sale is recorded approved.
 */

type Setup = Awaited<ReturnType<typeof conversionSetup>>;

async function subscribe(net: TestNetwork) {
  const db = await getDb();
  await db.insert(webhookEndpoints).values({
    networkId: net.networkId,
    url: `https://receiver-${uid()}.example/hooks`,
    secret: `whsec-${uid()}`,
    eventTypes: [...WEBHOOK_EVENT_TYPES],
  });
}

async function eventsOf(net: TestNetwork, type: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.networkId, net.networkId), eq(webhookEvents.type, type)))
    .orderBy(asc(webhookEvents.createdAt));
  return rows.map((r) => r.data as Record<string, unknown>);
}

async function stored(id: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(conversions)
    .where(eq(conversions.id, Number(id)));
  const items = await db
    .select()
    .from(conversionItems)
    .where(eq(conversionItems.conversionId, Number(id)))
    .orderBy(conversionItems.id);
  return { row: row!, items };
}

async function runBulk(s: Setup, body: unknown) {
  const started = await bulk(s.brandUser.auth, s.campaignId, body);
  expect(started.status, started.text).toBe(202);
  const job = await waitForJob(s.brandUser.auth, String(started.json.data.id));
  expect(job.data.status).toBe('complete');
  return job;
}

/** A partner's missing-sale claim, its job run, approved by the brand; the claim's row after. */
async function claimApproved(s: Setup, claim: Record<string, unknown>) {
  const camref = `${s.campaignId}l${s.publisherId}`;
  const res = await call(claimRoute, `/user/publisher/${s.publisherId}/tq/create`, {
    method: 'POST',
    auth: s.partner.auth,
    body: { transaction_queries: [{ camref, ...claim }] },
    params: { publisher_id: s.publisherId },
  });
  expect(res.status, res.text).toBe(200);
  await waitForJob(s.partner.auth, String(res.json.job.job_id));
  const db = await getDb();
  const [tq] = await db
    .select()
    .from(transactionQueries)
    .where(
      and(
        eq(transactionQueries.campaignId, Number(s.campaignId)),
        eq(transactionQueries.conversionReference, String(claim.conversion_reference)),
      ),
    );
  const id = String(tq!.id);
  const approved = await call(approveRoute, `/campaign/${s.campaignId}/tq/${id}/approve`, {
    method: 'POST',
    auth: s.brandUser.auth,
    body: {},
    params: { campaign_id: s.campaignId, transaction_query_id: id },
  });
  expect(approved.status, approved.text).toBe(200);
  return String(approved.json.transaction_query.conversion_id);
}

describe('forced commission recalculation by the stored rule', () => {
  useQueue();

  it('a changed item value is paid again by its own rule (a percentage of the new value), not the campaign default', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net, { default_commission_rate: '5', default_currency: 'GBP' });
    const promo = await createPromotion(s.brandUser.auth, s.campaignId, {
      performance_value: '12',
      performance_model: 'percentage_cpa',
      start_date: PAST,
      meta_fields: [{ name: 'sku', values: ['GOLD-1'] }],
    });
    expect(promo.status, promo.text).toBe(201);
    const rec = await record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: `items-${uid()}`,
      value: '150.00',
      items: [
        { sku: 'GOLD-1', item_value: '100.00' },
        { sku: 'PLAIN-1', item_value: '50.00' },
      ],
    });
    expect(rec.status, rec.text).toBe(201);
    const before = await stored(rec.json.data.id);
    expect(before.items.map((i) => i.itemCommission)).toEqual(['12.0000', '2.5000']);
    const [gold, plain] = before.items;

    await runBulk(s, {
      conversion_items: {
        [gold!.id]: { item_value: '200.00', force_commission_recalculation: true },
      },
    });
    const after = await stored(rec.json.data.id);
    // 12% of the new 200 (the promotion stored on the item), the other item untouched.
    expect(after.items.map((i) => i.itemCommission)).toEqual(['24.0000', '2.5000']);
    expect(after.row.value).toBe('250.0000');
    expect(after.row.commission).toBe('26.5000');
    expect(after.items[0]!.commissionKind).toBe('promotion');

    // A conversion-level recalculation keeps each item's rule, and the sum.
    await runBulk(s, {
      conversion_items: { [plain!.id]: { item_value: '80.00' } },
    });
    await runBulk(s, {
      conversions: { [rec.json.data.id]: { force_commission_recalculation: true } },
    });
    const again = await stored(rec.json.data.id);
    expect(again.items.map((i) => i.itemCommission)).toEqual(['24.0000', '4.0000']);
    expect(again.row.commission).toBe('28.0000');
  });

  it('a fixed amount stays what the stored rule paid, whatever the campaign default says', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net, { default_commission_rate: '5', default_currency: 'GBP' });
    const fixed = await createCommission(s.brandUser.auth, s.campaignId, {
      description: 'A fixed fee for this partner',
      start_date: PAST,
      rates: [
        {
          id: s.publisherId,
          type: 'publisher',
          performance_value: '7',
          performance_model: 'fixed_cpa',
        },
      ],
    });
    expect(fixed.status, fixed.text).toBe(201);
    const rec = await record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: `fixed-${uid()}`,
      value: '300.00',
    });
    expect(rec.status, rec.text).toBe(201);
    expect((await stored(rec.json.data.id)).row.commission).toBe('7.0000');
    await runBulk(s, {
      conversions: { [rec.json.data.id]: { force_commission_recalculation: true } },
    });
    const after = await stored(rec.json.data.id);
    expect(after.row.commission).toBe('7.0000');
    expect(after.row.commissionKind).toBe('publisher');
  });
});

describe('status moves reach the webhooks once', () => {
  useQueue();

  it('a bulk approval and rejection emit conversion.status_changed once per move; an unchanged status emits none', async () => {
    const net = await makeNetwork();
    await subscribe(net);
    const s = await conversionSetup(net, {
      default_commission_rate: '10',
      default_currency: 'GBP',
    });
    const rec = await record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: `bulk-${uid()}`,
      value: '100.00',
    });
    const id = String(rec.json.data.id);
    await runBulk(s, { conversions: { [id]: { status: 'approved' } } });
    await runBulk(s, { conversions: { [id]: { status: 'approved', customer_type: 'new' } } });
    await runBulk(s, { conversions: { [id]: { status: 'rejected', reason: 'returned' } } });
    const moved = {
      conversion_id: id,
      campaign_id: s.campaignId,
      partner_id: s.publisherId,
      commission: '10.0000',
      commission_currency: 'GBP',
    };
    expect(await eventsOf(net, 'conversion.status_changed')).toEqual([
      { ...moved, previous_status: 'pending', status: 'approved' },
      { ...moved, previous_status: 'approved', status: 'rejected' },
    ]);
  });

  it("an approved claim's sale is recorded approved, says so, and locks after the lock period", async () => {
    const net = await makeNetwork();
    await subscribe(net);
    const s = await conversionSetup(net, {
      default_commission_rate: '10',
      default_currency: 'GBP',
    });
    const conversionId = await claimApproved(s, {
      conversion_reference: 'MISSING-9',
      conversion_value: '40',
    });
    const { row, items } = await stored(conversionId);
    expect(row.status).toBe('approved');
    expect(items).toEqual([]);
    expect(await eventsOf(net, 'conversion.recorded')).toEqual([
      expect.objectContaining({ conversion_id: conversionId, status: 'approved' }),
    ]);
    // Recorded approved: no separate move, so no status_changed for it.
    expect(await eventsOf(net, 'conversion.status_changed')).toEqual([]);
    const db = await getDb();
    await advanceLifecycle(db, new Date(Date.now() + 31 * 86_400_000), net.networkId);
    const locks = await db
      .select()
      .from(conversionLocks)
      .where(eq(conversionLocks.conversionId, Number(conversionId)));
    expect(locks).toHaveLength(1);
    expect(await eventsOf(net, 'conversion.locked')).toHaveLength(1);
  });

  it('an approved claim on a tracked pending sale emits its status change once', async () => {
    const net = await makeNetwork();
    await subscribe(net);
    const s = await conversionSetup(net, {
      default_commission_rate: '10',
      default_currency: 'GBP',
    });
    const rec = await record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: 'TRACKED-9',
      value: '100',
    });
    expect(rec.status, rec.text).toBe(201);
    await claimApproved(s, {
      transaction_query_type: 'declined',
      conversion_reference: 'TRACKED-9',
    });
    expect(await eventsOf(net, 'conversion.status_changed')).toEqual([
      {
        conversion_id: String(rec.json.data.id),
        campaign_id: s.campaignId,
        partner_id: s.publisherId,
        previous_status: 'pending',
        status: 'approved',
        commission: '10.0000',
        commission_currency: 'GBP',
      },
    ]);
  });
});

describe("the campaign's lock period on the v3 campaign", () => {
  useQueue();

  const campaignPath = (id: string) => `/v3/brand/campaigns/${id}`;

  it('reads and sets lock_period_days (0..365 whole days), audited, and the lifecycle waits that long', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net, {
      default_commission_rate: '10',
      default_currency: 'GBP',
    });
    const get = () =>
      call(campaignItemRoute, campaignPath(s.campaignId), {
        auth: s.brandUser.auth,
        params: { campaignId: s.campaignId },
      });
    const patch = (body: unknown) =>
      call(campaignItemRoute, campaignPath(s.campaignId), {
        method: 'PATCH',
        auth: s.brandUser.auth,
        body,
        params: { campaignId: s.campaignId },
      });
    expect((await get()).json.data.lock_period_days).toBe(30);
    for (const bad of [366, -1, 1.5, '7', null]) {
      const res = await patch({ lock_period_days: bad });
      expect(res.status, `${bad}: ${res.text}`).toBe(400);
      expect(res.json.error.errors[0].property).toBe('[lock_period_days]');
    }
    expect((await get()).json.data.lock_period_days).toBe(30);
    const set = await patch({ lock_period_days: 5 });
    expect(set.status, set.text).toBe(204);
    expect((await get()).json.data.lock_period_days).toBe(5);

    const rec = await record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: `lock-${uid()}`,
      value: '100.00',
    });
    await runBulk(s, { conversions: { [rec.json.data.id]: { status: 'approved' } } });
    const db = await getDb();
    const lockOf = async () =>
      db
        .select()
        .from(conversionLocks)
        .where(eq(conversionLocks.conversionId, Number(rec.json.data.id)));
    await advanceLifecycle(db, new Date(Date.now() + 4 * 86_400_000), net.networkId);
    expect(await lockOf()).toEqual([]);
    await advanceLifecycle(db, new Date(Date.now() + 6 * 86_400_000), net.networkId);
    const [lock] = await lockOf();
    expect(lock!.lockedAt.getTime() - lock!.approvedAt.getTime()).toBe(5 * 86_400_000);
  });
});
