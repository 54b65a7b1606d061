import type { DiscoverySettingsIn } from '@/lib/schemas/discovery-settings';
import type { BrandDiscoverySetting } from '@/lib/services/discovery-settings';

/** A PUT .../marketplace/settings/advertisers body as the brands' settings, in its order. */
export function discoverySettingsOf(body: DiscoverySettingsIn): BrandDiscoverySetting[] {
  return body.advertisers.map((advertiser) => ({
    brandId: advertiser.id,
    participating: advertiser.participating,
    campaigns: advertiser.campaigns?.map((c) => ({ campaignId: c.id, shown: c.shown })),
  }));
}
