import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as violationsRoute from '@/app/(api)/v3/brand/participations/[participationId]/paid_search_violation/route';
import { getDb } from '@/lib/db/client';
import { conversions, participations, selfBillItems, selfBills } from '@/lib/db/schema';
import { useQueue } from '../support/conversions';
import { call } from '../support/harness';
import {
  approveRun,
  availableWorld,
  gbDetails,
  issueRun,
  readRun,
  startRun,
} from '../support/payment-runs';

/**
 * Paid-search violations (docs/fraud.md#paid-search-violations): the commissions of sales in a
 * participation's window are not paid; the run shows them beside the line with the reason, and
 * they stay off the self-bill.
 */

const HOUR = 3_600_000;

async function setUp() {
  // Commissions at 10%: 10.0000 on the first sale, 20.0000 on the second, an hour apart.
  const w = await availableWorld(['100.00', '200.00']);
  await gbDetails(w.s.partner.auth, w.s.publisherId);
  const db = await getDb();
  const first = new Date('2026-09-01T10:00:00Z');
  await db
    .update(conversions)
    .set({ conversionTime: first })
    .where(eq(conversions.id, Number(w.ids[0])));
  await db
    .update(conversions)
    .set({ conversionTime: new Date(first.getTime() + HOUR) })
    .where(eq(conversions.id, Number(w.ids[1])));
  const [p] = await db
    .select({ id: participations.id })
    .from(participations)
    .where(
      and(
        eq(participations.campaignId, Number(w.s.campaignId)),
        eq(participations.partnerId, Number(w.s.publisherId)),
      ),
    );
  const participationId = String(p!.id);
  const addWindow = async (body: { start_date_time: string; end_date_time?: string }) => {
    const res = await call(
      violationsRoute,
      `/v3/brand/participations/${participationId}/paid_search_violation`,
      { method: 'POST', auth: w.s.brandUser.auth, body, params: { participationId } },
    );
    expect(res.status).toBe(201);
  };
  return { w, first, addWindow };
}

const lineOf = (run: { json: { data: { lines: { partner_id: string }[] } } }, partnerId: string) =>
  run.json.data.lines.find((l) => l.partner_id === partnerId) as Record<string, unknown>;

describe('paid-search windows in payment runs', () => {
  useQueue();

  it('a closed window holds back only its sales: the run pays the rest and says why', async () => {
    const { w, first, addWindow } = await setUp();
    await addWindow({
      start_date_time: new Date(first.getTime() - HOUR).toISOString(),
      end_date_time: new Date(first.getTime() + HOUR / 2).toISOString(),
    });
    const run = await startRun(w.net.auth, w.net, {
      currency: 'GBP',
      payment_type: 'bank_transfer',
    });
    expect(run.status).toBe(201);
    expect(lineOf(run, w.s.publisherId)).toMatchObject({
      included: true,
      amount: '20.0000',
      unpaid_amount: '10.0000',
      unpaid_reason: expect.stringMatching(
        /^Paid-search violation on .+ from 2026-09-01 to 2026-09-01: commissions of sales in the window are not paid$/,
      ),
    });
    expect(run.json.data.total).toBe('20.0000');

    const runId = String(run.json.data.id);
    expect((await approveRun(w.net.auth, w.net, runId)).status).toBe(200);
    expect((await issueRun(w.net.auth, w.net, runId)).status).toBe(200);
    const db = await getDb();
    const [bill] = await db
      .select()
      .from(selfBills)
      .where(eq(selfBills.runId, Number(runId)));
    expect(bill!.subtotal).toBe('20.0000');
    const items = await db
      .select({ conversionId: selfBillItems.conversionId })
      .from(selfBillItems)
      .where(eq(selfBillItems.selfBillId, bill!.id));
    expect(items.map((i) => String(i.conversionId))).toEqual([w.ids[1]]);
    // Read back, the line still says what was held back.
    const read = await readRun(w.net.auth, w.net, runId);
    expect(lineOf(read, w.s.publisherId)).toMatchObject({ unpaid_amount: '10.0000' });
  });

  it('an open-ended window over every sale leaves the partner out, with the reason', async () => {
    const { w, first, addWindow } = await setUp();
    await addWindow({ start_date_time: new Date(first.getTime() - HOUR).toISOString() });
    const run = await startRun(w.net.auth, w.net, {
      currency: 'GBP',
      payment_type: 'bank_transfer',
    });
    expect(run.status).toBe(201);
    expect(lineOf(run, w.s.publisherId)).toMatchObject({
      included: false,
      amount: '0.0000',
      exclusion_reason: 'Nothing payable: every commission is in a paid-search violation window',
      unpaid_amount: '30.0000',
      unpaid_reason: expect.stringMatching(/from 2026-09-01: commissions of sales in the window/),
    });
  });

  it('without a window nothing is held back', async () => {
    const { w } = await setUp();
    const run = await startRun(w.net.auth, w.net, {
      currency: 'GBP',
      payment_type: 'bank_transfer',
    });
    expect(lineOf(run, w.s.publisherId)).toMatchObject({
      included: true,
      amount: '30.0000',
      unpaid_amount: null,
      unpaid_reason: null,
    });
  });
});
