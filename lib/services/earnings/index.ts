/**
 * Earnings: the conversion lifecycle after approval (locked, payable: stored, moved by an
 * hourly upkeep), adjustments (amendments and refunds, never edits in place) and the totals
 * per partner, campaign and network. Decisions: docs/jobs-and-conversions.md#lifecycle.
 */

export {
  adjustConversion,
  readAdjustments,
  stageOf,
  type AdjustedConversion,
  type AdjustmentRow,
} from './adjustments';
export {
  campaignEarnings,
  partnerEarnings,
  type CampaignEarnings,
  type EarningsTotals,
} from './earnings';
export { recomputePartnerEarnings } from './recompute';
export { advanceLifecycle, lockedAmong, payableFrom, scheduleLifecycleUpkeep } from './lifecycle';
export {
  partnerEarningRows,
  type EarningRow,
  type EarningRowsPage,
  type EarningRowsQuery,
} from './earning-rows';
