'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody, type ResponseBody } from '../api';

/**
 * Payment runs, self-bills and holds for the console's Payments page (docs/payments.md): every
 * key starts with 'payments', so a write refreshes the balances on the partner page too.
 */

type Id = string | number;
const ALL = ['payments'] as const;
const RUNS = '/v3/network/{networkId}/payment-runs';
const RUN = '/v3/network/{networkId}/payment-runs/{runId}';
const HOLDS = '/v3/network/{networkId}/payment-holds';

export type PaymentRun = ResponseBody<typeof RUN, 'get'>['data'];
export type RunSelfBill = NonNullable<PaymentRun['self_bills']>[number];
export type PaymentHold = ResponseBody<typeof HOLDS, 'get'>['data'][number];
export type SelfBillItem = ResponseBody<
  '/v3/network/{networkId}/self-bills/{selfBillId}/items',
  'get'
>['data'][number];
export type NewPaymentRun = RequestBody<typeof RUNS, 'post'>;

const net = (networkId: Id) => ({ networkId: String(networkId) });

export function usePaymentRuns(networkId: Id) {
  return useQuery({
    queryKey: [...ALL, 'runs', String(networkId)],
    queryFn: () => call(api.GET(RUNS, { params: { path: net(networkId) } })),
  });
}

/** Which page of a run's included lines, excluded lines and self-bills to read (offsets). */
export interface RunPageOffsets {
  included_offset: number;
  excluded_offset: number;
  self_bills_offset: number;
}
export const RUN_PAGE_LIMIT = 100;

export function usePaymentRun(networkId: Id, runId: Id, page?: RunPageOffsets) {
  return useQuery({
    queryKey: [...ALL, 'runs', String(networkId), String(runId), page ?? null],
    queryFn: () =>
      call(
        api.GET(RUN, {
          params: {
            path: { ...net(networkId), runId: String(runId) },
            query: page && { limit: RUN_PAGE_LIMIT, ...page },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useSelfBillItems(networkId: Id, selfBillId: Id | null) {
  return useQuery({
    queryKey: [...ALL, 'self-bill-items', String(networkId), String(selfBillId)],
    enabled: selfBillId !== null,
    queryFn: () =>
      call(
        api.GET('/v3/network/{networkId}/self-bills/{selfBillId}/items', {
          params: { path: { ...net(networkId), selfBillId: String(selfBillId) } },
        }),
      ),
  });
}

/** Start (the preview), approve, issue, mark paid, discard; a self-bill paid; an item returned. */
export function usePaymentRunMutations(networkId: Id) {
  const qc = useQueryClient();
  const onSettled = () => qc.invalidateQueries({ queryKey: ALL });
  const run = (runId: Id) => ({ params: { path: { ...net(networkId), runId: String(runId) } } });
  return {
    start: useMutation({
      mutationFn: (body: NewPaymentRun) =>
        call(api.POST(RUNS, { params: { path: net(networkId) }, body })),
      onSettled,
    }),
    approve: useMutation({
      mutationFn: (runId: Id) => call(api.POST(`${RUN}/approve`, run(runId))),
      onSettled,
    }),
    issue: useMutation({
      mutationFn: (runId: Id) => call(api.POST(`${RUN}/issue`, run(runId))),
      onSettled,
    }),
    paid: useMutation({
      mutationFn: (runId: Id) => call(api.POST(`${RUN}/paid`, run(runId))),
      onSettled,
    }),
    discard: useMutation({
      mutationFn: (runId: Id) => call(api.DELETE(RUN, run(runId))),
      onSettled,
    }),
    selfBillPaid: useMutation({
      mutationFn: (selfBillId: Id) =>
        call(
          api.POST('/v3/network/{networkId}/self-bills/{selfBillId}/paid', {
            params: { path: { ...net(networkId), selfBillId: String(selfBillId) } },
          }),
        ),
      onSettled,
    }),
    returnItem: useMutation({
      mutationFn: (v: { selfBillId: Id; itemId: Id; reason: string }) =>
        call(
          api.POST('/v3/network/{networkId}/self-bills/{selfBillId}/items/{itemId}/return', {
            params: {
              path: {
                ...net(networkId),
                selfBillId: String(v.selfBillId),
                itemId: String(v.itemId),
              },
            },
            body: { reason: v.reason },
          }),
        ),
      onSettled,
    }),
  };
}

/** Open holds (or all), of the network or of one partner. */
export function usePaymentHolds(
  networkId: Id,
  filters: { partnerId?: Id; status?: 'open' | 'all' } = {},
) {
  const query = {
    ...(filters.partnerId !== undefined && { partner_id: String(filters.partnerId) }),
    ...(filters.status && { status: filters.status }),
  };
  return useQuery({
    queryKey: [...ALL, 'holds', String(networkId), query],
    queryFn: () => call(api.GET(HOLDS, { params: { path: net(networkId), query } })),
  });
}

export function usePaymentHoldMutations(networkId: Id) {
  const qc = useQueryClient();
  const onSettled = () => qc.invalidateQueries({ queryKey: ALL });
  return {
    hold: useMutation({
      mutationFn: (v: { partnerId: Id; reason: string }) =>
        call(
          api.POST('/v3/network/{networkId}/partners/{partnerId}/payment-holds', {
            params: { path: { ...net(networkId), partnerId: String(v.partnerId) } },
            body: { reason: v.reason },
          }),
        ),
      onSettled,
    }),
    release: useMutation({
      mutationFn: (v: { holdId: Id; reason: string }) =>
        call(
          api.POST('/v3/network/{networkId}/payment-holds/{holdId}/release', {
            params: { path: { ...net(networkId), holdId: String(v.holdId) } },
            body: { reason: v.reason },
          }),
        ),
      onSettled,
    }),
  };
}
