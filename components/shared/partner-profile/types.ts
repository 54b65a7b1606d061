import type { ResponseBody } from '@/lib/client/api';

export type PartnerDetail = ResponseBody<'/user/publisher/{publisher_id}', 'get'>['publisher'];
export type Website = PartnerDetail['websites'][number];
export type Database = PartnerDetail['databases'][number];
