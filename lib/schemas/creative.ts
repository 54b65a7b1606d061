import { z } from 'zod';
import { YesOrNo } from './enums';
import { entityId, httpUrl, imageDataUrl, requiredText, text, wholeNumber } from './fields';
import { dateTime } from './conversion/fields';
import { doc } from './doc';
import { commaList } from './query-lists';
import { bulkBodies } from './bulk-body';

/**
 * Campaign creatives and their tags (the reference's creatives and creatives-v1 files, API
 * Blueprint src/campaign_creative.apib and src/creative_tags.apib). v1 bodies: items bare or
 * wrapped (`{creative: {...}}`), unknown attributes ignored.
 */

/**
 * The reference's creative types (GET /reference/creative_type). It documents 1 Banner; the
 * other ids are ours, named as its per-campaign summary names them. Only 1-3 can be created.
 */
export const CREATIVE_TYPES = [
  { id: 1, name: 'Banner', output: 'banner', description: 'Image based creative', offered: true },
  { id: 2, name: 'HTML', output: 'html', description: 'HTML markup', offered: true },
  { id: 3, name: 'Text Link', output: 'text', description: 'A text link', offered: true },
  { id: 4, name: 'Email', output: 'email', description: 'E-mail creative', offered: false },
  { id: 5, name: 'Feed', output: 'feed', description: 'Product feed', offered: false },
  { id: 6, name: 'HTML Form', output: 'form', description: 'HTML form', offered: false },
] as const;
export const CREATIVE_TYPE = { banner: 1, html: 2, textLink: 3 } as const;
const OFFERED_TYPES = CREATIVE_TYPES.filter((t) => t.offered).map((t) => t.id as number);

/** Most creatives one POST or PUT may carry, items per creative, tags per creative. */
const MAX_CREATIVES_PER_REQUEST = 50;
const MAX_ITEMS_PER_CREATIVE = 20;
const MAX_TAGS_PER_REQUEST = 100;
/** Longest HTML creative we keep (characters, after sanitising). */
const MAX_CREATIVE_HTML = 20_000;

const creativeType = z
  .union([z.number(), z.string().regex(/^\d+$/, { message: 'must be a whole number' })])
  .transform(Number)
  .refine((v) => OFFERED_TYPES.includes(v), {
    params: { kind: 'invalid_enum' },
    message: 'must be 1 (Banner), 2 (HTML) or 3 (Text Link); see GET /reference/creative_type',
  });

/** '' or null clears an optional value. */
const blankIsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable().optional());

const windowEdge = blankIsNull(dateTime());

/** Tag ids as a comma list (`"12,13"`), an array of ids, or an array of `{creative_tag_id}`. */
const tagIds = doc(
  z.preprocess((v) => {
    if (typeof v === 'string') return commaList(v);
    if (Array.isArray(v))
      return v.map((x) =>
        x && typeof x === 'object' && 'creative_tag_id' in x
          ? (x as { creative_tag_id: unknown }).creative_tag_id
          : x,
      );
    return v;
  }, z.array(entityId()).max(MAX_TAGS_PER_REQUEST)),
  'The creative’s tags: ids of tags of its campaign, as a comma list ("12,13") or an array; the whole set on PUT',
);

/** The campaign named in an item: must be the path's when given (a creative cannot move). */
const campaignRef = doc(
  z.union([z.string(), z.number()]).transform((v) => String(v).trim()),
  'The campaign of the path, if sent',
);

const itemFields = {
  img_url: doc(
    httpUrl(),
    'Banner image: a URL the server downloads (PNG or JPEG); our own served URL keeps the current image',
  ).optional(),
  img_upload: doc(
    imageDataUrl(),
    'Banner image as a base64 data URL (data:image/png;base64,...); ours, beside img_url',
  ).optional(),
  filename: text(255).optional(),
  description: text(2000).optional(),
  specific_destination: blankIsNull(httpUrl()),
  active: YesOrNo.optional(),
};

