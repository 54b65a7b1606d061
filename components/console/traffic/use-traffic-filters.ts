'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useRef } from 'react';
import { serializeQuery } from '@/lib/client/api';
import { CLICK_VERDICT_LABELS } from '@/lib/client/click-verdicts';
import type {
  ClickVerdict,
  TrafficDays,
  TrafficFilters,
  TrafficGroup,
} from '@/lib/client/hooks/traffic';

/**
 * The traffic pages' filters, kept in the URL (brand, campaign, partner, days; on the invalid
 * clicks page also reason and offset) so a link shows the same view to whoever opens it.
 */

export type TrafficView = TrafficFilters & { reason?: ClickVerdict; offset: number };

const DAYS: TrafficDays[] = [7, 30, 90];
const GROUPS: TrafficGroup[] = ['partner', 'campaign', 'sub_id', 'device', 'country'];
const id = (v: string | null) => (v && /^[1-9][0-9]{0,15}$/.test(v) ? v : undefined);
const day = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

/** What is wrong with a custom range, in words; null when it can be asked for. */
export function rangeProblem(from?: string, to?: string): string | null {
  if (!from && !to) return null;
  if (!from) return 'Choose the first day too';
  if (!to) return 'Choose the last day too';
  if (to < from) return 'The end must be after the start';
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 > 366)
    return 'A range covers at most 366 days';
  return null;
}

export function trafficQueryString(view: Partial<TrafficView>): string {
  const text = serializeQuery({
    brand_id: view.brand_id,
    campaign_id: view.campaign_id,
    partner_id: view.partner_id,
    days: view.days === 30 ? undefined : view.days,
    from: view.from,
    to: view.to,
    group_by: view.group_by,
    reason: view.reason,
    offset: view.offset || undefined,
  });
  return text ? `?${text}` : '';
}

export function useTrafficFilters() {
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const days = Number(search.get('days'));
  const reason = search.get('reason');
  const view: TrafficView = {
    brand_id: id(search.get('brand_id')),
    campaign_id: id(search.get('campaign_id')),
    partner_id: id(search.get('partner_id')),
    days: DAYS.includes(days as TrafficDays) ? (days as TrafficDays) : 30,
    reason: reason && reason in CLICK_VERDICT_LABELS ? (reason as ClickVerdict) : undefined,
    from: day(search.get('from')),
    to: day(search.get('to')),
    group_by: GROUPS.find((g) => g === search.get('group_by')),
    offset: Math.max(0, Number(search.get('offset') ?? 0) || 0),
  };
  // A range the API would refuse is not asked for: the form shows why under its fields.
  const range = rangeProblem(view.from, view.to) === null && view.from && view.to;
  // Two changes before the URL catches up (From, then To, typed quickly) must build on each
  // other: the second starts from the first's view, not from the URL's older one.
  const pending = useRef<{ url: string; next: TrafficView } | null>(null);
  const url = search.toString();
  /** Changing a filter goes back to the first page. */
  const update = (change: Partial<TrafficView>) => {
    const base = pending.current?.url === url ? pending.current.next : view;
    const next = { ...base, offset: 0, ...change };
    pending.current = { url, next };
    router.replace(`${pathname}${trafficQueryString(next)}`, { scroll: false });
  };
  const filters: TrafficFilters = {
    brand_id: view.brand_id,
    campaign_id: view.campaign_id,
    partner_id: view.partner_id,
    days: view.days,
    ...(range ? { from: view.from, to: view.to } : {}),
    group_by: view.group_by,
  };
  return { view, filters, update };
}
