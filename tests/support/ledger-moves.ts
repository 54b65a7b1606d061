import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { conversionHistory, conversions } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { fromUnits } from '@/lib/money/amount';
import { recordAdjustment } from '@/lib/services/earnings/adjustments';
import { systemActor } from '@/lib/services/audit/change-set';
import { makeNetwork } from './harness';
import { conversionSetup } from './conversions';

/**
 * The moves and the world the ledger and payment-run property tests share
 * (tests/services/ledger-property.test.ts, payment-runs-property.test.ts): a sale, its approval
 * or rejection, the passing of time, an amendment or refund, each written as the services write
 * them, on a network with one GBP campaign and one partner.
 */

export const DAY = 86_400_000;
export const nth = <T>(rows: T[], i: number) => (rows.length ? rows[i % rows.length] : undefined);
export const pick = fc.nat(1000);

export const saleMove = fc.record({ kind: fc.constant('sale' as const), units: fc.nat(5_000_000) });
export const approveMove = fc.record({ kind: fc.constant('approve' as const), pick });
export const timeMove = fc.record({
  kind: fc.constant('time' as const),
  days: fc.integer({ min: 1, max: 60 }),
});
export const adjustUnits = fc.integer({ min: -3_000_000, max: 3_000_000 });

export interface PropertyWorld {
  networkId: number;
  campaignId: number;
  partnerId: number;
  staff: Principal;
  now: Date;
}

/** A network with a GBP campaign and one partner on it, and its staff as a principal. */
export async function propertyWorld(): Promise<PropertyWorld> {
  const net = await makeNetwork();
  const s = await conversionSetup(net, { default_currency: 'GBP' });
  return {
    networkId: net.networkId,
    campaignId: Number(s.campaignId),
    partnerId: Number(s.publisherId),
    staff: {
      userId: net.userId,
      networkId: net.networkId,
      role: 'network',
      userName: 'staff',
      partnerId: null,
      brandIds: [],
      via: 'system',
    },
    now: new Date(),
  };
}

/** A pending sale of `units` commission (GBP); returns its conversion id. */
export async function recordSale(w: PropertyWorld, units: number, tag: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(conversions)
    .values({
      networkId: w.networkId,
      campaignId: w.campaignId,
      partnerId: w.partnerId,
      conversionReference: `${tag}-${Math.random()}`,
      status: 'pending',
      currency: 'GBP',
      value: '100.0000',
      commission: fromUnits(BigInt(units)),
      commissionCurrency: 'GBP',
      conversionTime: w.now,
    })
    .returning({ id: conversions.id });
  return row!.id;
}

/** A pending sale approved or rejected at the world's time, with its history row. */
export async function decideSale(
  w: PropertyWorld,
  saleId: number,
  to: 'approved' | 'rejected',
): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(conversions).set({ status: to }).where(eq(conversions.id, saleId));
    await tx.insert(conversionHistory).values({
      networkId: w.networkId,
      conversionId: saleId,
      action: 'updated',
      changes: { status: { from: 'pending', to } },
      createdAt: w.now,
    });
  });
}

/**
 * An amendment (either sign) or a refund of an approved sale, as adjustConversion makes it: the
 * conversion locked, its net kept at 0 or more. Returns the change applied (0n: none).
 */
export async function adjustSale(
  w: PropertyWorld,
  sale: { id: number; net: bigint },
  units: number,
  refund: boolean,
): Promise<bigint> {
  let delta = BigInt(units);
  if (refund && delta > 0n) delta = -delta;
  if (sale.net + delta < 0n) delta = -sale.net;
  if (delta === 0n) return 0n;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(conversions)
      .where(eq(conversions.id, sale.id))
      .for('update');
    await recordAdjustment(tx, systemActor(w.networkId), row!, {
      kind: delta < 0n && refund ? 'refund' : 'amendment',
      commissionDelta: delta,
      valueDelta: 0n,
      reason: null,
    });
  });
  return delta;
}