export const CreativeItemIn = z.object({
  creative_item_id: doc(entityId(), 'Updates this item (PUT); leave out to add one').optional(),
  ...itemFields,
});
export type CreativeItemIn = z.output<typeof CreativeItemIn>;

const creativeFields = {
  campaign_id: campaignRef.optional(),
  active: YesOrNo.optional(),
  advertiser_reference: text(255).optional(),
  description: doc(
    text(2000),
    'Plain text: the alt text of a banner, the link text of a text link',
  ).optional(),
  html: doc(
    text(MAX_CREATIVE_HTML),
    'Ours: the markup of an HTML creative, sanitised (the description rules); its links become tracking links for partners',
  ).optional(),
  destination: doc(
    blankIsNull(httpUrl()),
    'Where the creative sends shoppers; null for the campaign’s destination',
  ),
  width: blankIsNull(wholeNumber(1, 10_000)),
  height: blankIsNull(wholeNumber(1, 10_000)),
  start_date_time: doc(windowEdge, 'YYYY-MM-DD HH:MM:SS (UTC) or ISO 8601; null for no start'),
  end_date_time: doc(windowEdge, 'YYYY-MM-DD HH:MM:SS (UTC) or ISO 8601; null for no end'),
  custom_append_url_parameters: text(255).optional(),
  custom_prepend_url_parameters: text(255).optional(),
  tags: tagIds.optional(),
  creative_items: z.array(CreativeItemIn).max(MAX_ITEMS_PER_CREATIVE).optional(),
};

export const CreativeCreateItemIn = z.object({
  creative_type_id: creativeType,
  ...creativeFields,
});
export type CreativeCreateItemIn = z.output<typeof CreativeCreateItemIn>;

export const CreativeUpdateItemIn = z.object({
  creative_id: entityId(),
  creative_type_id: doc(creativeType, 'Must be the creative’s type if sent').optional(),
  ...creativeFields,
});
export type CreativeUpdateItemIn = z.output<typeof CreativeUpdateItemIn>;

const creativesBody = bulkBodies('creatives', 'creative', MAX_CREATIVES_PER_REQUEST);

export const CreateCreativesIn = creativesBody(CreativeCreateItemIn);
export type CreateCreativesIn = z.output<typeof CreateCreativesIn>;

export const UpdateCreativesIn = creativesBody(CreativeUpdateItemIn);
export type UpdateCreativesIn = z.output<typeof UpdateCreativesIn>;

// ---------------------------------------------------------------- tags

const tagsBody = bulkBodies('tags', 'creative_tag', MAX_TAGS_PER_REQUEST);

export const CreateCreativeTagsIn = tagsBody(z.object({ name: requiredText(100) }));
export type CreateCreativeTagsIn = z.output<typeof CreateCreativeTagsIn>;

export const UpdateCreativeTagsIn = tagsBody(
  z.object({ creative_tag_id: entityId(), name: requiredText(100) }),
);
export type UpdateCreativeTagsIn = z.output<typeof UpdateCreativeTagsIn>;

export const DeleteCreativeTagsIn = tagsBody(z.object({ creative_tag_id: entityId() }));
export type DeleteCreativeTagsIn = z.output<typeof DeleteCreativeTagsIn>;

// ---------------------------------------------------------------- queries

const ynFilter = YesOrNo.optional();

export const CreativesByTagsQuery = z.object({
  'tags[]': doc(
    z.string(),
    'Tag ids, repeated (tags[]=12&tags[]=13) or as a comma list: creatives with any of them',
  ).optional(),
});

export const PartnerCampaignCreativesQuery = z.object({
  status: doc(ynFilter, 'y: active creatives, n: inactive ones (staff only see those)'),
  tags: doc(z.string(), 'Tag ids, comma separated: creatives with any of them').optional(),
  creative_type_id: doc(
    z.string(),
    'Creative type ids, comma separated or repeated (creative_type_id[]=1)',
  ).optional(),
});
