import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { creativeItems, creatives, creativeTagLinks } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { actorOf, anyId, ChangeSet } from '../audit/change-set';
import { requireManageable } from '../campaigns/read-campaigns';
import { storeImage } from '../images';
import { BodyProblems, repeatedAt } from '../body-problems';
import { checkCreative, sanitisedHtml } from './creative-checks';
import { recordCreativeCreated, recordCreativeUpdated } from './creative-audit';
import type { CreativeChanges, CreativeInput, CreativeItemInput } from './creative-input';
import { itemKey, prepareItemImages, type ItemImage, type ServedImageOf } from './creative-images';
import { campaignCreativesByIds, hydrateCreatives, type CreativeRecord } from './creative-records';
import { campaignTagIds } from './read-creatives';

const ACTION = 'manage creatives';

export interface CreativeWriteOptions {
  /** Recognises our own served image URLs, so sending one back keeps (or reuses) that image. */
  servedImageOf: ServedImageOf;
}

/** The creative columns a write sets; keys it leaves out are left alone. */
function columnsOf(item: Partial<CreativeInput>) {
  const columns = {
    active: item.active,
    advertiserReference: item.advertiserReference,
    description: item.description,
    html: sanitisedHtml(item.html),
    destination: item.destination,
    width: item.width,
    height: item.height,
    startAt: item.startAt,
    endAt: item.endAt,
    customAppendUrlParameters: item.customAppendUrlParameters,
    customPrependUrlParameters: item.customPrependUrlParameters,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

async function imageIdOf(tx: Tx, networkId: number, image: ItemImage | undefined) {
  if (!image) return undefined;
  if (image.kind === 'existing') return image.imageId;
  return (await storeImage(tx, networkId, image.image)).id;
}

/** Inserts or updates the written items of one creative (items are never deleted). */
async function writeItems(
  tx: Tx,
  principal: Principal,
  creativeId: number,
  items: CreativeItemInput[],
  imageOf: (j: number) => ItemImage | undefined,
): Promise<void> {
  for (const [j, item] of items.entries()) {
    const imageId = await imageIdOf(tx, principal.networkId, imageOf(j));
    const fields = Object.fromEntries(
      Object.entries({
        imageId,
        filename: item.filename,
        description: item.description,
        specificDestination: item.specificDestination,
        active: item.active,
      }).filter(([, v]) => v !== undefined),
    );
    if (item.id === undefined)
      await tx.insert(creativeItems).values({
        networkId: principal.networkId,
        creativeId,
        createdBy: principal.userId,
        ...fields,
      });
    else if (Object.keys(fields).length)
      await tx
        .update(creativeItems)
        .set(fields)
        .where(and(eq(creativeItems.id, item.id), eq(creativeItems.creativeId, creativeId)));
  }
}

/** Makes a creative's tags exactly `tagIds`. */
async function replaceTags(tx: Tx, creativeId: number, current: number[], tagIds: number[]) {
  const wanted = new Set(tagIds);
  const removed = current.filter((id) => !wanted.has(id));
  const added = [...wanted].filter((id) => !current.includes(id));
  if (removed.length)
    await tx
      .delete(creativeTagLinks)
      .where(
        and(eq(creativeTagLinks.creativeId, creativeId), anyId(creativeTagLinks.tagId, removed)),
      );
  if (added.length)
    await tx.insert(creativeTagLinks).values(added.map((tagId) => ({ tagId, creativeId })));
}

/**
 * POST /campaign/{id}/creative: creates every creative of the body, or none (staff, or a brand
 * user granted the campaign's brand). Images are downloaded or decoded first, outside the
 * transaction; every problem of the body is refused together.
 */
export async function createCreatives(
  db: Db,
  principal: Principal,
  campaignId: number,
  items: CreativeInput[],
  options: CreativeWriteOptions,
): Promise<CreativeRecord[]> {
  await requireManageable(db, principal, campaignId, ACTION);
  const { networkId } = principal;
  const knownTags = await campaignTagIds(
    db,
    campaignId,
    items.flatMap((i) => i.tagIds ?? []),
  );
  const problems = new BodyProblems('creatives');
  items.forEach((item, i) =>
    checkCreative(item, i, { campaignId, knownTags }, undefined, problems),
  );
  problems.throwIfAny();
  const images = await prepareItemImages(db, networkId, items, options.servedImageOf);
  const ids = await db.transaction(async (tx) => {
    const set = new ChangeSet(actorOf(principal));
    const created: number[] = [];
    for (const [i, item] of items.entries()) {
      const [row] = await tx
        .insert(creatives)
        .values({
          networkId,
          campaignId,
          creativeTypeId: item.typeId,
          createdBy: principal.userId,
          ...columnsOf(item),
        })
        .returning();
      await writeItems(tx, principal, row!.id, item.items ?? [], (j) => images.get(itemKey(i, j)));
      await replaceTags(tx, row!.id, [], item.tagIds ?? []);
      const [record] = await hydrateCreatives(tx, [row!]);
      recordCreativeCreated(set, record!);
      created.push(row!.id);
    }
    await set.commit(tx);
    return created;
  });
  return campaignCreativesByIds(db, networkId, campaignId, ids);
}

/** Checks updates against the creatives as they are; throws every problem together. */
async function checkUpdates(
  db: Db | Tx,
  principal: Principal,
  campaignId: number,
  items: CreativeChanges[],
): Promise<Map<number, CreativeRecord>> {
  const ids = items.map((i) => i.id);
  const current = new Map(
    (await campaignCreativesByIds(db, principal.networkId, campaignId, ids)).map((r) => [
      r.row.id,
      r,
    ]),
  );
  const knownTags = await campaignTagIds(
    db,
    campaignId,
    items.flatMap((i) => i.tagIds ?? []),
  );
  const problems = new BodyProblems('creatives');
  for (const i of repeatedAt(ids))
    problems.add([i, 'creative_id'], 'not_unique_items', `creative ${ids[i]} is named twice`);
  items.forEach((item, i) => {
    const record = current.get(item.id);
    if (!record)
      return problems.add(
        [i, 'creative_id'],
        'invalid_value',
        `creative ${item.id} is not a creative of campaign ${campaignId}`,
      );
    checkCreative(item, i, { campaignId, knownTags }, record, problems);
  });
  problems.throwIfAny();
  return current;
}

/**
 * PUT /campaign/{id}/creative: updates every creative of the body, or none. Keys left out keep
 * their values; `tagIds` is the whole tag set; `items` updates the items named by id and
 * adds the others (items are withdrawn with active n, never deleted). A creative the body does
 * not change records nothing and keeps its time.
 */
export async function updateCreatives(
  db: Db,
  principal: Principal,
  campaignId: number,
  items: CreativeChanges[],
  options: CreativeWriteOptions,
): Promise<CreativeRecord[]> {
  await requireManageable(db, principal, campaignId, ACTION);
  await checkUpdates(db, principal, campaignId, items);
  const images = await prepareItemImages(db, principal.networkId, items, options.servedImageOf);
  const ids = items.map((i) => i.id);
  await db.transaction(async (tx) => {
    await tx
      .select({ id: creatives.id })
      .from(creatives)
      .where(and(eq(creatives.campaignId, campaignId), inArray(creatives.id, ids)))
      .orderBy(creatives.id)
      .for('update');
    const before = await checkUpdates(tx, principal, campaignId, items);
    const set = new ChangeSet(actorOf(principal));
    for (const [i, item] of items.entries()) {
      const previous = before.get(item.id)!;
      const columns = columnsOf(item);
      if (Object.keys(columns).length)
        await tx.update(creatives).set(columns).where(eq(creatives.id, previous.row.id));
      await writeItems(tx, principal, previous.row.id, item.items ?? [], (j) =>
        images.get(itemKey(i, j)),
      );
      if (item.tagIds) await replaceTags(tx, previous.row.id, previous.tagIds, item.tagIds);
      const [after] = await campaignCreativesByIds(tx, principal.networkId, campaignId, [
        previous.row.id,
      ]);
      if (recordCreativeUpdated(set, previous, after!))
        await tx
          .update(creatives)
          .set({ updatedAt: new Date() })
          .where(eq(creatives.id, previous.row.id));
    }
    await set.commit(tx);
  });
  return campaignCreativesByIds(db, principal.networkId, campaignId, ids);
}
