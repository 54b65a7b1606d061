import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody, type ResponseBody } from '../api';

/**
 * Campaign creatives and their tags (v1): the brand side's list and bulk writes (one creative
 * per call here), and what a partner approved on a campaign is given (with its tracking links).
 */

type Id = string | number;

export type Creative = ResponseBody<
  '/campaign/{campaign_id}/creative',
  'get'
>['creatives'][number]['creative'];
export type CreativeCreate = RequestBody<
  '/campaign/{campaign_id}/creative',
  'post'
>['creatives'][number];
export type CreativeUpdate = RequestBody<
  '/campaign/{campaign_id}/creative',
  'put'
>['creatives'][number];

const creativeKeys = {
  all: ['creatives'] as const,
  ofCampaign: (campaignId: Id) => ['creatives', 'campaign', String(campaignId)] as const,
  tagsOf: (campaignId: Id) => ['creatives', 'tags', String(campaignId)] as const,
  ofPartner: (partnerId: Id) => ['creatives', 'partner', String(partnerId)] as const,
  ofPartnerCampaign: (partnerId: Id, campaignId: Id) =>
    ['creatives', 'partner', String(partnerId), String(campaignId)] as const,
};

const path = (campaignId: Id) => ({ params: { path: { campaign_id: String(campaignId) } } });

export function useCampaignCreatives(campaignId: Id) {
  return useQuery({
    queryKey: creativeKeys.ofCampaign(campaignId),
    queryFn: async () =>
      (await call(api.GET('/campaign/{campaign_id}/creative', path(campaignId)))).creatives.map(
        (c) => c.creative,
      ),
  });
}

export function useCreativeTags(campaignId: Id) {
  return useQuery({
    queryKey: creativeKeys.tagsOf(campaignId),
    queryFn: async () =>
      (
        await call(api.GET('/campaign/{campaign_id}/creative/tags', path(campaignId)))
      ).creative_tags.map((t) => t.creative_tag),
  });
}

function useInvalidating<T>(fn: (input: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: creativeKeys.all }),
  });
}

export const useCreateCreative = (campaignId: Id) =>
  useInvalidating((creative: CreativeCreate) =>
    call(
      api.POST('/campaign/{campaign_id}/creative', {
        ...path(campaignId),
        body: { creatives: [creative] },
      }),
    ),
  );

export const useUpdateCreative = (campaignId: Id) =>
  useInvalidating((creative: CreativeUpdate) =>
    call(
      api.PUT('/campaign/{campaign_id}/creative', {
        ...path(campaignId),
        body: { creatives: [creative] },
      }),
    ),
  );

export const useCreateCreativeTag = (campaignId: Id) =>
  useInvalidating((name: string) =>
    call(
      api.POST('/campaign/{campaign_id}/creative/tags', {
        ...path(campaignId),
        body: { tags: [{ name }] },
      }),
    ),
  );

export const useDeleteCreativeTag = (campaignId: Id) =>
  useInvalidating((tagId: string) =>
    call(
      api.DELETE('/campaign/{campaign_id}/creative/tags', {
        ...path(campaignId),
        body: { tags: [{ creative_tag_id: tagId }] },
      }),
    ),
  );

/** Per campaign the partner is approved on, how many creatives of each type it offers. */
export function usePartnerCreativeSummary(partnerId: Id) {
  return useQuery({
    queryKey: creativeKeys.ofPartner(partnerId),
    queryFn: async () =>
      (
        await call(
          api.GET('/user/publisher/{publisher_id}/creative', {
            params: { path: { publisher_id: String(partnerId) } },
          }),
        )
      ).campaign_creatives.map((c) => c.campaign_creative),
  });
}

/** A campaign's creatives as the partner gets them, with its tracking links and HTML. */
export function usePartnerCampaignCreatives(partnerId: Id, campaignId: Id | null) {
  return useQuery({
    queryKey: creativeKeys.ofPartnerCampaign(partnerId, campaignId ?? ''),
    enabled: campaignId !== null,
    queryFn: async () =>
      (
        await call(
          api.GET('/user/publisher/{publisher_id}/campaign/{status}/creative', {
            params: { path: { publisher_id: String(partnerId), status: String(campaignId) } },
          }),
        )
      ).creatives.map((c) => c.creative),
  });
}
