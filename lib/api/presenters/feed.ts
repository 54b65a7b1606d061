import type { FeedOut, PartnerFeedOut } from '@/lib/schemas/feed';
import { fileNameOf, type FeedRow } from '@/lib/services/feeds';

/** Product feeds: metadata only (we never fetch the file, so sizes and processing times are null). */

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

export function presentFeed(row: FeedRow): FeedOut {
  return {
    feed_id: String(row.id),
    campaign_id: String(row.campaignId),
    name: row.name,
    location: row.location,
    active: row.active ? 'y' : 'n',
    fetch_frequency: row.fetchFrequency,
    dynamic: row.dynamic,
    filesize: null,
    updated: unix(row.updatedAt),
    last_processed: null,
  };
}

/** A feed as a partner's list shows it (the reference's feeds-v1 item). */
export function presentPartnerFeed(row: FeedRow, campaignTitle: string): PartnerFeedOut {
  return {
    campaign_feeds_id: String(row.id),
    campaign_id: String(row.campaignId),
    creative_id: null,
    name: row.name,
    title: campaignTitle,
    location: row.location,
    filename: fileNameOf(row.location),
    filesize: null,
    location_compressed: null,
    filesize_compressed: null,
    updated: unix(row.updatedAt),
    last_processed: null,
  };
}
