import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { participations, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError, type FieldError } from '@/lib/errors';
import { actorOf, ChangeSet } from '../audit/change-set';
import { getCampaign, type CampaignRecord } from '../campaigns/read-campaigns';
import type { ParticipationRow, PartnerRow } from './acting-partner';
import { applyStatusChanges, type StatusChange } from './apply-status-changes';
import {
  campaignPartners,
  withSitesAndDatabases,
  type CampaignPartner,
} from './read-campaign-partners';

interface StatusItem {
  publisher_id: number;
  campaign_status: 'a' | 'p' | 'r';
  reason?: string | null;
}

/** What the call knows of each partner named: its network status and participation, if any. */
interface Named {
  networkStatus: PartnerRow['networkStatus'];
  participation: ParticipationRow | null;
}

/**
 * v1 POST /campaign/{campaign_id}/publisher: staff or the granted brand user set the status of
 * partners on the campaign, any transition among a, p and r (e.g. removing an approved partner,
 * a -> r), and add partners that have no participation yet with the status asked (the brand
 * adding a partner directly; the campaign and its brand must be active). All or nothing: a
 * partner not of this network fails the call, naming it; so does approving or adding a partner
 * whose network status is not a. Unchanged items write no history.
 */
export async function setParticipationStatuses(
  db: Db,
  principal: Principal,
  campaignId: number,
  items: StatusItem[],
): Promise<CampaignPartner[]> {
  const record = await getCampaign(db, principal, campaignId);
  requireUniquePartners(items);
  return db.transaction(async (tx) => {
    const ids = items.map((i) => i.publisher_id);
    const named = await loadNamed(tx, record, ids);
    requireSettable(items, named, record);
    const created = await insertNew(tx, record, items, named);
    const changes = [...created, ...statusChangesOf(items, named)];
    if (changes.length) await writeStatuses(tx, principal, changes);
    const updated = await campaignPartners(tx, record, [inArray(participations.partnerId, ids)]);
    const order = new Map(ids.map((id, i) => [id, i]));
    const sorted = updated.sort(
      (a, b) => order.get(a.participation.partnerId)! - order.get(b.participation.partnerId)!,
    );
    return withSitesAndDatabases(tx, principal, sorted);
  });
}

/** The partners named that belong to the campaign's network, their participations locked. */
async function loadNamed(
  tx: Tx,
  record: CampaignRecord,
  ids: number[],
): Promise<Map<number, Named>> {
  const rows = await tx
    .select({ id: partners.id, networkStatus: partners.networkStatus })
    .from(partners)
    .where(and(eq(partners.networkId, record.row.networkId), inArray(partners.id, ids)));
  const existing = await tx
    .select()
    .from(participations)
    .where(
      and(eq(participations.campaignId, record.row.id), inArray(participations.partnerId, ids)),
    )
    .orderBy(asc(participations.id))
    .for('update');
  const byPartner = new Map(existing.map((p) => [p.partnerId, p]));
  return new Map(
    rows.map((r) => [
      r.id,
      { networkStatus: r.networkStatus, participation: byPartner.get(r.id) ?? null },
    ]),
  );
}

function requireUniquePartners(items: StatusItem[]): void {
  const problems: FieldError[] = [];
  const seen = new Set<number>();
  items.forEach((item, i) => {
    if (seen.has(item.publisher_id))
      problems.push({
        path: ['publishers', i, 'publisher_id'],
        kind: 'not_unique_items',
        message: `publisher ${item.publisher_id} appears more than once`,
      });
    seen.add(item.publisher_id);
  });
  if (problems.length) throw AppError.validation(problems, problems[0]!.message);
}

/** Why one item cannot be applied, or null. */
function itemProblem(item: StatusItem, found: Named | undefined, record: CampaignRecord) {
  const id = item.publisher_id;
  if (!found)
    return {
      field: 'publisher_id',
      message: `publisher ${id} is not a partner of this network`,
    };
  const { participation, networkStatus } = found;
  const approving = item.campaign_status === 'a' && participation?.status !== 'a';
  if ((approving || !participation) && networkStatus !== 'a')
    return {
      field: 'campaign_status',
      message: `publisher ${id} has network status ${networkStatus}; only partners approved on the network can be ${participation ? 'approved on' : 'added to'} a campaign`,
    };
  if (!participation && (record.row.status !== 'a' || record.brand.status !== 'a'))
    return {
      field: 'publisher_id',
      message: `campaign ${record.row.id} is not active; publisher ${id} cannot be added to it`,
    };
  return null;
}

function requireSettable(
  items: StatusItem[],
  named: Map<number, Named>,
  record: CampaignRecord,
): void {
  const problems: FieldError[] = [];
  items.forEach((item, i) => {
    const problem = itemProblem(item, named.get(item.publisher_id), record);
    if (problem)
      problems.push({
        path: ['publishers', i, problem.field],
        kind: 'invalid_value',
        message: problem.message,
      });
  });
  if (problems.length)
    throw AppError.validation(
      problems,
      `${problems.length} item(s) cannot be applied; nothing was changed: ${problems[0]!.message}`,
    );
}

/**
 * One multi-row insert for the partners without a participation; their creation is a change
 * from none. A concurrent request that added one of them first fails this call (409).
 */
async function insertNew(
  tx: Tx,
  record: CampaignRecord,
  items: StatusItem[],
  named: Map<number, Named>,
): Promise<StatusChange[]> {
  const fresh = items.filter((i) => named.get(i.publisher_id)!.participation === null);
  if (!fresh.length) return [];
  const inserted = await tx
    .insert(participations)
    .values(
      fresh.map((i) => ({
        networkId: record.row.networkId,
        campaignId: record.row.id,
        partnerId: i.publisher_id,
        status: i.campaign_status,
        approvedAt: i.campaign_status === 'a' ? new Date() : null,
      })),
    )
    .onConflictDoNothing()
    .returning();
  if (inserted.length !== fresh.length)
    throw new AppError(
      'conflict',
      'A partner of this request was added to the campaign concurrently; nothing was changed, send the request again',
    );
  const reasons = new Map(fresh.map((i) => [i.publisher_id, i.reason ?? null]));
  return inserted.map((p) => ({
    participation: p,
    from: null,
    to: p.status,
    reason: reasons.get(p.partnerId) ?? null,
  }));
}

function statusChangesOf(items: StatusItem[], named: Map<number, Named>): StatusChange[] {
  return items.flatMap((item) => {
    const current = named.get(item.publisher_id)!.participation;
    return !current || current.status === item.campaign_status
      ? []
      : [
          {
            participation: current,
            from: current.status,
            to: item.campaign_status,
            reason: item.reason ?? null,
          },
        ];
  });
}

/** One statement for the moved rows (approval stamps approved_at), then history, audit and events. */
async function writeStatuses(tx: Tx, principal: Principal, changes: StatusChange[]): Promise<void> {
  const rows = changes
    .filter((c) => c.from !== null)
    .map((c) => ({ id: c.participation.id, status: c.to }));
  if (rows.length)
    await tx.execute(sql`
      update participations p
      set status = v.status, approved_at = case when v.status = 'a' then now() else p.approved_at end, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id bigint, status text)
      where p.id = v.id`);
  const set = new ChangeSet(actorOf(principal));
  await applyStatusChanges(tx, set, changes);
  await set.commit(tx);
}
