import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import {
  conversionAdjustments,
  conversionLocks,
  conversions,
  earningsTotals,
} from '@/lib/db/schema';
import type { EarningStage } from '@/lib/schemas/enums';
import { partnerEarnings, recomputePartnerEarnings } from '@/lib/services/earnings';
import { makeNetwork } from '../support/harness';
import { conversionSetup } from '../support/conversions';

// The running totals (earnings_totals, kept by the triggers of migration 0017) against the
// figures derived from the rows, after random sequences of every move the lifecycle makes:
// recording (attributed or not), status changes, commission changes, lock, payable, unlock,
// adjustments (amendments and refunds, either sign) and their removal.

type Move =
  | { kind: 'record'; attributed: boolean; status: string; cents: number; eur: boolean }
  | { kind: 'status'; pick: number; status: string }
  | { kind: 'commission'; pick: number; cents: number }
  | { kind: 'lock'; pick: number }
  | { kind: 'payable'; pick: number }
  | { kind: 'unlock'; pick: number }
  | { kind: 'adjust'; pick: number; cents: number }
  | { kind: 'unadjust'; pick: number };

const STATUSES = ['pending', 'approved', 'rejected'] as const;
const pick = fc.nat(1000);
const cents = fc.integer({ min: -5_000, max: 50_000 });
const move: fc.Arbitrary<Move> = fc.oneof(
  fc.record({
    kind: fc.constant('record' as const),
    attributed: fc.boolean(),
    status: fc.constantFrom(...STATUSES),
    cents: fc.nat(50_000),
    eur: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('status' as const), pick, status: fc.constantFrom(...STATUSES) }),
  fc.record({ kind: fc.constant('commission' as const), pick, cents: fc.nat(50_000) }),
  fc.record({ kind: fc.constant('lock' as const), pick }),
  fc.record({ kind: fc.constant('payable' as const), pick }),
  fc.record({ kind: fc.constant('unlock' as const), pick }),
  fc.record({ kind: fc.constant('adjust' as const), pick, cents }),
  fc.record({ kind: fc.constant('unadjust' as const), pick }),
);

const amount = (c: number) => (c / 100).toFixed(2);
const nth = <T>(rows: T[], i: number) => (rows.length ? rows[i % rows.length] : undefined);

interface World {
  networkId: number;
  campaignId: number;
  partnerId: number;
  seq: number;
}

