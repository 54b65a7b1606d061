import type { CampaignRow } from '../campaigns/read-campaigns';

// Exact decimals and the commission rules (see index.ts).

const ONE = 10_000n;

/** "12.34" -> 123400n (units of 0.0001). */
export function toUnits(value: string): bigint {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace(/^-/, '').split('.');
  const units = BigInt(whole || '0') * ONE + BigInt((fraction + '0000').slice(0, 4));
  return negative ? -units : units;
}

/** 123400n -> "12.3400". */
export function fromUnits(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  return `${negative ? '-' : ''}${abs / ONE}.${(abs % ONE).toString().padStart(4, '0')}`;
}

/** value x rate / 100, rounded half up to 0.0001. */
export function percentOf(valueUnits: bigint, rate: string): bigint {
  const divisor = 100n * ONE;
  return (valueUnits * toUnits(rate) + divisor / 2n) / divisor;
}

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
