'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody, type ResponseBody } from '../api';
import { toApiClientError } from '../errors';
import type { paths } from '../generated/openapi';

/**
 * Fraud review (docs/fraud.md): incidents across campaigns, one incident with its evidence, the
 * per-day counts, the actions on an incident (conversion changes run as jobs), a campaign's
 * whitelist and rules, and a partner's payment holds as the partner reads them.
 */

type Id = string | number;
/** The review's filters as the API takes them (ids and days as text; empty ones left out). */
export type IncidentFilters = Partial<
  Record<'campaign_id' | 'partner_id' | 'metric' | 'status' | 'start_date' | 'end_date', string>
>;
type ListQuery = NonNullable<paths['/v3/brand/fraud-incidents']['get']['parameters']['query']>;
export type IncidentListRow = ResponseBody<'/v3/brand/fraud-incidents', 'get'>['data'][number];
export type IncidentDetail = ResponseBody<
  '/v2/campaigns/{campaignId}/fraud/incidents/{incidentId}',
  'get'
>;
export type FraudRule = ResponseBody<
  '/v3/brand/campaigns/{campaignId}/fraud-rules',
  'get'
>['data'][number];
export type FraudRuleIn = RequestBody<
  '/v3/brand/campaigns/{campaignId}/fraud-rules/{metric}',
  'put'
>;
export type PartnerHolds = ResponseBody<'/v3/partner/{partnerId}/payment-holds', 'get'>;

/** Incidents per page of the review list. */
export const INCIDENT_PAGE = 25;
const ALL = ['fraud'] as const;

const incidentPath = (campaignId: Id, incidentId: Id) => ({
  params: { path: { campaignId: String(campaignId), incidentId: String(incidentId) } },
});

export function useIncidents(filters: IncidentFilters, offset = 0, limit = INCIDENT_PAGE) {
  return useQuery({
    queryKey: [...ALL, 'incidents', filters, offset, limit],
    queryFn: () =>
      call(
        api.GET('/v3/brand/fraud-incidents', {
          params: { query: { ...filters, offset, limit } as ListQuery },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useIncident(campaignId: Id | undefined, incidentId: Id | undefined) {
  return useQuery({
    queryKey: [...ALL, 'incident', String(campaignId), String(incidentId)],
    enabled: campaignId !== undefined && incidentId !== undefined,
    queryFn: () =>
      call(
        api.GET(
          '/v2/campaigns/{campaignId}/fraud/incidents/{incidentId}',
          incidentPath(campaignId!, incidentId!),
        ),
      ),
  });
}

/** Incidents per day and metric over the days (a campaign's; the API counts per campaign). */
export function useIncidentAggregation(campaignId: Id | undefined, start: string, end: string) {
  return useQuery({
    queryKey: [...ALL, 'aggregation', String(campaignId), start, end],
    enabled: campaignId !== undefined && !!start && !!end,
    queryFn: () =>
      call(
        api.GET('/v2/campaigns/{campaignId}/fraud/incidents-aggregation', {
          params: {
            path: { campaignId: String(campaignId) },
            query: { start_date: start, end_date: end },
          },
        }),
      ),
  });
}

export type IncidentAction =
  'reject-conversions' | 'pend-conversions' | 'reject-partner' | 'dismiss';

/** Runs an action on an incident; the conversion changes answer with their job's id. */
export function useIncidentAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({
      campaignId,
      incidentId,
      action,
    }: {
      campaignId: Id;
      incidentId: Id;
      action: IncidentAction;
    }): Promise<{ jobId: string | null }> => {
      const path = incidentPath(campaignId, incidentId);
      const answer =
        action === 'reject-conversions'
          ? await api.POST(
              '/v2/campaigns/{campaignId}/fraud/incidents/{incidentId}/reject-conversions',
              path,
            )
          : action === 'pend-conversions'
            ? await api.POST(
                '/v2/campaigns/{campaignId}/fraud/incidents/{incidentId}/pend-conversions',
                path,
              )
            : action === 'reject-partner'
              ? await api.POST(
                  '/v2/campaigns/{campaignId}/fraud/incidents/{incidentId}/reject-partner',
                  path,
                )
              : await api.DELETE('/v2/campaigns/{campaignId}/fraud/incidents/{incidentId}', path);
      if (!answer.response.ok) throw toApiClientError(answer.response.status, answer.error);
      const location = answer.response.headers.get('location');
      return { jobId: location ? (location.split('/').pop() ?? null) : null };
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ALL }),
  });
}

/** Staff: releases the payment hold the incident placed, saying why. */
export function useReleaseIncidentHold() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { campaignId: Id; incidentId: Id; reason: string }) =>
      call(
        api.POST('/v2/campaigns/{campaignId}/fraud/incidents/{incidentId}/release-hold', {
          ...incidentPath(v.campaignId, v.incidentId),
          body: { reason: v.reason },
        }),
      ),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ALL });
      void qc.invalidateQueries({ queryKey: ['payments'] });
    },
  });
}

