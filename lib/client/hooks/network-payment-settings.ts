'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody, type ResponseBody } from '../api';

/**
 * Staff: the network's payment settings (funding mode, payer account, the payment runs'
 * defaults), its tax settings and a campaign's invoice fee (docs/payments.md).
 */

type Id = string | number;
export type PaymentSettings = ResponseBody<
  '/v3/network/{networkId}/payment-settings',
  'get'
>['data'];
export type PaymentSettingsChanges = RequestBody<
  '/v3/network/{networkId}/payment-settings',
  'patch'
>;
export type TaxSettings = ResponseBody<'/v3/network/{networkId}/tax-settings', 'get'>['data'];
export type TaxSettingsChanges = RequestBody<'/v3/network/{networkId}/tax-settings', 'patch'>;
export type InvoiceFee = ResponseBody<
  '/v3/network/{networkId}/invoice-fees/{campaignId}',
  'get'
>['data'];

// Under 'payments', so the funding-mode query (lib/client/hooks/payments.ts) refreshes too.
const ALL = ['payments', 'network-settings'] as const;

export function usePaymentSettings(networkId: Id) {
  return useQuery({
    queryKey: [...ALL, 'payment', String(networkId)],
    queryFn: async () =>
      (
        await call(
          api.GET('/v3/network/{networkId}/payment-settings', {
            params: { path: { networkId: String(networkId) } },
          }),
        )
      ).data,
  });
}

export function usePatchPaymentSettings(networkId: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentSettingsChanges) =>
      call(
        api.PATCH('/v3/network/{networkId}/payment-settings', {
          params: { path: { networkId: String(networkId) } },
          body,
        }),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: ['payments'] }),
  });
}

export function useTaxSettings(networkId: Id) {
  return useQuery({
    queryKey: [...ALL, 'tax', String(networkId)],
    queryFn: async () =>
      (
        await call(
          api.GET('/v3/network/{networkId}/tax-settings', {
            params: { path: { networkId: String(networkId) } },
          }),
        )
      ).data,
  });
}

export function usePatchTaxSettings(networkId: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TaxSettingsChanges) =>
      call(
        api.PATCH('/v3/network/{networkId}/tax-settings', {
          params: { path: { networkId: String(networkId) } },
          body,
        }),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: ALL }),
  });
}

export function useInvoiceFee(networkId: Id, campaignId: Id) {
  return useQuery({
    queryKey: [...ALL, 'invoice-fee', String(networkId), String(campaignId)],
    queryFn: async () =>
      (
        await call(
          api.GET('/v3/network/{networkId}/invoice-fees/{campaignId}', {
            params: { path: { networkId: String(networkId), campaignId: String(campaignId) } },
          }),
        )
      ).data,
  });
}

export function useSetInvoiceFee(networkId: Id, campaignId: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Pick<InvoiceFee, 'basis' | 'rate'>) =>
      call(
        api.PUT('/v3/network/{networkId}/invoice-fees/{campaignId}', {
          params: { path: { networkId: String(networkId), campaignId: String(campaignId) } },
          body,
        }),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: ALL }),
  });
}
