import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  max,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { campaigns, conversions, fraudIncidents, partners, paymentHolds } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { FraudMetric, IncidentStatus, IncidentType } from '@/lib/schemas/enums-fraud';
import { actorOf, ChangeSet } from '../audit/change-set';
import { requireRole } from '../access';
import {
  requireBrandSideCampaign,
  withItems,
  type ConversionRecord,
} from '../conversions/read-conversions';
import type { IncidentRow } from './raise-incident';
import { incidentEvent } from './events';

/** An incident with its partner's name, as the reads answer it. */
export interface Incident extends IncidentRow {
  partnerName: string | null;
}

export interface IncidentFilters {
  partnerId?: number;
  ipAddress?: string;
  metric?: FraudMetric;
  type?: IncidentType;
  status?: IncidentStatus;
  /** Inclusive days, YYYY-MM-DD. */
  startDate?: string;
  endDate?: string;
}

/** Staff, or a brand user granted the campaign's brand. */
export const requireFraudReviewer = (db: Db, principal: Principal, campaignId: number) =>
  requireBrandSideCampaign(db, principal, campaignId, 'review fraud incidents');

function conditions(campaignId: number | undefined, f: IncidentFilters): SQL[] {
  const where: SQL[] = campaignId === undefined ? [] : [eq(fraudIncidents.campaignId, campaignId)];
  if (f.partnerId !== undefined) where.push(eq(fraudIncidents.partnerId, f.partnerId));
  if (f.ipAddress !== undefined) where.push(eq(fraudIncidents.ipDigest, f.ipAddress));
  if (f.metric) where.push(eq(fraudIncidents.metric, f.metric));
  if (f.type) where.push(eq(fraudIncidents.type, f.type));
  if (f.status) where.push(eq(fraudIncidents.status, f.status));
  if (f.startDate) where.push(gte(fraudIncidents.day, f.startDate));
  if (f.endDate) where.push(lte(fraudIncidents.day, f.endDate));
  return where;
}

const columns = { incident: fraudIncidents, partnerName: partners.accountName };
const withName = (r: { incident: IncidentRow; partnerName: string | null }): Incident => ({
  ...r.incident,
  partnerName: r.partnerName,
});

export interface IncidentPage {
  incidents: Incident[];
  /** The first incident's id on this page (the reference's cursor_id). */
  cursorId: number | null;
  nextCursor: number | null;
  previousCursor: number | null;
}

/** Incidents newest first, `limit` from the cursor (an incident id) on. */
export async function listIncidents(
  db: Db,
  principal: Principal,
  campaignId: number,
  filters: IncidentFilters,
  page: { cursorId?: number; limit: number },
): Promise<IncidentPage> {
  await requireFraudReviewer(db, principal, campaignId);
  const where = conditions(campaignId, filters);
  const rows = await db
    .select(columns)
    .from(fraudIncidents)
    .leftJoin(partners, eq(partners.id, fraudIncidents.partnerId))
    .where(and(...where, ...(page.cursorId ? [lte(fraudIncidents.id, page.cursorId)] : [])))
    .orderBy(desc(fraudIncidents.id))
    .limit(page.limit + 1);
  const before = page.cursorId
    ? await db
        .select({ id: fraudIncidents.id })
        .from(fraudIncidents)
        .where(and(...where, gt(fraudIncidents.id, page.cursorId)))
        .orderBy(asc(fraudIncidents.id))
        .limit(page.limit)
    : [];
  const shown = rows.slice(0, page.limit).map(withName);
  return {
    incidents: shown,
    cursorId: shown[0]?.id ?? null,
    nextCursor: rows[page.limit]?.incident.id ?? null,
    previousCursor: before.length ? before[before.length - 1]!.id : null,
  };
}

