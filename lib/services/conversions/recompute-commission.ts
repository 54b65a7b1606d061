import type { AppliedCommission } from '@/lib/db/schema';
import type { ConversionStatus } from '@/lib/schemas/enums';
import { fromUnits, percentOf, sumUnits, toUnits } from '@/lib/money/amount';
import { conversionCommission, itemCommission, type CommissionRule } from './commission';
import type { ConversionItemRow, ConversionRow } from './read-conversions';

/**
 * A forced commission recalculation of the bulk update (docs/jobs-and-conversions.md): the rule
 * stored on the conversion and on each item when it was recorded (`commission_applied`) pays
 * again, never the campaign's current default. A percentage is taken of the value as it is now;
 * a fixed amount stays what it was (per item, or its share of a per-conversion amount). With
 * items, the conversion's commission is the sum of its items' (those approved or pending; all of
 * them when none is). Conversions recorded before rules were stored (no snapshot) fall back to
 * the campaign default, as they always did.
 */

const payable = (s: ConversionStatus) => s === 'approved' || s === 'pending';

/** The amount a snapshot pays for `valueUnits`, or the current amount when it is fixed. */
function bySnapshot(applied: AppliedCommission, valueUnits: bigint, currentUnits: bigint): bigint {
  return applied.performance_model === 'percentage_cpa'
    ? percentOf(valueUnits, applied.performance_value)
    : currentUnits;
}

/** Whether a recalculation would take a percentage of the value (so needs the campaign currency). */
export function recalculatesPercentage(
  row: ConversionRow,
  items: ConversionItemRow[],
  fallback: CommissionRule,
): boolean {
  if (row.commissionApplied === null) return fallback.rate !== null;
  const snapshots = items.length ? items.map((i) => i.commissionApplied) : [row.commissionApplied];
  return snapshots.some((a) => a?.performance_model === 'percentage_cpa');
}

/** The conversion's commission from its items: the payable ones' sum, or all when none is payable. */
function sumOfItems(items: ConversionItemRow[]): bigint {
  const paid = items.some((i) => payable(i.status))
    ? items.filter((i) => payable(i.status))
    : items;
  return sumUnits(paid.map((i) => i.itemCommission));
}

/** Recomputes one item's commission in place from its stored rule. */
export function recomputeItem(item: ConversionItemRow, fallback: CommissionRule): void {
  const value = toUnits(item.itemValue);
  item.itemCommission = fromUnits(
    item.commissionApplied
      ? bySnapshot(item.commissionApplied, value, toUnits(item.itemCommission))
      : itemCommission(fallback, value),
  );
}

/**
 * Recomputes the conversion's commission in place (and every item's when `allItems`; else only
 * the conversion's sum). `fallback` is the campaign default, for rows without a snapshot.
 */
export function recomputeConversion(
  row: ConversionRow,
  items: ConversionItemRow[],
  fallback: CommissionRule,
  allItems: boolean,
): void {
  row.commissionCurrency = fallback.currency;
  if (row.commissionApplied === null) {
    // Recorded before rules were stored: the campaign default, as before.
    const paid = items.filter((i) => payable(i.status));
    if (allItems) for (const item of items) recomputeItem(item, fallback);
    row.commission = fromUnits(
      !items.length || allItems
        ? conversionCommission(fallback, toUnits(row.value))
        : fallback.rate !== null
          ? paid.reduce((sum, i) => sum + itemCommission(fallback, toUnits(i.itemValue)), 0n)
          : paid.length
            ? toUnits(fallback.fixed ?? '0')
            : 0n,
    );
    return;
  }
  if (!items.length) {
    row.commission = fromUnits(
      bySnapshot(row.commissionApplied, toUnits(row.value), toUnits(row.commission)),
    );
    return;
  }
  if (allItems) for (const item of items) recomputeItem(item, fallback);
  row.commission = fromUnits(sumOfItems(items));
}
