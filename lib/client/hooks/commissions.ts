import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody, type ResponseBody } from '../api';

/**
 * A campaign's commission rules for its editor (docs/commissions.md): standard commissions,
 * promotions and tiers (v2) with their create, edit, end and delete as the reference has them,
 * and the preview (v3, ours).
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
export type Tier = ResponseBody<
  '/v2/campaigns/{campaignId}/commissions/tiers',
  'get'
>['tiers'][number];
export type CommissionCreate = RequestBody<'/v2/campaigns/{campaignId}/commissions', 'post'>;
export type PromotionCreate = RequestBody<
  '/v2/campaigns/{campaignId}/commissions/promotions',
  'post'
>;
export type CommissionUpdate = RequestBody<
  '/v2/campaigns/{campaignId}/commissions/{commissionId}',
  'patch'
>;
export type PromotionUpdate = RequestBody<
  '/v2/campaigns/{campaignId}/commissions/promotions/{promotionalId}',
  'patch'
>;
export type TierCreate = RequestBody<'/v2/campaigns/{campaignId}/commissions/tiers', 'post'>;
export type TierUpdate = RequestBody<
  '/v2/campaigns/{campaignId}/commissions/tiers/{tierId}',
  'patch'
>;
export type PreviewRequest = RequestBody<
  '/v3/brand/campaigns/{campaignId}/commissions/preview',
  'post'
>;
export type PreviewAnswer = ResponseBody<
  '/v3/brand/campaigns/{campaignId}/commissions/preview',
  'post'
>['data'];

/** Every rule query of a campaign starts with this key: invalidating it refreshes them all. */
export const commissionKeys = {
  ofCampaign: (campaignId: Id) => ['commissions', String(campaignId)] as const,
};

/** The campaign's active and upcoming standard commissions, promotions and tiers. */
export function useCommissionRules(campaignId: Id) {
  const campaign = String(campaignId);
  return useQuery({
    queryKey: commissionKeys.ofCampaign(campaignId),
    queryFn: async () => {
      const path = { params: { path: { campaignId: campaign } } };
      const [standard, promotions, tiers] = await Promise.all([
        call(api.GET('/v2/campaigns/{campaignId}/commissions', path)),
        call(api.GET('/v2/campaigns/{campaignId}/commissions/promotions', path)),
        call(api.GET('/v2/campaigns/{campaignId}/commissions/tiers', path)),
      ]);
      return {
        commissions: standard.commissions,
        promotions: promotions.promotions,
        tiers: tiers.tiers,
      };
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

/** A mutation that refreshes the campaign's rules when it succeeds. */
function useRuleMutation<T>(
  campaignId: Id,
  mutationFn: (campaign: string, input: T) => Promise<unknown>,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => mutationFn(String(campaignId), input),
    onSuccess: () => qc.invalidateQueries({ queryKey: commissionKeys.ofCampaign(campaignId) }),
  });
}

/** Changes a standard commission: an active one is ended and replaced by one with the changes. */
export function useUpdateCommission(campaignId: Id) {
  return useRuleMutation(
    campaignId,
    (campaign, { id, body }: { id: string; body: CommissionUpdate }) =>
      call(
        api.PATCH('/v2/campaigns/{campaignId}/commissions/{commissionId}', {
          params: { path: { campaignId: campaign, commissionId: id } },
          body,
        }),
      ),
  );
}

export function useRetireCommission(campaignId: Id) {
  return useRuleMutation(campaignId, (campaign, id: string) =>
    call(
      api.POST('/v2/campaigns/{campaignId}/commissions/{commissionId}/retire', {
        params: { path: { campaignId: campaign, commissionId: id } },
      }),
    ),
  );
}

export function useUpdatePromotion(campaignId: Id) {
  return useRuleMutation(
    campaignId,
    (campaign, { id, body }: { id: string; body: PromotionUpdate }) =>
      call(
        api.PATCH('/v2/campaigns/{campaignId}/commissions/promotions/{promotionalId}', {
          params: { path: { campaignId: campaign, promotionalId: id } },
          body,
        }),
      ),
  );
}

export function useRetirePromotion(campaignId: Id) {
  return useRuleMutation(campaignId, (campaign, id: string) =>
    call(
      api.POST('/v2/campaigns/{campaignId}/commissions/promotions/{promotionalId}/retire', {
        params: { path: { campaignId: campaign, promotionalId: id } },
      }),
    ),
  );
}

export function useDeletePromotion(campaignId: Id) {
  return useRuleMutation(campaignId, (campaign, id: string) =>
    call(
      api.DELETE('/v2/campaigns/{campaignId}/commissions/promotions/{promotionalId}', {
        params: { path: { campaignId: campaign, promotionalId: id } },
      }),
    ),
  );
}

export function useCreateTier(campaignId: Id) {
  return useRuleMutation(campaignId, (campaign, body: TierCreate) =>
    call(
      api.POST('/v2/campaigns/{campaignId}/commissions/tiers', {
        params: { path: { campaignId: campaign } },
        body,
      }),
    ),
  );
}

/** Changes a tier in place; ending one early is a change of its end date (the reference has no retire). */
export function useUpdateTier(campaignId: Id) {
  return useRuleMutation(campaignId, (campaign, { id, body }: { id: string; body: TierUpdate }) =>
    call(
      api.PATCH('/v2/campaigns/{campaignId}/commissions/tiers/{tierId}', {
        params: { path: { campaignId: campaign, tierId: id } },
        body,
      }),
    ),
  );
}

export function useDeleteTier(campaignId: Id) {
  return useRuleMutation(campaignId, (campaign, id: string) =>
    call(
      api.DELETE('/v2/campaigns/{campaignId}/commissions/tiers/{tierId}', {
        params: { path: { campaignId: campaign, tierId: id } },
      }),
    ),
  );
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
