import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { paidSearchViolations, participations } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { actorOf, ChangeSet } from '../audit/change-set';
import { requireFraudReviewer } from './incidents';

/**
 * Paid-search violations (docs/fraud.md#paid-search-violations): windows in which a
 * participation's commissions are not to be paid, from a start, open-ended or closed.
 */

export type PaidSearchViolationRow = typeof paidSearchViolations.$inferSelect;

async function requireParticipation(db: Db, principal: Principal, participationId: number) {
  const [p] = await db
    .select()
    .from(participations)
    .where(
      and(
        eq(participations.id, participationId),
        eq(participations.networkId, principal.networkId),
      ),
    );
  if (!p) throw AppError.notFound('Participation');
  await requireFraudReviewer(db, principal, p.campaignId);
  return p;
}

export async function createPaidSearchViolation(
  db: Db,
  principal: Principal,
  participationId: number,
  input: { startAt?: Date; endAt?: Date | null },
): Promise<PaidSearchViolationRow> {
  await requireParticipation(db, principal, participationId);
  const startAt = input.startAt ?? new Date();
  const endAt = input.endAt ?? null;
  if (endAt && endAt.getTime() <= startAt.getTime())
    throw AppError.field(['end_date_time'], 'invalid_value', 'The end must be after the start');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paidSearchViolations)
      .values({
        networkId: principal.networkId,
        participationId,
        startAt,
        endAt,
        createdBy: principal.userId,
      })
      .returning();
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'paid_search_violation',
        entityId: row!.id,
        action: 'created',
        after: {
          participation_id: String(participationId),
          start_date_time: startAt.toISOString(),
          end_date_time: endAt?.toISOString() ?? null,
        },
      })
      .commit(tx);
    return row!;
  });
}

export async function listPaidSearchViolations(
  db: Db,
  principal: Principal,
  participationId: number,
): Promise<PaidSearchViolationRow[]> {
  await requireParticipation(db, principal, participationId);
  return db
    .select()
    .from(paidSearchViolations)
    .where(eq(paidSearchViolations.participationId, participationId))
    .orderBy(asc(paidSearchViolations.startAt), asc(paidSearchViolations.id));
}

/**
 * As the reference: a violation not started yet is deleted; one that started and has not
 * ended is ended now; one already over stays as it was.
 */
export async function deletePaidSearchViolation(
  db: Db,
  principal: Principal,
  participationId: number,
  violationId: number,
): Promise<void> {
  await requireParticipation(db, principal, participationId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(paidSearchViolations)
      .where(
        and(
          eq(paidSearchViolations.id, violationId),
          eq(paidSearchViolations.participationId, participationId),
        ),
      )
      .for('update');
    if (!row) throw AppError.notFound('Paid search violation');
    const now = new Date();
    const set = new ChangeSet(actorOf(principal));
    if (row.startAt.getTime() > now.getTime()) {
      await tx.delete(paidSearchViolations).where(eq(paidSearchViolations.id, violationId));
      set.change({ entityType: 'paid_search_violation', entityId: violationId, action: 'deleted' });
    } else if (row.endAt === null || row.endAt.getTime() > now.getTime()) {
      await tx
        .update(paidSearchViolations)
        .set({ endAt: now })
        .where(eq(paidSearchViolations.id, violationId));
      set.change({
        entityType: 'paid_search_violation',
        entityId: violationId,
        action: 'ended',
        after: { end_date_time: now.toISOString() },
      });
    }
    await set.commit(tx);
  });
}
