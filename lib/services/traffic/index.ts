export {
  listInvalidClicks,
  trafficSeries,
  MAX_RANGE_DAYS,
  type InvalidClickRow,
  type TrafficSeries,
} from './read-traffic';
export { trafficBreakdown } from './traffic-breakdown';
