import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateCampaignIn, UpdateCampaignIn } from '@/lib/schemas/campaign';
import { api } from '../browser-api';
import { keys, type ListParams } from '../query-keys';

type Id = string | number;
export type ParticipationFilter = 'a' | 'p' | 'r';

export function useBrandCampaigns(brandId: Id, params: ListParams) {
  return useQuery({
    queryKey: keys.campaigns.ofBrand(brandId, params),
    queryFn: () => api.campaigns.ofBrand(brandId, params),
    placeholderData: keepPreviousData,
  });
}

export function useCampaign(id: Id) {
  return useQuery({ queryKey: keys.campaigns.detail(id), queryFn: () => api.campaigns.get(id) });
}

export function useCampaignPartners(id: Id, status?: ParticipationFilter) {
  return useQuery({ queryKey: keys.campaigns.partners(id, status), queryFn: () => api.campaigns.partners(id, status) });
}

/** The open requests (p, which includes invitations) of several campaigns at once. */
export function usePendingRequests(campaignIds: Id[]) {
  return useQueries({
    queries: campaignIds.map((id) => ({ queryKey: keys.campaigns.partners(id, 'p'), queryFn: () => api.campaigns.partners(id, 'p') })),
  });
}

export function useCreateCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof CreateCampaignIn>) => api.campaigns.create(input),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.campaigns.all }),
  });
}

export function useUpdateCampaign(id: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof UpdateCampaignIn>) => api.campaigns.update(id, input),
    onSuccess: (data) => {
      qc.setQueryData(keys.campaigns.detail(id), data);
      return qc.invalidateQueries({ queryKey: keys.campaigns.all });
    },
  });
}

export interface DecisionItem {
  campaign_id: string;
  publisher_id: string;
}

/** Accept or decline campaign requests (v2 ops 30a/30b): partial success, per-item results. */
export function useDecideRequests(networkId: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, items, reason }: { decision: 'accept' | 'decline'; items: DecisionItem[]; reason?: string | null }) =>
      decision === 'accept'
        ? api.requests.accept(networkId, items)
        : api.requests.decline(networkId, items.map((i) => ({ ...i, reason: reason || null }))),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: keys.campaigns.all }), qc.invalidateQueries({ queryKey: keys.partners.all })]),
  });
}

/**
 * Invite partners approved on the network to campaigns (op 30c): partial success, one result
 * per (campaign, partner) pair. Afterwards the participant lists of those campaigns (every
 * status tab, and the pending queues that share their keys) and the partners' own
 * participation lists and histories are refetched.
 */
export function useInvitePartners(networkId: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ campaignIds, partnerIds }: { campaignIds: string[]; partnerIds: string[] }) =>
      api.requests.invite(networkId, { campaign_id: campaignIds, publisher_id: partnerIds }),
    onSettled: (_data, _error, { campaignIds, partnerIds }) =>
      Promise.all([
        ...campaignIds.map((id) => qc.invalidateQueries({ queryKey: keys.campaigns.partnersOf(id) })),
        ...partnerIds.map((id) => qc.invalidateQueries({ queryKey: keys.partners.participations(id) })),
        ...campaignIds.flatMap((cid) => partnerIds.map((pid) => qc.invalidateQueries({ queryKey: keys.partners.history(cid, pid) }))),
      ]),
  });
}
