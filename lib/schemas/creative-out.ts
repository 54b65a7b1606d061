import { z } from 'zod';
import { YesOrNo } from './enums';
import { doc } from './doc';

/** v1 creative, creative tag and creative summary records (responses). */

const when = (what: string) => doc(z.string().nullable(), `${what}: YYYY-MM-DD HH:MM:SS (UTC)`);

export const CreativeItemOut = z
  .object({
    creative_item_id: z.string(),
    campaign_id: z.string(),
    creative_type_id: z.number().int(),
    active: YesOrNo,
    tags: doc(z.string(), 'The creative’s tag ids, comma separated'),
    content_type: doc(z.string().nullable(), 'image/png or image/jpeg; null without an image'),
    description: z.string(),
    filename: z.string(),
    img_url: doc(z.string().nullable(), 'Where we serve the image; null without one'),
    preview: z.string(),
    specific_destination: z.string().nullable(),
    width: doc(z.number().int().nullable(), 'Ours: the image’s width in pixels'),
    height: doc(z.number().int().nullable(), 'Ours: the image’s height in pixels'),
    custom_append_url_parameters: z.string(),
    custom_prepend_url_parameters: z.string(),
    created_by: z.string().nullable(),
    created_at: when('Created'),
  })
  .meta({ id: 'CreativeItem' });
export type CreativeItemOut = z.infer<typeof CreativeItemOut>;

export const CreativeOut = z
  .object({
    creative_id: z.string(),
    campaign_id: z.string(),
    creative_type_id: doc(z.number().int(), '1 Banner, 2 HTML, 3 Text Link'),
    active: YesOrNo,
    tags: doc(z.string(), 'Tag ids, comma separated ("" for none)'),
    advertiser_reference: z.string(),
    description: z.string(),
    html: doc(z.string().nullable(), 'Ours: the sanitised markup of an HTML creative'),
    destination: doc(z.string().nullable(), 'null: the campaign’s destination'),
    default_specific_creative_id: doc(z.string().nullable(), 'The first active item'),
    creative_tracking_link: doc(
      z.string(),
      'For a partner: its click URL for this creative; "" in the brand’s reads',
    ),
    creative_tracking_link_rotate: doc(z.string(), 'Always "" (no rotation)'),
    dynamic_tracking_link: doc(
      z.string(),
      'For a partner: the click URL without destination, to add /destination:{url}',
    ),
    html_tracking_link: doc(
      z.string(),
      'For a partner: ready-to-paste HTML carrying its tracking link; "" in the brand’s reads',
    ),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    start_date_time: when('Starts'),
    end_date_time: when('Ends'),
    preview: doc(z.string(), 'The banner’s image URL; "" for other types'),
    limits: z.string(),
    custom_append_url_parameters: z.string(),
    custom_prepend_url_parameters: z.string(),
    created_by: z.string().nullable(),
    created_at: when('Created'),
    creative_items: z.array(CreativeItemOut),
  })
  .meta({ id: 'Creative' });
export type CreativeOut = z.infer<typeof CreativeOut>;

export const CreativeListResponse = z.object({
  count: z.number().int(),
  creatives: z.array(z.object({ creative: CreativeOut })),
});

export const CreativeTagOut = z
  .object({
    creative_tag_id: z.string(),
    campaign_id: z.string(),
    name: z.string(),
    created_by: z.string().nullable(),
    created_at: when('Created'),
    creatives: doc(
      z.array(z.object({ creative_id: z.string(), creative_item_id: z.string().nullable() })),
      'Each item of each tagged creative (creative_item_id null for a creative without items)',
    ),
  })
  .meta({ id: 'CreativeTag' });
export type CreativeTagOut = z.infer<typeof CreativeTagOut>;

export const CreativeTagListResponse = z.object({
  count: z.number().int(),
  creative_tags: z.array(z.object({ creative_tag: CreativeTagOut })),
});

/** Creatives per type, by the reference's type names. */
const CreativeTypeCounts = z
  .object({
    Banner: z.number().int(),
    HTML: z.number().int(),
    Email: z.number().int(),
    'Text Link': z.number().int(),
    Feed: doc(z.number().int(), 'Active product feeds of the campaign'),
    'HTML Form': z.number().int(),
  })
  .meta({ id: 'CreativeTypeCounts' });
type CreativeTypeCounts = z.infer<typeof CreativeTypeCounts>;

export const PartnerCreativeSummaryResponse = z.object({
  count: z.number().int(),
  campaign_creatives: z.array(
    z.object({
      campaign_creative: z.object({
        campaign_id: z.string(),
        title: doc(z.string(), 'Ours: the campaign’s title'),
        creatives: CreativeTypeCounts,
      }),
    }),
  ),
});

export const CreativeTypeListResponse = z.object({
  count: z.number().int(),
  creative_types: z.array(
    z.object({
      creative_type: z.object({
        creative_type_id: z.number().int(),
        creative_name: z.string(),
        active: YesOrNo,
        output_method: z.string(),
        description: z.string(),
      }),
    }),
  ),
});
