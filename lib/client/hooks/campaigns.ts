import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { paths } from '../generated/openapi';
import { api, call, type RequestBody } from '../api';
import { keys, type ListParams } from '../query-keys';

type Id = string | number;
export type ParticipationFilter = NonNullable<
  NonNullable<
    paths['/campaign/{campaign_id}/publisher']['get']['parameters']['query']
  >['campaign_status']
>;

const campaignPath = (id: Id) => ({ path: { campaign_id: String(id) } });
const networkPath = (networkId: Id) => ({ path: { networkId: String(networkId) } });

export function useBrandCampaigns(brandId: Id, params: ListParams) {
  return useQuery({
    queryKey: keys.campaigns.ofBrand(brandId, params),
    queryFn: () =>
      call(
        api.GET('/user/advertiser/{advertiser_id}/campaign', {
          params: { path: { advertiser_id: String(brandId) }, query: params },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCampaign(id: Id) {
  return useQuery({
    queryKey: keys.campaigns.detail(id),
    queryFn: () => call(api.GET('/campaign/{campaign_id}', { params: campaignPath(id) })),
  });
}

/** The partners on a campaign, optionally one status (p: the open requests). */
function fetchCampaignPartners(id: Id, status?: ParticipationFilter) {
  return call(
    api.GET('/campaign/{campaign_id}/publisher', {
      // The console shows a campaign's partners on one page: the largest page the API serves.
      params: { ...campaignPath(id), query: { campaign_status: status, limit: 500 } },
    }),
  );
}

export function useCampaignPartners(id: Id, status?: ParticipationFilter) {
  return useQuery({
    queryKey: keys.campaigns.partners(id, status),
    queryFn: () => fetchCampaignPartners(id, status),
  });
}

/** The open requests (p, which includes invitations) of several campaigns at once. */
export function usePendingRequests(campaignIds: Id[]) {
  return useQueries({
    queries: campaignIds.map((id) => ({
      queryKey: keys.campaigns.partners(id, 'p'),
      queryFn: () => fetchCampaignPartners(id, 'p'),
    })),
  });
}

export function useCreateCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestBody<'/campaign', 'post'>) =>
      call(api.POST('/campaign', { body: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.campaigns.all }),
  });
}

export function useUpdateCampaign(id: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestBody<'/campaign/{campaign_id}', 'put'>) =>
      call(api.PUT('/campaign/{campaign_id}', { params: campaignPath(id), body: input })),
    onSuccess: (data) => {
      qc.setQueryData(keys.campaigns.detail(id), data);
      return qc.invalidateQueries({ queryKey: keys.campaigns.all });
    },
  });
}

const v3CampaignPath = (id: Id) => ({ path: { campaignId: String(id) } });

/** The v3 campaign: its lock period and sale limits. */
export function useCampaignV3(id: Id) {
  return useQuery({
    queryKey: keys.campaigns.v3(id),
    queryFn: () =>
      call(api.GET('/v3/brand/campaigns/{campaignId}', { params: v3CampaignPath(id) })),
  });
}

/** PATCH /v3/brand/campaigns/{campaignId}: extra_info, lock period, sale limits (staff). */
export function usePatchCampaign(id: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestBody<'/v3/brand/campaigns/{campaignId}', 'patch'>) =>
      call(
        api.PATCH('/v3/brand/campaigns/{campaignId}', { params: v3CampaignPath(id), body: input }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.campaigns.v3(id) }),
  });
}

export interface DecisionItem {
  campaign_id: string;
  publisher_id: string;
}

interface Decision {
  decision: 'accept' | 'decline';
  items: DecisionItem[];
  reason?: string | null;
}

/** Accept or decline campaign requests: partial success, per-item results. */
export function useDecideRequests(networkId: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, items, reason }: Decision) =>
      decision === 'accept'
        ? call(
            api.POST('/v2/networks/{networkId}/campaign-requests/accept', {
              params: networkPath(networkId),
              body: { campaign_requests: items },
            }),
          )
        : call(
            api.POST('/v2/networks/{networkId}/campaign-requests/decline', {
              params: networkPath(networkId),
              body: { campaign_requests: items.map((i) => ({ ...i, reason: reason || null })) },
            }),
          ),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: keys.campaigns.all }),
        qc.invalidateQueries({ queryKey: keys.partners.all }),
      ]),
  });
}

/**
 * Invite partners approved on the network to campaigns: partial success, one result per
 * (campaign, partner) pair; a pending request is approved (a), no participation or a rejected
 * one becomes an invitation (t). Afterwards the participant lists of those campaigns (every
 * status tab, and the pending queues that share their keys) and the partners' own
 * participation lists and histories are refetched.
 */
export function useInvitePartners(networkId: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ campaignIds, partnerIds }: { campaignIds: string[]; partnerIds: string[] }) =>
      call(
        api.POST('/v2/networks/{networkId}/invite/network-partners', {
          params: networkPath(networkId),
          body: { campaign_id: campaignIds, publisher_id: partnerIds },
        }),
      ),
    onSettled: (_data, _error, { campaignIds, partnerIds }) =>
      Promise.all([
        ...campaignIds.map((id) =>
          qc.invalidateQueries({ queryKey: keys.campaigns.partnersOf(id) }),
        ),
        ...partnerIds.map((id) =>
          qc.invalidateQueries({ queryKey: keys.partners.participations(id) }),
        ),
        ...campaignIds.flatMap((cid) =>
          partnerIds.map((pid) =>
            qc.invalidateQueries({ queryKey: keys.partners.history(cid, pid) }),
          ),
        ),
      ]),
  });
}
