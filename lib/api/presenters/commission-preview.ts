import { exactText, fromUnits } from '@/lib/money/amount';
import type { AppliedRule, Priced } from '@/lib/services/commissions';

const applied = (a: AppliedRule) => ({
  kind: a.kind,
  rule_id: a.ruleId === null ? null : String(a.ruleId),
  performance_model: a.performanceModel,
  performance_value: a.performanceValue,
  fixed_per: a.fixedPer,
});

/** Amounts as v3 writes them: exact decimals as strings. */
export function presentCommissionPreview(
  partnerId: number,
  campaign: { defaultCurrency: string },
  priced: Priced,
  items: { sku?: string; category?: string; item_value: string }[],
) {
  return {
    publisher_id: String(partnerId),
    currency: campaign.defaultCurrency,
    commission: fromUnits(priced.units),
    rule: applied(priced.applied),
    items: priced.items.map((item, i) => ({
      sku: items[i]?.sku ?? null,
      category: items[i]?.category ?? null,
      item_value: exactText(items[i]?.item_value ?? '0'),
      item_commission: fromUnits(item.units),
      rule: applied(item.applied),
    })),
  };
}
