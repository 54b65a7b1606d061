import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody, type ResponseBody } from '../api';
import { keys } from '../query-keys';

/**
 * Partner (commission) groups: the groups of a network (v3, for the partner grid's filter and
 * bulk add), a campaign's groups with their members and a partner's groups (v1), and the writes
 * (v1 POST and PUT /commission_group, all or nothing). Exports are stable: the partner grid
 * builds on usePartnerGroups and useAddPartnersToGroup.
 */

type Id = string | number;

/** A campaign's group with its members (publishers: partner ids). */
export type PartnerGroup = ResponseBody<
  '/campaign/{campaign_id}/commission_group/{commission_group_id}',
  'get'
>['commission_group'];
export type PartnerGroupCreate = RequestBody<
  '/commission_group',
  'post'
>['commission_groups'][number];
export type PartnerGroupUpdate = RequestBody<
  '/commission_group',
  'put'
>['commission_groups'][number];

/** Every query key of partner groups starts with this, so one invalidation refreshes them all. */
export const partnerGroupKeys = {
  all: ['partner-groups'] as const,
  ofNetwork: (networkId: Id) => ['partner-groups', 'network', String(networkId)] as const,
  ofCampaign: (campaignId: Id) => ['partner-groups', 'campaign', String(campaignId)] as const,
  ofPartner: (partnerId: Id) => ['partner-groups', 'partner', String(partnerId)] as const,
};

/**
 * Every partner group of the network, ongoing or not (a brand user gets its granted brands'
 * campaigns' groups), with its campaign and partner count.
 */
export function usePartnerGroups(networkId: Id) {
  return useQuery({
    queryKey: partnerGroupKeys.ofNetwork(networkId),
    queryFn: async () =>
      (
        await call(
          api.GET('/v3/network/{networkId}/commission-groups', {
            params: { path: { networkId: String(networkId) }, query: { active: 'all' } },
          }),
        )
      ).data,
  });
}

/** A campaign's groups with their members. */
export function useCampaignPartnerGroups(campaignId: Id) {
  return useQuery({
    queryKey: partnerGroupKeys.ofCampaign(campaignId),
    queryFn: async () =>
      (
        await call(
          api.GET('/campaign/{campaign_id}/commission_group', {
            params: { path: { campaign_id: String(campaignId) } },
          }),
        )
      ).commission_groups.map((g) => g.commission_group),
  });
}

/** The groups a partner is in. */
export function usePartnerGroupsOfPartner(partnerId: Id) {
  return useQuery({
    queryKey: partnerGroupKeys.ofPartner(partnerId),
    queryFn: async () =>
      (
        await call(
          api.GET('/user/publisher/{publisher_id}/commission_group', {
            params: { path: { publisher_id: String(partnerId) } },
          }),
        )
      ).commission_groups.map((g) => g.commission_group),
  });
}

/**
 * What a change of groups or of their members makes stale: every group query, and every partner
 * query, since the partner grid filters by group (a cached page filtered by the group would
 * otherwise still show the old members).
 */
export function refreshAfterGroupChange(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: partnerGroupKeys.all }),
    qc.invalidateQueries({ queryKey: keys.partners.all }),
  ]);
}

export function useCreatePartnerGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (group: PartnerGroupCreate) =>
      call(api.POST('/commission_group', { body: { commission_groups: [group] } })),
    onSettled: () => refreshAfterGroupChange(qc),
  });
}

/** Updates a group; `publishers`, when given, is its whole member list. */
export function useUpdatePartnerGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (group: PartnerGroupUpdate) =>
      call(api.PUT('/commission_group', { body: { commission_groups: [group] } })),
    onSettled: () => refreshAfterGroupChange(qc),
  });
}

export interface AddPartnersToGroup {
  campaignId: Id;
  groupId: Id;
  partnerIds: Id[];
}

/**
 * Adds partners to a group: reads the group's member list, then PUTs it with the partners added
 * (PUT replaces the list). Partners already in the group stay; the answer is the PUT's body
 * (`commission_group` is the updated group).
 */
export function useAddPartnersToGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ campaignId, groupId, partnerIds }: AddPartnersToGroup) => {
      const path = { campaign_id: String(campaignId), commission_group_id: String(groupId) };
      const current = await call(
        api.GET('/campaign/{campaign_id}/commission_group/{commission_group_id}', {
          params: { path },
        }),
      );
      const members = [
        ...new Set([...current.commission_group.publishers, ...partnerIds.map(String)]),
      ];
      return call(
        api.PUT('/commission_group', {
          body: {
            commission_groups: [
              {
                commission_group_id: String(groupId),
                campaign_id: String(campaignId),
                publishers: members,
              },
            ],
          },
        }),
      );
    },
    onSettled: () => refreshAfterGroupChange(qc),
  });
}
