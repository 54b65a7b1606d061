import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { creativeItems, creatives, creativeTagLinks, images } from '@/lib/db/schema';
import type { StoredImage } from '../images';

export type CreativeRow = typeof creatives.$inferSelect;
type CreativeItemRow = typeof creativeItems.$inferSelect;

interface CreativeImage extends StoredImage {
  width: number;
  height: number;
}

export interface CreativeItemRecord {
  row: CreativeItemRow;
  image: CreativeImage | null;
}

/** A creative with its items (in id order, images attached) and its tag ids (ascending). */
export interface CreativeRecord {
  row: CreativeRow;
  items: CreativeItemRecord[];
  tagIds: number[];
}

/** Attaches items, images and tags to creative rows: three queries whatever their number. */
export async function hydrateCreatives(db: DbOrTx, rows: CreativeRow[]): Promise<CreativeRecord[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [itemRows, links] = await Promise.all([
    db
      .select()
      .from(creativeItems)
      .where(inArray(creativeItems.creativeId, ids))
      .orderBy(asc(creativeItems.id)),
    db
      .select()
      .from(creativeTagLinks)
      .where(inArray(creativeTagLinks.creativeId, ids))
      .orderBy(asc(creativeTagLinks.tagId)),
  ]);
  const imageIds = [
    ...new Set(itemRows.map((i) => i.imageId).filter((id): id is number => id !== null)),
  ];
  const imageRows = imageIds.length
    ? await db
        .select({
          id: images.id,
          sha256: images.sha256,
          contentType: images.contentType,
          width: images.width,
          height: images.height,
        })
        .from(images)
        .where(inArray(images.id, imageIds))
    : [];
  const imageById = new Map(imageRows.map((i) => [i.id, i]));
  const itemsOf = new Map<number, CreativeItemRecord[]>(ids.map((id) => [id, []]));
  for (const row of itemRows)
    itemsOf.get(row.creativeId)!.push({
      row,
      image: row.imageId === null ? null : (imageById.get(row.imageId) ?? null),
    });
  const tagsOf = new Map<number, number[]>(ids.map((id) => [id, []]));
  for (const link of links) tagsOf.get(link.creativeId)!.push(link.tagId);
  return rows.map((row) => ({ row, items: itemsOf.get(row.id)!, tagIds: tagsOf.get(row.id)! }));
}

/** The network's creatives matching `where`, in id order. */
export async function creativeRecordsWhere(
  db: DbOrTx,
  networkId: number,
  where: SQL | undefined,
): Promise<CreativeRecord[]> {
  const rows = await db
    .select()
    .from(creatives)
    .where(and(eq(creatives.networkId, networkId), where))
    .orderBy(asc(creatives.id));
  return hydrateCreatives(db, rows);
}

/** Creatives of one campaign by id, in the order of `ids` (unknown ids left out). */
export async function campaignCreativesByIds(
  db: DbOrTx,
  networkId: number,
  campaignId: number,
  ids: number[],
): Promise<CreativeRecord[]> {
  if (!ids.length) return [];
  const records = await creativeRecordsWhere(
    db,
    networkId,
    and(eq(creatives.campaignId, campaignId), inArray(creatives.id, [...new Set(ids)])),
  );
  const byId = new Map(records.map((r) => [r.row.id, r]));
  return [...new Set(ids)].flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
