import { percentOf, toUnits } from '@/lib/money/amount';
import type { CampaignRow } from '../campaigns/read-campaigns';

/** The campaign's default commission: its rate, else its fixed amount (see index.ts). */
export interface CommissionRule {
  rate: string | null;
  fixed: string | null;
  currency: string;
}

export const ruleOf = (c: CampaignRow): CommissionRule => ({
  rate: c.defaultCommissionRate,
  fixed: c.defaultCommissionValue,
  currency: c.defaultCurrency,
});

export const conversionCommission = (rule: CommissionRule, valueUnits: bigint): bigint =>
  rule.rate !== null ? percentOf(valueUnits, rule.rate) : toUnits(rule.fixed ?? '0');

export const itemCommission = (rule: CommissionRule, valueUnits: bigint): bigint =>
  rule.rate !== null ? percentOf(valueUnits, rule.rate) : 0n;
