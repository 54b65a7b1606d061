import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { campaigns, clickFloodCounts, clicks, conversions, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { ClickInvalidReason } from '@/lib/schemas/enums';
import { AppError } from '@/lib/errors';
import { trafficScope, type TrafficFilterIn } from './traffic-scope';

/**
 * Traffic for the console: clicks (all, creditable, invalid), clicks past the flood limit
 * (counted, not stored: click_flood_counts) and conversions per calendar day of the caller's
 * time zone over the last 7, 30 or 90 days (today included), and the invalid clicks of that
 * window, newest first.
 */

export interface TrafficWindowIn extends TrafficFilterIn {
  days: number;
  /** A custom range (both ends included, days in `timezone`); replaces `days` when given. */
  from?: string;
  to?: string;
  timezone: string;
}

/** The longest custom range, in days. */
export const MAX_RANGE_DAYS = 366;

/** The custom range of a read, checked: both ends, in order, at most MAX_RANGE_DAYS long. */
function customRange(q: TrafficWindowIn): { from: string; to: string } | null {
  if (q.from === undefined && q.to === undefined) return null;
  if (q.from === undefined)
    throw AppError.field(['from'], 'required', 'Give the first day of the range too');
  if (q.to === undefined)
    throw AppError.field(['to'], 'required', 'Give the last day of the range too');
  if (q.to < q.from)
    throw AppError.field(['to'], 'invalid_value', 'The end must be after the start');
  const span = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1;
  if (span > MAX_RANGE_DAYS)
    throw AppError.field(
      ['to'],
      'invalid_value',
      `A range covers at most ${MAX_RANGE_DAYS} days; this one covers ${span}`,
    );
  return { from: q.from, to: q.to };
}

interface TrafficCounts {
  clicks: number;
  creditable_clicks: number;
  invalid_clicks: number;
  flooded_clicks: number;
  conversions: number;
}

export interface TrafficSeries {
  from: string;
  to: string;
  totals: TrafficCounts;
  days: (TrafficCounts & { date: string })[];
}

type Rows<T> = { rows: T[] };

/**
 * The window's dates (YYYY-MM-DD, oldest first), the instant its first day starts and the
 * instant after its last day: the last `days` days up to today, or the custom range.
 */
export async function windowOf(db: Db, q: TrafficWindowIn) {
  const tz = q.timezone;
  const range = customRange(q);
  const first = range
    ? sql`${range.from}::date`
    : sql`(now() at time zone ${tz})::date - ${q.days - 1}::int`;
  const last = range ? sql`${range.to}::date` : sql`(now() at time zone ${tz})::date`;
  const result = (await db.execute(
    sql`select to_char(d, 'YYYY-MM-DD') as date, (d::timestamp at time zone ${tz}) as starts,
               ((d + interval '1 day')::timestamp at time zone ${tz}) as ends
        from generate_series(${first}, ${last}, interval '1 day') d order by d`,
  )) as unknown as Rows<{ date: string; starts: string | Date; ends: string | Date }>;
  return {
    dates: result.rows.map((r) => r.date),
    start: new Date(result.rows[0]!.starts),
    end: new Date(result.rows.at(-1)!.ends),
  };
}

const dayOf = (
  column:
    | typeof clicks.clickedAt
    | typeof conversions.conversionTime
    | typeof clickFloodCounts.windowStart,
  tz: string,
) => sql<string>`to_char((${column} at time zone ${tz})::date, 'YYYY-MM-DD')`;

export async function trafficSeries(
  db: Db,
  principal: Principal,
  networkId: number,
  q: TrafficWindowIn,
): Promise<TrafficSeries> {
  const scope = await trafficScope(db, principal, networkId, q);
  const { dates, start, end } = await windowOf(db, q);
  const clickRows = await db
    .select({
      date: dayOf(clicks.clickedAt, q.timezone),
      clicks: sql<number>`count(*)::int`,
      creditable: sql<number>`(count(*) filter (where ${clicks.creditable}))::int`,
    })
    .from(clicks)
    .where(and(scope.clicks, gte(clicks.clickedAt, start), lt(clicks.clickedAt, end)))
    .groupBy(sql`1`);
  const conversionRows = await db
    .select({
      date: dayOf(conversions.conversionTime, q.timezone),
      conversions: sql<number>`count(*)::int`,
    })
    .from(conversions)
    .where(
      and(
        scope.conversions,
        gte(conversions.conversionTime, start),
        lt(conversions.conversionTime, end),
      ),
    )
    .groupBy(sql`1`);
  const floodRows = await db
    .select({
      date: dayOf(clickFloodCounts.windowStart, q.timezone),
      flooded: sql<number>`sum(${clickFloodCounts.clicks})::int`,
    })
    .from(clickFloodCounts)
    .where(
      and(
        scope.floodCounts,
        gte(clickFloodCounts.windowStart, start),
        lt(clickFloodCounts.windowStart, end),
      ),
    )
    .groupBy(sql`1`);
  const byDate = new Map(dates.map((date) => [date, zero(date)]));
  for (const r of clickRows) {
    const day = byDate.get(r.date);
    if (!day) continue;
    day.clicks = Number(r.clicks);
    day.creditable_clicks = Number(r.creditable);
    day.invalid_clicks = day.clicks - day.creditable_clicks;
  }
  for (const r of conversionRows) {
    const day = byDate.get(r.date);
    if (day) day.conversions = Number(r.conversions);
  }
  for (const r of floodRows) {
    const day = byDate.get(r.date);
    if (day) day.flooded_clicks = Number(r.flooded);
  }
  const list = [...byDate.values()];
  const totals = list.reduce(
    (t, d) => ({
      clicks: t.clicks + d.clicks,
      creditable_clicks: t.creditable_clicks + d.creditable_clicks,
      invalid_clicks: t.invalid_clicks + d.invalid_clicks,
      flooded_clicks: t.flooded_clicks + d.flooded_clicks,
      conversions: t.conversions + d.conversions,
    }),
    { clicks: 0, creditable_clicks: 0, invalid_clicks: 0, flooded_clicks: 0, conversions: 0 },
  );
  return { from: dates[0]!, to: dates[dates.length - 1]!, totals, days: list };
}

const zero = (date: string) => ({
  date,
  clicks: 0,
  creditable_clicks: 0,
  invalid_clicks: 0,
  flooded_clicks: 0,
  conversions: 0,
});

export interface InvalidClickRow {
  id: number;
  clickref: string;
  clickedAt: Date;
  campaignId: number;
  campaignTitle: string;
  partnerId: number;
  partnerName: string;
  reason: ClickInvalidReason;
  device: 'desktop' | 'mobile' | 'tablet' | 'other';
  referer: string | null;
  userAgent: string | null;
}

/** One page of the window's invalid clicks, newest first, optionally of one verdict. */
export async function listInvalidClicks(
  db: Db,
  principal: Principal,
  networkId: number,
  q: TrafficWindowIn & { reason?: ClickInvalidReason },
  page: { offset: number; limit: number },
): Promise<{ rows: InvalidClickRow[]; total: number }> {
  const scope = await trafficScope(db, principal, networkId, q);
  const { start, end } = await windowOf(db, q);
  const where = and(
    scope.clicks,
    gte(clicks.clickedAt, start),
    lt(clicks.clickedAt, end),
    eq(clicks.creditable, false),
    q.reason ? eq(clicks.invalidReason, q.reason) : undefined,
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clicks)
    .where(where);
  const rows = await db
    .select({
      id: clicks.id,
      clickref: clicks.clickref,
      clickedAt: clicks.clickedAt,
      campaignId: clicks.campaignId,
      campaignTitle: campaigns.title,
      partnerId: clicks.partnerId,
      partnerName: partners.accountName,
      reason: clicks.invalidReason,
      device: clicks.device,
      referer: clicks.referer,
      userAgent: clicks.userAgent,
    })
    .from(clicks)
    .innerJoin(campaigns, eq(campaigns.id, clicks.campaignId))
    .innerJoin(partners, eq(partners.id, clicks.partnerId))
    .where(where)
    .orderBy(desc(clicks.clickedAt), desc(clicks.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    rows: rows.map((r) => ({ ...r, reason: r.reason! })),
    total: Number(count?.n ?? 0),
  };
}
