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

const TRAFFIC_DAYS = [7, 30, 90] as const;

const isDay = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const day = (what: string) =>
  z
    .string()
    .refine(isDay, { params: { kind: 'invalid_date' }, message: 'must be a date YYYY-MM-DD' })
    .optional()
    .meta({
      description: `${what} of a custom range (YYYY-MM-DD in timezone, included); with the other end it replaces days`,
    });

/** What a breakdown groups by (a click's country: CLICK_COUNTRY_HEADER). */
export const TRAFFIC_GROUPS = ['partner', 'campaign', 'sub_id', 'device', 'country'] as const;
export type TrafficGroup = (typeof TRAFFIC_GROUPS)[number];

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
  from: day('First day'),
  to: day('Last day'),
  timezone: timeZone().default('UTC'),
});

export const TrafficQuery = TrafficFilter.extend({
  group_by: z.enum(TRAFFIC_GROUPS).optional().meta({
    description:
      "Adds a breakdown of the range by partner, campaign, sub id (publisher_reference), device or country (the click's ISO 3166-1 alpha-2 code; a conversion takes its click's)",
  }),
});
export type TrafficQuery = z.output<typeof TrafficQuery>;

const count = z.number().int();

const TrafficTotalsOut = z.object({
  clicks: count,
  creditable_clicks: count,
  invalid_clicks: count,
  /** Clicks past the flood limit: redirected and counted, not stored, so not in `clicks`. */
  flooded_clicks: count.meta({
    description:
      'Clicks past the flood limit (CLICK_FLOOD_LIMIT per address and campaign in CLICK_FLOOD_WINDOW_SECONDS): redirected and counted, not stored as clicks, so not in clicks or invalid_clicks',
  }),
  conversions: count,
});

const TrafficDayOut = TrafficTotalsOut.extend({ date: z.string() });

const TrafficBreakdownOut = z.object({
  /**
   * The group's id (partner or campaign id), sub id, device or country code; null for "none
   * given" (or not known).
   */
  key: z.string().nullable(),
  label: z.string().nullable(),
  clicks: count,
  creditable_clicks: count,
  invalid_clicks: count,
  conversions: count,
});
export type TrafficBreakdownOut = z.infer<typeof TrafficBreakdownOut>;

export const TrafficResponse = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    totals: TrafficTotalsOut,
    days: z.array(TrafficDayOut),
    breakdown: z
      .object({ group_by: z.enum(TRAFFIC_GROUPS), rows: z.array(TrafficBreakdownOut) })
      .optional(),
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
