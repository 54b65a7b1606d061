import type {
  CampaignReferenceOut,
  DeeplinkDomainOut,
  TrackingLinkOut,
} from '@/lib/schemas/tracking';
import {
  buildShortLink,
  buildTrackingLink,
  type CampaignReference,
  type DeeplinkDomainRow,
  type TrackingLinkRecord,
} from '@/lib/services/tracking';
import { isoDateTime } from './common';

/** A stored tracking link as the reference's v2 Link: its click URL and short URL on our tracking path. */
export function presentTrackingLink(
  { row, defaultDestination }: TrackingLinkRecord,
  origin: string,
): TrackingLinkOut {
  const params = [
    ...(row.pubref !== null ? [{ key: 'pubref', value: row.pubref }] : []),
    ...(row.adref !== null ? [{ key: 'adref', value: row.adref }] : []),
  ];
  const { camref, url } = buildTrackingLink(origin, {
    campaignId: row.campaignId,
    partnerId: row.partnerId,
    pubref: row.pubref,
    adref: row.adref,
    destination: row.destinationUrl,
  });
  return {
    id: String(row.id),
    campaign_id: String(row.campaignId),
    description: row.description,
    destination_url: row.destinationUrl ?? defaultDestination,
    tracking_short_url: buildShortLink(origin, row.code),
    tracking_url: url,
    params,
    active: row.active,
    camref,
  };
}

export const presentDeeplinkDomain = (row: DeeplinkDomainRow): DeeplinkDomainOut => ({
  brand_id: String(row.brandId),
  domain: row.domain,
  created_by: row.createdBy === null ? null : String(row.createdBy),
  created_at: isoDateTime(row.createdAt),
});

export const presentCampaignReference = (
  r: CampaignReference,
  origin: string,
): CampaignReferenceOut => ({
  advertiser: r.brandName,
  campaign: r.campaignTitle,
  camref: r.camref,
  advertiser_id: String(r.brandId),
  campaign_id: String(r.campaignId),
  tracking_link: buildTrackingLink(origin, r).url,
});
