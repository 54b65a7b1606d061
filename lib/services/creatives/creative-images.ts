import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { images } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { prepareImage, type PreparedImage } from '../images';
import type { CreativeItemInput } from './creative-input';

/** Most images one request may download or decode (each download may take up to 8 s). */
const MAX_NEW_IMAGES_PER_REQUEST = 20;

/** The id and hash prefix of one of our served image URLs (lib/api knows their shape). */
export type ServedImageOf = (url: string) => { id: number; shaPrefix: string } | null;

export type ItemImage =
  { kind: 'new'; image: PreparedImage } | { kind: 'existing'; imageId: number };

export const itemKey = (creative: number, item: number) => `${creative}:${item}`;

/** One of the network's stored images, when `url` is our served URL of it. */
async function storedImageOf(
  db: DbOrTx,
  networkId: number,
  url: string,
  servedImageOf: ServedImageOf,
): Promise<number | undefined> {
  const ref = servedImageOf(url);
  if (!ref) return undefined;
  const [row] = await db
    .select({ id: images.id, sha256: images.sha256 })
    .from(images)
    .where(and(eq(images.networkId, networkId), eq(images.id, ref.id)))
    .limit(1);
  return row && row.sha256.startsWith(ref.shaPrefix) ? row.id : undefined;
}

/**
 * The images the body's banner items bring, by itemKey: an upload is decoded, a URL downloaded
 * (SSRF-safe, PNG or JPEG by content: lib/services/images.ts), and our own served URL of one of
 * the network's images reuses it without a download. Done before the write's transaction.
 */
export async function prepareItemImages(
  db: DbOrTx,
  networkId: number,
  creatives: { items?: CreativeItemInput[] }[],
  servedImageOf: ServedImageOf,
): Promise<Map<string, ItemImage>> {
  const out = new Map<string, ItemImage>();
  const wanted = creatives.flatMap((c, i) => (c.items ?? []).map((item, j) => ({ item, i, j })));
  const fresh = wanted.filter(({ item }) => item.imageUrl !== undefined || item.imageUpload);
  if (fresh.length > MAX_NEW_IMAGES_PER_REQUEST)
    throw AppError.field(
      ['creatives'],
      'too_many_items',
      `At most ${MAX_NEW_IMAGES_PER_REQUEST} images per request; send the others in another`,
    );
  for (const { item, i, j } of fresh) {
    const at = ['creatives', i, 'creative_items', j];
    if (item.imageUpload) {
      const image = await prepareImage({ dataUrl: item.imageUpload }, [...at, 'img_upload']);
      out.set(itemKey(i, j), { kind: 'new', image });
      continue;
    }
    const url = item.imageUrl!;
    const existing = await storedImageOf(db, networkId, url, servedImageOf);
    out.set(
      itemKey(i, j),
      existing !== undefined
        ? { kind: 'existing', imageId: existing }
        : { kind: 'new', image: await prepareImage({ url }, [...at, 'img_url']) },
    );
  }
  return out;
}
