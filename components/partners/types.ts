import type { z } from 'zod';
import type { PartnerDetailResponse } from '@/lib/schemas/partner';

export type PartnerDetail = z.output<typeof PartnerDetailResponse>['publisher'];
export type Website = PartnerDetail['websites'][number];
export type Database = PartnerDetail['databases'][number];
