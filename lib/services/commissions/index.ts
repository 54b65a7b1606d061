/**
 * Commission rules (docs/commissions.md): campaign commissions (rates by campaign, partner group
 * and partner), promotions, tiers and voucher commissions; which one pays a conversion
 * (resolve-rule.ts, one pure function), the amounts (compute-commission.ts), the preview and the
 * partner's views.
 */
export type { AppliedRule } from './resolve-rule';
export type { Priced } from './compute-commission';
export { getRule, listRules, withRecord, type RuleRecord } from './read-rules';
export { partnerRules, previewCommission, type PartnerRules } from './partner-rules';
export { ruleStatus, isCurrent } from './rule-status';
export { commissionValues, promotionValues, tierValues, voucherValues } from './rule-values';
export { createRule, deleteRule, migrateRule, retireRule, updateRule } from './write-rules';
export { commissionCsvRows, type CommissionCsvRow } from './commission-csv';
