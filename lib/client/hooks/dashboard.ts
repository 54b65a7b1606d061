'use client';

import { useQuery } from '@tanstack/react-query';
import { api, call, type ResponseBody } from '../api';
import { browserTimeZone } from './traffic';

/**
 * The console overview's dashboard: the last 30 days against the 30 before, the daily series
 * and the work waiting, for the caller's scope (brand users: their brands; the API scopes it).
 */

export type Dashboard = ResponseBody<'/v3/network/{networkId}/dashboard', 'get'>['data'];
export type DashboardMoney = Dashboard['current']['revenue'][number];

const dashboardKeys = {
  all: ['dashboard'] as const,
  one: (networkId: string | number, timezone: string) =>
    ['dashboard', String(networkId), timezone] as const,
};

export function useDashboard(networkId: string | number) {
  const timezone = browserTimeZone();
  return useQuery({
    queryKey: dashboardKeys.one(networkId, timezone),
    queryFn: async (): Promise<Dashboard> =>
      (
        await call(
          api.GET('/v3/network/{networkId}/dashboard', {
            params: { path: { networkId: String(networkId) }, query: { timezone } },
          }),
        )
      ).data,
  });
}
