/**
 * Tracking: click URLs and their redirect, clicks (judged, stored, partitioned by month), the
 * impression pixel, partners' stored tracking links, brands' deep-link domains and the camref
 * lookup.
 * How it works and how it scales: docs/tracking.md.
 */

export { serveClick, type ClickRequest } from './serve-click';
export {
  serveImpression,
  type ImpressionOutcome,
  type ImpressionRequest,
} from './serve-impression';
export { impressionUrl, parseCamref, parseClickPath, parseImpressionPath } from './click-path';
export { clickrefTime, newClickref, withClickref } from './clickref';
export { deepLinkAllowed, normalizeDomain } from './deep-links';
export { truncateAddress } from './ip-digest';
export { forgetFloodCounts } from './flood';
export { forgetLinkFacts } from './link-context';
export { agentFacts } from './user-agent';
export { trackingBaseUrl, trackingSettings } from './settings';
export {
  ensureClickMonths,
  maintainClickPartitions,
  scheduleClickPartitionUpkeep,
} from './partitions';
export { buildImpressionUrl, buildShortLink, buildTrackingLink } from './build-link';
export {
  createTrackingLink,
  getTrackingLink,
  listTrackingLinks,
  updateTrackingLink,
  type TrackingLinkChanges,
  type TrackingLinkInput,
  type TrackingLinkRecord,
} from './tracking-links';
export {
  addDeeplinkDomains,
  listDeeplinkDomains,
  removeDeeplinkDomains,
  type DeeplinkDomainRow,
} from './deeplink-domains';
export { listCampaignReferences, type CampaignReference } from './campaign-references';
