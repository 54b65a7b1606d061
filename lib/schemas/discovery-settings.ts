import { z } from 'zod';
import { DISCOVERY_SETTINGS_CAMPAIGN_STATUSES } from './enums';
import { entityId } from './fields';

/**
 * Discovery settings (GET and PUT /v2/networks/{networkId}/marketplace/settings/advertisers):
 * per brand whether it takes part in partner discovery, per campaign whether it is shown there.
 */

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** GET: campaigns in test mode and hidden campaigns are left out unless asked for. */
export const DiscoverySettingsQuery = z.object({
  show_test_mode: flag.meta({
    description: 'Also list campaigns in test mode (true or false, default false)',
  }),
  show_hidden: flag.meta({
    description: 'Also list hidden campaigns (true or false, default false)',
  }),
});
export type DiscoverySettingsQuery = z.output<typeof DiscoverySettingsQuery>;

const str = z.string();

export const DiscoverySettingsCampaignOut = z.object({
  id: str,
  name: str,
  shown: z.boolean().meta({ description: 'Whether partners can discover the campaign' }),
  testMode: z.boolean().meta({ description: 'Read-only: the campaign is in test mode' }),
  hidden: z.boolean().meta({ description: 'Read-only: the campaign is hidden (hidden_campaign)' }),
  status: z.enum(DISCOVERY_SETTINGS_CAMPAIGN_STATUSES).meta({
    description: 'Read-only: Active (a), Retired (r), N/A (paused or inactive)',
  }),
});
export type DiscoverySettingsCampaignOut = z.infer<typeof DiscoverySettingsCampaignOut>;

export const DiscoverySettingsAdvertiserOut = z.object({
  id: str,
  name: str,
  participating: z.boolean().meta({ description: 'Whether the brand takes part in discovery' }),
  campaigns: z.array(DiscoverySettingsCampaignOut),
});
export type DiscoverySettingsAdvertiserOut = z.infer<typeof DiscoverySettingsAdvertiserOut>;

export const DiscoverySettingsResponse = z.object({
  count: z.number().int(),
  advertisers: z.array(DiscoverySettingsAdvertiserOut),
});

/** Read-only keys of a GET answer, accepted (and ignored) so an answer can be sent back as read. */
const readOnly = {
  name: z.string().max(1000).optional(),
};

const CampaignSettingIn = z.strictObject({
  id: entityId(),
  shown: z.boolean().optional(),
  ...readOnly,
  testMode: z.boolean().optional(),
  hidden: z.boolean().optional(),
  status: z.string().max(20).optional(),
});

const AdvertiserSettingIn = z.strictObject({
  id: entityId(),
  participating: z.boolean().optional(),
  campaigns: z.array(CampaignSettingIn).max(10_000).optional(),
  ...readOnly,
});

/** PUT: only the brands and campaigns named change; name, testMode, hidden and status are read-only. */
export const DiscoverySettingsIn = z.strictObject({
  advertisers: z.array(AdvertiserSettingIn).max(10_000),
});
export type DiscoverySettingsIn = z.output<typeof DiscoverySettingsIn>;