async function apply(w: World, m: Move) {
  const db = await getDb();
  const mine = () =>
    db
      .select()
      .from(conversions)
      .where(eq(conversions.campaignId, w.campaignId))
      .orderBy(conversions.id);
  const locks = () =>
    db
      .select()
      .from(conversionLocks)
      .where(eq(conversionLocks.campaignId, w.campaignId))
      .orderBy(conversionLocks.conversionId);
  if (m.kind === 'record') {
    w.seq += 1;
    await db.insert(conversions).values({
      networkId: w.networkId,
      campaignId: w.campaignId,
      partnerId: m.attributed ? w.partnerId : null,
      conversionReference: `prop-${w.seq}-${Math.random()}`,
      status: m.status as (typeof STATUSES)[number],
      currency: 'GBP',
      value: '100.00',
      commission: amount(m.cents),
      commissionCurrency: m.eur ? 'EUR' : 'GBP',
      conversionTime: new Date(),
    });
    return;
  }
  if (m.kind === 'lock') {
    const lockedIds = new Set((await locks()).map((l) => l.conversionId));
    const open = (await mine()).filter(
      (c) => c.status === 'approved' && c.partnerId !== null && !lockedIds.has(c.id),
    );
    const c = nth(open, m.pick);
    if (c)
      await db.insert(conversionLocks).values({
        conversionId: c.id,
        networkId: w.networkId,
        campaignId: w.campaignId,
        partnerId: c.partnerId!,
        commission: c.commission,
        commissionCurrency: c.commissionCurrency,
        approvedAt: new Date(),
        lockedAt: new Date(),
      });
    return;
  }
  if (m.kind === 'payable' || m.kind === 'unlock') {
    const l = nth(await locks(), m.pick);
    if (!l) return;
    if (m.kind === 'unlock')
      await db.delete(conversionLocks).where(eq(conversionLocks.conversionId, l.conversionId));
    else
      await db
        .update(conversionLocks)
        .set({ payableAt: new Date() })
        .where(eq(conversionLocks.conversionId, l.conversionId));
    return;
  }
  if (m.kind === 'unadjust') {
    const rows = await db
      .select({ id: conversionAdjustments.id })
      .from(conversionAdjustments)
      .where(eq(conversionAdjustments.campaignId, w.campaignId))
      .orderBy(conversionAdjustments.id);
    const a = nth(rows, m.pick);
    if (a) await db.delete(conversionAdjustments).where(eq(conversionAdjustments.id, a.id));
    return;
  }
  const lockedIds = new Set((await locks()).map((l) => l.conversionId));
  const all = await mine();
  if (m.kind === 'adjust') {
    const c = nth(
      all.filter((x) => x.partnerId !== null),
      m.pick,
    );
    if (c)
      await db.insert(conversionAdjustments).values({
        networkId: w.networkId,
        campaignId: w.campaignId,
        conversionId: c.id,
        partnerId: c.partnerId!,
        kind: m.cents < 0 ? 'refund' : 'amendment',
        valueDelta: '0',
        commissionDelta: amount(m.cents),
        commissionCurrency: c.commissionCurrency,
      });
    return;
  }
  // Status and commission change only while a conversion is not locked (the services refuse).
  const c = nth(
    all.filter((x) => !lockedIds.has(x.id)),
    m.pick,
  );
  if (!c) return;
  const set =
    m.kind === 'status'
      ? { status: m.status as (typeof STATUSES)[number] }
      : { commission: amount(m.cents) };
  await db.update(conversions).set(set).where(eq(conversions.id, c.id));
}

/** The stored running totals of the partner, per currency, all-zero currencies left out. */
async function storedTotals(partnerId: number) {
  const db = await getDb();
  const rows = await db
    .select({
      currency: earningsTotals.commissionCurrency,
      stage: earningsTotals.stage,
      sum: sql<string>`sum(${earningsTotals.amount})::numeric(20,4)::text`,
    })
    .from(earningsTotals)
    .where(and(eq(earningsTotals.partnerId, partnerId)))
    .groupBy(earningsTotals.commissionCurrency, earningsTotals.stage);
  const out = new Map<string, Record<EarningStage, string>>();
  for (const r of rows) {
    const t = out.get(r.currency) ?? {
      pending: '0.0000',
      approved: '0.0000',
      locked: '0.0000',
      payable: '0.0000',
    };
    t[r.stage] = r.sum;
    out.set(r.currency, t);
  }
  for (const [currency, t] of out)
    if (Object.values(t).every((v) => Number(v) === 0)) out.delete(currency);
  return out;
}

describe('earnings running totals', () => {
  it('always equal the figures derived from the rows, after any sequence of moves', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net, { default_currency: 'GBP' });
    const w: World = {
      networkId: net.networkId,
      campaignId: Number(s.campaignId),
      partnerId: Number(s.publisherId),
      seq: 0,
    };
    const staff = {
      userId: net.userId,
      networkId: net.networkId,
      role: 'network' as const,
      userName: 'staff',
      partnerId: null,
      brandIds: [],
      via: 'basic' as const,
    };
    const db = await getDb();
    await fc.assert(
      fc.asyncProperty(fc.array(move, { minLength: 1, maxLength: 25 }), async (moves) => {
        for (const m of moves) await apply(w, m);
        const expected = await recomputePartnerEarnings(db, w.partnerId);
        expect(await storedTotals(w.partnerId)).toEqual(expected);
        // What the API shows is the same figures, currency by currency.
        const shown = await partnerEarnings(db, staff, w.partnerId);
        expect(new Map(shown.map(({ currency, ...t }) => [currency, t]))).toEqual(expected);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
