'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody, type ResponseBody } from '../api';

/**
 * A participation's paid-search violation windows (docs/fraud.md#paid-search-violations):
 * commissions of sales in a window are not paid.
 */

const PATH = '/v3/brand/participations/{participationId}/paid_search_violation' as const;
export type PaidSearchWindow = ResponseBody<typeof PATH, 'get'>['data'][number];
export type PaidSearchWindowIn = RequestBody<typeof PATH, 'post'>;

const key = (participationId: string) => ['fraud', 'paid-search', participationId] as const;
const path = (participationId: string) => ({ params: { path: { participationId } } });

export function usePaidSearchWindows(participationId: string) {
  return useQuery({
    queryKey: key(participationId),
    queryFn: () => call(api.GET(PATH, path(participationId))),
  });
}

export function usePaidSearchMutations(participationId: string) {
  const qc = useQueryClient();
  const onSettled = () => qc.invalidateQueries({ queryKey: key(participationId) });
  return {
    add: useMutation({
      mutationFn: (body: PaidSearchWindowIn) =>
        call(api.POST(PATH, { ...path(participationId), body })),
      onSettled,
    }),
    end: useMutation({
      mutationFn: (windowId: string) =>
        call(
          api.DELETE(`${PATH}/{paidSearchViolationId}`, {
            params: { path: { participationId, paidSearchViolationId: windowId } },
          }),
        ),
      onSettled,
    }),
  };
}