export async function getIncident(
  db: Db,
  principal: Principal,
  campaignId: number,
  incidentId: number,
): Promise<Incident> {
  await requireFraudReviewer(db, principal, campaignId);
  const [row] = await db
    .select(columns)
    .from(fraudIncidents)
    .leftJoin(partners, eq(partners.id, fraudIncidents.partnerId))
    .where(and(eq(fraudIncidents.campaignId, campaignId), eq(fraudIncidents.id, incidentId)));
  if (!row) throw AppError.notFound('Incident');
  return withName(row);
}

/** Marks the incident deleted (dismissed); its hold, if any, stays until released. */
export async function deleteIncident(
  db: Db,
  principal: Principal,
  campaignId: number,
  incidentId: number,
): Promise<void> {
  await requireFraudReviewer(db, principal, campaignId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(fraudIncidents)
      .set({ status: 'deleted', deletedAt: new Date(), deletedBy: principal.userId })
      .where(
        and(
          eq(fraudIncidents.campaignId, campaignId),
          eq(fraudIncidents.id, incidentId),
          isNull(fraudIncidents.deletedAt),
        ),
      )
      .returning();
    if (!row) throw AppError.notFound('Incident');
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'fraud_incident',
        entityId: incidentId,
        action: 'deleted',
        before: { status: 'active' },
        after: { status: 'deleted' },
      })
      .event(incidentEvent('fraud_incident.deleted', row))
      .commit(tx);
  });
}

/** Incidents per day and reference metric, every day from start to end (inclusive). */
export async function aggregateIncidents(
  db: Db,
  principal: Principal,
  campaignId: number,
  startDate: string,
  endDate: string,
): Promise<{ day: string; counts: Partial<Record<FraudMetric, number>> }[]> {
  await requireFraudReviewer(db, principal, campaignId);
  if (endDate < startDate)
    throw AppError.field(['end_date'], 'invalid_value', 'end_date must not be before start_date');
  const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 + 1;
  if (days > 366)
    throw AppError.field(['end_date'], 'too_big', 'Ask for at most 366 days at a time');
  const rows = await db
    .select({ day: fraudIncidents.day, metric: fraudIncidents.metric, n: count() })
    .from(fraudIncidents)
    .where(conditions(campaignId, { startDate, endDate }).reduce((a, b) => and(a, b)!))
    .groupBy(fraudIncidents.day, fraudIncidents.metric);
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(Date.parse(startDate) + i * 86_400_000).toISOString().slice(0, 10);
    const counts: Partial<Record<FraudMetric, number>> = {};
    for (const r of rows) if (r.day === day) counts[r.metric] = r.n;
    return { day, counts };
  });
}

/** The partners the matching incidents name, by name. */
export async function incidentPartners(
  db: Db,
  principal: Principal,
  campaignId: number,
  filters: IncidentFilters,
): Promise<{ id: number; name: string }[]> {
  await requireFraudReviewer(db, principal, campaignId);
  return db
    .selectDistinct({ id: partners.id, name: partners.accountName })
    .from(fraudIncidents)
    .innerJoin(partners, eq(partners.id, fraudIncidents.partnerId))
    .where(and(...conditions(campaignId, filters)))
    .orderBy(asc(partners.accountName), asc(partners.id));
}

/** Each metric and type the campaign's incidents were raised for: how often and when last. */
export async function incidentMetrics(db: Db, principal: Principal, campaignId: number) {
  await requireFraudReviewer(db, principal, campaignId);
  return db
    .select({
      metric: fraudIncidents.metric,
      type: fraudIncidents.type,
      count: count(),
      lastRaised: max(fraudIncidents.day),
    })
    .from(fraudIncidents)
    .where(eq(fraudIncidents.campaignId, campaignId))
    .groupBy(fraudIncidents.metric, fraudIncidents.type)
    .orderBy(asc(fraudIncidents.metric), asc(fraudIncidents.type));
}

