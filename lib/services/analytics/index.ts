export {
  analyticsCount,
  analyticsGroups,
  analyticsTimeseries,
  type GroupedRows,
  type TimeseriesPoint,
} from './read-analytics';
export type { AnalyticsScopeIn } from './scope';
export { analyticsCost } from './cost';
