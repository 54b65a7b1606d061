import type { z } from 'zod';
import type { CampaignBodyOut } from '@/lib/schemas/campaign';
import type { CampaignPublishersOut } from '@/lib/schemas/participation';

export type Campaign = z.output<typeof CampaignBodyOut>['campaign'];
export type CampaignPartner = z.output<typeof CampaignPublishersOut>['publishers'][number]['publisher'];
