export {
  clickReportPage,
  clickReportPages,
  type ClickReportPage,
  type ClickReportTarget,
  type ClickRow,
} from './click-report';
export {
  clickCount,
  clickGroups,
  clickTimeseries,
  type AnalyticsScopeIn,
  type GroupedRows,
  type TimeseriesPoint,
  bucketEnds,
  bucketStarts,
  rangesOf,
  MAX_BUCKETS,
  UNIT_MS,
  type Range,
} from './click-analytics';
export { brandAnalyticsScope, partnerAnalyticsScope, type ClickScope } from './click-scope';
