import type { z } from 'zod';
import type { AdvertiserResponse } from '@/lib/schemas/brand';

export type Brand = z.output<typeof AdvertiserResponse>['advertiser'];