/** The incident's first 100 sales with their items, oldest first: its evidence. */
export async function incidentConversions(
  db: Db,
  incident: IncidentRow,
): Promise<ConversionRecord[]> {
  const ids = (incident.evidence.conversionIds ?? []).slice(0, 100);
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(conversions)
    .where(and(eq(conversions.campaignId, incident.campaignId), inArray(conversions.id, ids)))
    .orderBy(asc(conversions.id));
  return withItems(db, rows);
}

/** The incidents of the campaigns the caller may review that match (joined with campaigns). */
function acrossWhere(principal: Principal, filters: IncidentFilters & { campaignId?: number }) {
  requireRole(principal, ['network', 'brand'], 'review fraud incidents');
  const { campaignId, ...rest } = filters;
  return and(
    eq(fraudIncidents.networkId, principal.networkId),
    principal.role === 'network'
      ? undefined
      : principal.brandIds.length
        ? inArray(campaigns.brandId, principal.brandIds)
        : sql`false`,
    ...conditions(campaignId, rest),
  );
}

/** Matching incidents per day and metric, every day from start to end (inclusive, at most 366). */
export async function incidentsPerDay(
  db: Db,
  principal: Principal,
  filters: IncidentFilters & { campaignId?: number; startDate: string; endDate: string },
): Promise<{ day: string; counts: Partial<Record<FraudMetric, number>> }[]> {
  const where = acrossWhere(principal, filters);
  const { startDate, endDate } = filters;
  if (endDate < startDate)
    throw AppError.field(['end_date'], 'invalid_value', 'must not be before start_date');
  const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 + 1;
  if (days > 366)
    throw AppError.field(['end_date'], 'too_big', 'Ask for at most 366 days at a time');
  const rows = await db
    .select({ day: fraudIncidents.day, metric: fraudIncidents.metric, n: count() })
    .from(fraudIncidents)
    .innerJoin(campaigns, eq(campaigns.id, fraudIncidents.campaignId))
    .where(where)
    .groupBy(fraudIncidents.day, fraudIncidents.metric);
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(Date.parse(startDate) + i * 86_400_000).toISOString().slice(0, 10);
    const counts: Partial<Record<FraudMetric, number>> = {};
    for (const r of rows) if (r.day === day) counts[r.metric] = r.n;
    return { day, counts };
  });
}

export interface IncidentAcross extends Incident {
  campaignTitle: string;
  holdOpen: boolean;
}

/**
 * Incidents across the campaigns the caller may review (staff: the network's; brand users:
 * their brands'), newest first, offset paged: the console's review list and the partner page.
 */
export async function listIncidentsAcross(
  db: Db,
  principal: Principal,
  filters: IncidentFilters & { campaignId?: number },
  page: { offset: number; limit: number },
): Promise<{ rows: IncidentAcross[]; total: number }> {
  const where = acrossWhere(principal, filters);
  const rows = await db
    .select({
      incident: fraudIncidents,
      partnerName: partners.accountName,
      campaignTitle: campaigns.title,
      holdReleased: paymentHolds.releasedAt,
    })
    .from(fraudIncidents)
    .innerJoin(campaigns, eq(campaigns.id, fraudIncidents.campaignId))
    .leftJoin(partners, eq(partners.id, fraudIncidents.partnerId))
    .leftJoin(paymentHolds, eq(paymentHolds.id, fraudIncidents.holdId))
    .where(where)
    .orderBy(desc(fraudIncidents.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(fraudIncidents)
    .innerJoin(campaigns, eq(campaigns.id, fraudIncidents.campaignId))
    .where(where);
  return {
    rows: rows.map((r) => ({
      ...withName(r),
      campaignTitle: r.campaignTitle,
      holdOpen: r.incident.holdId !== null && r.holdReleased === null,
    })),
    total: total?.n ?? 0,
  };
}

/** The payment hold an incident placed, and whether it is still open. */
export async function incidentHold(db: Db, incident: IncidentRow) {
  if (incident.holdId === null) return null;
  const [hold] = await db.select().from(paymentHolds).where(eq(paymentHolds.id, incident.holdId));
  return hold ?? null;
}
