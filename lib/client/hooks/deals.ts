import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody, type ResponseBody } from '../api';

/** Campaign deals (v1): list, create, update, delete (active n). */

type Id = string | number;

export type Deal = ResponseBody<
  '/campaign/{campaign_id}/deal',
  'get'
>['campaign_deals'][number]['campaign_deal'];
export type DealCreate = RequestBody<'/campaign/{campaign_id}/deal', 'post'>;
export type DealUpdate = RequestBody<'/campaign/{campaign_id}/deal/{deal_id}', 'patch'>;

const dealKeys = {
  all: ['deals'] as const,
  ofCampaign: (campaignId: Id) => ['deals', String(campaignId)] as const,
};

export function useCampaignDeals(campaignId: Id) {
  return useQuery({
    queryKey: dealKeys.ofCampaign(campaignId),
    queryFn: async () =>
      (
        await call(
          api.GET('/campaign/{campaign_id}/deal', {
            params: { path: { campaign_id: String(campaignId) } },
          }),
        )
      ).campaign_deals.map((d) => d.campaign_deal),
  });
}

function useInvalidating<T>(fn: (input: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: dealKeys.all }),
  });
}

export const useCreateDeal = (campaignId: Id) =>
  useInvalidating((deal: DealCreate) =>
    call(
      api.POST('/campaign/{campaign_id}/deal', {
        params: { path: { campaign_id: String(campaignId) } },
        body: deal,
      }),
    ),
  );

const dealPath = (campaignId: Id, dealId: Id) => ({
  params: { path: { campaign_id: String(campaignId), deal_id: String(dealId) } },
});

export const useUpdateDeal = (campaignId: Id) =>
  useInvalidating(({ dealId, deal }: { dealId: Id; deal: DealUpdate }) =>
    call(
      api.PATCH('/campaign/{campaign_id}/deal/{deal_id}', {
        ...dealPath(campaignId, dealId),
        body: deal,
      }),
    ),
  );

/** Deletes a deal: the API keeps it with active n. */
export const useDeleteDeal = (campaignId: Id) =>
  useInvalidating((dealId: Id) =>
    call(api.DELETE('/campaign/{campaign_id}/deal/{deal_id}', dealPath(campaignId, dealId))),
  );
