import type { AnalyticsSourceName } from '@/lib/schemas/analytics/common';
import type { AnalyticsSource } from '../source';
import { clickSource } from './clicks';
import { conversionSource } from './conversions';

/** The sources of events the analytics read; impressions will be the third. */
export const ANALYTICS_SOURCES: Record<AnalyticsSourceName, AnalyticsSource> = {
  clicks: clickSource,
  conversions: conversionSource,
};
