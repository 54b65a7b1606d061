'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody, type ResponseBody } from '../api';

/**
 * The partner's payments (docs/partner-self-service.md#payments): its payment history
 * (self-bills with returned items), the next payment per currency, and its tax profile.
 */

type Id = string | number;
export type PaymentHistoryEntry = ResponseBody<
  '/v3/partner/{partnerId}/self-bills',
  'get'
>['data'][number];
export type NextPayment = ResponseBody<
  '/v3/partner/{partnerId}/next-payment',
  'get'
>['data'][number];
export type TaxProfile = NonNullable<
  ResponseBody<'/v3/partner/{partnerId}/tax-profile', 'get'>['data']
>;
export type TaxProfileIn = RequestBody<'/v3/partner/{partnerId}/tax-profile', 'put'>;

const ALL = ['payments'] as const;
const path = (partnerId: Id) => ({ params: { path: { partnerId: String(partnerId) } } });

/** The partner's self-bills, newest first. */
export function usePaymentHistory(partnerId: Id) {
  return useQuery({
    queryKey: [...ALL, 'history', String(partnerId)],
    queryFn: async () =>
      (await call(api.GET('/v3/partner/{partnerId}/self-bills', path(partnerId)))).data,
  });
}

/** Per currency: the balance, the threshold and how far it is, and a run under way. */
export function useNextPayment(partnerId: Id) {
  return useQuery({
    queryKey: [...ALL, 'next', String(partnerId)],
    queryFn: async () =>
      (await call(api.GET('/v3/partner/{partnerId}/next-payment', path(partnerId)))).data,
  });
}

/** The partner's tax profile, or null before it saved one. */
export function useTaxProfile(partnerId: Id) {
  return useQuery({
    queryKey: [...ALL, 'tax-profile', String(partnerId)],
    queryFn: async () =>
      (await call(api.GET('/v3/partner/{partnerId}/tax-profile', path(partnerId)))).data,
  });
}

export function useSaveTaxProfile(partnerId: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TaxProfileIn) =>
      call(api.PUT('/v3/partner/{partnerId}/tax-profile', { ...path(partnerId), body })),
    onSettled: () => qc.invalidateQueries({ queryKey: ALL }),
  });
}
