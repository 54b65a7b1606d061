import type { AnalyticsSourceName } from '@/lib/schemas/analytics/common';
import type { AnalyticsSource } from '../source';
import { clickSource } from './clicks';
import { conversionSource } from './conversions';
import { impressionSource } from './impressions';

/** The sources of events the analytics read. */
export const ANALYTICS_SOURCES: Record<AnalyticsSourceName, AnalyticsSource> = {
  clicks: clickSource,
  conversions: conversionSource,
  impressions: impressionSource,
};
