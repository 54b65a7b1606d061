import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { campaigns, partnerGroupMembers, partnerGroups } from '@/lib/db/schema';
import { anyId } from '../audit/change-set';
import { linkedIds } from '../linked-ids';

// Shared by the modules of lib/services/partner-groups.

export type PartnerGroupRow = typeof partnerGroups.$inferSelect;

/** A group with what its presenters need: its members (ids, ascending) and its campaign's title. */
export interface PartnerGroupRecord {
  row: PartnerGroupRow;
  partnerIds: number[];
  campaignTitle: string;
}

/** A group with how many partners it holds instead of who they are (the network list). */
export interface PartnerGroupSummary {
  row: PartnerGroupRow;
  partnerCount: number;
  campaignTitle: string;
}

function selectGroups(db: DbOrTx) {
  return db
    .select({ row: partnerGroups, campaignTitle: campaigns.title })
    .from(partnerGroups)
    .innerJoin(campaigns, eq(campaigns.id, partnerGroups.campaignId));
}

/** The members of groups, by group id, each list ascending. */
async function membersOf(db: DbOrTx, groupIds: number[]): Promise<Map<number, number[]>> {
  return linkedIds(db, partnerGroupMembers.groupId, partnerGroupMembers.partnerId, groupIds);
}

/** Groups of a network matching `where`, ascending by id, with their members. */
export async function groupRecordsWhere(
  db: DbOrTx,
  networkId: number,
  where?: SQL,
): Promise<PartnerGroupRecord[]> {
  const rows = await selectGroups(db)
    .where(and(eq(partnerGroups.networkId, networkId), where))
    .orderBy(asc(partnerGroups.id));
  const members = await membersOf(
    db,
    rows.map((r) => r.row.id),
  );
  return rows.map((r) => ({ ...r, partnerIds: members.get(r.row.id) ?? [] }));
}

/** Groups of a network by id, in the order of `ids` (unknown ids left out). */
export async function groupRecordsByIds(
  db: DbOrTx,
  networkId: number,
  ids: number[],
): Promise<PartnerGroupRecord[]> {
  if (!ids.length) return [];
  const records = await groupRecordsWhere(db, networkId, anyId(partnerGroups.id, ids));
  const byId = new Map(records.map((r) => [r.row.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Groups of a network matching `where`, ascending by id, with their member counts. */
export async function groupSummariesWhere(
  db: DbOrTx,
  networkId: number,
  where?: SQL,
): Promise<PartnerGroupSummary[]> {
  const members = db
    .select({ groupId: partnerGroupMembers.groupId, n: count().as('n') })
    .from(partnerGroupMembers)
    .groupBy(partnerGroupMembers.groupId)
    .as('members');
  const rows = await db
    .select({
      row: partnerGroups,
      campaignTitle: campaigns.title,
      partnerCount: sql<number>`coalesce(${members.n}, 0)`.mapWith(Number),
    })
    .from(partnerGroups)
    .innerJoin(campaigns, eq(campaigns.id, partnerGroups.campaignId))
    .leftJoin(members, eq(members.groupId, partnerGroups.id))
    .where(and(eq(partnerGroups.networkId, networkId), where))
    .orderBy(asc(partnerGroups.id));
  return rows;
}
