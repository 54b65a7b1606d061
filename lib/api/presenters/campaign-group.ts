import type { CampaignGroupCampaignV3Out, CampaignGroupV3Out } from '@/lib/schemas/campaign-group';
import type { CampaignGroupRecord, GroupCampaign } from '@/lib/services/campaign-groups';
import { isoDateTime } from './common';

export function presentCampaignGroup({
  row,
  campaignIds,
}: CampaignGroupRecord): CampaignGroupV3Out {
  return {
    campaign_group_id: String(row.id),
    brand_id: String(row.brandId),
    name: row.name,
    campaign_ids: campaignIds.map(String),
    campaign_count: campaignIds.length,
    created_at: isoDateTime(row.createdAt),
    updated_at: isoDateTime(row.updatedAt),
  };
}

/** A campaign of a group: the reference example's campaign_id and title, and its schema's campaign_name. */
export function presentGroupCampaign(c: GroupCampaign): CampaignGroupCampaignV3Out {
  return { campaign_id: String(c.id), title: c.title, campaign_name: c.title };
}
