import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { campaigns, commissionGroupMembers, commissionGroups } from '@/lib/db/schema';
import { anyId } from '../audit/change-set';

// Shared by the modules of lib/services/partner-groups.

export type CommissionGroupRow = typeof commissionGroups.$inferSelect;

/** A group with what its presenters need: its members (ids, ascending) and its campaign's title. */
export interface CommissionGroupRecord {
  row: CommissionGroupRow;
  partnerIds: number[];
  campaignTitle: string;
}

/** A group with how many partners it holds instead of who they are (the network list). */
export interface CommissionGroupSummary {
  row: CommissionGroupRow;
  partnerCount: number;
  campaignTitle: string;
}

function selectGroups(db: DbOrTx) {
  return db
    .select({ row: commissionGroups, campaignTitle: campaigns.title })
    .from(commissionGroups)
    .innerJoin(campaigns, eq(campaigns.id, commissionGroups.campaignId));
}

/** The members of groups, by group id, each list ascending. */
export async function membersOf(db: DbOrTx, groupIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(groupIds.map((id) => [id, []]));
  if (!groupIds.length) return out;
  const rows = await db
    .select({
      groupId: commissionGroupMembers.groupId,
      partnerId: commissionGroupMembers.partnerId,
    })
    .from(commissionGroupMembers)
    .where(anyId(commissionGroupMembers.groupId, groupIds))
    .orderBy(asc(commissionGroupMembers.groupId), asc(commissionGroupMembers.partnerId));
  for (const r of rows) out.get(r.groupId)?.push(r.partnerId);
  return out;
}

/** Groups of a network matching `where`, ascending by id, with their members. */
export async function groupRecordsWhere(
  db: DbOrTx,
  networkId: number,
  where?: SQL,
): Promise<CommissionGroupRecord[]> {
  const rows = await selectGroups(db)
    .where(and(eq(commissionGroups.networkId, networkId), where))
    .orderBy(asc(commissionGroups.id));
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
): Promise<CommissionGroupRecord[]> {
  if (!ids.length) return [];
  const records = await groupRecordsWhere(db, networkId, anyId(commissionGroups.id, ids));
  const byId = new Map(records.map((r) => [r.row.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Groups of a network matching `where`, ascending by id, with their member counts. */
export async function groupSummariesWhere(
  db: DbOrTx,
  networkId: number,
  where?: SQL,
): Promise<CommissionGroupSummary[]> {
  const members = db
    .select({ groupId: commissionGroupMembers.groupId, n: count().as('n') })
    .from(commissionGroupMembers)
    .groupBy(commissionGroupMembers.groupId)
    .as('members');
  const rows = await db
    .select({
      row: commissionGroups,
      campaignTitle: campaigns.title,
      partnerCount: sql<number>`coalesce(${members.n}, 0)`.mapWith(Number),
    })
    .from(commissionGroups)
    .innerJoin(campaigns, eq(campaigns.id, commissionGroups.campaignId))
    .leftJoin(members, eq(members.groupId, commissionGroups.id))
    .where(and(eq(commissionGroups.networkId, networkId), where))
    .orderBy(asc(commissionGroups.id));
  return rows;
}
