import { endpoint } from './endpoint';
import { presentGroupedRows, presentTimeseries } from './presenters/click-analytics';
import {
  BrandClickAnalyticsIn,
  ClickCountV3Response,
  ClickRowsV3Response,
  ClickTimeseriesV3Response,
  PartnerClickAnalyticsIn,
  type ClickAnalyticsQuery,
} from '@/lib/schemas/click-analytics';
import {
  clickCount,
  clickGroups,
  clickTimeseries,
  type AnalyticsScopeIn,
} from '@/lib/services/click-reports';

type Side = 'brand' | 'partner';
type Op = 'count' | 'explode' | 'filter' | 'timeseries';

const SUMMARIES: Record<Op, string> = {
  count:
    'Click metrics (total_clicks, total_unique_clicks, total_clicks_converted, click_conversion_rate) over the date_time_ranges, with filter_by',
  explode:
    'Click metrics grouped by the group_by dimensions (date_time buckets by interval), ordered by order_by, the first top rows; X-Total-Row-Count on request',
  filter:
    'The values of the group_by dimensions present in the ranges (for dropdowns), ordered by order_by, the first top rows',
  timeseries:
    'Click metrics per interval (PT1H, P1D, P1W, P1M, P1Y) on the wall clock of timezone; zerofill (default true) adds empty buckets',
};

/** POST /v3/{brand,partner}/analytics/clicks/{op}: our answer in the reference's shape. */
export function clickAnalyticsEndpoint(side: Side, op: Op) {
  const body = (side === 'brand' ? BrandClickAnalyticsIn : PartnerClickAnalyticsIn)[op];
  const response =
    op === 'count'
      ? ClickCountV3Response
      : op === 'timeseries'
        ? ClickTimeseriesV3Response
        : ClickRowsV3Response;
  return endpoint({
    summary: `${SUMMARIES[op]}. Creditable clicks only; ${side === 'brand' ? "scope.campaigns: campaigns of the caller's brands (staff: the network's)" : 'scope.partner: the caller itself (staff: any partner of the network)'}; others 403`,
    reference: `partnerize-clicks POST /v3/${side}/analytics/clicks/${op}`,
    responses: { 200: response },
    body,
    handler: async ({ db, principal, body: raw }) => {
      const b = raw as ClickAnalyticsQuery & { scope: { campaigns?: string[]; partner?: string } };
      const scope: AnalyticsScopeIn =
        side === 'brand'
          ? { side, campaigns: b.scope.campaigns! }
          : { side, partner: b.scope.partner! };
      if (op === 'count') return { body: { data: await clickCount(db, principal, scope, b) } };
      if (op === 'timeseries')
        return {
          body: {
            data: presentTimeseries(await clickTimeseries(db, principal, scope, b), b.timezone),
          },
        };
      const result = await clickGroups(
        db,
        principal,
        scope,
        op === 'filter' ? { ...b, metrics: [] } : b,
      );
      return {
        body: { data: presentGroupedRows(result, b.timezone) },
        headers: result.total === null ? undefined : { 'X-Total-Row-Count': String(result.total) },
      };
    },
  });
}
