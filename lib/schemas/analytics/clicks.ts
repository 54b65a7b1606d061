import { SCOPES } from './common';
import {
  EVENT_DIMENSIONS,
  EVENT_FILTER_FIELDS,
  eventBodies,
  type EventDimension,
  type EventFields,
  type EventFilterField,
} from './event-bodies';

/**
 * Bodies and answers of the click analytics (POST /v3/{brand,partner}/analytics/clicks/
 * {count,explode,filter,timeseries}) as openapi/partnerize-clicks-api-openapi.yml documents
 * them: every tracking-event dimension and filter field, both sides alike.
 * Decisions: docs/api-decisions.md#click-analytics.
 */

export const CLICK_METRICS = [
  'total_clicks',
  'total_clicks_converted',
  'click_conversion_rate',
  'total_unique_clicks',
] as const;

export type ClickDimension = EventDimension;
export type ClickFilterField = EventFilterField;

const FIELDS: EventFields = {
  metrics: CLICK_METRICS,
  dimensions: EVENT_DIMENSIONS,
  filterFields: EVENT_FILTER_FIELDS,
};

export const BrandClickAnalyticsIn = eventBodies(SCOPES.brand, FIELDS);
export const PartnerClickAnalyticsIn = eventBodies(SCOPES.partner, FIELDS);
