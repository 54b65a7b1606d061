import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { campaigns, clicks, conversions, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { ClickInvalidReason } from '@/lib/schemas/enums';
import { trafficScope, type TrafficFilterIn } from './traffic-scope';

/**
 * Traffic for the console: clicks (all, creditable, invalid) and conversions per calendar day
 * of the caller's time zone over the last 7, 30 or 90 days (today included), and the invalid
 * clicks of that window, newest first.
 */

export interface TrafficWindowIn extends TrafficFilterIn {
  days: number;
  timezone: string;
}

export interface TrafficCounts {
  clicks: number;
  creditable_clicks: number;
  invalid_clicks: number;
  conversions: number;
}

export interface TrafficSeries {
  from: string;
  to: string;
  totals: TrafficCounts;
  days: (TrafficCounts & { date: string })[];
}

type Rows<T> = { rows: T[] };

/** The window's dates (YYYY-MM-DD, oldest first) and the instant its first day starts. */
async function windowOf(db: Db, days: number, tz: string) {
  const result = (await db.execute(
    sql`select to_char(d, 'YYYY-MM-DD') as date, (d::timestamp at time zone ${tz}) as starts
        from generate_series((now() at time zone ${tz})::date - ${days - 1}::int,
                             (now() at time zone ${tz})::date, interval '1 day') d order by d`,
  )) as unknown as Rows<{ date: string; starts: string | Date }>;
  return { dates: result.rows.map((r) => r.date), start: new Date(result.rows[0]!.starts) };
}

const dayOf = (column: typeof clicks.clickedAt | typeof conversions.conversionTime, tz: string) =>
  sql<string>`to_char((${column} at time zone ${tz})::date, 'YYYY-MM-DD')`;

export async function trafficSeries(
  db: Db,
  principal: Principal,
  networkId: number,
  q: TrafficWindowIn,
): Promise<TrafficSeries> {
  const scope = await trafficScope(db, principal, networkId, q);
  const { dates, start } = await windowOf(db, q.days, q.timezone);
  const clickRows = await db
    .select({
      date: dayOf(clicks.clickedAt, q.timezone),
      clicks: sql<number>`count(*)::int`,
      creditable: sql<number>`(count(*) filter (where ${clicks.creditable}))::int`,
    })
    .from(clicks)
    .where(and(scope.clicks, gte(clicks.clickedAt, start)))
    .groupBy(sql`1`);
  const conversionRows = await db
    .select({
      date: dayOf(conversions.conversionTime, q.timezone),
      conversions: sql<number>`count(*)::int`,
    })
    .from(conversions)
    .where(and(scope.conversions, gte(conversions.conversionTime, start)))
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
  const list = [...byDate.values()];
  const totals = list.reduce(
    (t, d) => ({
      clicks: t.clicks + d.clicks,
      creditable_clicks: t.creditable_clicks + d.creditable_clicks,
      invalid_clicks: t.invalid_clicks + d.invalid_clicks,
      conversions: t.conversions + d.conversions,
    }),
    { clicks: 0, creditable_clicks: 0, invalid_clicks: 0, conversions: 0 },
  );
  return { from: dates[0]!, to: dates[dates.length - 1]!, totals, days: list };
}

const zero = (date: string) => ({
  date,
  clicks: 0,
  creditable_clicks: 0,
  invalid_clicks: 0,
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
  const { start } = await windowOf(db, q.days, q.timezone);
  const where = and(
    scope.clicks,
    gte(clicks.clickedAt, start),
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
