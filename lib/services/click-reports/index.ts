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
} from './click-analytics';
