import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { campaignGroupMembers, campaignGroups, campaigns } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { canManageBrand, isStaff, requireRole } from '../access';
import { linkedIds } from '../linked-ids';

/**
 * Campaign groups as their brand's managers see them: staff every group of the network, brand
 * users the groups of the brands granted to them; partners none.
 */

export type CampaignGroupRow = typeof campaignGroups.$inferSelect;

export interface CampaignGroupRecord {
  row: CampaignGroupRow;
  campaignIds: number[];
}

export interface GroupCampaign {
  id: number;
  title: string;
}

export const requireGroupRole = (principal: Principal, action: string) =>
  requireRole(principal, ['network', 'brand'], action);

/** The group, when it is the network's and the caller manages its brand; else not found / 403 (404 on reads). */
export async function findManagedGroup(
  db: DbOrTx,
  principal: Principal,
  groupId: number,
  options: { forUpdate?: boolean } = {},
): Promise<CampaignGroupRow> {
  const query = db
    .select()
    .from(campaignGroups)
    .where(and(eq(campaignGroups.networkId, principal.networkId), eq(campaignGroups.id, groupId)))
    .limit(1);
  const [group] = options.forUpdate ? await query.for('update') : await query;
  if (!group) throw AppError.notFound('Campaign group');
  if (!canManageBrand(principal, group.brandId))
    throw new AppError(
      'forbidden_view',
      'You may not manage the campaign groups of a brand not granted to you',
    );
  return group;
}

export async function campaignIdsOf(
  db: DbOrTx,
  groupIds: number[],
): Promise<Map<number, number[]>> {
  return linkedIds(db, campaignGroupMembers.groupId, campaignGroupMembers.campaignId, groupIds);
}

/** GET /v3/brand/campaign-groups: the groups of the brands the caller manages, oldest first. */
export async function listCampaignGroups(
  db: DbOrTx,
  principal: Principal,
  filter: { brandId?: number },
): Promise<CampaignGroupRecord[]> {
  requireGroupRole(principal, 'list campaign groups');
  const where: SQL[] = [eq(campaignGroups.networkId, principal.networkId)];
  if (filter.brandId !== undefined) {
    if (!canManageBrand(principal, filter.brandId)) return [];
    where.push(eq(campaignGroups.brandId, filter.brandId));
  } else if (!isStaff(principal)) {
    if (!principal.brandIds.length) return [];
    where.push(inArray(campaignGroups.brandId, principal.brandIds));
  }
  const rows = await db
    .select()
    .from(campaignGroups)
    .where(and(...where))
    .orderBy(asc(campaignGroups.id));
  const members = await campaignIdsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ row, campaignIds: members.get(row.id) ?? [] }));
}

export async function getCampaignGroup(
  db: DbOrTx,
  principal: Principal,
  groupId: number,
): Promise<CampaignGroupRecord> {
  requireGroupRole(principal, 'read campaign groups');
  const row = await findManagedGroup(db, principal, groupId);
  const members = await campaignIdsOf(db, [row.id]);
  return { row, campaignIds: members.get(row.id) ?? [] };
}

export async function groupCampaigns(db: DbOrTx, groupId: number): Promise<GroupCampaign[]> {
  return db
    .select({ id: campaigns.id, title: campaigns.title })
    .from(campaignGroupMembers)
    .innerJoin(campaigns, eq(campaigns.id, campaignGroupMembers.campaignId))
    .where(eq(campaignGroupMembers.groupId, groupId))
    .orderBy(asc(campaigns.id));
}

/** GET /v3/brand/campaign-groups/{campaign_group_id}/campaigns: the group's campaigns, by id. */
export async function listCampaignGroupCampaigns(
  db: DbOrTx,
  principal: Principal,
  groupId: number,
): Promise<GroupCampaign[]> {
  requireGroupRole(principal, 'read campaign groups');
  const group = await findManagedGroup(db, principal, groupId);
  return groupCampaigns(db, group.id);
}
