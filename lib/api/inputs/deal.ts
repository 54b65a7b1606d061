import type { CreateDealIn, UpdateDealIn } from '@/lib/schemas/deal';
import type { DealChanges, DealInput } from '@/lib/services/deals';
import { flagOf } from './yes-no';

/** A PATCH /campaign/{id}/deal/{deal_id} body as the deal's changes. */
export function dealChangesOf(body: UpdateDealIn): DealChanges {
  return {
    title: body.title,
    description: body.description,
    offerType: body.offer_type,
    offerValue: body.offer_value,
    terms: body.terms,
    couponCode: body.coupon_code,
    countryIso: body.country_iso,
    category: body.category,
    advertiserReference: body.advertiser_reference,
    startAt: body.start_date_time,
    endAt: body.end_date_time,
    destination: body.destination,
    active: flagOf(body.active),
  };
}

/** A POST /campaign/{id}/deal body as a new deal. */
export function dealInputOf(body: CreateDealIn): DealInput {
  return {
    ...dealChangesOf(body),
    title: body.title,
    description: body.description,
    offerType: body.offer_type,
    offerValue: body.offer_value,
  };
}
