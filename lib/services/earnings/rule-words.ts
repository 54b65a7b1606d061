import type { AppliedCommission } from '@/lib/db/schema';

/** How each kind of rule reads to a partner; named kinds quote the rule's name. */
const LABELS: Record<AppliedCommission['kind'], string> = {
  voucher: 'Voucher',
  promotion: 'Promotion',
  tier: 'Tier',
  publisher: 'Partner rate',
  group: 'Partner group rate',
  campaign: 'Campaign rate',
  default: 'Campaign default rate',
  none: 'No commission (not attributed)',
};

const NAMED = new Set<AppliedCommission['kind']>(['voucher', 'promotion', 'tier']);

/** "12.5000" -> "12.5"; "10.0000" -> "10". */
const trimmed = (v: string) => (v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v);

/**
 * The rule that paid a conversion in words, from what was stored when it was recorded: e.g.
 * "Promotion 'Black Friday' 12%" or "Campaign default rate 5 GBP per conversion".
 */
export function ruleInWords(
  kind: AppliedCommission['kind'] | null,
  name: string | null,
  applied: AppliedCommission | null,
  currency: string,
): string {
  const label = LABELS[kind ?? 'default'];
  const quoted = kind && NAMED.has(kind) && name ? `${label} '${name}'` : label;
  if (!applied || kind === 'none') return quoted;
  const value = trimmed(applied.performance_value);
  const rate =
    applied.performance_model === 'percentage_cpa'
      ? `${value}%`
      : `${value} ${currency} per ${applied.fixed_per}`;
  return `${quoted} ${rate}`;
}
