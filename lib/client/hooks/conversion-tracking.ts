'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody, type ResponseBody } from '../api';

/**
 * A campaign's conversion tracking setup (our v3 operations): the tags and conversion URL, the
 * tracking secret (reveal, rotate) and "test a conversion" (a dry run: nothing is recorded).
 */

type Id = string | number;

export type ConversionTest = ResponseBody<
  '/v3/brand/campaigns/{campaignId}/conversion-tracking/test',
  'post'
>['data'];
export type ConversionTestBody = RequestBody<
  '/v3/brand/campaigns/{campaignId}/conversion-tracking/test',
  'post'
>;

const path = (campaignId: Id) => ({ params: { path: { campaignId: String(campaignId) } } });
const trackingKeys = {
  setup: (campaignId: Id) => ['conversion-tracking', String(campaignId)] as const,
  secret: (campaignId: Id) => ['conversion-tracking', String(campaignId), 'secret'] as const,
};

export function useConversionTracking(campaignId: Id) {
  return useQuery({
    queryKey: trackingKeys.setup(campaignId),
    queryFn: async () =>
      (
        await call(
          api.GET('/v3/brand/campaigns/{campaignId}/conversion-tracking', path(campaignId)),
        )
      ).data,
  });
}

/** The secret, read only when the user asks to reveal it. */
export function useTrackingSecret(campaignId: Id, enabled: boolean) {
  return useQuery({
    queryKey: trackingKeys.secret(campaignId),
    enabled,
    staleTime: Infinity,
    queryFn: async () =>
      (
        await call(
          api.GET('/v3/brand/campaigns/{campaignId}/conversion-tracking/secret', path(campaignId)),
        )
      ).data,
  });
}

export function useRotateTrackingSecret(campaignId: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await call(
          api.POST('/v3/brand/campaigns/{campaignId}/conversion-tracking/secret', path(campaignId)),
        )
      ).data,
    onSuccess: (data) => {
      qc.setQueryData(trackingKeys.secret(campaignId), data);
      void qc.invalidateQueries({ queryKey: trackingKeys.setup(campaignId) });
    },
  });
}

export function useTestConversion(campaignId: Id) {
  return useMutation({
    mutationFn: async (body: ConversionTestBody) =>
      (
        await call(
          api.POST('/v3/brand/campaigns/{campaignId}/conversion-tracking/test', {
            ...path(campaignId),
            body,
          }),
        )
      ).data,
  });
}

/** A partner's profile as a brand sees it (GET /v3/brand/partners/{partnerId}). */
export function useBrandPartnerProfile(partnerId: Id) {
  return useQuery({
    queryKey: ['brand-partner-profile', String(partnerId)],
    queryFn: async () =>
      (
        await call(
          api.GET('/v3/brand/partners/{partnerId}', {
            params: { path: { partnerId: String(partnerId) } },
          }),
        )
      ).data,
  });
}

export function useBrandSettings(networkId: Id, enabled = true) {
  return useQuery({
    queryKey: ['brand-settings', String(networkId)],
    enabled,
    queryFn: async () =>
      (
        await call(
          api.GET('/v3/network/{networkId}/brand-settings', {
            params: { path: { networkId: String(networkId) } },
          }),
        )
      ).data,
  });
}

export function useSetBrandSettings(networkId: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (brandApprovalRequired: boolean) =>
      (
        await call(
          api.PATCH('/v3/network/{networkId}/brand-settings', {
            params: { path: { networkId: String(networkId) } },
            body: { brand_approval_required: brandApprovalRequired },
          }),
        )
      ).data,
    onSuccess: (data) => qc.setQueryData(['brand-settings', String(networkId)], data),
  });
}
