import { SCOPES } from './common';
import { eventBodies, type EventDimension, type EventFilterField } from './event-bodies';

/**
 * Bodies of the impression analytics (POST /v3/{brand,partner}/analytics/impressions/
 * {count,explode,filter,timeseries}) as openapi/partnerize-impressions-api-openapi.yml documents
 * them: one metric, the click dimensions but type, and per side the reference's lists (the
 * brand side groups by no publisher_reference and filters by creative tag and partner group
 * instead). Decisions: docs/api-decisions.md#impressions.
 */

export const IMPRESSION_METRICS = ['total_impressions'] as const;

const DIMENSIONS = [
  'advertiser_reference',
  'browser_family',
  'browser_major',
  'browser_minor',
  'browser_patch',
  'campaign',
  'country',
  'creative',
  'date_time',
  'device',
  'os_family',
  'os_major',
  'os_minor',
  'os_patch',
  'partner',
  'publisher_reference',
  'partnership_model',
  'traffic_source',
  'user_context',
] as const satisfies readonly EventDimension[];
export type ImpressionDimension = (typeof DIMENSIONS)[number];

const FILTER_FIELDS = [
  'advertiser_reference',
  'browser_family',
  'browser_major',
  'browser_minor',
  'browser_patch',
  'campaign_id',
  'campaign_name',
  'country',
  'creative_id',
  'creative_description',
  'creative_advertiser_reference',
  'creative_tag_id',
  'device_id',
  'os_family',
  'os_major',
  'os_minor',
  'os_patch',
  'partner_group_id',
  'partner_id',
  'partner_name',
  'publisher_reference',
  'partnership_model_id',
  'traffic_source_id',
  'user_context_id',
] as const satisfies readonly EventFilterField[];
export type ImpressionFilterField = (typeof FILTER_FIELDS)[number];

const BRAND_ONLY_FILTERS: readonly string[] = ['creative_tag_id', 'partner_group_id'];

export const BrandImpressionAnalyticsIn = eventBodies(SCOPES.brand, {
  metrics: IMPRESSION_METRICS,
  dimensions: DIMENSIONS.filter((d) => d !== 'publisher_reference') as [ImpressionDimension],
  filterFields: FILTER_FIELDS.filter((f) => f !== 'publisher_reference') as [ImpressionFilterField],
});
export const PartnerImpressionAnalyticsIn = eventBodies(SCOPES.partner, {
  metrics: IMPRESSION_METRICS,
  dimensions: DIMENSIONS,
  filterFields: FILTER_FIELDS.filter((f) => !BRAND_ONLY_FILTERS.includes(f)) as [
    ImpressionFilterField,
  ],
});
