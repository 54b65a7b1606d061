'use client';

import { useQuery } from '@tanstack/react-query';
import { api, call, type RequestBody, type ResponseBody } from '../api';

type Side = 'brand' | 'partner';
export type BrandTimeseriesBody = RequestBody<'/v3/brand/analytics/clicks/timeseries', 'post'>;
export type PartnerTimeseriesBody = RequestBody<'/v3/partner/analytics/clicks/timeseries', 'post'>;
export type ClickTimeseries = ResponseBody<'/v3/brand/analytics/clicks/timeseries', 'post'>;

/** Click metrics per interval for charts (brand: scope.campaigns; partner: scope.partner). */
export function useClickTimeseries(
  side: Side,
  body: BrandTimeseriesBody | PartnerTimeseriesBody | null,
  { fresh = false }: { fresh?: boolean } = {},
) {
  return useQuery({
    queryKey: ['click-timeseries', side, body],
    enabled: body !== null,
    // Fresh: read again whenever a page shows it, not from another page's answer of 30 s ago.
    ...(fresh && { staleTime: 0 }),
    queryFn: (): Promise<ClickTimeseries> =>
      side === 'brand'
        ? call(
            api.POST('/v3/brand/analytics/clicks/timeseries', {
              body: body as BrandTimeseriesBody,
            }),
          )
        : call(
            api.POST('/v3/partner/analytics/clicks/timeseries', {
              body: body as PartnerTimeseriesBody,
            }),
          ),
  });
}
