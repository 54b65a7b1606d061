import type { CreativeItemOut, CreativeOut, CreativeTagOut } from '@/lib/schemas/creative-out';
import { CREATIVE_TYPE } from '@/lib/schemas/creative';
import {
  partnerCreativeHtml,
  type CreativeItemRecord,
  type CreativeRecord,
  type CreativeTagRecord,
} from '@/lib/services/creatives';
import { buildImpressionUrl, buildTrackingLink } from '@/lib/services/tracking';
import { imageUrl, v1DateTime } from './common';

/** v1 creative records; a partner's carry its tracking link (docs/api-decisions.md#creatives). */

const when = (date: Date | null) => (date ? v1DateTime(date) : null);
const byUser = (id: number | null) => (id === null ? null : String(id));

/** The id and hash prefix of one of our served image URLs, or null for any other URL. */
export function servedImageOf(url: string): { id: number; shaPrefix: string } | null {
  try {
    const match = /^\/assets\/images\/(\d{1,15})-([0-9a-f]{16})\.(png|jpg)$/.exec(
      new URL(url).pathname,
    );
    return match ? { id: Number(match[1]), shaPrefix: match[2]! } : null;
  } catch {
    return null;
  }
}

/** The item a banner shows by default: its first active item with an image. */
const defaultItem = (record: CreativeRecord) =>
  record.items.find((i) => i.row.active && i.image) ?? record.items.find((i) => i.image);

function presentItem(
  record: CreativeRecord,
  item: CreativeItemRecord,
  origin: string,
): CreativeItemOut {
  const url = imageUrl(origin, item.image);
  return {
    creative_item_id: String(item.row.id),
    campaign_id: String(record.row.campaignId),
    creative_type_id: record.row.creativeTypeId,
    active: item.row.active ? 'y' : 'n',
    tags: record.tagIds.join(','),
    content_type: item.image?.contentType ?? null,
    description: item.row.description,
    filename: item.row.filename,
    img_url: url,
    preview: url ?? '',
    specific_destination: item.row.specificDestination,
    width: item.image?.width ?? null,
    height: item.image?.height ?? null,
    custom_append_url_parameters: record.row.customAppendUrlParameters,
    custom_prepend_url_parameters: record.row.customPrependUrlParameters,
    created_by: byUser(item.row.createdBy),
    created_at: when(item.row.createdAt),
  };
}

interface TrackingFields {
  creative_tracking_link: string;
  dynamic_tracking_link: string;
  html_tracking_link: string;
}

function trackingFields(
  record: CreativeRecord,
  origin: string,
  partnerId: number | undefined,
  image: { url: string | null; width: number | null; height: number | null },
): TrackingFields {
  if (partnerId === undefined)
    return { creative_tracking_link: '', dynamic_tracking_link: '', html_tracking_link: '' };
  const { row } = record;
  const linkTo = (destination: string | null) =>
    buildTrackingLink(origin, {
      campaignId: row.campaignId,
      partnerId,
      creativeref: String(row.id),
      destination,
    }).url;
  return {
    creative_tracking_link: linkTo(row.destination),
    dynamic_tracking_link: linkTo(null),
    html_tracking_link: partnerCreativeHtml({
      record,
      linkTo: (destination) => linkTo(destination ?? row.destination),
      impressionUrl: buildImpressionUrl(origin, {
        campaignId: row.campaignId,
        partnerId,
        creativeref: String(row.id),
      }),
      imageUrl: image.url,
      width: image.width,
      height: image.height,
    }),
  };
}

/**
 * One creative. `partnerId` (the partner the creative is given to) fills the tracking-link
 * fields with its click URLs; brand-side reads leave them "" as the reference's example does.
 */
function presentCreative(record: CreativeRecord, origin: string, partnerId?: number): CreativeOut {
  const { row } = record;
  const shown = defaultItem(record);
  const url =
    row.creativeTypeId === CREATIVE_TYPE.banner ? imageUrl(origin, shown?.image ?? null) : null;
  const width = row.width ?? shown?.image?.width ?? null;
  const height = row.height ?? shown?.image?.height ?? null;
  return {
    creative_id: String(row.id),
    campaign_id: String(row.campaignId),
    creative_type_id: row.creativeTypeId,
    active: row.active ? 'y' : 'n',
    tags: record.tagIds.join(','),
    advertiser_reference: row.advertiserReference,
    description: row.description,
    html: row.html,
    destination: row.destination,
    default_specific_creative_id: shown ? String(shown.row.id) : null,
    ...trackingFields(record, origin, partnerId, { url, width, height }),
    creative_tracking_link_rotate: '',
    width,
    height,
    start_date_time: when(row.startAt),
    end_date_time: when(row.endAt),
    preview: url ?? '',
    limits: '',
    custom_append_url_parameters: row.customAppendUrlParameters,
    custom_prepend_url_parameters: row.customPrependUrlParameters,
    created_by: byUser(row.createdBy),
    created_at: when(row.createdAt),
    creative_items: record.items.map((item) => presentItem(record, item, origin)),
  };
}

export const presentCreativeList = (
  records: CreativeRecord[],
  origin: string,
  partnerId?: number,
) => ({
  count: records.length,
  creatives: records.map((r) => ({ creative: presentCreative(r, origin, partnerId) })),
});

function presentCreativeTag(record: CreativeTagRecord): CreativeTagOut {
  return {
    creative_tag_id: String(record.row.id),
    campaign_id: String(record.row.campaignId),
    name: record.row.name,
    created_by: byUser(record.row.createdBy),
    created_at: when(record.row.createdAt),
    creatives: record.creatives.flatMap((c): CreativeTagOut['creatives'] =>
      c.itemIds.length
        ? c.itemIds.map((id) => ({
            creative_id: String(c.creativeId),
            creative_item_id: String(id),
          }))
        : [{ creative_id: String(c.creativeId), creative_item_id: null }],
    ),
  };
}

export const presentCreativeTagList = (records: CreativeTagRecord[]) => ({
  count: records.length,
  creative_tags: records.map((r) => ({ creative_tag: presentCreativeTag(r) })),
});
