import type {
  PartnerGroupCreateItemIn,
  PartnerGroupUpdateItemIn,
} from '@/lib/schemas/partner-groups';
import type { PartnerGroupChanges, PartnerGroupInput } from '@/lib/services/partner-groups';
import { flagOf } from './yes-no';

function groupFieldsOf(
  item: Omit<PartnerGroupUpdateItemIn, 'commission_group_id'>,
): Partial<PartnerGroupInput> {
  return {
    campaignId: item.campaign_id,
    name: item.name,
    description: item.description,
    active: flagOf(item.active),
    startAt: item.start_date_time,
    endAt: item.end_date_time,
    partnerIds: item.publishers,
  };
}

/** A commission_group of a POST /commission_group body as a new group. */
export function partnerGroupInputOf(item: PartnerGroupCreateItemIn): PartnerGroupInput {
  return { ...groupFieldsOf(item), campaignId: item.campaign_id, name: item.name };
}

/** A commission_group of a PUT /commission_group body as the group's changes. */
export function partnerGroupChangesOf(item: PartnerGroupUpdateItemIn): PartnerGroupChanges {
  return { ...groupFieldsOf(item), id: item.commission_group_id };
}
