'use client';

import { useQuery } from '@tanstack/react-query';
import { api, call, type ResponseBody } from '../api';

export type PartnerEarnings = ResponseBody<'/v3/partner/{partnerId}/earnings', 'get'>;

/** A partner's commission per currency by lifecycle stage (pending, approved, locked, payable). */
export function usePartnerEarnings(partnerId: string | number) {
  return useQuery({
    queryKey: ['earnings', 'partner', String(partnerId)],
    queryFn: (): Promise<PartnerEarnings> =>
      call(
        api.GET('/v3/partner/{partnerId}/earnings', {
          params: { path: { partnerId: String(partnerId) } },
        }),
      ),
  });
}
