import { formatInZone } from '@/lib/schemas/conversion';
import type { ReportRow } from '@/lib/services/conversions';

/**
 * Ours in the conversion reports: each conversion's lifecycle (lock stage and dates), its
 * adjustments, and the rule that paid it and each item, as stored when it was recorded
 * (docs/api-decisions.md#conversion-report-lifecycle). Amounts are numbers (v1).
 */

type Item = ReportRow['items'][number];

type Applied = ReportRow['row']['commissionApplied'];
const applied = (a: Applied) => (a ? { ...a } : null);

/** The rule and the net amounts, added to conversion_value. */
export function conversionValueRule(r: ReportRow) {
  const { row, lifecycle } = r;
  return {
    commission_rule_id: row.commissionRuleId === null ? null : String(row.commissionRuleId),
    commission_kind: row.commissionKind,
    commission_applied: applied(row.commissionApplied),
    net_value: Number(lifecycle.netValue),
    net_commission: Number(lifecycle.netCommission),
  };
}

/** The rule that paid an item. */
export function itemRule(i: Item) {
  return {
    item_commission_rule_id: i.commissionRuleId === null ? null : String(i.commissionRuleId),
    item_commission_kind: i.commissionKind,
    item_commission_applied: applied(i.commissionApplied),
  };
}

/** The lifecycle and adjustments, added to conversion_data. */
export function conversionLifecycle(r: ReportRow, tz: string) {
  const { row, lifecycle } = r;
  const { lock } = lifecycle;
  const at = (d: Date | null | undefined) => (d ? formatInZone(d, tz) : null);
  return {
    lifecycle: {
      stage: lifecycle.stage,
      approved_at: lock
        ? at(lock.approvedAt)
        : row.status === 'approved'
          ? at(row.updatedAt)
          : null,
      locked_at: at(lock?.lockedAt),
      payable_at: at(lock?.payableAt),
      locked_commission: lock ? Number(lock.commission) : null,
    },
    adjustments: lifecycle.adjustments.map((a) => ({
      adjustment_id: String(a.id),
      kind: a.kind,
      value_delta: Number(a.valueDelta),
      commission_delta: Number(a.commissionDelta),
      commission_currency: a.commissionCurrency,
      reason: a.reason,
      created_by: a.createdBy === null ? null : String(a.createdBy),
      created_at: formatInZone(a.createdAt, tz),
    })),
  };
}
