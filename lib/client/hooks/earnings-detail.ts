'use client';

import { useQuery } from '@tanstack/react-query';
import { api, call, type ResponseBody } from '../api';

export type EarningRows = ResponseBody<'/v3/partner/{partnerId}/earnings/conversions', 'get'>;
export type EarningRow = EarningRows['data']['rows'][number];
export type BrandEarnings = ResponseBody<'/v3/brand/earnings', 'get'>;
export type Stage = 'pending' | 'approved' | 'locked' | 'payable';

export const ROWS_PAGE = 25;

/** The conversions behind one earnings figure (a stage in a currency), a page at a time. */
export function usePartnerEarningRows(
  partnerId: string | number,
  pick: { stage: Stage; currency: string } | null,
  offset: number,
) {
  return useQuery({
    queryKey: ['earnings', 'rows', String(partnerId), pick, offset],
    enabled: pick !== null,
    queryFn: (): Promise<EarningRows> =>
      call(
        api.GET('/v3/partner/{partnerId}/earnings/conversions', {
          params: {
            path: { partnerId: String(partnerId) },
            query: { ...pick!, offset, limit: ROWS_PAGE },
          },
        }),
      ),
  });
}

/** Commission per campaign and over them all (staff: the network; brand users: their brands). */
export function useBrandEarnings(campaignId?: string) {
  return useQuery({
    queryKey: ['earnings', 'brand', campaignId ?? null],
    queryFn: (): Promise<BrandEarnings> =>
      call(
        api.GET('/v3/brand/earnings', {
          params: { query: campaignId ? { campaign_id: campaignId } : {} },
        }),
      ),
  });
}

export type Period = 'P1D' | 'P1M';
export interface SeriesChoice {
  days: number;
  period: Period;
  currency: string;
}
type Scope = { side: 'partner'; partner: string } | { side: 'brand'; campaigns: string[] };

/** The reference's conversion statuses a line is filtered by, and its label. */
export const SERIES = [
  { key: 'pending', label: 'Pending', status: 'pending' },
  { key: 'approved', label: 'Approved (incl. locked and payable)', status: 'approved' },
] as const;

function bodyOf(scope: Scope, choice: SeriesChoice, status: string) {
  const end = new Date();
  end.setUTCHours(0, 0, 0, 0);
  end.setUTCDate(end.getUTCDate() + 1);
  const start = new Date(end.getTime() - choice.days * 86_400_000);
  return {
    date_time_ranges: [{ start: start.toISOString(), end: end.toISOString() }],
    metrics: ['total_partner_commission' as const],
    interval: { period: choice.period },
    output_currency: choice.currency,
    filter_by: [
      { field: 'conversion_status' as const, value: status, operator: 'EQUALS' as const },
    ],
    ...(scope.side === 'partner'
      ? { scope: { partner: scope.partner } }
      : { scope: { campaigns: scope.campaigns } }),
  };
}

async function seriesOf(scope: Scope, body: ReturnType<typeof bodyOf>) {
  const res =
    scope.side === 'partner'
      ? await call(
          api.POST('/v3/partner/analytics/conversions/timeseries', {
            body: body as never,
          }),
        )
      : await call(
          api.POST('/v3/brand/analytics/conversions/timeseries', {
            body: body as never,
          }),
        );
  return (res as { data: { date_time_range: { start: string } }[] }).data as unknown as {
    date_time_range: { start: string };
    total_partner_commission: number;
  }[];
}

/**
 * Partner commission over time per stage, from the reference's conversion timeseries (one call
 * per conversion status); points keyed by date (YYYY-MM-DD, or YYYY-MM by month).
 */
export function useCommissionSeries(scope: Scope | null, choice: SeriesChoice | null) {
  return useQuery({
    queryKey: ['earnings', 'series', scope, choice],
    enabled: scope !== null && choice !== null,
    queryFn: async () => {
      const lines = await Promise.all(
        SERIES.map((s) => seriesOf(scope!, bodyOf(scope!, choice!, s.status))),
      );
      const byDate = new Map<string, Record<string, number | string>>();
      lines.forEach((points, i) => {
        for (const p of points) {
          const date = p.date_time_range.start.slice(0, choice!.period === 'P1M' ? 7 : 10);
          const point = byDate.get(date) ?? { date };
          point[SERIES[i]!.key] = p.total_partner_commission;
          byDate.set(date, point);
        }
      });
      return [...byDate.values()] as ({ date: string } & Record<string, number | string>)[];
    },
  });
}
