export {
  listInvalidClicks,
  trafficSeries,
  type InvalidClickRow,
  type TrafficCounts,
  type TrafficSeries,
  type TrafficWindowIn,
} from './read-traffic';
export { trafficScope, type TrafficFilterIn, type TrafficScope } from './traffic-scope';
