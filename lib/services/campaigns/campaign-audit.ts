import type { Tx } from '@/lib/db/client';
import type { Principal } from '@/lib/auth/principal';
import { actorOf, ChangeSet, changedFields, snapshot } from '../audit/change-set';
import type { CampaignRow } from './read-campaigns';

/** A campaign as the audit log shows it: API field names, the stored-as-sent fields at the top level. */
export function campaignSnapshot(row: CampaignRow): Record<string, unknown> {
  return {
    ...snapshot(row, {
      rename: { brandId: 'advertiser_id', iconImageId: 'campaign_icon_image_id' },
      omit: ['extra'],
    }),
    ...row.extra,
  };
}

export const campaignEvent = (row: CampaignRow) => ({
  campaign_id: String(row.id),
  brand_id: String(row.brandId),
  title: row.title,
  status: row.status,
});

/**
 * Audits an update (the fields that changed, both sides) and emits campaign.updated, in the
 * caller's transaction; a write that changed nothing records nothing.
 */
export async function recordCampaignUpdate(
  tx: Tx,
  principal: Principal,
  before: CampaignRow,
  after: CampaignRow,
  action = 'updated',
): Promise<void> {
  const diff = changedFields(campaignSnapshot(before), campaignSnapshot(after));
  if (!diff) return;
  await new ChangeSet(actorOf(principal))
    .change({
      entityType: 'campaign',
      entityId: after.id,
      action,
      before: diff.before,
      after: diff.after,
    })
    .event({ type: 'campaign.updated', data: { ...campaignEvent(after), changed: diff.fields } })
    .commit(tx);
}
