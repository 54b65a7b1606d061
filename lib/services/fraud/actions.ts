import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { participations, paymentHolds } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { actorOf, ChangeSet } from '../audit/change-set';
import { requireStaff } from '../access';
import { applyStatusChanges } from '../participations/apply-status-changes';
import { startConversionJob, type BulkTaskInput } from '../conversions/start-bulk-update';
import type { JobRecord } from '../jobs/read-jobs';
import { getIncident, requireFraudReviewer } from './incidents';
import { incidentEvent } from './events';

/**
 * What a reviewer does about an incident (docs/fraud.md#actions), each through the normal
 * path: the conversion bulk-update job, the participation status change with its history,
 * audit and webhook event, and the payment hold.
 */

/**
 * Sets the incident's conversions to `status` in a conversion_bulk_update job (its progress on
 * /v3/jobs); null when the incident names no conversion.
 */
export async function setIncidentConversions(
  db: Db,
  principal: Principal,
  campaignId: number,
  incidentId: number,
  status: 'rejected' | 'pending',
): Promise<JobRecord | null> {
  const campaign = (await requireFraudReviewer(db, principal, campaignId)).row;
  const incident = await getIncident(db, principal, campaignId, incidentId);
  const ids = incident.evidence.conversionIds ?? [];
  if (!ids.length) return null;
  const reason = `Fraud incident ${incidentId}`;
  const inputs: BulkTaskInput[] = ids.map((id) => ({
    form: 'conversions',
    key: String(id),
    update: status === 'rejected' ? { status, reason } : { status },
  }));
  return startConversionJob(db, principal, campaign, inputs, `fraud-incident-${incidentId}`);
}

/** Rejects the incident's partner from the campaign; 400 when there is none to reject. */
export async function rejectIncidentPartner(
  db: Db,
  principal: Principal,
  campaignId: number,
  incidentId: number,
): Promise<void> {
  const incident = await getIncident(db, principal, campaignId, incidentId);
  if (incident.partnerId === null)
    throw AppError.field(
      [],
      'invalid_value',
      'Unable to reject partner: this incident names no partner',
    );
  await db.transaction(async (tx) => {
    const [p] = await tx
      .select()
      .from(participations)
      .where(
        and(
          eq(participations.campaignId, campaignId),
          eq(participations.partnerId, incident.partnerId!),
        ),
      )
      .for('update');
    if (!p || p.status === 'r')
      throw AppError.field(
        [],
        'invalid_value',
        'Unable to reject partner: it has no participation in this campaign that is not rejected already',
      );
    await tx
      .update(participations)
      .set({ status: 'r', updatedAt: new Date() })
      .where(eq(participations.id, p.id));
    const set = new ChangeSet(actorOf(principal));
    await applyStatusChanges(tx, set, [
      { participation: p, from: p.status, to: 'r', reason: `Fraud incident ${incidentId}` },
    ]);
    await set.commit(tx);
  });
}

/** Releases the payment hold the incident put on its partner (staff), saying why. */
export async function releaseIncidentHold(
  db: Db,
  principal: Principal,
  campaignId: number,
  incidentId: number,
  reason: string,
): Promise<void> {
  requireStaff(principal, 'release payment holds');
  const incident = await getIncident(db, principal, campaignId, incidentId);
  if (incident.holdId === null) throw AppError.notFound('Payment hold of this incident');
  await db.transaction(async (tx) => {
    const [hold] = await tx
      .update(paymentHolds)
      .set({ releasedAt: new Date(), releasedBy: principal.userId, releaseReason: reason })
      .where(and(eq(paymentHolds.id, incident.holdId!), isNull(paymentHolds.releasedAt)))
      .returning();
    if (!hold) throw AppError.notFound('Open payment hold of this incident');
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'payment_hold',
        entityId: hold.id,
        action: 'released',
        after: { reason, fraud_incident_id: String(incidentId) },
      })
      .event(incidentEvent('fraud_incident.hold_released', incident, reason))
      .commit(tx);
  });
}
