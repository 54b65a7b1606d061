import type { ChangeSet } from '../audit/change-set';
import { changedFields, snapshot } from '../audit/change-set';
import type { CreativeRecord } from './creative-records';

/** A creative as the audit log shows it: API field names, its items and tag ids. */
function creativeSnapshot(record: CreativeRecord) {
  return {
    ...snapshot(record.row, {
      rename: { startAt: 'start_date_time', endAt: 'end_date_time' },
      omit: ['createdBy'],
    }),
    creative_items: record.items.map((i) => ({
      creative_item_id: String(i.row.id),
      image_id: i.row.imageId === null ? null : String(i.row.imageId),
      filename: i.row.filename,
      description: i.row.description,
      specific_destination: i.row.specificDestination,
      active: i.row.active,
    })),
    tags: record.tagIds.map(String),
  };
}

const eventOf = (record: CreativeRecord) => ({
  creative_id: String(record.row.id),
  campaign_id: String(record.row.campaignId),
  creative_type_id: record.row.creativeTypeId,
  active: record.row.active,
});

/** Audits a new creative and emits creative.created. */
export function recordCreativeCreated(set: ChangeSet, record: CreativeRecord): void {
  set
    .change({
      entityType: 'creative',
      entityId: record.row.id,
      action: 'created',
      after: creativeSnapshot(record),
    })
    .event({ type: 'creative.created', data: eventOf(record) });
}

/** Audits what changed and emits creative.updated; false (nothing recorded) when nothing did. */
export function recordCreativeUpdated(
  set: ChangeSet,
  before: CreativeRecord,
  after: CreativeRecord,
): boolean {
  const diff = changedFields(creativeSnapshot(before), creativeSnapshot(after));
  if (!diff) return false;
  set
    .change({
      entityType: 'creative',
      entityId: after.row.id,
      action: 'updated',
      before: diff.before,
      after: diff.after,
    })
    .event({ type: 'creative.updated', data: { ...eventOf(after), changed: diff.fields } });
  return true;
}
