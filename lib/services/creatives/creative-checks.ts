import { CREATIVE_TYPE } from '@/lib/schemas/creative';
import { sanitizeRichText } from '../html';
import type { BodyProblems } from '../body-problems';
import type { CreativeInput } from './creative-input';
import type { CreativeRecord } from './creative-records';

/**
 * The rules a creative must meet, judged on what it will be after the write (the stored
 * creative with the body's changes): a banner has images, an HTML creative markup that survives
 * sanitising, a text link its link text; items belong to banners only; the window is in order;
 * tags are the campaign's. Problems name the v1 body's fields (creatives[i].creative_items[j]).
 */

type Item = Partial<CreativeInput>;

export interface CheckContext {
  campaignId: number;
  /** Tag ids of the campaign among those the body names. */
  knownTags: Set<number>;
}

/** The sanitised markup a body asks for; undefined when it sends none. */
export const sanitisedHtml = (html: string | undefined) =>
  html === undefined ? undefined : sanitizeRichText(html).trim();

function checkItems(
  item: Item,
  index: number,
  current: CreativeRecord | undefined,
  p: BodyProblems,
) {
  const currentItems = new Set(current?.items.map((i) => i.row.id) ?? []);
  (item.items ?? []).forEach((it, j) => {
    const at = [index, 'creative_items', j];
    if (it.imageUrl !== undefined && it.imageUpload !== undefined)
      p.add([...at, 'img_upload'], 'invalid_value', 'Send img_url or img_upload, not both');
    if (it.id !== undefined && !currentItems.has(it.id))
      p.add(
        [...at, 'creative_item_id'],
        'invalid_value',
        `creative item ${it.id} is not an item of this creative`,
      );
    if (it.id === undefined && it.imageUrl === undefined && !it.imageUpload)
      p.add(
        [...at, 'img_url'],
        'required',
        'A new banner item needs its image: img_url or img_upload',
      );
  });
}

function checkType(
  item: Item,
  index: number,
  typeId: number,
  current: CreativeRecord | undefined,
  p: BodyProblems,
) {
  const html = sanitisedHtml(item.html);
  if (typeId !== CREATIVE_TYPE.html && item.html)
    p.add([index, 'html'], 'invalid_value', 'html is only for HTML creatives (creative_type_id 2)');
  if (typeId === CREATIVE_TYPE.html && !(html ?? current?.row.html))
    p.add(
      [index, 'html'],
      item.html === undefined ? 'required' : 'blank',
      'An HTML creative needs its markup in html (nothing is left of it after sanitising)',
    );
  const description = item.description ?? current?.row.description ?? '';
  if (typeId === CREATIVE_TYPE.textLink && !description)
    p.add([index, 'description'], 'required', 'A text link needs its link text in description');
  const items = item.items ?? [];
  if (typeId !== CREATIVE_TYPE.banner && items.length)
    p.add(
      [index, 'creative_items'],
      'invalid_value',
      'Only banners (creative_type_id 1) have items',
    );
  if (typeId === CREATIVE_TYPE.banner && !current && !items.length)
    p.add([index, 'creative_items'], 'required', 'A banner needs at least one item with its image');
  if (typeId === CREATIVE_TYPE.banner) checkItems(item, index, current, p);
}

/** Checks one body item against the rules, merged with `current` on updates. */
export function checkCreative(
  item: Item,
  index: number,
  ctx: CheckContext,
  current: CreativeRecord | undefined,
  p: BodyProblems,
): void {
  if (item.campaignRef !== undefined && item.campaignRef !== String(ctx.campaignId))
    p.add(
      [index, 'campaign_id'],
      'invalid_value',
      `campaign_id must be ${ctx.campaignId}, the campaign of the path; a creative cannot move`,
    );
  const typeId = current?.row.creativeTypeId ?? item.typeId!;
  if (current && item.typeId !== undefined && item.typeId !== typeId)
    p.add(
      [index, 'creative_type_id'],
      'invalid_value',
      `creative ${current.row.id} is of type ${typeId}; a creative's type cannot change`,
    );
  (item.tagIds ?? []).forEach((tagId, k) => {
    if (!ctx.knownTags.has(tagId))
      p.add([index, 'tags', k], 'invalid_value', `tag ${tagId} is not a tag of this campaign`);
  });
  const start = item.startAt === undefined ? current?.row.startAt : item.startAt;
  const end = item.endAt === undefined ? current?.row.endAt : item.endAt;
  if (start && end && end <= start)
    p.add([index, 'end_date_time'], 'invalid_value', 'end_date_time must be after start_date_time');
  checkType(item, index, typeId, current, p);
}
