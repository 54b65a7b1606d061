import type { FeedCreateItemIn, FeedUpdateItemIn } from '@/lib/schemas/feed';
import type { FeedChanges, FeedInput } from '@/lib/services/feeds';
import { flagOf } from './yes-no';

/** A feed of a POST /campaign/{id}/feed body as a new feed. */
export function feedInputOf(item: FeedCreateItemIn): FeedInput {
  return {
    name: item.name,
    location: item.location,
    active: flagOf(item.active),
    fetchFrequency: item.fetch_frequency,
    dynamic: item.dynamic,
  };
}

/** A feed of a PUT /campaign/{id}/feed body as its changes. */
export function feedChangesOf(item: FeedUpdateItemIn): FeedChanges {
  return {
    feedId: item.feed_id,
    location: item.location,
    name: item.name,
    active: flagOf(item.active),
    fetchFrequency: item.fetch_frequency,
  };
}
