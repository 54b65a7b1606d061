import type { z } from 'zod';
import {
  analyticsResponses,
  type AnalyticsOperation,
  type AnalyticsResponses,
  type AnalyticsSide,
  type AnalyticsSourceName,
} from './common';
import { BrandClickAnalyticsIn, CLICK_METRICS, PartnerClickAnalyticsIn } from './clicks';
import {
  BRAND_METRICS,
  BrandConversionAnalyticsIn,
  PARTNER_METRICS,
  PartnerConversionAnalyticsIn,
} from './conversions';
import { BrandConversionGroupsIn, PartnerConversionGroupsIn } from './conversion-groups';
import {
  BrandImpressionAnalyticsIn,
  IMPRESSION_METRICS,
  PartnerImpressionAnalyticsIn,
} from './impressions';

export * from './common';

type BySide<T> = Record<AnalyticsSide, T>;

/** Each source's request bodies, by side and operation (a new source adds its row here). */
export const ANALYTICS_BODIES: Record<
  AnalyticsSourceName,
  BySide<Record<AnalyticsOperation, z.ZodType>>
> = {
  clicks: { brand: BrandClickAnalyticsIn, partner: PartnerClickAnalyticsIn },
  conversions: {
    brand: { ...BrandConversionAnalyticsIn, ...BrandConversionGroupsIn },
    partner: { ...PartnerConversionAnalyticsIn, ...PartnerConversionGroupsIn },
  },
  impressions: { brand: BrandImpressionAnalyticsIn, partner: PartnerImpressionAnalyticsIn },
};

/** Each source's answers (one set per source: the OpenAPI document names them apart). */
export const ANALYTICS_RESPONSES: Record<AnalyticsSourceName, AnalyticsResponses> = {
  clicks: analyticsResponses(),
  conversions: analyticsResponses(),
  impressions: analyticsResponses(),
};

/** The metrics each side may ask for: what order_by may name besides the grouped columns. */
export const ANALYTICS_METRICS: Record<AnalyticsSourceName, BySide<readonly string[]>> = {
  clicks: { brand: CLICK_METRICS, partner: CLICK_METRICS },
  conversions: { brand: BRAND_METRICS, partner: PARTNER_METRICS },
  impressions: { brand: IMPRESSION_METRICS, partner: IMPRESSION_METRICS },
};
