import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { creativeItems, creativeTagLinks, creativeTags } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/db/errors';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { actorOf, anyId, ChangeSet, snapshot } from '../audit/change-set';
import { requireManageable } from '../campaigns/read-campaigns';
import { BodyProblems, repeatedAt } from '../body-problems';

type CreativeTagRow = typeof creativeTags.$inferSelect;

/** A new name for one of the campaign's tags. */
export interface CreativeTagRename {
  id: number;
  name: string;
}

/** A tag with the creatives carrying it, each with its item ids (ascending). */
export interface CreativeTagRecord {
  row: CreativeTagRow;
  creatives: { creativeId: number; itemIds: number[] }[];
}

async function tagRecords(db: DbOrTx, campaignId: number, ids?: number[]) {
  const rows = await db
    .select()
    .from(creativeTags)
    .where(
      and(eq(creativeTags.campaignId, campaignId), ids ? anyId(creativeTags.id, ids) : undefined),
    )
    .orderBy(asc(creativeTags.id));
  if (!rows.length) return [];
  const links = await db
    .select({ tagId: creativeTagLinks.tagId, creativeId: creativeTagLinks.creativeId })
    .from(creativeTagLinks)
    .where(
      inArray(
        creativeTagLinks.tagId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(creativeTagLinks.creativeId));
  const creativeIds = [...new Set(links.map((l) => l.creativeId))];
  const items = creativeIds.length
    ? await db
        .select({ id: creativeItems.id, creativeId: creativeItems.creativeId })
        .from(creativeItems)
        .where(inArray(creativeItems.creativeId, creativeIds))
        .orderBy(asc(creativeItems.id))
    : [];
  const itemsOf = new Map<number, number[]>(creativeIds.map((id) => [id, []]));
  for (const item of items) itemsOf.get(item.creativeId)!.push(item.id);
  return rows.map((row) => ({
    row,
    creatives: links
      .filter((l) => l.tagId === row.id)
      .map((l) => ({ creativeId: l.creativeId, itemIds: itemsOf.get(l.creativeId)! })),
  }));
}

/** GET /campaign/{id}/creative/tags: staff, or a brand user granted the campaign's brand. */
export async function listCreativeTags(
  db: DbOrTx,
  principal: Principal,
  campaignId: number,
): Promise<CreativeTagRecord[]> {
  await requireManageable(db, principal, campaignId, 'read creative tags');
  return tagRecords(db, campaignId);
}

const tagSnapshot = (row: CreativeTagRow) => snapshot(row, { omit: ['createdBy'] });
const duplicateName = (name: string) => `A tag named "${name}" already exists on this campaign`;
const key = (name: string) => name.toLowerCase();

/** Refuses names used twice, in the body or with the campaign's other tags (ignoring case). */
function checkNames(
  tags: { name: string; id?: number }[],
  others: CreativeTagRow[],
  problems: BodyProblems,
) {
  const renamed = new Set(tags.map((t) => t.id).filter((id) => id !== undefined));
  const taken = new Set(others.filter((t) => !renamed.has(t.id)).map((t) => key(t.name)));
  tags.forEach((tag, i) => {
    if (taken.has(key(tag.name))) problems.add([i, 'name'], 'duplicate', duplicateName(tag.name));
    taken.add(key(tag.name));
  });
}

async function campaignTags(db: DbOrTx, campaignId: number) {
  return db.select().from(creativeTags).where(eq(creativeTags.campaignId, campaignId));
}

/** A unique-name race lost to a concurrent write reads as a 400 like a checked duplicate. */
async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error, 'creative_tags_campaign_name_idx')) throw error;
    throw AppError.field(
      ['tags'],
      'duplicate',
      'A tag of one of these names was just added to this campaign; choose another name',
    );
  }
}

