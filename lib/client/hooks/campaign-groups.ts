import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../api';

type Id = string | number;
const KEY = (brandId: Id) => ['campaign-groups', String(brandId)] as const;
const groupPath = (id: Id) => ({ params: { path: { campaign_group_id: String(id) } } });

/** The campaign groups of one brand. */
export function useCampaignGroups(brandId: Id) {
  return useQuery({
    queryKey: KEY(brandId),
    queryFn: () =>
      call(
        api.GET('/v3/brand/campaign-groups', { params: { query: { brand_id: String(brandId) } } }),
      ),
  });
}

/** Every campaign of the brand (id and title), to choose a group's campaigns from. */
export function useBrandCampaignChoices(brandId: Id, enabled = true) {
  return useQuery({
    queryKey: ['campaigns', 'brand-choices', String(brandId)],
    queryFn: () =>
      call(api.GET('/v3/brand/campaigns', { params: { query: { brand_id: String(brandId) } } })),
    enabled,
  });
}

export interface GroupInput {
  name: string;
  campaignIds: string[];
}

/** Create a group with its campaigns, or rename one and set its campaigns. */
export function useCampaignGroupMutations(brandId: Id) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: KEY(brandId) });
  const create = useMutation({
    mutationFn: (input: GroupInput) =>
      call(
        api.POST('/v3/brand/campaign-groups', {
          body: { brand_id: String(brandId), name: input.name, campaign_ids: input.campaignIds },
        }),
      ),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: async ({ id, input, renamed }: { id: Id; input: GroupInput; renamed: boolean }) => {
      if (renamed)
        await call(
          api.PATCH('/v3/brand/campaign-groups/{campaign_group_id}', {
            ...groupPath(id),
            body: { name: input.name },
          }),
        );
      return call(
        api.PUT('/v3/brand/campaign-groups/{campaign_group_id}/campaigns', {
          ...groupPath(id),
          body: { campaign_ids: input.campaignIds },
        }),
      );
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: Id) =>
      call(api.DELETE('/v3/brand/campaign-groups/{campaign_group_id}', groupPath(id))),
    onSuccess: refresh,
  });
  return { create, update, remove };
}
