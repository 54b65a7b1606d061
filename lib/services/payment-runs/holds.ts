import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { partners, paymentHolds } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { requireOwnNetwork, requireStaff } from '../access';
import { actorOf, ChangeSet } from '../audit/change-set';

export type PaymentHoldRow = typeof paymentHolds.$inferSelect;
export interface PaymentHoldListed extends PaymentHoldRow {
  partnerName: string;
}

/** The network's holds, open ones first, then newest first; optionally one partner's only (staff). */
export async function listPaymentHolds(
  db: Db,
  principal: Principal,
  networkId: number,
  filters: { partnerId?: number; open?: boolean } = {},
): Promise<PaymentHoldListed[]> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'read payment holds');
  const rows = await db
    .select({ hold: paymentHolds, partnerName: partners.accountName })
    .from(paymentHolds)
    .innerJoin(partners, eq(partners.id, paymentHolds.partnerId))
    .where(
      and(
        eq(paymentHolds.networkId, networkId),
        filters.partnerId === undefined ? undefined : eq(paymentHolds.partnerId, filters.partnerId),
        filters.open ? isNull(paymentHolds.releasedAt) : undefined,
      ),
    )
    .orderBy(desc(paymentHolds.id))
    .limit(500);
  return rows
    .map((r) => ({ ...r.hold, partnerName: r.partnerName }))
    .sort((a, b) => Number(a.releasedAt !== null) - Number(b.releasedAt !== null));
}

/**
 * Holds a partner's payments (staff; the fraud checks will call it too): runs leave the
 * partner out, showing the reason, until the hold is released.
 */
export async function holdPayments(
  db: Db,
  principal: Principal,
  networkId: number,
  partnerId: number,
  reason: string,
): Promise<PaymentHoldRow> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'hold payments');
  const [partner] = await db
    .select({ networkId: partners.networkId })
    .from(partners)
    .where(eq(partners.id, partnerId));
  if (!partner || partner.networkId !== networkId) throw AppError.notFound('Partner');
  return db.transaction(async (tx) => {
    const [hold] = await tx
      .insert(paymentHolds)
      .values({ networkId, partnerId, reason, createdBy: principal.userId })
      .returning();
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'payment_hold',
        entityId: hold!.id,
        action: 'created',
        after: { publisher_id: String(partnerId), reason },
      })
      .commit(tx);
    return hold!;
  });
}

/** Releases a hold (staff) with the reason, kept on the hold and in the audit log: later runs include the partner again. */
export async function releasePaymentHold(
  db: Db,
  principal: Principal,
  networkId: number,
  holdId: number,
  reason: string,
): Promise<PaymentHoldRow> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'release payment holds');
  return db.transaction(async (tx) => {
    const [hold] = await tx
      .update(paymentHolds)
      .set({ releasedAt: new Date(), releasedBy: principal.userId, releaseReason: reason })
      .where(
        and(
          eq(paymentHolds.id, holdId),
          eq(paymentHolds.networkId, networkId),
          isNull(paymentHolds.releasedAt),
        ),
      )
      .returning();
    if (!hold) throw AppError.notFound('Open payment hold');
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'payment_hold',
        entityId: holdId,
        action: 'released',
        after: { release_reason: reason },
      })
      .commit(tx);
    return hold;
  });
}
