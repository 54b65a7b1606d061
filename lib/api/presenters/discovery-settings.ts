import type {
  DiscoverySettingsAdvertiserOut,
  DiscoverySettingsCampaignOut,
} from '@/lib/schemas/discovery-settings';
import type {
  DiscoverySettingsBrand,
  DiscoverySettingsCampaign,
} from '@/lib/services/discovery-settings';

const STATUS_NAMES: Record<string, DiscoverySettingsCampaignOut['status']> = {
  a: 'Active',
  r: 'Retired',
};

function presentCampaign(c: DiscoverySettingsCampaign): DiscoverySettingsCampaignOut {
  return {
    id: String(c.id),
    name: c.title,
    shown: c.shown,
    testMode: c.testMode,
    hidden: c.hidden,
    status: STATUS_NAMES[c.status] ?? 'N/A',
  };
}

/** A brand's discovery settings as the v2 discovery-settings operations show them. */
export function presentDiscoverySettings(
  b: DiscoverySettingsBrand,
): DiscoverySettingsAdvertiserOut {
  return {
    id: String(b.id),
    name: b.name,
    participating: b.participating,
    campaigns: b.campaigns.map(presentCampaign),
  };
}
