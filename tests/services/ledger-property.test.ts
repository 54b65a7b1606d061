import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { conversionLocks, ledgerEntries, networks } from '@/lib/db/schema';
import type { FundingMode } from '@/lib/schemas/enums';
import { toUnits } from '@/lib/money/amount';
import { advanceLifecycle } from '@/lib/services/earnings';
import { ledgerBalances, makeCommissionAvailable, paymentSummary } from '@/lib/services/ledger';
import {
  adjustSale,
  adjustUnits,
  approveMove,
  DAY,
  decideSale,
  nth,
  pick,
  propertyWorld,
  recordSale,
  saleMove,
  timeMove,
  type PropertyWorld,
} from '../support/ledger-moves';

// The ledger after random sequences of sales, approvals, rejections, the passing of time (locks,
// payables and, on scheduled networks, availability), amendments and refunds before and after
// availability, and invoice-paid hooks on pay-when-paid networks: the balance is exactly the net
// commission of the conversions made available (made available, plus adjustments, minus
// clawbacks), each cause counts once, and no unit of 0.0001 is created or lost.

type Move =
  | { kind: 'sale'; units: number }
  | { kind: 'approve'; pick: number }
  | { kind: 'reject'; pick: number }
  | { kind: 'time'; days: number }
  | { kind: 'adjust'; pick: number; units: number; refund: boolean }
  | { kind: 'invoice_paid'; picks: number[] };

const move: fc.Arbitrary<Move> = fc.oneof(
  { weight: 3, arbitrary: saleMove },
  { weight: 3, arbitrary: approveMove },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reject' as const), pick }) },
  { weight: 2, arbitrary: timeMove },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('adjust' as const),
      pick,
      units: adjustUnits,
      refund: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('invoice_paid' as const),
      picks: fc.array(pick, { maxLength: 4 }),
    }),
  },
);

interface Sale {
  id: number;
  status: 'pending' | 'approved' | 'rejected';
  /** Recorded commission plus every adjustment, in units: the model, kept apart from the ledger. */
  net: bigint;
}

interface World extends PropertyWorld {
  sales: Sale[];
  /** What the model says has been made available. */
  available: Set<number>;
  mode: FundingMode;
}

async function apply(w: World, m: Move): Promise<void> {
  const db = await getDb();
  if (m.kind === 'sale') {
    const id = await recordSale(w, m.units, `p-${w.sales.length}`);
    w.sales.push({ id, status: 'pending', net: BigInt(m.units) });
    return;
  }
  if (m.kind === 'approve' || m.kind === 'reject') {
    const sale = nth(
      w.sales.filter((s) => s.status === 'pending'),
      m.pick,
    );
    if (!sale) return;
    sale.status = m.kind === 'approve' ? 'approved' : 'rejected';
    await decideSale(w, sale.id, sale.status);
    return;
  }
  if (m.kind === 'time') {
    w.now = new Date(w.now.getTime() + m.days * DAY);
    await advanceLifecycle(db, w.now, w.networkId);
    if (w.mode === 'scheduled') for (const id of await payableIds(w)) w.available.add(id);
    return;
  }
  if (m.kind === 'invoice_paid') {
    const ids = [
      ...new Set(m.picks.map((p) => nth(w.sales, p)?.id).filter((id) => id !== undefined)),
    ];
    const payable = new Set(await payableIds(w));
    const written = await db.transaction((tx) => makeCommissionAvailable(tx, ids));
    const expected = ids
      .filter((id) => payable.has(id) && !w.available.has(id))
      .sort((a, b) => a - b);
    expect(written.map((e) => e.conversionId).sort((a, b) => a! - b!)).toEqual(expected);
    for (const id of expected) w.available.add(id);
    return;
  }
  const sale = nth(
    w.sales.filter((s) => s.status === 'approved'),
    m.pick,
  );
  if (sale) sale.net += await adjustSale(w, sale, m.units, m.refund);
}

async function payableIds(w: World): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: conversionLocks.conversionId })
    .from(conversionLocks)
    .where(and(eq(conversionLocks.partnerId, w.partnerId), isNotNull(conversionLocks.payableAt)));
  return rows.map((r) => r.id);
}

async function check(w: World): Promise<void> {
  const db = await getDb();
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.partnerId, w.partnerId));
  // Each cause once.
  const made = entries.filter((e) => e.kind === 'commission_available').map((e) => e.conversionId!);
  expect(new Set(made).size).toBe(made.length);
  const adjustments = entries.filter((e) => e.adjustmentId !== null).map((e) => e.adjustmentId);
  expect(new Set(adjustments).size).toBe(adjustments.length);
  // Made available exactly what the model says: payable conversions, on scheduled networks all of them.
  expect(new Set(made)).toEqual(w.available);
  const payable = new Set(await payableIds(w));
  for (const id of made) expect(payable.has(id)).toBe(true);
  // The balance is the model's net commission of the available sales, to the unit.
  const expected = w.sales.filter((s) => w.available.has(s.id)).reduce((a, s) => a + s.net, 0n);
  const balance = await ledgerBalances(db, w.partnerId);
  expect(toUnits(balance.GBP ?? '0')).toBe(expected);
  const [sum] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.partnerId, w.partnerId));
  expect(toUnits(sum!.total)).toBe(expected);
  // Nothing created or lost between the stages: every approved or pending unit is somewhere.
  const summary = await paymentSummary(db, w.staff, w.partnerId);
  const inStages = (['pending', 'approved', 'confirmed', 'available'] as const).reduce(
    (a, k) => a + toUnits(summary[k].GBP ?? '0'),
    0n,
  );
  const live = w.sales.filter((s) => s.status !== 'rejected').reduce((a, s) => a + s.net, 0n);
  expect(inStages).toBe(live);
  if (w.mode === 'scheduled') expect(summary.confirmed).toEqual({});
}

describe('ledger property: random sequences of moves', () => {
  it('keeps the balance equal to the commission made available, each cause once, to the unit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<FundingMode>('scheduled', 'pay_when_paid'),
        fc.array(move, { minLength: 1, maxLength: 20 }),
        fc.array(move, { maxLength: 12 }),
        async (mode, before, after) => {
          const world = await propertyWorld();
          const db = await getDb();
          await db
            .update(networks)
            .set({ fundingMode: mode })
            .where(eq(networks.id, world.networkId));
          const w: World = { ...world, sales: [], available: new Set(), mode };
          // Moves, then time enough for everything approved to become payable (and available on
          // schedule), then more moves: adjustments and refunds after availability.
          for (const m of [...before, { kind: 'time', days: 70 } as const, ...after]) {
            await apply(w, m);
            await check(w);
          }
        },
      ),
      // Each run builds a network: shrinking would take minutes, so the first failure is reported as found.
      { numRuns: 12, endOnFailure: true },
    );
  }, 180_000);
});
