import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../generated/openapi';
import { api, call, type ResponseBody } from '../api';
import { keys } from '../query-keys';

/**
 * A partner's campaign invitations (accept, decline) and the console's queue of campaign
 * requests and invitations. Their keys start with existing roots (`partner-area`, `campaigns`),
 * so what invalidates those (a request, a decision) refreshes these too.
 */

type Id = string | number;

const invitationKeys = {
  list: (partnerId: Id) => [...keys.partnerArea.all, 'invitations', String(partnerId)] as const,
};
const queueKeys = {
  all: [...keys.campaigns.all, 'request-invite-queue'] as const,
  list: (networkId: Id, params: QueueParams) =>
    [...queueKeys.all, 'list', String(networkId), params] as const,
  filters: (networkId: Id) => [...queueKeys.all, 'filters', String(networkId)] as const,
  partner: (networkId: Id, partnerId: Id) =>
    [...queueKeys.all, 'partner', String(networkId), String(partnerId)] as const,
};

export type InvitingBrand = ResponseBody<
  '/v2/publishers/{publisherId}/invitations/advertisers',
  'get'
>['advertisers'][number];
export type Invitation = InvitingBrand['invitations'][number];

/** Brands inviting the partner, with every invitation (one page: a partner has few). */
export function useInvitations(partnerId: Id) {
  return useQuery({
    queryKey: invitationKeys.list(partnerId),
    queryFn: () =>
      call(
        api.GET('/v2/publishers/{publisherId}/invitations/advertisers', {
          params: { path: { publisherId: String(partnerId) }, query: { limit: 500 } },
        }),
      ),
  });
}

interface Answer {
  decision: 'accept' | 'decline';
  campaignIds: string[];
  /** Custom terms accepted with the invitations (accept only). */
  termsIds?: string[];
}

/** Accept or decline invitations (all or nothing); afterwards the partner's lists are refetched. */
export function useAnswerInvitations(partnerId: Id) {
  const qc = useQueryClient();
  const path = { path: { publisherId: String(partnerId) } };
  return useMutation({
    mutationFn: ({ decision, campaignIds, termsIds }: Answer) =>
      decision === 'accept'
        ? call(
            api.POST('/v2/publishers/{publisherId}/invitations/accept', {
              params: path,
              body: {
                campaign_ids: campaignIds,
                ...(termsIds?.length ? { terms_ids: termsIds } : {}),
              },
            }),
          )
        : call(
            api.POST('/v2/publishers/{publisherId}/invitations/decline', {
              params: path,
              body: { campaign_ids: campaignIds },
            }),
          ),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: keys.partnerArea.all }),
        qc.invalidateQueries({ queryKey: keys.partners.all }),
      ]),
  });
}

export type QueueParams = NonNullable<
  paths['/v2/networks/{networkId}/campaign-requests-invites']['get']['parameters']['query']
>;
export type QueuePartner = ResponseBody<
  '/v2/networks/{networkId}/campaign-requests-invites',
  'get'
>['partners'][number];

/** The network's request and invitation queue, one page per filter set. */
export function useRequestInviteQueue(networkId: Id, params: QueueParams) {
  return useQuery({
    queryKey: queueKeys.list(networkId, params),
    queryFn: () =>
      call(
        api.GET('/v2/networks/{networkId}/campaign-requests-invites', {
          params: { path: { networkId: String(networkId) }, query: params },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The values the queue can be filtered by (campaigns and brands the caller sees, ...). */
export function useRequestInviteFilters(networkId: Id) {
  return useQuery({
    queryKey: queueKeys.filters(networkId),
    queryFn: () =>
      call(
        api.GET('/v2/networks/{networkId}/campaign-requests-invites/filters', {
          params: { path: { networkId: String(networkId) } },
        }),
      ),
  });
}

/** One partner's open requests and invitations (when a partner is chosen). */
export function useRequestInvitePartner(networkId: Id, partnerId: Id | null) {
  return useQuery({
    queryKey: queueKeys.partner(networkId, partnerId ?? ''),
    queryFn: () =>
      call(
        api.GET('/v2/networks/{networkId}/campaign-requests-invites/partners/{publisherId}', {
          params: { path: { networkId: String(networkId), publisherId: String(partnerId) } },
        }),
      ),
    enabled: partnerId !== null,
  });
}
