import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/lib/db/client';
import { brands, campaignGroupMembers, campaignGroups, campaigns } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError, type FieldError } from '@/lib/errors';
import { canManageBrand } from '../access';
import { actorOf, anyId, ChangeSet } from '../audit/change-set';
import {
  campaignIdsOf,
  findManagedGroup,
  groupCampaigns,
  requireGroupRole,
  type CampaignGroupRecord,
  type GroupCampaign,
} from './read-campaign-groups';

// Our operations around the reference's campaign-group read: create, rename, delete, and set a
// group's campaigns. Each write is audited (entity campaign_group); no webhook event exists for
// groups. A group holds only campaigns of its own brand.

/** Refuses ids named twice and campaigns that are not the brand's; the path names the item. */
async function requireBrandCampaigns(
  db: DbOrTx,
  networkId: number,
  brandId: number,
  ids: number[],
): Promise<void> {
  const problems: FieldError[] = [];
  const seen = new Set<number>();
  ids.forEach((id, i) => {
    if (seen.has(id))
      problems.push({
        path: ['campaign_ids', i],
        kind: 'not_unique_items',
        message: 'names a campaign already named earlier in campaign_ids',
      });
    seen.add(id);
  });
  if (problems.length) throw AppError.validation(problems);
  if (!ids.length) return;
  const found = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.networkId, networkId),
        eq(campaigns.brandId, brandId),
        anyId(campaigns.id, ids),
      ),
    );
  const known = new Set(found.map((c) => c.id));
  ids.forEach((id, i) => {
    if (!known.has(id))
      problems.push({
        path: ['campaign_ids', i],
        kind: 'invalid_value',
        message: `is not a campaign of brand ${brandId}: ${id}`,
      });
  });
  if (problems.length) throw AppError.validation(problems);
}

async function replaceMembers(tx: Tx, groupId: number, ids: number[]): Promise<void> {
  await tx.delete(campaignGroupMembers).where(eq(campaignGroupMembers.groupId, groupId));
  if (ids.length)
    await tx
      .insert(campaignGroupMembers)
      .values(ids.map((campaignId) => ({ groupId, campaignId })));
}

/** A new group: its brand, name and (optionally) first campaigns. */
export interface CampaignGroupInput {
  brandId: number;
  name: string;
  campaignIds?: number[];
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const idStrings = (ids: number[]) => sorted(ids).map(String);

/** POST /v3/brand/campaign-groups: a new group of one brand the caller manages. */
export async function createCampaignGroup(
  db: Db,
  principal: Principal,
  input: CampaignGroupInput,
): Promise<CampaignGroupRecord> {
  requireGroupRole(principal, 'create campaign groups');
  const { networkId } = principal;
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.networkId, networkId), eq(brands.id, input.brandId)))
    .limit(1);
  if (!brand)
    throw AppError.field(['brand_id'], 'invalid_value', 'brand_id is not a brand of this network');
  if (!canManageBrand(principal, brand.id))
    throw new AppError('forbidden', 'You may not manage the campaign groups of this brand');
  const ids = input.campaignIds ?? [];
  await requireBrandCampaigns(db, networkId, brand.id, ids);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaignGroups)
      .values({ networkId, brandId: brand.id, name: input.name })
      .returning();
    await replaceMembers(tx, row!.id, ids);
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'campaign_group',
        entityId: row!.id,
        action: 'created',
        after: { brand_id: String(brand.id), name: input.name, campaign_ids: idStrings(ids) },
      })
      .commit(tx);
    return { row: row!, campaignIds: sorted(ids) };
  });
}

/** PATCH /v3/brand/campaign-groups/{campaign_group_id}: renames the group. */
export async function renameCampaignGroup(
  db: Db,
  principal: Principal,
  groupId: number,
  name: string,
): Promise<CampaignGroupRecord> {
  requireGroupRole(principal, 'update campaign groups');
  return db.transaction(async (tx) => {
    const group = await findManagedGroup(tx, principal, groupId, { forUpdate: true });
    let row = group;
    if (group.name !== name) {
      const [renamed] = await tx
        .update(campaignGroups)
        .set({ name, updatedAt: new Date() })
        .where(eq(campaignGroups.id, groupId))
        .returning();
      row = renamed!;
      await new ChangeSet(actorOf(principal))
        .change({
          entityType: 'campaign_group',
          entityId: groupId,
          action: 'updated',
          before: { name: group.name },
          after: { name },
        })
        .commit(tx);
    }
    const members = await campaignIdsOf(tx, [groupId]);
    return { row, campaignIds: members.get(groupId) ?? [] };
  });
}

/** PUT /v3/brand/campaign-groups/{campaign_group_id}/campaigns: the group's complete set of campaigns. */
export async function setCampaignGroupCampaigns(
  db: Db,
  principal: Principal,
  groupId: number,
  campaignIds: number[],
): Promise<GroupCampaign[]> {
  requireGroupRole(principal, 'update campaign groups');
  return db.transaction(async (tx) => {
    const group = await findManagedGroup(tx, principal, groupId, { forUpdate: true });
    await requireBrandCampaigns(tx, principal.networkId, group.brandId, campaignIds);
    const before = (await campaignIdsOf(tx, [groupId])).get(groupId) ?? [];
    const after = sorted(campaignIds);
    if (JSON.stringify(sorted(before)) !== JSON.stringify(after)) {
      await replaceMembers(tx, groupId, after);
      await tx
        .update(campaignGroups)
        .set({ updatedAt: new Date() })
        .where(eq(campaignGroups.id, groupId));
      await new ChangeSet(actorOf(principal))
        .change({
          entityType: 'campaign_group',
          entityId: groupId,
          action: 'updated',
          before: { campaign_ids: idStrings(before) },
          after: { campaign_ids: idStrings(after) },
        })
        .commit(tx);
    }
    return groupCampaigns(tx, groupId);
  });
}

/** DELETE /v3/brand/campaign-groups/{campaign_group_id}: the group goes; its campaigns stay. */
export async function deleteCampaignGroup(
  db: Db,
  principal: Principal,
  groupId: number,
): Promise<void> {
  requireGroupRole(principal, 'delete campaign groups');
  await db.transaction(async (tx) => {
    const group = await findManagedGroup(tx, principal, groupId, { forUpdate: true });
    const members = (await campaignIdsOf(tx, [groupId])).get(groupId) ?? [];
    await tx.delete(campaignGroups).where(eq(campaignGroups.id, groupId));
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'campaign_group',
        entityId: groupId,
        action: 'deleted',
        before: {
          brand_id: String(group.brandId),
          name: group.name,
          campaign_ids: idStrings(members),
        },
      })
      .commit(tx);
  });
}
