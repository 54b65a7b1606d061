import type { DealOut } from '@/lib/schemas/deal';
import { isDealLive, type DealRow } from '@/lib/services/deals';
import { isoDateTime } from './common';

/** A campaign deal (ISO 8601 dates with offset, as the reference writes them). */
export function presentDeal(row: DealRow, now = new Date()): DealOut {
  const iso = (date: Date | null) => (date ? isoDateTime(date) : null);
  return {
    campaign_deal_id: String(row.id),
    campaign_id: String(row.campaignId),
    title: row.title,
    description: row.description,
    terms: row.terms,
    coupon_code: row.couponCode,
    country_iso: row.countryIso,
    category: row.category,
    offer_type: row.offerType,
    offer_value: row.offerValue,
    advertiser_reference: row.advertiserReference,
    start_date_time: iso(row.startAt),
    end_date_time: iso(row.endAt),
    destination: row.destination,
    active: row.active ? 'y' : 'n',
    live: isDealLive(row, now),
    created_at: isoDateTime(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}
