import { z } from 'zod';
import { ClickInvalidReason, DeviceClass } from './enums';
import { timeZone } from './fields';
import { PaginationOut } from './pagination';

/**
 * The console's traffic reads (ours): clicks and conversions per day for the whole network, or
 * narrowed to a brand, a campaign or a partner; and the invalid clicks with their verdicts.
 * Brand users see only the campaigns of the brands granted to them.
 */

const optionalId = z
  .string()
  .refine((v) => /^[1-9][0-9]{0,15}$/.test(v), {
    params: { kind: 'invalid_value' },
    message: 'is not a valid id',
  })
  .transform(Number)
  .optional();

export const TRAFFIC_DAYS = [7, 30, 90] as const;

const TrafficFilter = z.object({
  brand_id: optionalId,
  campaign_id: optionalId,
  partner_id: optionalId,
  /** The last N days, today included, in `timezone`. */
  days: z.coerce
    .number()
    .refine((d) => (TRAFFIC_DAYS as readonly number[]).includes(d), {
      params: { kind: 'invalid_value' },
      message: 'must be 7, 30 or 90',
    })
    .default(30),
  timezone: timeZone().default('UTC'),
});

export const TrafficQuery = TrafficFilter;
export type TrafficQuery = z.output<typeof TrafficQuery>;

const count = z.number().int();

const TrafficTotalsOut = z.object({
  clicks: count,
  creditable_clicks: count,
  invalid_clicks: count,
  conversions: count,
});

const TrafficDayOut = TrafficTotalsOut.extend({ date: z.string() });

export const TrafficResponse = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    totals: TrafficTotalsOut,
    days: z.array(TrafficDayOut),
  }),
});

/** Filters of the invalid-click list; the route adds offset and limit. */
export const InvalidClicksQuery = TrafficFilter.extend({
  reason: ClickInvalidReason.optional(),
});
export type InvalidClicksQuery = z.output<typeof InvalidClicksQuery>;

export const InvalidClickOut = z.object({
  click_id: z.string(),
  clickref: z.string(),
  clicked_at: z.string(),
  campaign_id: z.string(),
  campaign_title: z.string(),
  partner_id: z.string(),
  partner_name: z.string(),
  reason: ClickInvalidReason,
  device: DeviceClass,
  referer: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type InvalidClickOut = z.infer<typeof InvalidClickOut>;

export const InvalidClickListResponse = z.object({
  data: z.array(InvalidClickOut),
  hypermedia: z.object({ pagination: PaginationOut }),
});
