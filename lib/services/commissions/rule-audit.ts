import type { CommissionRuleRow } from '@/lib/db/schema';
import { changedFields, snapshot, type ChangeSet } from '../audit/change-set';
import { ruleStatus } from './rule-status';

/** A rule as the audit log shows it (column names in snake case). */
const ruleSnapshot = (row: CommissionRuleRow) =>
  snapshot(row, { omit: ['createdBy', 'updatedBy', 'createdAt', 'updatedAt'] });

const eventOf = (row: CommissionRuleRow) => ({
  commission_id: String(row.id),
  campaign_id: String(row.campaignId),
  kind: row.kind,
  status: ruleStatus(row),
});

export function recordRuleCreated(set: ChangeSet, row: CommissionRuleRow): void {
  set
    .change({
      entityType: 'commission_rule',
      entityId: row.id,
      action: 'created',
      after: ruleSnapshot(row),
    })
    .event({ type: 'commission.created', data: eventOf(row) });
}

/** Audits what changed; `action` names it (updated, retired, deleted, migrated). */
export function recordRuleChanged(
  set: ChangeSet,
  action: 'updated' | 'retired' | 'deleted' | 'migrated',
  before: CommissionRuleRow,
  after: CommissionRuleRow,
): boolean {
  const diff = changedFields(ruleSnapshot(before), ruleSnapshot(after));
  if (!diff) return false;
  set
    .change({
      entityType: 'commission_rule',
      entityId: after.id,
      action,
      before: diff.before,
      after: diff.after,
    })
    .event({
      type: 'commission.updated',
      data: { ...eventOf(after), action, changed: diff.fields },
    });
  return true;
}
