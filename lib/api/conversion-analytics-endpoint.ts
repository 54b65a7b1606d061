import { endpoint } from './endpoint';
import { presentGroupedRows, presentTimeseries } from './presenters/click-analytics';
import {
  BrandConversionAnalyticsIn,
  ConversionCountV3Response,
  ConversionTimeseriesV3Response,
  PartnerConversionAnalyticsIn,
  type ConversionAnalyticsQuery,
} from '@/lib/schemas/conversion-analytics';
import { BRAND_METRICS, PARTNER_METRICS } from '@/lib/schemas/conversion-analytics';
import {
  BrandConversionGroupsIn,
  ConversionRowsV3Response,
  PartnerConversionGroupsIn,
} from '@/lib/schemas/conversion-analytics-groups';
import type { AnalyticsScopeIn } from '@/lib/services/click-reports';
import {
  conversionCount,
  conversionGroups,
  conversionTimeseries,
  type ConversionGroupsQuery,
} from '@/lib/services/conversion-analytics';

type Side = 'brand' | 'partner';
type Op = 'count' | 'explode' | 'filter' | 'timeseries';

const SUMMARIES: Record<Op, string> = {
  count:
    'Conversion metrics (total_conversions, total_conversion_items, commission and order value totals and averages, conversion_rejection_rate) over the date_time_ranges, with filter_by',
  explode:
    'Conversion metrics grouped by the group_by dimensions (date_time buckets by interval; sku and category refused), ordered by order_by, the first top rows; X-Total-Row-Count on request',
  filter:
    'The values of the group_by dimensions (for dropdowns), with filter_by; metrics only when order_by names one; top, X-Total-Row-Count on request',
  timeseries:
    'Conversion metrics per interval (PT1H, P1D, P1W, P1M, P1Y) on the wall clock of timezone; zerofill (default true) adds empty buckets',
};

const SCOPES: Record<Side, string> = {
  brand:
    "scope.campaigns: campaigns of the caller's brands (staff: the network's), unattributed conversions included",
  partner:
    'scope.partner: the caller itself (staff: any partner of the network), its credited conversions',
};

/** POST /v3/{brand,partner}/analytics/conversions/{op}: our answer in the reference's shape. */
export function conversionAnalyticsEndpoint(side: Side, op: Op) {
  const body =
    op === 'explode' || op === 'filter'
      ? (side === 'brand' ? BrandConversionGroupsIn : PartnerConversionGroupsIn)[op]
      : (side === 'brand' ? BrandConversionAnalyticsIn : PartnerConversionAnalyticsIn)[op];
  const response =
    op === 'count'
      ? ConversionCountV3Response
      : op === 'timeseries'
        ? ConversionTimeseriesV3Response
        : ConversionRowsV3Response;
  return endpoint({
    summary: `${SUMMARIES[op]}. Every status unless filtered by conversion_status; money sums are exact and in one currency (output_currency, no conversion); ${SCOPES[side]}; others 403`,
    reference: `partnerize-conversions POST /v3/${side}/analytics/conversions/${op}`,
    responses: { 200: response },
    body,
    handler: async ({ db, principal, body: raw }) => {
      const b = raw as ConversionAnalyticsQuery & {
        scope: { campaigns?: string[]; partner?: string };
      };
      const scope: AnalyticsScopeIn =
        side === 'brand'
          ? { side, campaigns: b.scope.campaigns! }
          : { side, partner: b.scope.partner! };
      if (op === 'count') return { body: { data: await conversionCount(db, principal, scope, b) } };
      if (op === 'explode' || op === 'filter') {
        const metrics = side === 'brand' ? BRAND_METRICS : PARTNER_METRICS;
        const q = raw as unknown as ConversionGroupsQuery;
        const result = await conversionGroups(db, principal, scope, q, metrics);
        return {
          body: { data: presentGroupedRows(result, b.timezone) },
          headers:
            result.total === null ? undefined : { 'X-Total-Row-Count': String(result.total) },
        };
      }
      const points = await conversionTimeseries(db, principal, scope, b);
      return { body: { data: presentTimeseries(points, b.timezone) } };
    },
  });
}
