import { z } from 'zod';
import { YesOrNo } from './enums';
import { httpUrl, text, wholeNumber } from './fields';
import { doc } from './doc';
import { bulkBodies } from './bulk-body';

/**
 * Product feeds (the reference's product-feeds and feeds-v1 files, API Blueprint
 * src/campaign_feed.apib and src/publisher_creative.apib): where a campaign's product file is.
 * We keep the metadata only; the file is never fetched or parsed, so size and processing
 * times are null.
 */

export const MAX_FEEDS_PER_REQUEST = 50;

const fetchFrequency = doc(
  wholeNumber(900, 2_592_000),
  'Seconds between fetches the brand asks for (900 to 2592000); stored, we do not fetch',
);

export const FeedCreateItemIn = z.object({
  name: doc(text(255), 'Defaults to the file name of the location').optional(),
  location: doc(httpUrl(), 'URL of the product file; identifies the feed and never changes'),
  active: YesOrNo.optional(),
  fetch_frequency: fetchFrequency.optional(),
  dynamic: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type FeedCreateItemIn = z.output<typeof FeedCreateItemIn>;

export const FeedUpdateItemIn = z
  .object({
    feed_id: doc(
      z
        .union([z.string(), z.number()])
        .transform((v) => String(v).trim())
        .refine((v) => /^[1-9][0-9]{0,17}$/.test(v), {
          params: { kind: 'invalid_value' },
          message: 'is not a valid id',
        })
        .transform(Number),
      'The feed to update (or its location)',
    ).optional(),
    location: doc(httpUrl(), 'The feed to update (or its feed_id); cannot be changed').optional(),
    name: text(255).optional(),
    active: YesOrNo.optional(),
    fetch_frequency: fetchFrequency.optional(),
  })
  .refine((v) => v.feed_id !== undefined || v.location !== undefined, {
    params: { kind: 'required' },
    message: 'Each feed needs its feed_id or its location',
    path: ['feed_id'],
  });
export type FeedUpdateItemIn = z.output<typeof FeedUpdateItemIn>;

const feedsBody = bulkBodies('feeds', 'feed', MAX_FEEDS_PER_REQUEST);

export const CreateFeedsIn = feedsBody(FeedCreateItemIn);
export type CreateFeedsIn = z.output<typeof CreateFeedsIn>;

export const UpdateFeedsIn = feedsBody(FeedUpdateItemIn);
export type UpdateFeedsIn = z.output<typeof UpdateFeedsIn>;

const never = (what: string) =>
  doc(z.number().nullable(), `${what}; always null: we do not fetch feed files`);
const unix = (what: string) => doc(z.number().int(), `${what}: UNIX timestamp`);

export const FeedOut = z
  .object({
    feed_id: z.string(),
    campaign_id: doc(z.string(), 'Ours: the feed’s campaign'),
    name: z.string(),
    location: z.string(),
    active: YesOrNo,
    fetch_frequency: z.number().int(),
    dynamic: z.number().int(),
    filesize: never('File size'),
    updated: unix('Last change'),
    last_processed: never('Last processed'),
  })
  .meta({ id: 'ProductFeed' });
export type FeedOut = z.infer<typeof FeedOut>;

export const FeedListResponse = z.object({
  count: z.number().int(),
  feeds: z.array(z.object({ feed: FeedOut })),
});

export const FeedUpdateResponse = z.object({
  count: z.number().int(),
  feeds: z.array(
    z.object({
      feed: FeedOut.extend({
        action: doc(z.enum(['update', 'nochange']), 'Whether the item changed the feed'),
      }),
    }),
  ),
});

export const PartnerFeedOut = z
  .object({
    campaign_feeds_id: z.string(),
    campaign_id: z.string(),
    creative_id: doc(z.string().nullable(), 'Always null: our feeds are not creatives'),
    name: z.string(),
    title: doc(z.string(), 'The campaign’s title'),
    location: z.string(),
    filename: doc(z.string(), 'The last segment of the location'),
    filesize: never('File size'),
    location_compressed: doc(z.string().nullable(), 'Always null'),
    filesize_compressed: never('Compressed size'),
    updated: unix('Last change'),
    last_processed: never('Last processed'),
  })
  .meta({ id: 'PartnerFeed' });
export type PartnerFeedOut = z.infer<typeof PartnerFeedOut>;

export const PartnerFeedListResponse = z.object({
  count: doc(z.number().int(), 'Campaigns listed'),
  campaigns: z.array(
    z.object({
      campaign: z.object({
        campaign_id: z.string(),
        title: z.string(),
        feeds: doc(z.array(PartnerFeedOut), 'Bare items, as the reference’s example shows'),
      }),
    }),
  ),
});

export const PartnerFeedsQuery = z.object({
  campaign_id: doc(
    z.string().regex(/^[1-9][0-9]{0,17}$/, { message: 'is not a valid id' }),
    'Only this campaign',
  ).optional(),
  active: doc(
    YesOrNo,
    'y active feeds (the default for partner users), n inactive ones',
  ).optional(),
});
