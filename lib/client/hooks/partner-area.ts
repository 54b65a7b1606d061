import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../generated/openapi';
import { api, call, type RequestBody } from '../api';
import { keys } from '../query-keys';

type Id = string | number;
export type PartnerCampaignStatus =
  paths['/user/publisher/{publisher_id}/campaign/{status}']['get']['parameters']['path']['status'];
type CampaignRequest = RequestBody<
  '/v2/publishers/{publisherId}/campaign-requests',
  'post'
>['campaign_requests'][number];

type SignupQuery = NonNullable<
  paths['/v3/public/networks/{networkId}/signup']['get']['parameters']['query']
>;

/** Brands per discovery page. */
const DISCOVERY_PAGE = 50;

/**
 * What the sign-up page shows for a network, a locale and a country (public). Locale and
 * country come from the page's URL as typed; the API answers 400 to unknown ones.
 */
export function useSignupInfo(networkId: Id | null, locale: string | null, country: string | null) {
  return useQuery({
    queryKey: keys.signup(networkId ?? '', locale ?? '', country ?? ''),
    queryFn: () =>
      call(
        api.GET('/v3/public/networks/{networkId}/signup', {
          params: {
            path: { networkId: String(networkId) },
            query: { locale, country: country ?? undefined } as SignupQuery,
          },
        }),
      ),
    enabled: networkId !== null && locale !== null,
  });
}

export function useSignUp(networkId: Id) {
  return useMutation({
    mutationFn: (input: RequestBody<'/v3/public/networks/{networkId}/partner-signups', 'post'>) =>
      call(
        api.POST('/v3/public/networks/{networkId}/partner-signups', {
          params: { path: { networkId: String(networkId) } },
          body: input,
        }),
      ),
  });
}

/** The link from the sign-up's confirmation e-mail: creates the partner and its login. */
export function useConfirmSignup() {
  return useMutation({
    mutationFn: (token: string) =>
      call(api.POST('/v3/public/partner-signup-confirmations', { body: { token } })),
  });
}

/**
 * Discovery a page of brands at a time, with each campaign's details (description, commission,
 * cookie period, approval: the page's own v3 route); fetchNextPage loads the next brands.
 */
export function useDiscovery(partnerId: Id, enabled = true) {
  return useInfiniteQuery({
    queryKey: keys.partnerArea.discover(partnerId),
    queryFn: async ({ pageParam }) =>
      (
        await call(
          api.GET('/v3/partner/{partnerId}/discovery', {
            params: {
              path: { partnerId: String(partnerId) },
              query: { offset: pageParam, limit: DISCOVERY_PAGE },
            },
          }),
        )
      ).data,
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.offset + last.limit < last.count ? last.offset + last.limit : undefined,
    enabled,
  });
}

/** The partner's campaigns with one participation status (p includes invitations). */
export function usePartnerCampaigns(partnerId: Id, status: PartnerCampaignStatus) {
  return useQuery({
    queryKey: keys.partnerArea.campaigns(partnerId, status),
    queryFn: () =>
      call(
        api.GET('/user/publisher/{publisher_id}/campaign/{status}', {
          params: { path: { publisher_id: String(partnerId), status } },
        }),
      ),
  });
}

/** The current custom terms of a campaign, or null when it has none. */
export function useCampaignCustomTerms(campaignId: Id | null) {
  return useQuery({
    queryKey: keys.partnerArea.campaignTerms(campaignId ?? ''),
    queryFn: async () => {
      const query = { campaign_id: String(campaignId) };
      const answer = await call(
        api.GET('/v3/partner/campaign-terms-and-conditions', { params: { query } }),
      );
      return answer.data[0] ?? null;
    },
    enabled: campaignId !== null,
    staleTime: 0,
  });
}

/**
 * One campaign request; terms_id accepts a campaign's current custom terms with the request.
 * Afterwards discovery and the partner's lists are refetched.
 */
export function useRequestCampaign(partnerId: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (item: CampaignRequest) => {
      const answer = await call(
        api.POST('/v2/publishers/{publisherId}/campaign-requests', {
          params: { path: { publisherId: String(partnerId) } },
          body: { campaign_requests: [item] },
        }),
      );
      return answer.results[0]!;
    },
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: keys.partnerArea.all }),
        qc.invalidateQueries({ queryKey: keys.partners.all }),
      ]),
  });
}

/** The caller accepts the network's current terms; a partner user on behalf of its partner. */
export function useAcceptNetworkTerms(networkId: Id) {
  return useMutation({
    mutationFn: (termsId: Id) =>
      call(
        api.POST('/v3/brand/network-terms-and-conditions-acknowledgments', {
          body: { network_id: String(networkId), terms_locale_id: String(termsId) },
        }),
      ),
  });
}
