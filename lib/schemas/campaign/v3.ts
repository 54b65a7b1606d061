import { z } from 'zod';

const str = z.string();

/** An item of GET /v3/brand/campaigns(/{campaignId}); extra_info only when asked for. */
export const BrandCampaignV3Out = z.object({
  id: str,
  title: str,
  brand: z.object({ id: str, name: str, display_name: z.string().nullable() }),
  lock_period_days: z.number().int().meta({
    description: 'Ours: days an approved conversion waits before it locks (docs/campaigns.md)',
  }),
  max_sale_value: str.meta({
    description:
      "Ours: the largest sale value the campaign records, its own or the deployment's default (docs/jobs-and-conversions.md#sale-limits)",
  }),
  sale_window_days: z.number().int().meta({
    description:
      "Ours: how many days back a sale may be dated, its own or the deployment's default",
  }),
  extra_info: z.record(z.string(), z.string()).optional(),
});
export type BrandCampaignV3Out = z.infer<typeof BrandCampaignV3Out>;

export const BrandCampaignListV3Response = z.object({ data: z.array(BrandCampaignV3Out) });
export const BrandCampaignV3Response = z.object({ data: BrandCampaignV3Out });
