import { z } from 'zod';

// Commission enums (issue 21), kept beside enums.ts, which re-exports them.

/** Kinds of commission rule (lib/db/schema/commissions.ts); `default` is the campaign's own rate. */
export const COMMISSION_RULE_KINDS = ['campaign', 'promotion', 'tier', 'voucher'] as const;
export const CommissionRuleKind = z.enum(COMMISSION_RULE_KINDS);
export type CommissionRuleKind = z.infer<typeof CommissionRuleKind>;

/**
 * What paid a conversion, most specific first (the order of docs/commissions.md): `none` for an
 * unattributed conversion, `default` for the campaign's own rate.
 */
export const APPLIED_COMMISSION_KINDS = [
  'voucher',
  'promotion',
  'tier',
  'publisher',
  'group',
  'campaign',
  'default',
  'none',
] as const;
export const AppliedCommissionKind = z.enum(APPLIED_COMMISSION_KINDS);
export type AppliedCommissionKind = z.infer<typeof AppliedCommissionKind>;

/** The reference's performance models we compute (cpc: clicks are not paid here). */
export const PERFORMANCE_MODELS = ['percentage_cpa', 'fixed_cpa'] as const;
export const PerformanceModel = z.enum(PERFORMANCE_MODELS);
export type PerformanceModel = z.infer<typeof PerformanceModel>;

/** Ours: a fixed_cpa amount is paid once per conversion or once per item sold. */
export const COMMISSION_FIXED_PER = ['conversion', 'item'] as const;
export const CommissionFixedPer = z.enum(COMMISSION_FIXED_PER);
export type CommissionFixedPer = z.infer<typeof CommissionFixedPer>;

/** A campaign commission's rate scopes (the reference's rates[].type). */
const COMMISSION_RATE_TYPES = ['publisher', 'group', 'campaign'] as const;
export const CommissionRateType = z.enum(COMMISSION_RATE_TYPES);
export type CommissionRateType = z.infer<typeof CommissionRateType>;

/** Tier measurement and reward (the reference's performance_measurement, reward_model). */
export const TIER_MEASUREMENTS = ['total_items', 'total_revenue'] as const;
export const TierMeasurement = z.enum(TIER_MEASUREMENTS);
export type TierMeasurement = z.infer<typeof TierMeasurement>;
export const TIER_REWARD_MODELS = ['fixed_reward', 'fixed_cpa', 'percentage_cpa'] as const;
export const TierRewardModel = z.enum(TIER_REWARD_MODELS);
export type TierRewardModel = z.infer<typeof TierRewardModel>;

/** Meta-field rule operators we evaluate on an item's sku or category. */
const META_FIELD_OPERATORS = ['EQUALS', 'ONE_OF', 'STARTS_WITH', 'ENDS_WITH', 'CONTAINS'] as const;
export const MetaFieldOperator = z.enum(META_FIELD_OPERATORS);
export type MetaFieldOperator = z.infer<typeof MetaFieldOperator>;