export function useWhitelist(campaignId: Id) {
  return useQuery({
    queryKey: [...ALL, 'whitelist', String(campaignId)],
    queryFn: () =>
      call(
        api.GET('/v2/campaigns/{campaignId}/fraud/whitelisted-partners', {
          params: { path: { campaignId: String(campaignId) } },
        }),
      ),
  });
}

export function useWhitelistMutations(campaignId: Id) {
  const qc = useQueryClient();
  const onSettled = () => qc.invalidateQueries({ queryKey: [...ALL, 'whitelist'] });
  const path = { campaignId: String(campaignId) };
  return {
    add: useMutation({
      mutationFn: (partnerId: string) =>
        call(
          api.POST('/v2/campaigns/{campaignId}/fraud/whitelisted-partners', {
            params: { path },
            body: { partner_id: partnerId },
          }),
        ),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (partnerId: string) =>
        call(
          api.DELETE('/v2/campaigns/{campaignId}/fraud/whitelisted-partners', {
            params: { path, query: { partner_id: partnerId } },
          }),
        ),
      onSettled,
    }),
  };
}

/** Whose rules: a campaign's (with the network's defaults under them) or the network's defaults. */
export type FraudRuleScope = { campaignId: string } | { networkId: string };

const scopeKey = (scope: FraudRuleScope) =>
  'campaignId' in scope ? `campaign-${scope.campaignId}` : `network-${scope.networkId}`;

export function useFraudRules(scope: FraudRuleScope) {
  return useQuery({
    queryKey: [...ALL, 'rules', scopeKey(scope)],
    queryFn: () =>
      'campaignId' in scope
        ? call(
            api.GET('/v3/brand/campaigns/{campaignId}/fraud-rules', {
              params: { path: { campaignId: scope.campaignId } },
            }),
          )
        : call(
            api.GET('/v3/network/{networkId}/fraud-rules', {
              params: { path: { networkId: scope.networkId } },
            }),
          ),
  });
}

export function useFraudRuleMutations(scope: FraudRuleScope) {
  const qc = useQueryClient();
  // A network default shows in every campaign's list too.
  const onSettled = () => qc.invalidateQueries({ queryKey: [...ALL, 'rules'] });
  return {
    save: useMutation({
      mutationFn: ({ metric, body }: { metric: string; body: FraudRuleIn }) =>
        'campaignId' in scope
          ? call(
              api.PUT('/v3/brand/campaigns/{campaignId}/fraud-rules/{metric}', {
                params: { path: { campaignId: scope.campaignId, metric } },
                body,
              }),
            )
          : call(
              api.PUT('/v3/network/{networkId}/fraud-rules/{metric}', {
                params: { path: { networkId: scope.networkId, metric } },
                body,
              }),
            ),
      onSettled,
    }),
    reset: useMutation({
      mutationFn: (metric: string) =>
        'campaignId' in scope
          ? call(
              api.DELETE('/v3/brand/campaigns/{campaignId}/fraud-rules/{metric}', {
                params: { path: { campaignId: scope.campaignId, metric } },
              }),
            )
          : call(
              api.DELETE('/v3/network/{networkId}/fraud-rules/{metric}', {
                params: { path: { networkId: scope.networkId, metric } },
              }),
            ),
      onSettled,
    }),
  };
}

/** The partner's open payment holds and whom to contact. */
export function usePartnerHolds(partnerId: Id) {
  return useQuery({
    queryKey: ['payments', 'partner-holds', String(partnerId)],
    queryFn: () =>
      call(
        api.GET('/v3/partner/{partnerId}/payment-holds', {
          params: { path: { partnerId: String(partnerId) } },
        }),
      ),
  });
}