/** POST /campaign/{id}/creative/tags: creates every tag of the body, or none. */
export async function createCreativeTags(
  db: Db,
  principal: Principal,
  campaignId: number,
  names: string[],
): Promise<CreativeTagRecord[]> {
  await requireManageable(db, principal, campaignId, 'manage creative tags');
  const problems = new BodyProblems('tags');
  checkNames(
    names.map((name) => ({ name })),
    await campaignTags(db, campaignId),
    problems,
  );
  problems.throwIfAny();
  const ids = await refusingDuplicates(() =>
    db.transaction(async (tx) => {
      const rows = await tx
        .insert(creativeTags)
        .values(
          names.map((name) => ({
            networkId: principal.networkId,
            campaignId,
            name,
            createdBy: principal.userId,
          })),
        )
        .returning();
      const set = new ChangeSet(actorOf(principal));
      for (const row of rows)
        set.change({
          entityType: 'creative_tag',
          entityId: row.id,
          action: 'created',
          after: tagSnapshot(row),
        });
      await set.commit(tx);
      return rows.map((r) => r.id);
    }),
  );
  return tagRecords(db, campaignId, ids);
}

/** Checks that every id is one of the campaign's tags, named once. */
function checkIds(ids: number[], known: Set<number>, campaignId: number, problems: BodyProblems) {
  for (const i of repeatedAt(ids))
    problems.add([i, 'creative_tag_id'], 'not_unique_items', `tag ${ids[i]} is named twice`);
  ids.forEach((id, i) => {
    if (!known.has(id))
      problems.add(
        [i, 'creative_tag_id'],
        'invalid_value',
        `tag ${id} is not a tag of campaign ${campaignId}`,
      );
  });
}

/** PUT /campaign/{id}/creative/tags: renames every tag of the body, or none. */
export async function updateCreativeTags(
  db: Db,
  principal: Principal,
  campaignId: number,
  renames: CreativeTagRename[],
): Promise<CreativeTagRecord[]> {
  await requireManageable(db, principal, campaignId, 'manage creative tags');
  const ids = renames.map((t) => t.id);
  const all = await campaignTags(db, campaignId);
  const problems = new BodyProblems('tags');
  checkIds(ids, new Set(all.map((t) => t.id)), campaignId, problems);
  checkNames(renames, all, problems);
  problems.throwIfAny();
  await refusingDuplicates(() =>
    db.transaction(async (tx) => {
      const set = new ChangeSet(actorOf(principal));
      for (const tag of renames) {
        const before = all.find((t) => t.id === tag.id)!;
        if (before.name === tag.name) continue;
        await tx.update(creativeTags).set({ name: tag.name }).where(eq(creativeTags.id, before.id));
        set.change({
          entityType: 'creative_tag',
          entityId: before.id,
          action: 'updated',
          before: { name: before.name },
          after: { name: tag.name },
        });
      }
      await set.commit(tx);
    }),
  );
  return tagRecords(db, campaignId, ids);
}

/**
 * DELETE /campaign/{id}/creative/tags: deletes every tag of the body, or none; the creatives
 * lose the tag. Answers the tags as they were.
 */
export async function deleteCreativeTags(
  db: Db,
  principal: Principal,
  campaignId: number,
  ids: number[],
): Promise<CreativeTagRecord[]> {
  await requireManageable(db, principal, campaignId, 'manage creative tags');
  return db.transaction(async (tx) => {
    await tx
      .select({ id: creativeTags.id })
      .from(creativeTags)
      .where(and(eq(creativeTags.campaignId, campaignId), anyId(creativeTags.id, ids)))
      .orderBy(creativeTags.id)
      .for('update');
    const records = await tagRecords(tx, campaignId, ids);
    const problems = new BodyProblems('tags');
    checkIds(ids, new Set(records.map((r) => r.row.id)), campaignId, problems);
    problems.throwIfAny();
    await tx.delete(creativeTags).where(anyId(creativeTags.id, ids));
    const set = new ChangeSet(actorOf(principal));
    for (const record of records)
      set.change({
        entityType: 'creative_tag',
        entityId: record.row.id,
        action: 'deleted',
        before: {
          ...tagSnapshot(record.row),
          creatives: record.creatives.map((c) => String(c.creativeId)),
        },
      });
    await set.commit(tx);
    const order = new Map(ids.map((id, i) => [id, i]));
    return records.sort((a, b) => order.get(a.row.id)! - order.get(b.row.id)!);
  });
}
