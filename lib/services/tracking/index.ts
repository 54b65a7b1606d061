/**
 * Tracking: click URLs and their redirect, clicks (judged, stored, partitioned by month),
 * partners' stored tracking links, brands' deep-link domains and the camref lookup.
 * How it works and how it scales: docs/tracking.md.
 */

export { serveClick, type ClickAnswer, type ClickOptions, type ClickRequest } from './serve-click';
export type { NewClick } from './click-writer';
export {
  clickUrl,
  decodeDestination,
  parseCamref,
  parseClickPath,
  shortLinkUrl,
  type ClickPath,
  type ClickUrlParts,
} from './click-path';
export { clickrefTime, newClickref, withClickref } from './clickref';
export { deepLinkAllowed, normalizeDomain, type DeepLinkRules } from './deep-links';
export { ipDigest, keyedHash, truncateAddress } from './ip-digest';
export { forgetFloodCounts, type FloodLimiterFactory } from './flood';
export { forgetLinkFacts } from './link-context';
export { agentFacts, type AgentFacts } from './user-agent';
export { trackingBaseUrl, trackingSettings, type TrackingSettings } from './settings';
export {
  ensureClickMonths,
  maintainClickPartitions,
  scheduleClickPartitionUpkeep,
  MONTHS_AHEAD,
  type PartitionUpkeep,
} from './partitions';
export { buildShortLink, buildTrackingLink } from './build-link';
export {
  createTrackingLink,
  getTrackingLink,
  listTrackingLinks,
  updateTrackingLink,
  type TrackingLinkRecord,
  type TrackingLinkRow,
} from './tracking-links';
export {
  addDeeplinkDomains,
  listDeeplinkDomains,
  removeDeeplinkDomains,
  type DeeplinkDomainRow,
} from './deeplink-domains';
export { listCampaignReferences, type CampaignReference } from './campaign-references';
