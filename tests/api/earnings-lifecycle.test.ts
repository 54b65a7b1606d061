import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import * as adjustmentsRoute from '@/app/(api)/v3/brand/campaigns/[campaignId]/conversions/[conversionId]/adjustments/route';
import * as partnerEarningsRoute from '@/app/(api)/v3/partner/[partnerId]/earnings/route';
import * as brandEarningsRoute from '@/app/(api)/v3/brand/earnings/route';
import { getDb } from '@/lib/db/client';
import { auditEvents, campaigns, conversionLocks } from '@/lib/db/schema';
import { advanceLifecycle, payableFrom } from '@/lib/services/earnings';
import { call, makeNetwork } from '../support/harness';
import { bulk, conversionSetup, record, useQueue, waitForJob } from '../support/conversions';

const DAY = 86_400_000;

const adjust = (auth: string, campaignId: string, conversionId: string, body: unknown) =>
  call(
    adjustmentsRoute,
    `/v3/brand/campaigns/${campaignId}/conversions/${conversionId}/adjustments`,
    { method: 'POST', auth, body, params: { campaignId, conversionId } },
  );
const adjustments = (auth: string, campaignId: string, conversionId: string) =>
  call(
    adjustmentsRoute,
    `/v3/brand/campaigns/${campaignId}/conversions/${conversionId}/adjustments`,
    { auth, params: { campaignId, conversionId } },
  );
const partnerEarnings = (auth: string, partnerId: string) =>
  call(partnerEarningsRoute, `/v3/partner/${partnerId}/earnings`, { auth, params: { partnerId } });
const brandEarnings = (auth: string, query = '') =>
  call(brandEarningsRoute, `/v3/brand/earnings${query}`, { auth });

/** A campaign at 10% GBP with three recorded conversions of 100.00 (commission 10.0000 each). */
async function world() {
  const net = await makeNetwork();
  const s = await conversionSetup(net, { default_commission_rate: '10', default_currency: 'GBP' });
  const ids: string[] = [];
  for (const ref of ['order-1', 'order-2', 'order-3']) {
    const res = await record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: ref,
      value: '100.00',
    });
    expect(res.status).toBe(201);
    ids.push(String(res.json.data.id));
  }
  return { net, s, ids };
}

async function setStatus(auth: string, campaignId: string, ids: string[], status: string) {
  const res = await bulk(auth, campaignId, {
    conversions: Object.fromEntries(ids.map((id) => [id, { status }])),
  });
  expect(res.status).toBe(202);
  return waitForJob(auth, String(res.json.data.id));
}

const totalsOf = async (auth: string, partnerId: string) => {
  const res = await partnerEarnings(auth, partnerId);
  expect(res.status).toBe(200);
  return res.json.data.totals;
};

