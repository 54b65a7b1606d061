'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { serializeQuery } from '@/lib/client/api';
import { CLICK_VERDICT_LABELS } from '@/lib/client/click-verdicts';
import type { ClickVerdict, TrafficDays, TrafficFilters } from '@/lib/client/hooks/traffic';

/**
 * The traffic pages' filters, kept in the URL (brand, campaign, partner, days; on the invalid
 * clicks page also reason and offset) so a link shows the same view to whoever opens it.
 */

export type TrafficView = TrafficFilters & { reason?: ClickVerdict; offset: number };

const DAYS: TrafficDays[] = [7, 30, 90];
const id = (v: string | null) => (v && /^[1-9][0-9]{0,15}$/.test(v) ? v : undefined);

export function trafficQueryString(view: Partial<TrafficView>): string {
  const text = serializeQuery({
    brand_id: view.brand_id,
    campaign_id: view.campaign_id,
    partner_id: view.partner_id,
    days: view.days === 30 ? undefined : view.days,
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
    offset: Math.max(0, Number(search.get('offset') ?? 0) || 0),
  };
  /** Changing a filter goes back to the first page. */
  const update = (change: Partial<TrafficView>) => {
    const next = { ...view, offset: 0, ...change };
    router.replace(`${pathname}${trafficQueryString(next)}`, { scroll: false });
  };
  const filters: TrafficFilters = {
    brand_id: view.brand_id,
    campaign_id: view.campaign_id,
    partner_id: view.partner_id,
    days: view.days,
  };
  return { view, filters, update };
}
