export { conversionCount, conversionTimeseries } from './conversion-analytics';