describe('conversion lifecycle: approved -> locked -> payable, adjustments', () => {
  useQueue();

  it('locks approved conversions after the lock period, then pays them the month after', async () => {
    const { net, s, ids } = await world();
    await setStatus(s.brandUser.auth, s.campaignId, [ids[0]!, ids[1]!], 'approved');
    expect(await totalsOf(s.partner.auth, s.publisherId)).toEqual([
      {
        currency: 'GBP',
        pending: '10.0000',
        approved: '20.0000',
        locked: '0.0000',
        payable: '0.0000',
      },
    ]);
    const db = await getDb();
    // Not yet: 29 days after approval.
    await advanceLifecycle(db, new Date(Date.now() + 29 * DAY), net.networkId);
    const lockedIds = async () =>
      (
        await db
          .select()
          .from(conversionLocks)
          .where(inArray(conversionLocks.conversionId, ids.map(Number)))
      ).sort((a, b) => a.conversionId - b.conversionId);
    expect(await lockedIds()).toEqual([]);
    await advanceLifecycle(db, new Date(Date.now() + 31 * DAY), net.networkId);
    const locks = await lockedIds();
    expect(locks.map((l) => String(l.conversionId))).toEqual([ids[0], ids[1]]);
    expect(locks[0]!.lockedAt.getTime() - locks[0]!.approvedAt.getTime()).toBe(30 * DAY);
    expect(locks[0]!.payableAt).toBeNull();
    expect(await totalsOf(s.partner.auth, s.publisherId)).toEqual([
      {
        currency: 'GBP',
        pending: '10.0000',
        approved: '0.0000',
        locked: '20.0000',
        payable: '0.0000',
      },
    ]);
    const payableAt = payableFrom(locks[0]!.lockedAt);
    await advanceLifecycle(db, new Date(payableAt.getTime() + DAY), net.networkId);
    expect((await lockedIds()).map((l) => l.payableAt?.toISOString())).toEqual([
      payableAt.toISOString(),
      payableFrom(locks[1]!.lockedAt).toISOString(),
    ]);
    expect(await totalsOf(net.auth, s.publisherId)).toEqual([
      {
        currency: 'GBP',
        pending: '10.0000',
        approved: '0.0000',
        locked: '0.0000',
        payable: '20.0000',
      },
    ]);
    const audited = await db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'conversion'), eq(auditEvents.entityId, ids[0]!)));
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(['created', 'updated', 'locked', 'payable']),
    );
  });

  it("uses the campaign's own lock period", async () => {
    const { net, s, ids } = await world();
    const db = await getDb();
    await db
      .update(campaigns)
      .set({ lockPeriodDays: 7 })
      .where(eq(campaigns.id, Number(s.campaignId)));
    await setStatus(s.brandUser.auth, s.campaignId, [ids[0]!], 'approved');
    await advanceLifecycle(db, new Date(Date.now() + 8 * DAY), net.networkId);
    const [lock] = await db
      .select()
      .from(conversionLocks)
      .where(eq(conversionLocks.conversionId, Number(ids[0])));
    expect(lock!.lockedAt.getTime() - lock!.approvedAt.getTime()).toBe(7 * DAY);
  });

  it('refuses bulk changes to a locked conversion; a refund after lock is a negative adjustment', async () => {
    const { net, s, ids } = await world();
    await setStatus(s.brandUser.auth, s.campaignId, [ids[0]!, ids[1]!], 'approved');
    await advanceLifecycle(await getDb(), new Date(Date.now() + 31 * DAY), net.networkId);
    const job = await setStatus(s.brandUser.auth, s.campaignId, [ids[0]!], 'rejected');
    expect(job.data.item_error_count).toBe(1);
    const refund = await adjust(s.brandUser.auth, s.campaignId, ids[0]!, {
      kind: 'refund',
      commission_delta: '-4.5',
      value_delta: '-45',
      reason: 'partial return',
    });
    expect(refund.status).toBe(201);
    expect(refund.json.data).toMatchObject({
      kind: 'refund',
      commission_delta: '-4.5000',
      value_delta: '-45.0000',
      stage: 'locked',
      reason: 'partial return',
    });
    // An amendment of the approved (not locked) one.
    const amend = await adjust(s.brandUser.auth, s.campaignId, ids[1]!, {
      kind: 'amendment',
      commission_delta: 2,
    });
    expect(amend.status).toBe(201);
    expect(amend.json.data.stage).toBe('locked');
    expect(await totalsOf(s.partner.auth, s.publisherId)).toEqual([
      {
        currency: 'GBP',
        pending: '10.0000',
        approved: '0.0000',
        locked: '17.5000',
        payable: '0.0000',
      },
    ]);
    const listed = await adjustments(s.brandUser.auth, s.campaignId, ids[0]!);
    expect(listed.status).toBe(200);
    expect(listed.json.data).toMatchObject({
      commission: '10.0000',
      net_commission: '5.5000',
      stage: 'locked',
    });
    expect(listed.json.data.adjustments).toHaveLength(1);
    // The brand's view: per campaign and in all.
    const brand = await brandEarnings(s.brandUser.auth, `?campaign_id=${s.campaignId}`);
    expect(brand.status).toBe(200);
    expect(brand.json.data.campaigns).toHaveLength(1);
    expect(brand.json.data.totals).toEqual([
      {
        currency: 'GBP',
        pending: '10.0000',
        approved: '0.0000',
        locked: '17.5000',
        payable: '0.0000',
      },
    ]);
  });

  it('refuses adjustments that make no sense, with the field named', async () => {
    const { s, ids } = await world();
    await setStatus(s.brandUser.auth, s.campaignId, [ids[0]!], 'approved');
    const cases: [string, unknown, string][] = [
      [ids[2]!, { kind: 'amendment', commission_delta: '1' }, 'conversion_id'],
      [ids[0]!, { kind: 'refund', commission_delta: '1' }, 'commission_delta'],
      [ids[0]!, { kind: 'refund', commission_delta: '-10.0001' }, 'commission_delta'],
      [ids[0]!, { kind: 'refund', commission_delta: '0', value_delta: '-100.01' }, 'value_delta'],
      [ids[0]!, { kind: 'amendment', commission_delta: '0' }, 'commission_delta'],
      [ids[0]!, { kind: 'amendment', commission_delta: '1.00001' }, 'commission_delta'],
      [ids[0]!, { kind: 'gift', commission_delta: '1' }, 'kind'],
      [ids[0]!, { kind: 'amendment', commission_delta: '1', extra: 1 }, 'extra'],
    ];
    for (const [id, body, property] of cases) {
      const res = await adjust(s.brandUser.auth, s.campaignId, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.errors.map((e: { property: string }) => e.property)).toContain(
        `[${property}]`,
      );
    }
    // A partner may not adjust; another partner may not read someone's earnings.
    expect((await adjust(s.partner.auth, s.campaignId, ids[0]!, cases[4]![1])).status).toBe(403);
    const other = await conversionSetup(await makeNetwork());
    expect(
      (await partnerEarnings(other.partner.auth, s.publisherId)).status,
    ).toBeGreaterThanOrEqual(403);
    expect((await adjust(s.brandUser.auth, s.campaignId, '999999999', cases[4]![1])).status).toBe(
      404,
    );
  });
});
