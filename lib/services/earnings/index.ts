/**
 * Earnings: the conversion lifecycle after approval (locked, payable: stored, moved by an
 * hourly upkeep), adjustments (amendments and refunds, never edits in place) and the totals
 * per partner, campaign and network. Decisions: docs/jobs-and-conversions.md#lifecycle.
 */

export {
  adjustConversion,
  readAdjustments,
  type AdjustedConversion,
  type AdjustmentInput,
  type AdjustmentRow,
} from './adjustments';
export { campaignEarnings, partnerEarnings, type EarningsTotals } from './earnings';
export { recomputePartnerEarnings } from './recompute';
export { advanceLifecycle, payableFrom, scheduleLifecycleUpkeep } from './lifecycle';
export { partnerEarningRows, type EarningRow } from './earning-rows';
