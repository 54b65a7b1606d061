import * as groupsRoute from '@/app/(api)/commission_group/route';
import * as commissionsRoute from '@/app/(api)/v2/campaigns/[campaignId]/commissions/route';
import * as promotionsRoute from '@/app/(api)/v2/campaigns/[campaignId]/commissions/promotions/route';
import * as previewRoute from '@/app/(api)/v3/brand/campaigns/[campaignId]/commissions/preview/route';
import { call } from './harness';

/** Helpers of the commission rule tests (tests/api/commission-*.test.ts). */

export async function makeGroup(auth: string, campaignId: string, partnerIds: string[]) {
  const res = await call(groupsRoute, '/commission_group', {
    method: 'POST',
    auth,
    body: {
      commission_groups: [
        { campaign_id: campaignId, name: 'Top partners', publishers: partnerIds },
      ],
    },
  });
  if (res.status !== 201) throw new Error(`group: ${res.status} ${res.text}`);
  return res.json.commission_group.commission_group_id as string;
}

export const createCommission = (auth: string, campaignId: string, body: unknown) =>
  call(commissionsRoute, `/v2/campaigns/${campaignId}/commissions`, {
    method: 'POST',
    auth,
    body,
    params: { campaignId },
  });

export const createPromotion = (auth: string, campaignId: string, body: unknown) =>
  call(promotionsRoute, `/v2/campaigns/${campaignId}/commissions/promotions`, {
    method: 'POST',
    auth,
    body,
    params: { campaignId },
  });

export const preview = (auth: string, campaignId: string, body: unknown) =>
  call(previewRoute, `/v3/brand/campaigns/${campaignId}/commissions/preview`, {
    method: 'POST',
    auth,
    body,
    params: { campaignId },
  });

export const PAST = '2020-01-01T00:00:00+00:00';
