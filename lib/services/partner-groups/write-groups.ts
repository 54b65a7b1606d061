import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { commissionGroupMembers, commissionGroups } from '@/lib/db/schema';
import { inChunks } from '@/lib/db/batch';
import type { Principal } from '@/lib/auth/principal';
import type {
  CommissionGroupCreateItemIn,
  CommissionGroupUpdateItemIn,
} from '@/lib/schemas/partner-groups';
import { requireRole } from '../access';
import { actorOf, anyId, ChangeSet } from '../audit/change-set';
import { BRAND_SIDE } from '../campaigns/read-campaigns';
import {
  BodyProblems,
  campaignsByIds,
  checkMembers,
  checkWindow,
  distinct,
  requireGroupManager,
} from './group-checks';
import { recordGroupCreated, recordGroupUpdated } from './group-audit';
import { groupRecordsByIds, type CommissionGroupRecord } from './group-records';

const ACTION = 'manage partner groups';

async function insertMembers(tx: Tx, groupId: number, partnerIds: number[]): Promise<void> {
  await inChunks(partnerIds, (slice) =>
    tx
      .insert(commissionGroupMembers)
      .values(slice.map((partnerId) => ({ groupId, partnerId })))
      .onConflictDoNothing(),
  );
}

/**
 * POST /commission_group: creates every group of the body, or none. Each names a campaign of
 * the network the caller manages (staff, or a brand user granted its brand) and partners of the
 * network; a bad id anywhere refuses the whole body, naming it.
 */
export async function createGroups(
  db: Db,
  principal: Principal,
  items: CommissionGroupCreateItemIn[],
): Promise<CommissionGroupRecord[]> {
  requireRole(principal, BRAND_SIDE, ACTION);
  const { networkId } = principal;
  const problems = new BodyProblems();
  const found = await campaignsByIds(
    db,
    networkId,
    items.map((i) => i.campaign_id),
  );
  items.forEach((item, i) => {
    const campaign = found.get(item.campaign_id);
    if (!campaign)
      problems.add(
        [i, 'campaign_id'],
        'invalid_value',
        `campaign ${item.campaign_id} is not a campaign of this network`,
      );
    checkWindow(item.start_date_time ?? null, item.end_date_time ?? null, i, problems);
  });
  await checkMembers(db, networkId, items, problems);
  problems.throwIfAny();
  for (const campaign of found.values()) requireGroupManager(principal, campaign);

  const ids = await db.transaction(async (tx) => {
    const set = new ChangeSet(actorOf(principal));
    const created: number[] = [];
    for (const item of items) {
      const [row] = await tx
        .insert(commissionGroups)
        .values({
          networkId,
          campaignId: item.campaign_id,
          name: item.name,
          description: item.description ?? '',
          active: item.active !== 'n',
          startAt: item.start_date_time ?? null,
          endAt: item.end_date_time ?? null,
          createdBy: principal.userId,
        })
        .returning();
      const members = distinct(item.publishers) ?? [];
      await insertMembers(tx, row!.id, members);
      recordGroupCreated(set, row!, members);
      created.push(row!.id);
    }
    await set.commit(tx);
    return created;
  });
  return groupRecordsByIds(db, networkId, ids);
}

/** The columns an update item sets; keys left out of the item are left alone. */
function changesOf(item: CommissionGroupUpdateItemIn) {
  const active = item.active === undefined ? undefined : item.active === 'y';
  const changes = {
    name: item.name,
    description: item.description,
    active,
    startAt: item.start_date_time,
    endAt: item.end_date_time,
  };
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
}

