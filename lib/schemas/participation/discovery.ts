import { z } from 'zod';
import { DISCOVERY_STATUSES } from '../enums';

/** v2 discovery: the brands and campaigns a partner may ask to join, with its status on each. */

const str = z.string();
const nstr = z.string().nullable();

export const DiscoveryCampaignOut = z.object({
  id: str,
  default_destination: nstr,
  title: str,
  currency: z.object({ iso: str, name: str, symbol: str }),
  vertical: z.object({ id: str, name: str }),
  status: z.enum(DISCOVERY_STATUSES),
  /** Only in the single-advertiser response. */
  campaign_icon: nstr.optional(),
});
export type DiscoveryCampaignOut = z.infer<typeof DiscoveryCampaignOut>;

export const DiscoveryAdvertiserOut = z.object({
  id: str,
  name: str,
  display_name: str,
  contact_email: nstr,
  description: nstr,
  advertiser_icon: nstr,
  network: z.object({ id: str, name: str }),
  address: z.object({
    line1: nstr,
    line2: nstr,
    line3: nstr,
    line4: nstr,
    postcode: nstr,
    country: nstr,
  }),
  campaigns: z.array(DiscoveryCampaignOut),
});
export type DiscoveryAdvertiserOut = z.infer<typeof DiscoveryAdvertiserOut>;

/** GET /v2/publishers/{publisherId}/discovery/advertisers, offset-paged by brand: count is the number of brands with something to discover. */
export const DiscoveryListResponse = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  advertisers: z.array(DiscoveryAdvertiserOut),
});
export const DiscoveryAdvertiserResponse = z.object({ advertiser: DiscoveryAdvertiserOut });

/** Ours: what the partner area shows of a campaign in discovery beyond the reference's fields. */
export const DiscoveryDetailsOut = z.object({
  /** The description (sanitised HTML) in English, else in the first language it has; null when none. */
  description: nstr,
  /** The default commission: a percentage of the sale value, and/or a fixed amount per conversion. */
  default_commission_rate: nstr,
  default_commission_value: nstr,
  /** Commission rules are in force: some sales may pay more than the default. */
  higher_rates_may_apply: z.boolean(),
  cookie_period_days: z.number(),
  /** automatic: a request is approved at once; review: the brand decides. */
  approval: z.enum(['automatic', 'review']),
});
export type DiscoveryDetailsOut = z.infer<typeof DiscoveryDetailsOut>;

export const DiscoveryCampaignWithDetailsOut = DiscoveryCampaignOut.extend({
  details: DiscoveryDetailsOut,
});
export type DiscoveryCampaignWithDetailsOut = z.infer<typeof DiscoveryCampaignWithDetailsOut>;

export const DiscoveryAdvertiserWithDetailsOut = DiscoveryAdvertiserOut.extend({
  campaigns: z.array(DiscoveryCampaignWithDetailsOut),
});
export type DiscoveryAdvertiserWithDetailsOut = z.infer<typeof DiscoveryAdvertiserWithDetailsOut>;

/** GET /v3/partner/{partnerId}/discovery (ours): the v2 discovery page with each campaign's details. */
export const DiscoveryDetailsV3Response = z.object({
  data: z.object({
    count: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    advertisers: z.array(DiscoveryAdvertiserWithDetailsOut),
  }),
});
