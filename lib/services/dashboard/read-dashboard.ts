import { and, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { clicks, conversions } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { addTo, fromUnits } from '@/lib/money/amount';
import { trafficScope } from '../traffic/traffic-scope';
import { waitingCounts, type DashboardCounts } from './waiting-counts';

/**
 * The console overview's figures for the caller's scope (staff: the network; brand users: the
 * campaigns of their brands): creditable clicks, conversions, revenue and commission of the
 * last 30 days (today included, in the caller's time zone) against the 30 before, a daily
 * series of the last 30, and the work waiting. Conversions, revenue and commission count
 * pending and approved sales (rejected and fraudulent ones earn nothing). Money is summed per
 * currency, exactly. Four reads, run side by side: the window's dates, clicks and conversions
 * grouped by day over the 60 days, and one row of counts.
 */

const DASHBOARD_DAYS = 30;

interface Money {
  currency: string;
  amount: string;
}

interface DashboardWindow {
  from: string;
  to: string;
  clicks: number;
  conversions: number;
  revenue: Money[];
  commission: Money[];
}

interface DashboardDay {
  date: string;
  clicks: number;
  conversions: number;
}

export interface Dashboard extends DashboardCounts {
  current: DashboardWindow;
  previous: DashboardWindow;
  days: DashboardDay[];
}

type Rows<T> = { rows: T[] };

/** The first instant of the day `back` days before today, in `tz` (a stable expression). */
const dayStart = (tz: string, back: number) =>
  sql`(((now() at time zone ${tz})::date - ${back}::int)::timestamp at time zone ${tz})`;

const dayOf = (column: SQL | typeof clicks.clickedAt, tz: string) =>
  sql<string>`to_char((${column} at time zone ${tz})::date, 'YYYY-MM-DD')`;

async function datesOf(db: Db, tz: string): Promise<string[]> {
  const result = (await db.execute(
    sql`select to_char(d, 'YYYY-MM-DD') as date
        from generate_series((now() at time zone ${tz})::date - ${2 * DASHBOARD_DAYS - 1}::int,
                             (now() at time zone ${tz})::date, interval '1 day') d order by d`,
  )) as unknown as Rows<{ date: string }>;
  return result.rows.map((r) => r.date);
}

const COUNTING = inArray(conversions.status, ['pending', 'approved']);

/** Sums per currency of one window, from day rows. */
class Tally {
  clicks = 0;
  conversions = 0;
  revenue = new Map<string, bigint>();
  commission = new Map<string, bigint>();
  out(from: string, to: string): DashboardWindow {
    const money = (m: Map<string, bigint>) =>
      [...m.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, units]) => ({ currency, amount: fromUnits(units) }));
    return {
      from,
      to,
      clicks: this.clicks,
      conversions: this.conversions,
      revenue: money(this.revenue),
      commission: money(this.commission),
    };
  }
}

export async function readDashboard(
  db: Db,
  principal: Principal,
  networkId: number,
  q: { timezone: string },
): Promise<Dashboard> {
  const scope = await trafficScope(db, principal, networkId, {});
  const tz = q.timezone;
  const since = dayStart(tz, 2 * DASHBOARD_DAYS - 1);
  const tomorrow = dayStart(tz, -1);
  const [dates, clickRows, conversionRows, counts] = await Promise.all([
    datesOf(db, tz),
    db
      .select({
        date: dayOf(clicks.clickedAt, tz),
        clicks: sql<number>`(count(*) filter (where ${clicks.creditable}))::int`,
      })
      .from(clicks)
      .where(and(scope.clicks, gte(clicks.clickedAt, since), lt(clicks.clickedAt, tomorrow)))
      .groupBy(sql`1`),
    db
      .select({
        date: dayOf(sql`${conversions.conversionTime}`, tz),
        currency: conversions.currency,
        commissionCurrency: conversions.commissionCurrency,
        conversions: sql<number>`count(*)::int`,
        revenue: sql<string>`sum(${conversions.value})::text`,
        commission: sql<string>`sum(${conversions.commission})::text`,
      })
      .from(conversions)
      .where(
        and(
          scope.conversions,
          COUNTING,
          gte(conversions.conversionTime, since),
          lt(conversions.conversionTime, tomorrow),
        ),
      )
      .groupBy(sql`1`, conversions.currency, conversions.commissionCurrency),
    waitingCounts(db, principal, networkId, scope),
  ]);
  const previousDates = dates.slice(0, DASHBOARD_DAYS);
  const currentDates = dates.slice(DASHBOARD_DAYS);
  const firstCurrent = currentDates[0]!;
  const windowOf = (date: string) => (date >= firstCurrent ? current : previous);
  const current = new Tally();
  const previous = new Tally();
  const days = new Map(currentDates.map((date) => [date, { date, clicks: 0, conversions: 0 }]));
  for (const r of clickRows) {
    windowOf(r.date).clicks += Number(r.clicks);
    const day = days.get(r.date);
    if (day) day.clicks += Number(r.clicks);
  }
  for (const r of conversionRows) {
    const t = windowOf(r.date);
    t.conversions += Number(r.conversions);
    addTo(t.revenue, r.currency, r.revenue);
    addTo(t.commission, r.commissionCurrency, r.commission);
    const day = days.get(r.date);
    if (day) day.conversions += Number(r.conversions);
  }
  return {
    current: current.out(firstCurrent, currentDates.at(-1)!),
    previous: previous.out(previousDates[0]!, previousDates.at(-1)!),
    days: [...days.values()],
    ...counts,
  };
}
