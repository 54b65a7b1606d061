import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UpdatePartnerIn, PartnerListResponse } from '@/lib/schemas/partner';
import type { WebsiteCreateItem, WebsiteUpdateItem } from '@/lib/schemas/website';
import type { DatabaseCreateItem, DatabaseUpdateItem } from '@/lib/schemas/database';
import { api } from '../browser-api';
import { keys, type ListParams } from '../query-keys';

type Id = string | number;
export type NetworkStatus = 'a' | 'p' | 'r' | 'n';
type PartnerList = z.output<typeof PartnerListResponse>;

export function usePartnerList(networkId: Id, params: ListParams) {
  return useQuery({
    queryKey: keys.partners.list(networkId, params),
    queryFn: () => api.partners.list(networkId, params),
    placeholderData: keepPreviousData,
  });
}

export function usePartner(id: Id) {
  return useQuery({ queryKey: keys.partners.detail(id), queryFn: () => api.partners.get(String(id)) });
}

export function usePartnerParticipations(id: Id) {
  return useQuery({ queryKey: keys.partners.participations(id), queryFn: () => api.participations.ofPartner(id) });
}

/** One participation's history (from the campaign side, op 30e). */
export function useParticipationHistory(campaignId: Id, partnerId: Id, enabled: boolean) {
  return useQuery({
    queryKey: keys.partners.history(campaignId, partnerId),
    queryFn: async () => (await api.campaigns.partner(campaignId, partnerId)).publishers[0]?.publisher.campaign_status_history ?? [],
    enabled,
  });
}

export function useParticipationCounts(networkId: Id, ids: Id[], enabled: boolean) {
  return useQuery({
    queryKey: keys.partners.counts(networkId, ids),
    queryFn: () => api.participations.counts(networkId, ids),
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
      api.partners.setStatuses(networkId, ids.map((publisher_id) => ({ publisher_id, network_status: status }))),
    onMutate: async ({ ids, status }) => {
      await qc.cancelQueries({ queryKey: keys.partners.lists() });
      const snapshots = qc.getQueriesData<PartnerList>({ queryKey: keys.partners.lists() });
      const chosen = new Set(ids);
      qc.setQueriesData<PartnerList>({ queryKey: keys.partners.lists() }, (old) =>
        old
          ? {
              ...old,
              publishers: old.publishers.map((p) =>
                chosen.has(p.publisher.publisher_id) ? { publisher: { ...p.publisher, network_status: status } } : p,
              ),
            }
          : old,
      );
      return { snapshots };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.snapshots ?? []) qc.setQueryData(key, data);
    },
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: keys.partners.all }), qc.invalidateQueries({ queryKey: keys.campaigns.all })]),
  });
}

export function useUpdatePartner(id: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof UpdatePartnerIn>) => api.partners.update(String(id), input),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.partners.all }),
  });
}

export function useWebsiteMutations(partnerId: Id) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: keys.partners.detail(partnerId) });
  const create = useMutation({
    mutationFn: (item: z.input<typeof WebsiteCreateItem>) => api.partners.websites.create(String(partnerId), [item]),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: (item: z.input<typeof WebsiteUpdateItem>) => api.partners.websites.update(String(partnerId), [item]),
    onSuccess: refresh,
  });
  return { create, update };
}

export function useDatabaseMutations(partnerId: Id) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: keys.partners.detail(partnerId) });
  const create = useMutation({
    mutationFn: (item: z.input<typeof DatabaseCreateItem>) => api.partners.databases.create(String(partnerId), [item]),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: (item: z.input<typeof DatabaseUpdateItem>) => api.partners.databases.update(String(partnerId), [item]),
    onSuccess: refresh,
  });
  return { create, update };
}
