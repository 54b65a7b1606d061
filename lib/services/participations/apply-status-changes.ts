import { and, asc, eq, ne } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { participationHistory, participations } from '@/lib/db/schema';
import type { ParticipationStatus } from '@/lib/schemas/enums';
import { anyId, type ChangeSet } from '../audit/change-set';
import { inChunks } from '@/lib/db/batch';
import type { ParticipationRow } from './acting-partner';

/** One participation's status change, as history, audit log and webhook events all need it. */
export interface StatusChange {
  participation: Pick<ParticipationRow, 'id' | 'networkId' | 'campaignId' | 'partnerId'>;
  from: ParticipationStatus | null;
  to: ParticipationStatus;
  reason: string | null;
  /** The partner asked for the campaign (a request), rather than someone deciding. */
  requested?: boolean;
}

function auditActionOf(change: StatusChange): string {
  if (change.requested) return 'requested';
  return change.to === 'a'
    ? 'approved'
    : change.to === 'r'
      ? 'rejected'
      : change.to === 't'
        ? 'invited'
        : 'status_changed';
}

/**
 * Writes the history rows of status changes (one multi-row insert per 5,000) and adds their
 * audit rows and webhook events to `set`; the caller commits the set in the same transaction.
 */
export async function applyStatusChanges(
  tx: Tx,
  set: ChangeSet,
  changes: StatusChange[],
): Promise<void> {
  if (!changes.length) return;
  const actorUserId = set.actor.userId;
  await inChunks(changes, (slice) =>
    tx.insert(participationHistory).values(
      slice.map((c) => ({
        networkId: c.participation.networkId,
        participationId: c.participation.id,
        fromStatus: c.from,
        toStatus: c.to,
        actorUserId,
        reason: c.reason,
      })),
    ),
  );
  for (const c of changes) {
    const which = {
      campaign_id: String(c.participation.campaignId),
      publisher_id: String(c.participation.partnerId),
    };
    set.change({
      entityType: 'participation',
      entityId: c.participation.id,
      action: auditActionOf(c),
      before: c.from === null ? undefined : { ...which, status: c.from },
      after: { ...which, status: c.to, ...(c.reason !== null ? { reason: c.reason } : {}) },
    });
    const data = {
      campaign_id: String(c.participation.campaignId),
      partner_id: String(c.participation.partnerId),
      previous_status: c.from,
      status: c.to,
    };
    if (c.requested) set.event({ type: 'participation.requested', data });
    if (c.to === 'a') set.event({ type: 'participation.approved', data });
    if (c.to === 'r') set.event({ type: 'participation.rejected', data });
  }
}

/**
 * The automatic rejection: every participation of these partners that is not rejected yet
 * becomes r, set-based (one locking read, one update, one history insert however many
 * partners), with its history, audit rows and participation.rejected events added to `set`.
 */
export async function rejectParticipationsOfPartners(
  tx: Tx,
  set: ChangeSet,
  networkId: number,
  partnerIds: number[],
  reason: string,
): Promise<void> {
  if (!partnerIds.length) return;
  const open = await tx
    .select({
      id: participations.id,
      networkId: participations.networkId,
      campaignId: participations.campaignId,
      partnerId: participations.partnerId,
      status: participations.status,
    })
    .from(participations)
    .where(
      and(
        eq(participations.networkId, networkId),
        anyId(participations.partnerId, partnerIds),
        ne(participations.status, 'r'),
      ),
    )
    .orderBy(asc(participations.id))
    .for('update');
  if (!open.length) return;
  await tx
    .update(participations)
    .set({ status: 'r', updatedAt: new Date() })
    .where(
      anyId(
        participations.id,
        open.map((p) => p.id),
      ),
    );
  await applyStatusChanges(
    tx,
    set,
    open.map((p) => ({ participation: p, from: p.status, to: 'r' as const, reason })),
  );
}
