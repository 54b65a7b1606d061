import type {
  CreativeCreateItemIn,
  CreativeItemIn,
  CreativeUpdateItemIn,
} from '@/lib/schemas/creative';
import type { CreativeChanges, CreativeInput, CreativeItemInput } from '@/lib/services/creatives';
import { flagOf } from './yes-no';

function creativeItemOf(item: CreativeItemIn): CreativeItemInput {
  return {
    id: item.creative_item_id,
    imageUrl: item.img_url,
    imageUpload: item.img_upload,
    filename: item.filename,
    description: item.description,
    specificDestination: item.specific_destination,
    active: flagOf(item.active),
  };
}

type CreativeFieldsIn = Omit<CreativeUpdateItemIn, 'creative_id'>;

function creativeFieldsOf(item: CreativeFieldsIn): Partial<CreativeInput> {
  return {
    typeId: item.creative_type_id,
    campaignRef: item.campaign_id,
    active: flagOf(item.active),
    advertiserReference: item.advertiser_reference,
    description: item.description,
    html: item.html,
    destination: item.destination,
    width: item.width,
    height: item.height,
    startAt: item.start_date_time,
    endAt: item.end_date_time,
    customAppendUrlParameters: item.custom_append_url_parameters,
    customPrependUrlParameters: item.custom_prepend_url_parameters,
    tagIds: item.tags,
    items: item.creative_items?.map(creativeItemOf),
  };
}

/** A creative of a POST /campaign/{id}/creative body as a new creative. */
export function creativeInputOf(item: CreativeCreateItemIn): CreativeInput {
  return { ...creativeFieldsOf(item), typeId: item.creative_type_id };
}

/** A creative of a PUT /campaign/{id}/creative body as its changes. */
export function creativeChangesOf(item: CreativeUpdateItemIn): CreativeChanges {
  return { ...creativeFieldsOf(item), id: item.creative_id };
}
