import { percentOf, split, toUnits } from '@/lib/money/amount';
import { chooseRule, type AppliedRule, type ItemFacts, type ResolveContext } from './resolve-rule';

/**
 * The amounts, once the rules are chosen (docs/commissions.md#amounts). Without items the
 * conversion pays by its rule. With items each item is paid by its own rule and the conversion's
 * commission is the sum of its items' (so the two always agree): a percentage of the item value;
 * a fixed amount per item; a fixed amount per conversion paid once, split over the items that
 * rule pays in proportion to their values (the last takes the remainder of the rounding).
 */

interface PricedItem {
  units: bigint;
  applied: AppliedRule;
}

export interface Priced {
  units: bigint;
  applied: AppliedRule;
  items: PricedItem[];
}

export interface ItemIn extends ItemFacts {
  valueUnits: bigint;
}

const sameRule = (a: AppliedRule, b: AppliedRule) =>
  a.kind === b.kind &&
  a.ruleId === b.ruleId &&
  a.performanceModel === b.performanceModel &&
  a.performanceValue === b.performanceValue;

const isOncePerConversion = (applied: AppliedRule) =>
  applied.performanceModel === 'fixed_cpa' && applied.fixedPer === 'conversion';

function single(applied: AppliedRule, valueUnits: bigint): bigint {
  return applied.performanceModel === 'percentage_cpa'
    ? percentOf(valueUnits, applied.performanceValue)
    : toUnits(applied.performanceValue);
}

/** What the conversion pays, and by which rule. */
export function computeCommission(
  ctx: ResolveContext,
  valueUnits: bigint,
  items: ItemIn[],
): Priced {
  if (items.length === 0) {
    const applied = chooseRule(ctx);
    return { units: single(applied, valueUnits), applied, items: [] };
  }
  const chosen = items.map((item) => chooseRule(ctx, item));
  const units: bigint[] = chosen.map((applied, i) =>
    isOncePerConversion(applied) ? 0n : single(applied, items[i]!.valueUnits),
  );
  const done = new Set<number>();
  chosen.forEach((applied, i) => {
    if (!isOncePerConversion(applied) || done.has(i)) return;
    const members = chosen.flatMap((other, j) => (sameRule(applied, other) ? [j] : []));
    const shares = split(
      toUnits(applied.performanceValue),
      members.map((j) => items[j]!.valueUnits),
    );
    members.forEach((j, k) => {
      units[j] = shares[k]!;
      done.add(j);
    });
  });
  const priced = chosen.map((applied, i) => ({ units: units[i]!, applied }));
  return {
    units: units.reduce((a, b) => a + b, 0n),
    // The conversion names the rule that paid most of it (the first on a tie).
    applied: priced.reduce((a, b) => (b.units > a.units ? b : a)).applied,
    items: priced,
  };
}
