import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody, type ResponseBody } from '../api';
import { keys, type ListParams } from '../query-keys';

type Id = string | number;
type PartnerList = ResponseBody<'/network/{network_id}/publisher', 'get'>;
type StatusChange = RequestBody<'/network/{network_id}/publisher', 'post'>['publishers'][number];
export type NetworkStatus = StatusChange['network_status'];
type WebsiteItems = RequestBody<'/user/publisher/{publisher_id}/website', 'post'>['websites'];
type WebsiteUpdates = RequestBody<'/user/publisher/{publisher_id}/website', 'put'>['websites'];
type DatabaseItems = RequestBody<'/user/publisher/{publisher_id}/database', 'post'>['databases'];
type DatabaseUpdates = RequestBody<'/user/publisher/{publisher_id}/database', 'put'>['databases'];

const partnerPath = (id: Id) => ({ params: { path: { publisher_id: String(id) } } });

export function usePartnerList(networkId: Id, params: ListParams) {
  return useQuery({
    queryKey: keys.partners.list(networkId, params),
    queryFn: () =>
      call(
        api.GET('/network/{network_id}/publisher', {
          params: { path: { network_id: String(networkId) }, query: params },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function usePartner(id: Id) {
  return useQuery({
    queryKey: keys.partners.detail(id),
    queryFn: () => call(api.GET('/user/publisher/{publisher_id}', partnerPath(id))),
  });
}

/** A partner's participations in every status, on campaigns of every status. */
export function usePartnerParticipations(id: Id) {
  return useQuery({
    queryKey: keys.partners.participations(id),
    queryFn: () =>
      call(
        api.GET('/v3/partner/{partnerId}/participations', {
          params: {
            path: { partnerId: String(id) },
            query: { 'status[]': 'a,p,r,t', 'campaign_status[]': 'a,p,r,n' },
          },
        }),
      ),
  });
}

/** One participation's history, read from the campaign side. */
export function useParticipationHistory(campaignId: Id, partnerId: Id, enabled: boolean) {
  return useQuery({
    queryKey: keys.partners.history(campaignId, partnerId),
    queryFn: async () => {
      const path = { campaign_id: String(campaignId), publisher_id: String(partnerId) };
      const answer = await call(
        api.GET('/campaign/{campaign_id}/publisher/{publisher_id}', { params: { path } }),
      );
      return answer.publishers[0]?.publisher.campaign_status_history ?? [];
    },
    enabled,
  });
}

/** How many participations each partner has, and how many a network rejection would end. */
export function useParticipationCounts(networkId: Id, ids: Id[], enabled: boolean) {
  return useQuery({
    queryKey: keys.partners.counts(networkId, ids),
    queryFn: () =>
      call(
        api.GET('/v3/network/{networkId}/partners/participation-counts', {
          params: { path: { networkId: String(networkId) }, query: { ids: ids.join(',') } },
        }),
      ),
    enabled: enabled && ids.length > 0,
  });
}

/**
 * Bulk network status change, shown at once in every cached partner list (optimistic) and
 * rolled back if the server refuses; afterwards everything that depends on it is refetched.
 */
export function useBulkPartnerStatus(networkId: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, status }: { ids: string[]; status: NetworkStatus }) =>
      call(
        api.POST('/network/{network_id}/publisher', {
          params: { path: { network_id: String(networkId) } },
          body: {
            publishers: ids.map((publisher_id) => ({ publisher_id, network_status: status })),
          },
        }),
      ),
    onMutate: async ({ ids, status }) => {
      await qc.cancelQueries({ queryKey: keys.partners.lists() });
      const snapshots = qc.getQueriesData<PartnerList>({ queryKey: keys.partners.lists() });
      const chosen = new Set(ids);
      qc.setQueriesData<PartnerList>({ queryKey: keys.partners.lists() }, (old) =>
        old
          ? {
              ...old,
              publishers: old.publishers.map((p) =>
                chosen.has(p.publisher.publisher_id)
                  ? { publisher: { ...p.publisher, network_status: status } }
                  : p,
              ),
            }
          : old,
      );
      return { snapshots };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.snapshots ?? []) qc.setQueryData(key, data);
    },
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: keys.partners.all }),
        qc.invalidateQueries({ queryKey: keys.campaigns.all }),
      ]),
  });
}

export function useUpdatePartner(id: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestBody<'/user/publisher/{publisher_id}', 'post'>) =>
      call(api.POST('/user/publisher/{publisher_id}', { ...partnerPath(id), body: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.partners.all }),
  });
}

export function useWebsiteMutations(partnerId: Id) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: keys.partners.detail(partnerId) });
  const path = '/user/publisher/{publisher_id}/website';
  const create = useMutation({
    mutationFn: (item: WebsiteItems[number]) =>
      call(api.POST(path, { ...partnerPath(partnerId), body: { websites: [item] } })),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: (item: WebsiteUpdates[number]) =>
      call(api.PUT(path, { ...partnerPath(partnerId), body: { websites: [item] } })),
    onSuccess: refresh,
  });
  return { create, update };
}

export function useDatabaseMutations(partnerId: Id) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: keys.partners.detail(partnerId) });
  const path = '/user/publisher/{publisher_id}/database';
  const create = useMutation({
    mutationFn: (item: DatabaseItems[number]) =>
      call(api.POST(path, { ...partnerPath(partnerId), body: { databases: [item] } })),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: (item: DatabaseUpdates[number]) =>
      call(api.PUT(path, { ...partnerPath(partnerId), body: { databases: [item] } })),
    onSuccess: refresh,
  });
  return { create, update };
}
