import { endpoint } from '../http/endpoint';
import { presentGroupedRows, presentTimeseries } from '../presenters/analytics';
import {
  ANALYTICS_BODIES,
  ANALYTICS_RESPONSES,
  type AnalyticsOperation,
  type AnalyticsQuery,
  type AnalyticsSide,
  type AnalyticsSourceName,
} from '@/lib/schemas/analytics';
import {
  analyticsCost,
  analyticsCount,
  analyticsGroups,
  analyticsTimeseries,
  type AnalyticsScopeIn,
} from '@/lib/services/analytics';

/** What the OpenAPI document says of each source's operations, rows and scopes. */
interface SourceDoc {
  reference: string;
  summaries: Record<AnalyticsOperation, string>;
  rows: string;
  scopes: Record<AnalyticsSide, string>;
}

const DOCS: Record<AnalyticsSourceName, SourceDoc> = {
  clicks: {
    reference: 'partnerize-clicks',
    summaries: {
      count:
        'Click metrics (total_clicks, total_unique_clicks, total_clicks_converted, click_conversion_rate) over the date_time_ranges, with filter_by',
      explode:
        'Click metrics grouped by the group_by dimensions (date_time buckets by interval), ordered by order_by, the first top rows; X-Total-Row-Count always',
      filter:
        'The values of the group_by dimensions present in the ranges (for dropdowns), ordered by order_by, the first top rows',
      timeseries:
        'Click metrics per interval (PT1H, P1D, P1W, P1M, P1Y) on the wall clock of timezone; zerofill (default true) adds empty buckets',
    },
    rows: 'Creditable clicks only',
    scopes: {
      brand: "scope.campaigns: campaigns of the caller's brands (staff: the network's)",
      partner: 'scope.partner: the caller itself (staff: any partner of the network)',
    },
  },
  conversions: {
    reference: 'partnerize-conversions',
    summaries: {
      count:
        'Conversion metrics (total_conversions, total_conversion_items, commission and order value totals and averages, conversion_rejection_rate) over the date_time_ranges, with filter_by',
      explode:
        'Conversion metrics grouped by the group_by dimensions (date_time buckets by interval; sku and category refused), ordered by order_by, the first top rows; X-Total-Row-Count always',
      filter:
        'The values of the group_by dimensions (for dropdowns), with filter_by; metrics only when order_by names one; top, X-Total-Row-Count on request',
      timeseries:
        'Conversion metrics per interval (PT1H, P1D, P1W, P1M, P1Y) on the wall clock of timezone; zerofill (default true) adds empty buckets',
    },
    rows: 'Every status unless filtered by conversion_status; money sums are exact and in one currency (output_currency, no conversion)',
    scopes: {
      brand:
        "scope.campaigns: campaigns of the caller's brands (staff: the network's), unattributed conversions included",
      partner:
        'scope.partner: the caller itself (staff: any partner of the network), its credited conversions',
    },
  },
  impressions: {
    reference: 'partnerize-impressions',
    summaries: {
      count: 'total_impressions over the date_time_ranges, with filter_by',
      explode:
        'total_impressions grouped by the group_by dimensions (date_time buckets by interval), ordered by order_by, the first top rows; X-Total-Row-Count always',
      filter:
        'The values of the group_by dimensions present in the ranges (for dropdowns), ordered by order_by, the first top rows',
      timeseries:
        'total_impressions per interval (PT1H, P1D, P1W, P1M, P1Y) on the wall clock of timezone; zerofill (default true) adds empty buckets',
    },
    rows: 'Valid impressions (those of the impression pixel that a click would credit)',
    scopes: {
      brand: "scope.campaigns: campaigns of the caller's brands (staff: the network's)",
      partner: 'scope.partner: the caller itself (staff: any partner of the network)',
    },
  },
};

/** POST /v3/{side}/analytics/{source}/{op}: our answer in the reference's shape. */
export function analyticsEndpoint(
  source: AnalyticsSourceName,
  side: AnalyticsSide,
  op: AnalyticsOperation,
) {
  const doc = DOCS[source];
  const responses = ANALYTICS_RESPONSES[source];
  return endpoint({
    summary: `${doc.summaries[op]}. ${doc.rows}; ${doc.scopes[side]}; others 403`,
    reference: `${doc.reference} POST /v3/${side}/analytics/${source}/${op}`,
    responses: {
      200:
        op === 'count'
          ? responses.count
          : op === 'timeseries'
            ? responses.timeseries
            : responses.rows,
    },
    body: ANALYTICS_BODIES[source][side][op],
    cost: ({ body }) => analyticsCost(op, body as AnalyticsQuery),
    handler: async ({ db, principal, body: raw }) => {
      const b = raw as AnalyticsQuery & { scope: { campaigns?: string[]; partner?: string } };
      const scope: AnalyticsScopeIn =
        side === 'brand'
          ? { side, campaigns: b.scope.campaigns! }
          : { side, partner: b.scope.partner! };
      if (op === 'count')
        return { body: { data: await analyticsCount(db, principal, source, scope, b) } };
      if (op === 'timeseries') {
        const points = await analyticsTimeseries(db, principal, source, scope, b);
        return { body: { data: presentTimeseries(points, b.timezone) } };
      }
      // Explode always counts its rows (clients page by X-Total-Row-Count without asking); filter on request.
      const result = await analyticsGroups(db, principal, source, scope, {
        ...b,
        include_total_row_count: op === 'explode' || b.include_total_row_count,
      });
      return {
        body: { data: presentGroupedRows(result, b.timezone) },
        headers: result.total === null ? undefined : { 'X-Total-Row-Count': String(result.total) },
      };
    },
  });
}
