import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { partnerGroupMembers, partnerGroups } from '@/lib/db/schema';
import { inChunks } from '@/lib/db/batch';
import type { Principal } from '@/lib/auth/principal';
import { requireRole } from '../access';
import { actorOf, anyId, ChangeSet } from '../audit/change-set';
import { BRAND_SIDE } from '../campaigns/read-campaigns';
import { BodyProblems } from '../body-problems';
import {
  campaignsByIds,
  checkMembers,
  checkWindow,
  distinct,
  requireGroupManager,
} from './group-checks';
import { recordGroupCreated, recordGroupUpdated } from './group-audit';
import { groupRecordsByIds, type PartnerGroupRecord } from './group-records';

const ACTION = 'manage partner groups';

/** A new group of a campaign; a null start or end leaves its window open on that side. */
export interface PartnerGroupInput {
  campaignId: number;
  name: string;
  description?: string;
  active?: boolean;
  startAt?: Date | null;
  endAt?: Date | null;
  partnerIds?: number[];
}

/**
 * A group's changes, by its id: fields left out are left alone; `partnerIds` is the whole member
 * list; `campaignId`, when given, must be the group's own (a group cannot move).
 */
export interface PartnerGroupChanges extends Partial<PartnerGroupInput> {
  id: number;
}

async function insertMembers(tx: Tx, groupId: number, partnerIds: number[]): Promise<void> {
  await inChunks(partnerIds, (slice) =>
    tx
      .insert(partnerGroupMembers)
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
  items: PartnerGroupInput[],
): Promise<PartnerGroupRecord[]> {
  requireRole(principal, BRAND_SIDE, ACTION);
  const { networkId } = principal;
  const problems = new BodyProblems('commission_groups');
  const found = await campaignsByIds(
    db,
    networkId,
    items.map((i) => i.campaignId),
  );
  items.forEach((item, i) => {
    const campaign = found.get(item.campaignId);
    if (!campaign)
      problems.add(
        [i, 'campaign_id'],
        'invalid_value',
        `campaign ${item.campaignId} is not a campaign of this network`,
      );
    checkWindow(item.startAt ?? null, item.endAt ?? null, i, problems);
  });
  await checkMembers(db, networkId, items, problems);
  problems.throwIfAny();
  for (const campaign of found.values()) requireGroupManager(principal, campaign);

  const ids = await db.transaction(async (tx) => {
    const set = new ChangeSet(actorOf(principal));
    const created: number[] = [];
    for (const item of items) {
      const [row] = await tx
        .insert(partnerGroups)
        .values({
          networkId,
          campaignId: item.campaignId,
          name: item.name,
          description: item.description ?? '',
          active: item.active ?? true,
          startAt: item.startAt ?? null,
          endAt: item.endAt ?? null,
          createdBy: principal.userId,
        })
        .returning();
      const members = distinct(item.partnerIds) ?? [];
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
function changesOf(item: PartnerGroupChanges) {
  const changes = {
    name: item.name,
    description: item.description,
    active: item.active,
    startAt: item.startAt,
    endAt: item.endAt,
  };
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
}

/** Checks updates against the locked groups; collects every problem (paths in the body's names). */
async function checkUpdates(
  tx: Tx,
  principal: Principal,
  items: PartnerGroupChanges[],
  before: Map<number, PartnerGroupRecord>,
): Promise<void> {
  const problems = new BodyProblems('commission_groups');
  const seen = new Set<number>();
  items.forEach((item, i) => {
    const id = item.id;
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
    if (item.campaignId !== undefined && item.campaignId !== current.row.campaignId)
      problems.add(
        [i, 'campaign_id'],
        'invalid_value',
        `commission group ${id} belongs to campaign ${current.row.campaignId}; a group cannot move to another campaign`,
      );
    const start = item.startAt === undefined ? current.row.startAt : item.startAt;
    const end = item.endAt === undefined ? current.row.endAt : item.endAt;
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
      .delete(partnerGroupMembers)
      .where(
        and(
          eq(partnerGroupMembers.groupId, groupId),
          anyId(partnerGroupMembers.partnerId, removed),
        ),
      );
  await insertMembers(tx, groupId, added);
}

/**
 * PUT /commission_group: updates every group of the body, or none. Fields left out keep their
 * values; `partnerIds`, when given, is the group's whole member list (partners left out leave
 * it, docs/api-decisions.md#partner-groups). A group with no change keeps its last_modified.
 */
export async function updateGroups(
  db: Db,
  principal: Principal,
  items: PartnerGroupChanges[],
): Promise<PartnerGroupRecord[]> {
  requireRole(principal, BRAND_SIDE, ACTION);
  const { networkId } = principal;
  const ids = items.map((i) => i.id);
  await db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: partnerGroups.id })
      .from(partnerGroups)
      .where(and(eq(partnerGroups.networkId, networkId), anyId(partnerGroups.id, ids)))
      .orderBy(partnerGroups.id)
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
      const previous = before.get(item.id)!;
      const wanted = distinct(item.partnerIds);
      if (wanted !== undefined)
        await replaceMembers(tx, previous.row.id, previous.partnerIds, wanted);
      const changes = changesOf(item);
      const [row] = Object.keys(changes).length
        ? await tx
            .update(partnerGroups)
            .set(changes)
            .where(eq(partnerGroups.id, previous.row.id))
            .returning()
        : [previous.row];
      const partnerIds = wanted === undefined ? previous.partnerIds : [...wanted];
      if (recordGroupUpdated(set, previous, { row: row!, partnerIds }))
        await tx
          .update(partnerGroups)
          .set({ updatedAt: new Date() })
          .where(eq(partnerGroups.id, previous.row.id));
    }
    await set.commit(tx);
  });
  return groupRecordsByIds(db, networkId, ids);
}
