import type { z } from 'zod';
import type { CampaignResponse } from '@/lib/schemas/campaign';
import type { ResponseBody } from '@/lib/client/api';

export type Campaign = z.output<typeof CampaignResponse>['campaign'];
export type CampaignPartner = ResponseBody<
  '/campaign/{campaign_id}/publisher',
  'get'
>['publishers'][number]['publisher'];
