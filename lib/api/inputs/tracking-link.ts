import type { CreateTrackingLinkIn, UpdateTrackingLinkIn } from '@/lib/schemas/tracking';
import type { TrackingLinkChanges, TrackingLinkInput } from '@/lib/services/tracking';

/** A PATCH /v2/publishers/{publisher_id}/links/{link_id} body as the link's changes. */
export function trackingLinkChangesOf(body: UpdateTrackingLinkIn): TrackingLinkChanges {
  return {
    campaignId: body.campaign_id,
    description: body.description,
    destinationUrl: body.destination_url,
    params: body.params,
    active: body.active,
  };
}

/** A POST /v2/publishers/{publisher_id}/links body as a new link. */
export function trackingLinkInputOf(body: CreateTrackingLinkIn): TrackingLinkInput {
  return { ...trackingLinkChangesOf(body), campaignId: body.campaign_id };
}
