import { and, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { outerColumn } from '@/lib/db/outer-column';
import { campaigns, clicks, conversions, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { TrafficBreakdownOut, TrafficGroup } from '@/lib/schemas/traffic';
import { windowOf, type TrafficWindowIn } from './read-traffic';
import { trafficScope } from './traffic-scope';

/**
 * The traffic report's breakdown (issue 33): the range's clicks and conversions per partner,
 * campaign, sub id, device or country, over the same scope and days as trafficSeries.
 */

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** A country code's English name ("Germany"); the code itself when the runtime does not know it. */
function countryName(code: string): string {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code; // not a well-formed region code
  }
}

/** A click's column as its conversions see it: the column of the conversion's click. */
function ofConversionsClick(column: 'device' | 'country'): SQL<string | null> {
  // Found by clickref (indexed) in the conversion's own network: another network's click may
  // share the reference. A conversion without a click has none.
  return sql`(select c.${sql.identifier(column)} from clicks c where c.clickref = ${outerColumn(conversions.clickref)} and c.network_id = ${outerColumn(conversions.networkId)} limit 1)`;
}

/** What a breakdown's click and conversion rows are grouped by, with the group's label. */
function groupColumns(group: TrafficGroup): {
  click: SQL<string | null>;
  conversion: SQL<string | null>;
  label: (key: string | null, names: Map<string, string>) => string | null;
  names: 'partners' | 'campaigns' | null;
} {
  switch (group) {
    case 'partner':
      return {
        click: sql`${clicks.partnerId}::text`,
        conversion: sql`${conversions.partnerId}::text`,
        label: (key, names) => (key === null ? null : (names.get(key) ?? key)),
        names: 'partners',
      };
    case 'campaign':
      return {
        click: sql`${clicks.campaignId}::text`,
        conversion: sql`${conversions.campaignId}::text`,
        label: (key, names) => (key === null ? null : (names.get(key) ?? key)),
        names: 'campaigns',
      };
    case 'sub_id':
      return {
        click: sql`nullif(${clicks.pubref}, '')`,
        conversion: sql`nullif(${conversions.partnerReference}, '')`,
        label: (key) => key,
        names: null,
      };
    case 'device':
      return {
        click: sql`${clicks.device}`,
        conversion: ofConversionsClick('device'),
        label: (key) => key,
        names: null,
      };
    case 'country':
      return {
        click: sql`${clicks.country}`,
        conversion: ofConversionsClick('country'),
        label: (key) => (key === null ? null : countryName(key)),
        names: null,
      };
  }
}

/**
 * The window's clicks and conversions per partner, campaign, sub id, device or country (most
 * clicks first, then most conversions), over the same scope and range as trafficSeries.
 */
export async function trafficBreakdown(
  db: Db,
  principal: Principal,
  networkId: number,
  q: TrafficWindowIn,
  group: TrafficGroup,
): Promise<TrafficBreakdownOut[]> {
  const scope = await trafficScope(db, principal, networkId, q);
  const { start, end } = await windowOf(db, q);
  const cols = groupColumns(group);
  const clickRows = await db
    .select({
      key: cols.click,
      clicks: sql<number>`count(*)::int`,
      creditable: sql<number>`(count(*) filter (where ${clicks.creditable}))::int`,
    })
    .from(clicks)
    .where(and(scope.clicks, gte(clicks.clickedAt, start), lt(clicks.clickedAt, end)))
    .groupBy(sql`1`);
  const conversionRows = await db
    .select({ key: cols.conversion, conversions: sql<number>`count(*)::int` })
    .from(conversions)
    .where(
      and(
        scope.conversions,
        gte(conversions.conversionTime, start),
        lt(conversions.conversionTime, end),
      ),
    )
    .groupBy(sql`1`);
  const rows = new Map<string | null, TrafficBreakdownOut>();
  const rowOf = (key: string | null) => {
    let row = rows.get(key);
    if (!row) {
      row = { key, label: key, clicks: 0, creditable_clicks: 0, invalid_clicks: 0, conversions: 0 };
      rows.set(key, row);
    }
    return row;
  };
  for (const r of clickRows) {
    const row = rowOf(r.key);
    row.clicks = Number(r.clicks);
    row.creditable_clicks = Number(r.creditable);
    row.invalid_clicks = row.clicks - row.creditable_clicks;
  }
  for (const r of conversionRows) rowOf(r.key).conversions = Number(r.conversions);
  const names = await namesOf(db, cols.names, [...rows.keys()]);
  return [...rows.values()]
    .map((r) => ({ ...r, label: cols.label(r.key, names) }))
    .sort(
      (a, b) =>
        b.clicks - a.clicks ||
        b.conversions - a.conversions ||
        String(a.label).localeCompare(String(b.label)),
    );
}

async function namesOf(
  db: Db,
  kind: 'partners' | 'campaigns' | null,
  keys: (string | null)[],
): Promise<Map<string, string>> {
  const ids = keys.filter((k): k is string => k !== null).map(Number);
  if (!kind || !ids.length) return new Map();
  const rows =
    kind === 'partners'
      ? await db
          .select({ id: partners.id, name: partners.accountName })
          .from(partners)
          .where(inArray(partners.id, ids))
      : await db
          .select({ id: campaigns.id, name: campaigns.title })
          .from(campaigns)
          .where(inArray(campaigns.id, ids));
  return new Map(rows.map((r) => [String(r.id), r.name]));
}
