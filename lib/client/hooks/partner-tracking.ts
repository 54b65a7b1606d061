'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody, type ResponseBody } from '../api';
import {
  clickTimeseriesBody,
  dayWindow,
  fetchConversionDays,
  fetchPartnerLinks,
  fetchPartnerVouchers,
  fetchRecentClicks,
  fetchSalesTotals,
  type Period,
} from '../partner-tracking';
import { useClickTimeseries } from './click-analytics';

/**
 * The partner area's tracking pages: stored tracking links (the link builder), voucher codes,
 * clicks and conversions per day, recent clicks. The calls themselves: ../partner-tracking.ts.
 */

type Id = string | number;
export type NewTrackingLink = RequestBody<'/v2/publishers/{publisherId}/links', 'post'>;
export type TrackingLink = ResponseBody<'/v2/publishers/{publisherId}/links', 'post'>['link'];

const linksKey = (partnerId: Id) => ['partner-tracking', 'links', String(partnerId)] as const;

/** The partner's newest 500 stored tracking links, newest first. */
export function usePartnerLinks(partnerId: Id) {
  return useQuery({
    queryKey: linksKey(partnerId),
    queryFn: () => fetchPartnerLinks(api, partnerId),
  });
}

/**
 * Creates a tracking link (the API builds its URLs); a deep link outside the brand's deep-link
 * domains is a 400 on destination_url.
 */
export function useCreatePartnerLink(partnerId: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (link: NewTrackingLink) =>
      (
        await call(
          api.POST('/v2/publishers/{publisherId}/links', {
            params: { path: { publisherId: String(partnerId) } },
            body: link,
          }),
        )
      ).link,
    onSuccess: () => qc.invalidateQueries({ queryKey: linksKey(partnerId) }),
  });
}

/** Voucher codes crediting the partner on its approved campaigns. */
export function usePartnerVouchers(partnerId: Id, campaignIds: string[] | undefined) {
  return useQuery({
    queryKey: ['partner-tracking', 'vouchers', String(partnerId), campaignIds],
    enabled: campaignIds !== undefined,
    queryFn: () => fetchPartnerVouchers(api, partnerId, campaignIds ?? []),
  });
}

/** Creditable clicks per day of the last `period` days (click analytics). */
export function usePartnerClickDays(partnerId: Id, period: Period) {
  // The partner comes here to see the click it just made: never the home page's older answer.
  return useClickTimeseries('partner', clickTimeseriesBody(partnerId, dayWindow(period)), {
    fresh: true,
  });
}

/** Approved and pending conversions per day of the last `period` days (conversion analytics). */
export function usePartnerConversionDays(partnerId: Id, period: Period) {
  return useQuery({
    queryKey: ['partner-tracking', 'conversion-days', String(partnerId), period],
    queryFn: () => fetchConversionDays(api, partnerId, dayWindow(period)),
    staleTime: 0,
  });
}

/** The newest clicks of the last `period` days, with their status and verdict. */
export function usePartnerRecentClicks(partnerId: Id, period: Period) {
  return useQuery({
    queryKey: ['partner-tracking', 'recent-clicks', String(partnerId), period],
    queryFn: () => fetchRecentClicks(api, partnerId, dayWindow(period)),
  });
}

/** Reads the performance figures again (clicks and conversions arrive all the time). */
export function useRefreshPartnerPerformance() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: ['partner-tracking', 'conversion-days'] }),
      qc.invalidateQueries({ queryKey: ['partner-tracking', 'recent-clicks'] }),
      qc.invalidateQueries({ queryKey: ['click-timeseries', 'partner'] }),
    ]);
}

/** How many tracking links the partner has stored (one link read: the count). */
export function usePartnerLinkCount(partnerId: Id) {
  return useQuery({
    queryKey: [...linksKey(partnerId), 'count'],
    queryFn: async () =>
      (
        await call(
          api.GET('/v2/publishers/{publisherId}/links', {
            params: { path: { publisherId: String(partnerId) }, query: { offset: 0, limit: 1 } },
          }),
        )
      ).count,
  });
}

/**
 * Approved and pending sales of the last `period` days (UTC days, today included): how many, and
 * the commission and sale value per currency (the conversion report's totals, one row read).
 */
export function usePartnerSalesTotals(partnerId: Id, period: Period) {
  const window = dayWindow(period);
  return useQuery({
    queryKey: ['partner-tracking', 'sales-totals', String(partnerId), window.start],
    queryFn: () => fetchSalesTotals(api, partnerId, window),
  });
}
