import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { partnerPaymentDetails } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { requireOwnNetwork, requireStaff } from '../access';
import { actorOf, ChangeSet } from '../audit/change-set';
import { deliverSoon } from '../emails';
import { queuePaymentDetailsChanged } from './payment-detail-emails';
import type { PaymentDetailRow } from './payment-details';

export interface SuspensionChange {
  suspended: boolean;
  note: string;
}

/**
 * Staff suspend (or release) one payment-detail set with a note: a suspended set is left out of
 * payment runs. Audited with the note, and e-mailed to the partner's users.
 */
export async function setPaymentDetailSuspension(
  db: Db,
  principal: Principal,
  networkId: number,
  setId: number,
  change: SuspensionChange,
): Promise<PaymentDetailRow> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'suspend payment details');
  const saved = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(partnerPaymentDetails)
      .where(
        and(
          eq(partnerPaymentDetails.id, setId),
          eq(partnerPaymentDetails.networkId, principal.networkId),
        ),
      )
      .for('update');
    if (!existing) throw AppError.notFound('Payment detail set');
    const [written] = await tx
      .update(partnerPaymentDetails)
      .set({
        suspended: change.suspended,
        suspendedAt: change.suspended ? new Date() : null,
        suspendedBy: change.suspended ? principal.userId : null,
        suspensionNotes: change.note,
        updatedAt: new Date(),
      })
      .where(eq(partnerPaymentDetails.id, setId))
      .returning();
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'payment_detail',
        entityId: setId,
        action: change.suspended ? 'suspended' : 'unsuspended',
        before: { suspended: existing.suspended, suspension_notes: existing.suspensionNotes },
        after: {
          publisher_id: String(existing.partnerId),
          paid_currency: existing.paidCurrency,
          suspended: change.suspended,
          suspension_notes: change.note,
        },
      })
      .commit(tx);
    if (existing.suspended !== change.suspended)
      await queuePaymentDetailsChanged(
        tx,
        principal.networkId,
        existing.partnerId,
        change.suspended ? 'suspended' : 'unsuspended',
        [existing],
      );
    return written!;
  });
  deliverSoon(db);
  return saved;
}
