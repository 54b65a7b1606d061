export { conversionCount, conversionTimeseries } from './conversion-analytics';
export {
  conversionGroups,
  type ConversionGroups,
  type ConversionGroupsQuery,
} from './conversion-groups';
