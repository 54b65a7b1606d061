import type { ChangeSet } from '../audit/change-set';
import { changedFields, snapshot } from '../audit/change-set';
import type { PartnerGroupRow } from './group-records';

/** A group as the audit log shows it: API field names, its members as a sorted list of ids. */
function groupSnapshot(row: PartnerGroupRow, partnerIds: number[]) {
  return {
    ...snapshot(row, {
      rename: { startAt: 'start_date_time', endAt: 'end_date_time' },
      omit: ['createdBy'],
    }),
    publishers: [...partnerIds].sort((a, b) => a - b).map(String),
  };
}

const eventOf = (row: PartnerGroupRow, partnerCount: number) => ({
  commission_group_id: String(row.id),
  campaign_id: String(row.campaignId),
  name: row.name,
  active: row.active,
  partner_count: partnerCount,
});

/** Audits a new group and emits commission_group.created. */
export function recordGroupCreated(
  set: ChangeSet,
  row: PartnerGroupRow,
  partnerIds: number[],
): void {
  set
    .change({
      entityType: 'commission_group',
      entityId: row.id,
      action: 'created',
      after: groupSnapshot(row, partnerIds),
    })
    .event({ type: 'commission_group.created', data: eventOf(row, partnerIds.length) });
}

/**
 * Audits what changed in a group (fields and members, both sides) and emits
 * commission_group.updated with the fields changed and the partners added and removed; a write
 * that changed nothing records nothing (and answers false).
 */
export function recordGroupUpdated(
  set: ChangeSet,
  before: { row: PartnerGroupRow; partnerIds: number[] },
  after: { row: PartnerGroupRow; partnerIds: number[] },
): boolean {
  const diff = changedFields(
    groupSnapshot(before.row, before.partnerIds),
    groupSnapshot(after.row, after.partnerIds),
  );
  if (!diff) return false;
  const was = new Set(before.partnerIds);
  const is = new Set(after.partnerIds);
  set
    .change({
      entityType: 'commission_group',
      entityId: after.row.id,
      action: 'updated',
      before: diff.before,
      after: diff.after,
    })
    .event({
      type: 'commission_group.updated',
      data: {
        ...eventOf(after.row, after.partnerIds.length),
        changed: diff.fields,
        partners_added: after.partnerIds.filter((id) => !was.has(id)).map(String),
        partners_removed: before.partnerIds.filter((id) => !is.has(id)).map(String),
      },
    });
  return true;
}
