import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PartnerSignupIn } from '@/lib/schemas/signup';
import { api } from '../browser-api';
import { keys } from '../query-keys';

type Id = string | number;
export type PartnerCampaignStatus = 'a' | 'p' | 'r';

/** What the sign-up page shows for a network, a locale and a country (public). */
export function useSignupInfo(networkId: Id | null, locale: string | null, country: string | null) {
  return useQuery({
    queryKey: keys.signup(networkId ?? '', locale ?? '', country ?? ''),
    queryFn: () => api.signup.info(networkId!, locale!, country ?? undefined),
    enabled: networkId !== null && locale !== null,
  });
}

export function useSignUp(networkId: Id) {
  return useMutation({ mutationFn: (input: z.input<typeof PartnerSignupIn>) => api.signup.create(networkId, input) });
}

/** Discovery a page of brands at a time; fetchNextPage loads the next brands. */
export function useDiscovery(partnerId: Id, enabled = true) {
  return useInfiniteQuery({
    queryKey: keys.partnerArea.discover(partnerId),
    queryFn: ({ pageParam }) => api.partnerArea.discover(partnerId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.offset + last.limit < last.count ? last.offset + last.limit : undefined),
    enabled,
  });
}

export function usePartnerCampaigns(partnerId: Id, status: PartnerCampaignStatus) {
  return useQuery({ queryKey: keys.partnerArea.campaigns(partnerId, status), queryFn: () => api.partnerArea.campaigns(partnerId, status) });
}

/** The current custom terms of a campaign, or null when it has none. */
export function useCampaignCustomTerms(campaignId: Id | null) {
  return useQuery({
    queryKey: keys.partnerArea.campaignTerms(campaignId ?? ''),
    queryFn: async () => (await api.partnerArea.campaignTerms(campaignId!)).data[0] ?? null,
    enabled: campaignId !== null,
    staleTime: 0,
  });
}

/** One campaign request (op 27); afterwards discovery and the partner's lists are refetched. */
export function useRequestCampaign(partnerId: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (item: { advertiser_id: string; campaign_id: string; terms_id?: string | null }) => (await api.partnerArea.request(partnerId, [item])).results[0]!,
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: keys.partnerArea.all }), qc.invalidateQueries({ queryKey: keys.partners.all })]),
  });
}

/** The partner accepts the network's current terms (35b). */
export function useAcceptNetworkTerms(networkId: Id) {
  return useMutation({ mutationFn: (termsId: Id) => api.terms.acknowledge(networkId, termsId) });
}
