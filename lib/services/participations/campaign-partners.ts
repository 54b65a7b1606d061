import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { images, participationHistory, participations, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError, type FieldError } from '@/lib/errors';
import { actorOf, ChangeSet } from '../change-set';
import { getCampaign, type CampaignRecord } from '../campaigns';
import type { PartnerRecord } from '../partners';
import { applyStatusChanges, type StatusChange } from './history';
import type { ParticipationRow } from './internal';

// The brand side: a campaign's partners (op 30e) and setting their statuses (op 30d).

export type HistoryRow = typeof participationHistory.$inferSelect;

export interface CampaignPartner {
  partner: PartnerRecord;
  participation: ParticipationRow;
  record: CampaignRecord;
  /** Filled for the single-partner read only. */
  history?: HistoryRow[];
}

async function campaignPartners(db: DbOrTx, record: CampaignRecord, where: SQL[]): Promise<CampaignPartner[]> {
  const rows = await db
    .select({ participation: participations, partner: partners, logo: { id: images.id, sha256: images.sha256, contentType: images.contentType } })
    .from(participations)
    .innerJoin(partners, eq(partners.id, participations.partnerId))
    .leftJoin(images, eq(images.id, partners.companyLogoImageId))
    .where(and(eq(participations.campaignId, record.row.id), ...where))
    .orderBy(asc(participations.partnerId));
  return rows.map((r) => ({ partner: { ...r.partner, logo: r.logo }, participation: r.participation, record }));
}

/**
 * Op 30e: the partners on a campaign (every participation, or one status), for staff and the
 * brand user granted the campaign's brand. v1 shows an invitation (t) as p, so p includes t.
 */
export async function listCampaignPartners(db: DbOrTx, principal: Principal, campaignId: number, status?: 'a' | 'p' | 'r'): Promise<CampaignPartner[]> {
  const record = await getCampaign(db, principal, campaignId);
  const where = status ? [inArray(participations.status, status === 'p' ? (['p', 't'] as const) : [status])] : [];
  return campaignPartners(db, record, where);
}

/** Op 30e for one partner, with its participation history (oldest first). */
export async function getCampaignPartner(db: DbOrTx, principal: Principal, campaignId: number, partnerId: number): Promise<CampaignPartner> {
  const record = await getCampaign(db, principal, campaignId);
  const [found] = await campaignPartners(db, record, [eq(participations.partnerId, partnerId)]);
  if (!found) throw AppError.notFound('Publisher on this campaign');
  const history = await db
    .select()
    .from(participationHistory)
    .where(eq(participationHistory.participationId, found.participation.id))
    .orderBy(asc(participationHistory.id));
  return { ...found, history };
}

export interface StatusItem {
  publisher_id: number;
  campaign_status: 'a' | 'p' | 'r';
  reason?: string | null;
}

/**
 * Op 30d: staff or the granted brand user set the status of partners already on the campaign
 * (requested or invited), any transition among a, p and r, e.g. removing an approved partner
 * (a -> r). All or nothing: a partner without a participation fails the call, naming it. A
 * partner whose network status is not a cannot be approved. Unchanged items write no history.
 */
export async function setParticipationStatuses(db: Db, principal: Principal, campaignId: number, items: StatusItem[]): Promise<CampaignPartner[]> {
  const record = await getCampaign(db, principal, campaignId);
  const problems: FieldError[] = [];
  const seen = new Set<number>();
  items.forEach((item, i) => {
    if (seen.has(item.publisher_id)) problems.push({ path: ['publishers', i, 'publisher_id'], kind: 'not_unique_items', message: `publisher ${item.publisher_id} appears more than once` });
    seen.add(item.publisher_id);
  });
  if (problems.length) throw AppError.validation(problems, problems[0]!.message);
  return db.transaction(async (tx) => {
    const ids = items.map((i) => i.publisher_id);
    const rows = await tx
      .select({ participation: participations, networkStatus: partners.networkStatus })
      .from(participations)
      .innerJoin(partners, eq(partners.id, participations.partnerId))
      .where(and(eq(participations.campaignId, campaignId), inArray(participations.partnerId, ids)))
      .orderBy(asc(participations.id))
      .for('update', { of: participations });
    const byPartner = new Map(rows.map((r) => [r.participation.partnerId, r]));
    items.forEach((item, i) => {
      const row = byPartner.get(item.publisher_id);
      if (!row) {
        problems.push({ path: ['publishers', i, 'publisher_id'], kind: 'invalid_value', message: `publisher ${item.publisher_id} has not requested nor been invited to campaign ${campaignId}` });
      } else if (item.campaign_status === 'a' && row.participation.status !== 'a' && row.networkStatus !== 'a') {
        problems.push({ path: ['publishers', i, 'campaign_status'], kind: 'invalid_value', message: `publisher ${item.publisher_id} has network status ${row.networkStatus}; only partners approved on the network can be approved on a campaign` });
      }
    });
    if (problems.length) throw AppError.validation(problems, `${problems.length} item(s) cannot be applied; nothing was changed: ${problems[0]!.message}`);
    const changes: StatusChange[] = items.flatMap((item) => {
      const current = byPartner.get(item.publisher_id)!.participation;
      return current.status === item.campaign_status ? [] : [{ participation: current, from: current.status, to: item.campaign_status, reason: item.reason ?? null }];
    });
    if (changes.length) {
      // One statement for the whole batch; approval stamps approved_at, other moves keep it.
      const rows = changes.map((c) => ({ id: c.participation.id, status: c.to }));
      await tx.execute(sql`
        update participations p
        set status = v.status, approved_at = case when v.status = 'a' then now() else p.approved_at end, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id bigint, status text)
        where p.id = v.id`);
      const set = new ChangeSet(actorOf(principal));
      await applyStatusChanges(tx, set, changes);
      await set.commit(tx);
    }
    const updated = await campaignPartners(tx, record, [inArray(participations.partnerId, ids)]);
    const order = new Map(ids.map((id, i) => [id, i]));
    return updated.sort((a, b) => order.get(a.participation.partnerId)! - order.get(b.participation.partnerId)!);
  });
}
