import { camrefOf } from '../participations/read-campaign-partners';
import { clickUrl, impressionUrl, shortLinkUrl, type ClickUrlParts } from './click-path';
import { trackingBaseUrl } from './settings';

/**
 * The tracking link of a participation, for presenters and pages (the link builder): the click
 * URL on TRACKING_BASE_URL (else `origin`, the app's own), with optional sub ids, creative,
 * cpc type and deep link. Whether a deep link will be followed is the brand's domains' call
 * (deepLinkAllowed); the URL is built either way.
 */
export function buildTrackingLink(
  origin: string,
  link: { campaignId: number; partnerId: number } & Omit<ClickUrlParts, 'camref'>,
): { camref: string; url: string } {
  const camref = camrefOf(link.campaignId, link.partnerId);
  return { camref, url: clickUrl(trackingBaseUrl(origin), { ...link, camref }) };
}

/** The `/l/{code}` URL of a stored tracking link. */
export const buildShortLink = (origin: string, code: string) =>
  shortLinkUrl(trackingBaseUrl(origin), code);

/** The impression pixel URL of a participation's creative, on the same host as its clicks. */
export function buildImpressionUrl(
  origin: string,
  link: { campaignId: number; partnerId: number; creativeref: string },
): string {
  const camref = camrefOf(link.campaignId, link.partnerId);
  return impressionUrl(trackingBaseUrl(origin), { camref, creativeref: link.creativeref });
}
