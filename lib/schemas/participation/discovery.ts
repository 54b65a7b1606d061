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
