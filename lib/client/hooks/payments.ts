'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody, type ResponseBody } from '../api';

/**
 * Payments (docs/payments.md): a partner's balances per currency, its payment-detail sets (masked)
 * and saving them, staff suspending a set, and the network's funding mode.
 */

type Id = string | number;
export type PaymentSummary = ResponseBody<
  '/user/publisher/{publisher_id}/payment/summary',
  'get'
>['summary'];
type DetailList = ResponseBody<'/user/publisher/{publisher_id}/payment_detail', 'get'>;
export type PaymentDetailSet = DetailList['payment_details'][number][string];
export type PaymentDetailSetIn = RequestBody<
  '/user/publisher/{publisher_id}/payment_detail',
  'post'
>['payment_details'][number];
export type FundingMode = ResponseBody<
  '/v3/network/{networkId}/payment-settings',
  'get'
>['data']['funding_mode'];

const ALL = ['payments'] as const;

/** Pending, approved, confirmed, available and paid per currency. */
export function usePaymentSummary(partnerId: Id) {
  return useQuery({
    queryKey: [...ALL, 'summary', String(partnerId)],
    queryFn: async () =>
      (
        await call(
          api.GET('/user/publisher/{publisher_id}/payment/summary', {
            params: { path: { publisher_id: String(partnerId) } },
          }),
        )
      ).summary,
  });
}

/** The partner's payment-detail sets, values masked, oldest first. */
export function usePaymentDetails(partnerId: Id) {
  return useQuery({
    queryKey: [...ALL, 'details', String(partnerId)],
    queryFn: async (): Promise<PaymentDetailSet[]> =>
      (
        await call(
          api.GET('/user/publisher/{publisher_id}/payment_detail', {
            params: { path: { publisher_id: String(partnerId) } },
          }),
        )
      ).payment_details.flatMap((s) => Object.values(s)),
  });
}

/** Creates or replaces one set (its paid currency names it). */
export function useSavePaymentDetails(partnerId: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (set: PaymentDetailSetIn) =>
      call(
        api.POST('/user/publisher/{publisher_id}/payment_detail', {
          params: { path: { publisher_id: String(partnerId) } },
          body: { payment_details: [set] },
        }),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: ALL }),
  });
}

/** Staff: suspend or release a set with a note. */
export function useSuspendPaymentDetail(networkId: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ setId, ...body }: { setId: string; suspended: boolean; note: string }) =>
      call(
        api.PUT('/v3/network/{networkId}/payment-detail-sets/{setId}/suspension', {
          params: { path: { networkId: String(networkId), setId } },
          body,
        }),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: ALL }),
  });
}

/** Staff: how the network funds payouts. */
export function useFundingMode(networkId: Id) {
  return useQuery({
    queryKey: [...ALL, 'funding-mode', String(networkId)],
    queryFn: async () =>
      (
        await call(
          api.GET('/v3/network/{networkId}/payment-settings', {
            params: { path: { networkId: String(networkId) } },
          }),
        )
      ).data.funding_mode,
  });
}

export function useSetFundingMode(networkId: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (mode: FundingMode) =>
      call(
        api.PATCH('/v3/network/{networkId}/payment-settings', {
          params: { path: { networkId: String(networkId) } },
          body: { funding_mode: mode },
        }),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: ALL }),
  });
}
