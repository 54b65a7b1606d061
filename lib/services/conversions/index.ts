/**
 * Conversions: recording one (our v3 call, docs/api-decisions.md#recording-conversions), the bulk update run as a
 * job, and the commission arithmetic. Decisions: docs/jobs-and-conversions.md.
 *
 * Commission comes from the campaign's commission rules or its default (lib/services/commissions,
 * docs/commissions.md), in the campaign's currency, in exact decimals (bigint units of 0.0001;
 * numeric columns); with items, the conversion's commission is the sum of its items'.
 */

export { runBulkUpdate, type ChangedItem } from './apply-bulk-chunk';
export {
  conversionReportPage,
  conversionReportPages,
  type ReportPage,
  type ReportRow,
  type ReportTarget,
} from './conversion-report';
export type { ConversionRecord } from './read-conversions';
export { conversionReportMetaKeys } from './report-meta-keys';
export { conversionRatesInto, type SaleRates } from './report-rates-into';
export { recordConversion } from './record-conversion';
export { saleLimitsOf, type SaleLimits } from './sale-limits';
export type { RecordOutcome } from './store-conversion';
export {
  BulkIdentifierError,
  CONVERSION_BULK_UPDATE,
  startBulkUpdate,
  type BulkTaskInput,
} from './start-bulk-update';
export { FORM_OF_IDENTIFIER, startConversionStatusUpdate } from './start-status-update';
export {
  conversionReviewPages,
  listConversionsForReview,
  startConversionReview,
} from './review-conversions';
