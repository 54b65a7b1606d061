import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { conversions, selfBillItems } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { listSelfBills, type SelfBillRecord } from '../payment-runs/self-bills';

export interface ReturnedItem {
  itemId: number;
  conversionId: number | null;
  reference: string | null;
  amount: string;
  returnedAt: Date;
  reason: string | null;
}

export interface PaymentHistoryEntry extends SelfBillRecord {
  /** paid with at least one item the bank returned: `returned`; else the self-bill's status. */
  state: 'issued' | 'paid' | 'returned';
  returned: ReturnedItem[];
}

/**
 * The partner's payment history (docs/payments.md#self-bills-built): its self-bills newest first,
 * each with the items the bank returned and why. Staff and the partner's own users.
 */
export async function partnerPaymentHistory(
  db: Db,
  principal: Principal,
  partnerId: number,
): Promise<PaymentHistoryEntry[]> {
  const bills = await listSelfBills(db, principal, partnerId);
  const ids = bills.map((b) => b.bill.id);
  const returned = ids.length
    ? await db
        .select({
          selfBillId: selfBillItems.selfBillId,
          itemId: selfBillItems.id,
          conversionId: selfBillItems.conversionId,
          reference: conversions.conversionReference,
          amount: selfBillItems.amount,
          returnedAt: selfBillItems.returnedAt,
          reason: selfBillItems.returnReason,
        })
        .from(selfBillItems)
        .leftJoin(conversions, eq(conversions.id, selfBillItems.conversionId))
        .where(and(inArray(selfBillItems.selfBillId, ids), isNotNull(selfBillItems.returnedAt)))
        .orderBy(asc(selfBillItems.id))
    : [];
  return bills.map((b) => {
    const mine = returned
      .filter((r) => r.selfBillId === b.bill.id)
      .map((r) => ({
        itemId: r.itemId,
        conversionId: r.conversionId,
        reference: r.reference,
        amount: r.amount,
        returnedAt: r.returnedAt!,
        reason: r.reason,
      }));
    const state = mine.length ? 'returned' : b.bill.status;
    return { ...b, state, returned: mine };
  });
}