/** Checks an update body against the locked groups; collects every problem. */
async function checkUpdates(
  tx: Tx,
  principal: Principal,
  items: CommissionGroupUpdateItemIn[],
  before: Map<number, CommissionGroupRecord>,
): Promise<void> {
  const problems = new BodyProblems();
  const seen = new Set<number>();
  items.forEach((item, i) => {
    const id = item.commission_group_id;
    const current = before.get(id);
    if (seen.has(id))
      problems.add(
        [i, 'commission_group_id'],
        'not_unique_items',
        `commission group ${id} is named twice`,
      );
    seen.add(id);
    if (!current)
      return problems.add(
        [i, 'commission_group_id'],
        'invalid_value',
        `commission group ${id} is not a commission group of this network`,
      );
    if (item.campaign_id !== undefined && item.campaign_id !== current.row.campaignId)
      problems.add(
        [i, 'campaign_id'],
        'invalid_value',
        `commission group ${id} belongs to campaign ${current.row.campaignId}; a group cannot move to another campaign`,
      );
    const start = item.start_date_time === undefined ? current.row.startAt : item.start_date_time;
    const end = item.end_date_time === undefined ? current.row.endAt : item.end_date_time;
    checkWindow(start, end, i, problems);
  });
  await checkMembers(tx, principal.networkId, items, problems);
  problems.throwIfAny();
  const campaigns = await campaignsByIds(
    tx,
    principal.networkId,
    [...before.values()].map((r) => r.row.campaignId),
  );
  for (const campaign of campaigns.values()) requireGroupManager(principal, campaign);
}

/** Makes a group's members exactly `wanted`: removes the others, adds the missing. */
async function replaceMembers(
  tx: Tx,
  groupId: number,
  current: number[],
  wanted: number[],
): Promise<void> {
  const keep = new Set(wanted);
  const removed = current.filter((id) => !keep.has(id));
  const have = new Set(current);
  const added = wanted.filter((id) => !have.has(id));
  if (removed.length)
    await tx
      .delete(commissionGroupMembers)
      .where(
        and(
          eq(commissionGroupMembers.groupId, groupId),
          anyId(commissionGroupMembers.partnerId, removed),
        ),
      );
  await insertMembers(tx, groupId, added);
}

/**
 * PUT /commission_group: updates every group of the body, or none. Fields left out keep their
 * values; `publishers`, when given, is the group's whole member list (partners left out leave
 * it, docs/api-decisions.md#partner-groups). A group with no change keeps its last_modified.
 */
export async function updateGroups(
  db: Db,
  principal: Principal,
  items: CommissionGroupUpdateItemIn[],
): Promise<CommissionGroupRecord[]> {
  requireRole(principal, BRAND_SIDE, ACTION);
  const { networkId } = principal;
  const ids = items.map((i) => i.commission_group_id);
  await db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: commissionGroups.id })
      .from(commissionGroups)
      .where(and(eq(commissionGroups.networkId, networkId), anyId(commissionGroups.id, ids)))
      .orderBy(commissionGroups.id)
      .for('update');
    const before = new Map(
      (
        await groupRecordsByIds(
          tx,
          networkId,
          locked.map((r) => r.id),
        )
      ).map((r) => [r.row.id, r]),
    );
    await checkUpdates(tx, principal, items, before);
    const set = new ChangeSet(actorOf(principal));
    for (const item of items) {
      const previous = before.get(item.commission_group_id)!;
      const wanted = distinct(item.publishers);
      if (wanted !== undefined)
        await replaceMembers(tx, previous.row.id, previous.partnerIds, wanted);
      const changes = changesOf(item);
      const [row] = Object.keys(changes).length
        ? await tx
            .update(commissionGroups)
            .set(changes)
            .where(eq(commissionGroups.id, previous.row.id))
            .returning()
        : [previous.row];
      const partnerIds = wanted === undefined ? previous.partnerIds : [...wanted];
      if (recordGroupUpdated(set, previous, { row: row!, partnerIds }))
        await tx
          .update(commissionGroups)
          .set({ updatedAt: new Date() })
          .where(eq(commissionGroups.id, previous.row.id));
    }
    await set.commit(tx);
  });
  return groupRecordsByIds(db, networkId, ids);
}
