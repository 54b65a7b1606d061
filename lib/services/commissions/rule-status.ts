import type { CommissionRuleRow } from '@/lib/db/schema';

export type RuleStatus = 'ACTIVE' | 'RETIRED' | 'DELETED' | 'SCHEDULED';

/** A rule's status at a moment: the reference's values, computed (never stored). */
export function ruleStatus(row: CommissionRuleRow, at: Date = new Date()): RuleStatus {
  const t = at.getTime();
  if (row.deletedAt) return 'DELETED';
  if ((row.retiredAt && row.retiredAt.getTime() <= t) || (row.endAt && row.endAt.getTime() <= t))
    return 'RETIRED';
  return row.startAt.getTime() > t ? 'SCHEDULED' : 'ACTIVE';
}

/** Listed by the reference's list operations: active or scheduled at `at`. */
export const isCurrent = (row: CommissionRuleRow, at?: Date) =>
  ['ACTIVE', 'SCHEDULED'].includes(ruleStatus(row, at));
