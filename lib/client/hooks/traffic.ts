'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { paths } from '../generated/openapi';
import { api, call, type ResponseBody } from '../api';

/**
 * The console's traffic reads: clicks and conversions per day for the network (or one brand,
 * campaign or partner), and the invalid clicks with their verdicts. Brand users get their
 * brands' campaigns only (the API scopes it).
 */

type Id = string | number;
type InvalidQuery = NonNullable<
  paths['/v3/network/{networkId}/traffic/invalid-clicks']['get']['parameters']['query']
>;

export type TrafficDays = 7 | 30 | 90;
export type ClickVerdict = NonNullable<InvalidQuery['reason']>;

export type TrafficGroup = 'partner' | 'campaign' | 'sub_id' | 'device' | 'country';

export interface TrafficFilters {
  brand_id?: string;
  campaign_id?: string;
  partner_id?: string;
  days: TrafficDays;
  /** A custom range (YYYY-MM-DD, both included); replaces `days` when both are set. */
  from?: string;
  to?: string;
  group_by?: TrafficGroup;
}

export type Traffic = ResponseBody<'/v3/network/{networkId}/traffic', 'get'>['data'];
export type InvalidClickPage = ResponseBody<
  '/v3/network/{networkId}/traffic/invalid-clicks',
  'get'
>;
export type InvalidClick = InvalidClickPage['data'][number];

const trafficKeys = {
  all: ['traffic'] as const,
  series: (networkId: Id, filters: TrafficFilters, timezone: string) =>
    ['traffic', 'series', String(networkId), filters, timezone] as const,
  invalid: (networkId: Id, query: Record<string, unknown>) =>
    ['traffic', 'invalid', String(networkId), query] as const,
};

/** The browser's time zone, so days are the user's calendar days. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function useTraffic(networkId: Id, filters: TrafficFilters) {
  const timezone = browserTimeZone();
  return useQuery({
    queryKey: trafficKeys.series(networkId, filters, timezone),
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<Traffic> =>
      (
        await call(
          api.GET('/v3/network/{networkId}/traffic', {
            params: { path: { networkId: String(networkId) }, query: { ...filters, timezone } },
          }),
        )
      ).data,
  });
}

export function useInvalidClicks(
  networkId: Id,
  filters: TrafficFilters & { reason?: ClickVerdict },
  page: { offset: number; limit: number },
) {
  const query = { ...filters, ...page, timezone: browserTimeZone() };
  return useQuery({
    queryKey: trafficKeys.invalid(networkId, query),
    placeholderData: keepPreviousData,
    queryFn: (): Promise<InvalidClickPage> =>
      call(
        api.GET('/v3/network/{networkId}/traffic/invalid-clicks', {
          params: { path: { networkId: String(networkId) }, query },
        }),
      ),
  });
}
