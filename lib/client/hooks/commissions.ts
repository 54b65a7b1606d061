import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody, type ResponseBody } from '../api';

/**
 * A campaign's commission rules for its editor (docs/commissions.md): standard commissions and
 * promotions (v2), adding a rate and a promotion, and the preview (v3, ours).
 */

type Id = string | number;

export type Commission = ResponseBody<
  '/v2/campaigns/{campaignId}/commissions',
  'get'
>['commissions'][number];
export type Promotion = ResponseBody<
  '/v2/campaigns/{campaignId}/commissions/promotions',
  'get'
>['promotions'][number];
export type CommissionCreate = RequestBody<'/v2/campaigns/{campaignId}/commissions', 'post'>;
export type PromotionCreate = RequestBody<
  '/v2/campaigns/{campaignId}/commissions/promotions',
  'post'
>;
export type PreviewRequest = RequestBody<
  '/v3/brand/campaigns/{campaignId}/commissions/preview',
  'post'
>;
export type PreviewAnswer = ResponseBody<
  '/v3/brand/campaigns/{campaignId}/commissions/preview',
  'post'
>['data'];

export const commissionKeys = {
  ofCampaign: (campaignId: Id) => ['commissions', String(campaignId)] as const,
};

/** The campaign's active and upcoming standard commissions and promotions. */
export function useCommissionRules(campaignId: Id) {
  const campaign = String(campaignId);
  return useQuery({
    queryKey: commissionKeys.ofCampaign(campaignId),
    queryFn: async () => {
      const path = { params: { path: { campaignId: campaign } } };
      const [standard, promotions] = await Promise.all([
        call(api.GET('/v2/campaigns/{campaignId}/commissions', path)),
        call(api.GET('/v2/campaigns/{campaignId}/commissions/promotions', path)),
      ]);
      return { commissions: standard.commissions, promotions: promotions.promotions };
    },
  });
}

export function useCreateCommission(campaignId: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: CommissionCreate) =>
      call(
        api.POST('/v2/campaigns/{campaignId}/commissions', {
          params: { path: { campaignId: String(campaignId) } },
          body,
        }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: commissionKeys.ofCampaign(campaignId) }),
  });
}

export function useCreatePromotion(campaignId: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: PromotionCreate) =>
      call(
        api.POST('/v2/campaigns/{campaignId}/commissions/promotions', {
          params: { path: { campaignId: String(campaignId) } },
          body,
        }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: commissionKeys.ofCampaign(campaignId) }),
  });
}

export function useCommissionPreview(campaignId: Id) {
  return useMutation({
    mutationFn: async (body: PreviewRequest) =>
      (
        await call(
          api.POST('/v3/brand/campaigns/{campaignId}/commissions/preview', {
            params: { path: { campaignId: String(campaignId) } },
            body,
          }),
        )
      ).data,
  });
}
