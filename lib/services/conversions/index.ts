/**
 * Conversions: recording one (our v3 call, decision 10), the bulk update (op 33) run as a
 * job, and the commission arithmetic. Decisions: docs/jobs-and-conversions.md.
 *
 * Commission comes from the campaign's default, in the campaign's currency, in exact
 * decimals (bigint units of 0.0001; numeric columns):
 *   percentage rate: commission = round(value x rate / 100, 4), each item likewise;
 *   fixed value:     commission = the fixed amount per conversion, items 0.
 */

export { fromUnits, toUnits } from './commission';
export { withItems, type ConversionItemRow, type ConversionRecord, type ConversionRow } from './reads';
export { recordConversion, type RecordOutcome } from './record';
export { BulkIdentifierError, CONVERSION_BULK_UPDATE, startBulkUpdate, type BulkTaskInput } from './bulk-update';
export { applyBulkChunk, runBulkUpdate } from './bulk-chunk';
