import { z } from 'zod';
import { Country, DealOfferType, YesOrNo } from './enums';
import { httpUrl, requiredText, text } from './fields';
import { dateTime } from './conversion/fields';
import { doc } from './doc';

/**
 * Campaign deals (the reference's deals file, API Blueprint src/campaign_deal.apib): timed offers
 * of a campaign. Dates are ISO 8601 with an offset, as the reference writes them; a v1
 * `YYYY-MM-DD HH:MM:SS` (UTC) is accepted too.
 */

/** '' or null clears an optional value. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable().optional());

const optionalFields = {
  terms: doc(optional(text(5000)), 'Specific terms for the deal'),
  coupon_code: doc(optional(text(100)), 'A coupon or voucher code of the deal'),
  country_iso: doc(optional(Country), 'The country it applies to; null for any'),
  category: optional(text(255)),
  advertiser_reference: optional(text(255)),
  start_date_time: doc(optional(dateTime()), 'When the deal starts; null: already running'),
  end_date_time: doc(optional(dateTime()), 'When the deal expires; null: no expiry'),
  destination: doc(optional(httpUrl()), 'A deep link to the deal; null for the campaign’s'),
  active: YesOrNo.optional(),
};

export const CreateDealIn = z.object({
  title: requiredText(255),
  description: requiredText(5000),
  offer_type: DealOfferType,
  offer_value: requiredText(255),
  ...optionalFields,
});
export type CreateDealIn = z.output<typeof CreateDealIn>;

export const UpdateDealIn = z.object({
  title: requiredText(255).optional(),
  description: requiredText(5000).optional(),
  offer_type: DealOfferType.optional(),
  offer_value: requiredText(255).optional(),
  ...optionalFields,
});
export type UpdateDealIn = z.output<typeof UpdateDealIn>;

const iso = (what: string) =>
  doc(z.string().nullable(), `${what}: ISO 8601 (2017-08-01T00:00:00+00:00)`);

export const DealOut = z
  .object({
    campaign_deal_id: z.string(),
    campaign_id: doc(z.string(), 'Ours: the deal’s campaign'),
    title: z.string(),
    description: z.string(),
    terms: z.string().nullable(),
    coupon_code: z.string().nullable(),
    country_iso: z.string().nullable(),
    category: z.string().nullable(),
    offer_type: DealOfferType,
    offer_value: z.string(),
    advertiser_reference: z.string().nullable(),
    start_date_time: iso('Starts'),
    end_date_time: iso('Expires'),
    destination: z.string().nullable(),
    active: YesOrNo,
    live: doc(z.boolean(), 'Ours: active and inside its dates now (what partners are offered)'),
    created_at: doc(z.string(), 'ISO 8601'),
    updated_at: iso('Last changed; null if never'),
  })
  .meta({ id: 'CampaignDeal' });
export type DealOut = z.infer<typeof DealOut>;

export const DealResponse = z.object({ campaign_deal: DealOut });

export const DealListResponse = z.object({
  count: z.number().int(),
  campaign_deals: z.array(z.object({ campaign_deal: DealOut })),
});

export const CampaignDealsQuery = z.object({
  active: doc(YesOrNo, 'Ours: y only active deals, n only inactive ones').optional(),
});
