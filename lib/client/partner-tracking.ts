import type { createApiClient, ResponseBody } from './api';
import { call } from './api';

/**
 * The partner area's tracking reads (links, voucher codes, clicks and conversions over time), as
 * plain functions of a client so the pages' hooks (hooks/partner-tracking.ts) and the tests make
 * the same calls. Days are UTC calendar days, as every date on the partner pages.
 */

type Client = ReturnType<typeof createApiClient>;
type Id = string | number;

type ClickReport = ResponseBody<
  '/reporting/report_publisher/publisher/{publisher_id}/click',
  'get'
>;
export type PartnerClick = ClickReport['clicks'][number]['click'];
export type PartnerVoucher = ResponseBody<
  '/user/publisher/{publisher_id}/campaign/{status}/voucher',
  'get'
>['voucher_codes'][number]['voucher_code'];

/** The ranges the performance page offers, in days. */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export interface DayWindow {
  /** Each day of the window, oldest first (YYYY-MM-DD). */
  days: string[];
  /** The first day's start and the day after the last, as ISO date-times without an offset (UTC). */
  start: string;
  end: string;
}

/** The last `count` days up to and including today (UTC). */
export function dayWindow(count: number, now = new Date()): DayWindow {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Array.from({ length: count }, (_, i) => isoDay(today - (count - 1 - i) * DAY));
  return {
    days,
    start: `${days[0]}T00:00:00`,
    end: `${isoDay(today + DAY)}T00:00:00`,
  };
}

/** The click analytics body for creditable clicks per day of the window. */
export const clickTimeseriesBody = (partnerId: Id, window: DayWindow) => ({
  scope: { partner: String(partnerId) },
  date_time_ranges: [{ start: window.start, end: window.end }],
  metrics: ['total_clicks' as const],
  interval: { period: 'P1D' as const },
  timezone: 'UTC',
});

/**
 * The conversion analytics body for approved and pending conversions per day of the window
 * (rejected ones earn nothing).
 */
const conversionTimeseriesBody = (partnerId: Id, window: DayWindow) => ({
  scope: { partner: String(partnerId) },
  date_time_ranges: [{ start: window.start, end: window.end }],
  metrics: ['total_conversions' as const],
  filter_by: [{ field: 'conversion_status' as const, value: ['approved', 'pending'] }],
  interval: { period: 'P1D' as const },
  timezone: 'UTC',
});

/** Conversions per day of the window (one conversion analytics call). */
export const fetchConversionDays = (client: Client, partnerId: Id, window: DayWindow) =>
  call(
    client.POST('/v3/partner/analytics/conversions/timeseries', {
      body: conversionTimeseriesBody(partnerId, window),
    }),
  );

export interface TimeseriesRow {
  date_time_range: { start: string; end: string };
  [metric: string]: number | { start: string; end: string };
}

/** A metric of timeseries rows per day (YYYY-MM-DD of each bucket's start). */
function perDay(rows: readonly TimeseriesRow[], metric: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const row of rows) {
    const day = row.date_time_range.start.slice(0, 10);
    const n = row[metric];
    out[day] = (out[day] ?? 0) + (typeof n === 'number' ? n : 0);
  }
  return out;
}

/** One chart point per day of the window: clicks and conversions, zero where there were none. */
export function performancePoints(
  window: DayWindow,
  clickRows: readonly TimeseriesRow[],
  conversionRows: readonly TimeseriesRow[],
): { date: string; clicks: number; conversions: number }[] {
  const clicks = perDay(clickRows, 'total_clicks');
  const conversions = perDay(conversionRows, 'total_conversions');
  return window.days.map((date) => ({
    date,
    clicks: clicks[date] ?? 0,
    conversions: conversions[date] ?? 0,
  }));
}

/** How many recent clicks the table shows. */
const RECENT_CLICKS = 25;

/**
 * The newest clicks of the window, newest first: the report lists oldest first, so its count
 * says where the last page starts.
 */
export async function fetchRecentClicks(
  client: Client,
  partnerId: Id,
  window: DayWindow,
  size = RECENT_CLICKS,
): Promise<{ count: number; clicks: PartnerClick[] }> {
  const read = (offset: number, limit: number) =>
    call(
      client.GET('/reporting/report_publisher/publisher/{publisher_id}/click', {
        params: {
          path: { publisher_id: String(partnerId) },
          query: {
            start_date: window.start,
            end_date: window.end,
            timezone: 'UTC',
            offset: String(offset),
            limit: String(limit),
          },
        },
      }),
    );
  const first = await read(0, size);
  const last = first.count > size ? await read(first.count - size, size) : first;
  return { count: last.count, clicks: last.clicks.map((c) => c.click).reverse() };
}

/** The partner's newest stored tracking links, newest first (the API lists oldest first). */
export async function fetchPartnerLinks(client: Client, partnerId: Id, size = 500) {
  const page = (offset: number) =>
    call(
      client.GET('/v2/publishers/{publisherId}/links', {
        params: { path: { publisherId: String(partnerId) }, query: { offset, limit: size } },
      }),
    );
  const first = await page(0);
  const last = first.count > size ? await page(first.count - size) : first;
  return { count: last.count, links: [...last.links].reverse() };
}

/** The voucher codes crediting the partner on each of the campaigns, campaign by campaign. */
export async function fetchPartnerVouchers(
  client: Client,
  partnerId: Id,
  campaignIds: readonly string[],
): Promise<PartnerVoucher[]> {
  const lists = await Promise.all(
    campaignIds.map((campaignId) =>
      call(
        client.GET('/user/publisher/{publisher_id}/campaign/{status}/voucher', {
          params: { path: { publisher_id: String(partnerId), status: campaignId } },
        }),
      ),
    ),
  );
  return lists.flatMap((l) => l.voucher_codes.map((v) => v.voucher_code));
}

/**
 * Approved and pending sales of the window: how many, and their commission per currency (the
 * partner conversion report's totals over the whole window; one row is read).
 */
export async function fetchSalesTotals(client: Client, partnerId: Id, window: DayWindow) {
  const report = await call(
    client.GET('/reporting/report_publisher/publisher/{publisher_id}/conversion', {
      params: {
        path: { publisher_id: String(partnerId) },
        query: {
          start_date: window.start,
          end_date: window.end,
          statuses: 'approved,pending',
          offset: 0,
          limit: 1,
        } as never,
      },
    }),
  );
  return { count: report.count, commission: report.total_publisher_commission };
}
