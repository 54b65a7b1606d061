import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import {
  fraudIncidents,
  fraudWhitelist,
  paymentHolds,
  type IncidentEvidence,
} from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/db/errors';
import type { FraudMetric, IncidentType } from '@/lib/schemas/enums-fraud';
import { ChangeSet, systemActor } from '../audit/change-set';
import type { FraudRule } from './rules';
import { incidentEvent } from './events';
import { holdReason } from './words';

export type IncidentRow = typeof fraudIncidents.$inferSelect;

/** What a check found: one metric over its threshold for a partner, a sale or an address. */
export interface Finding {
  networkId: number;
  campaignId: number;
  type: IncidentType;
  metric: FraudMetric;
  partnerId: number | null;
  ipDigest?: string | null;
  conversionId?: number | null;
  at: Date;
  rule: FraudRule;
  value: number;
  evidence: IncidentEvidence;
  /** The same key again updates the incident's value and evidence instead of raising another. */
  dedupeKey: string;
}

export async function isWhitelisted(
  db: Db | Tx,
  campaignId: number,
  partnerId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ partnerId: fraudWhitelist.partnerId })
    .from(fraudWhitelist)
    .where(and(eq(fraudWhitelist.campaignId, campaignId), eq(fraudWhitelist.partnerId, partnerId)));
  return row !== undefined;
}

const mergeIds = (a: number[] = [], b: number[] = []) =>
  [...new Set([...a, ...b])].sort((x, y) => x - y);

async function refresh(tx: Tx, existing: IncidentRow, finding: Finding): Promise<IncidentRow> {
  const [row] = await tx
    .update(fraudIncidents)
    .set({
      value: String(Math.max(Number(existing.value), finding.value)),
      evidence: {
        ...existing.evidence,
        ...finding.evidence,
        conversionIds: mergeIds(existing.evidence.conversionIds, finding.evidence.conversionIds),
      },
    })
    .where(eq(fraudIncidents.id, existing.id))
    .returning();
  return row!;
}

async function insert(tx: Tx, finding: Finding): Promise<IncidentRow> {
  const set = new ChangeSet(systemActor(finding.networkId));
  const [row] = await tx
    .insert(fraudIncidents)
    .values({
      networkId: finding.networkId,
      campaignId: finding.campaignId,
      type: finding.type,
      metric: finding.metric,
      partnerId: finding.partnerId,
      ipDigest: finding.ipDigest ?? null,
      conversionId: finding.conversionId ?? null,
      day: finding.at.toISOString().slice(0, 10),
      windowMinutes: finding.rule.windowMinutes,
      threshold: String(finding.rule.threshold),
      value: String(finding.value),
      evidence: finding.evidence,
      dedupeKey: finding.dedupeKey,
    })
    .returning();
  let incident = row!;
  set.change({
    entityType: 'fraud_incident',
    entityId: incident.id,
    action: 'created',
    after: {
      campaign_id: String(incident.campaignId),
      publisher_id: incident.partnerId === null ? null : String(incident.partnerId),
      metric: incident.metric,
      type: incident.type,
      threshold: incident.threshold,
      value: incident.value,
    },
  });
  if (finding.rule.holdPayments && finding.partnerId !== null) {
    const reason = holdReason(incident.id, finding.metric, finding.campaignId);
    const [hold] = await tx
      .insert(paymentHolds)
      .values({ networkId: finding.networkId, partnerId: finding.partnerId, reason })
      .returning();
    const [held] = await tx
      .update(fraudIncidents)
      .set({ holdId: hold!.id })
      .where(eq(fraudIncidents.id, incident.id))
      .returning();
    incident = held!;
    set.change({
      entityType: 'payment_hold',
      entityId: hold!.id,
      action: 'created',
      after: {
        publisher_id: String(finding.partnerId),
        reason,
        fraud_incident_id: String(incident.id),
      },
    });
  }
  set.event(incidentEvent('fraud_incident.raised', incident));
  await set.commit(tx);
  return incident;
}

async function raiseOnce(db: Db, finding: Finding): Promise<IncidentRow> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(fraudIncidents)
      .where(
        and(
          eq(fraudIncidents.networkId, finding.networkId),
          eq(fraudIncidents.dedupeKey, finding.dedupeKey),
        ),
      )
      .for('update');
    return existing ? refresh(tx, existing, finding) : insert(tx, finding);
  });
}

/**
 * Raises the incident (audited; holding the partner's payments when the rule says so), or
 * updates the one already raised under the same key. Whitelisted partners raise nothing.
 */
export async function raiseIncident(db: Db, finding: Finding): Promise<IncidentRow | null> {
  if (
    finding.partnerId !== null &&
    (await isWhitelisted(db, finding.campaignId, finding.partnerId))
  )
    return null;
  try {
    return await raiseOnce(db, finding);
  } catch (error) {
    // A twin check raised it at the same moment: now it exists, so this updates it.
    if (isUniqueViolation(error)) return raiseOnce(db, finding);
    throw error;
  }
}
