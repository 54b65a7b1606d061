import type { CreativeCreateItemIn, CreativeUpdateItemIn } from '@/lib/schemas/creative';
import { CREATIVE_TYPE } from '@/lib/schemas/creative';
import { sanitizeRichText } from '../html';
import type { BodyProblems } from './body-problems';
import type { CreativeRecord } from './creative-records';

/**
 * The rules a creative must meet, judged on what it will be after the write (the stored
 * creative with the body's changes): a banner has images, an HTML creative markup that survives
 * sanitising, a text link its link text; items belong to banners only; the window is in order;
 * tags are the campaign's.
 */

type Item = CreativeCreateItemIn | CreativeUpdateItemIn;

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
  (item.creative_items ?? []).forEach((it, j) => {
    const at = [index, 'creative_items', j];
    if (it.img_url !== undefined && it.img_upload !== undefined)
      p.add([...at, 'img_upload'], 'invalid_value', 'Send img_url or img_upload, not both');
    if (it.creative_item_id !== undefined && !currentItems.has(it.creative_item_id))
      p.add(
        [...at, 'creative_item_id'],
        'invalid_value',
        `creative item ${it.creative_item_id} is not an item of this creative`,
      );
    if (it.creative_item_id === undefined && it.img_url === undefined && !it.img_upload)
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
  const items = item.creative_items ?? [];
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
  if (item.campaign_id !== undefined && item.campaign_id !== String(ctx.campaignId))
    p.add(
      [index, 'campaign_id'],
      'invalid_value',
      `campaign_id must be ${ctx.campaignId}, the campaign of the path; a creative cannot move`,
    );
  const typeId = current?.row.creativeTypeId ?? item.creative_type_id!;
  if (current && item.creative_type_id !== undefined && item.creative_type_id !== typeId)
    p.add(
      [index, 'creative_type_id'],
      'invalid_value',
      `creative ${current.row.id} is of type ${typeId}; a creative's type cannot change`,
    );
  (item.tags ?? []).forEach((tagId, k) => {
    if (!ctx.knownTags.has(tagId))
      p.add([index, 'tags', k], 'invalid_value', `tag ${tagId} is not a tag of this campaign`);
  });
  const start = item.start_date_time === undefined ? current?.row.startAt : item.start_date_time;
  const end = item.end_date_time === undefined ? current?.row.endAt : item.end_date_time;
  if (start && end && end <= start)
    p.add([index, 'end_date_time'], 'invalid_value', 'end_date_time must be after start_date_time');
  checkType(item, index, typeId, current, p);
}
