import { z } from 'zod';
import { doc } from './doc';

/** GET/PATCH /v3/network/{networkId}/brand-settings (ours, staff only). */
export const BrandSettingsOut = z
  .object({
    network_id: z.string(),
    brand_approval_required: doc(
      z.boolean(),
      'A brand a brand user creates starts pending until staff approve it (default true)',
    ),
  })
  .meta({ id: 'BrandSettings' });
export const BrandSettingsResponse = z.object({ data: BrandSettingsOut });

export const BrandSettingsIn = z.strictObject({ brand_approval_required: z.boolean() });
