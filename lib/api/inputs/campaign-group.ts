import type { CreateCampaignGroupIn } from '@/lib/schemas/campaign-group';
import type { CampaignGroupInput } from '@/lib/services/campaign-groups';

/** A POST /v3/brand/campaign-groups body as a new group. */
export function campaignGroupInputOf(body: CreateCampaignGroupIn): CampaignGroupInput {
  return { brandId: body.brand_id, name: body.name, campaignIds: body.campaign_ids };
}
