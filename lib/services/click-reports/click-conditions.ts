import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { clicks, conversions } from '@/lib/db/schema';

/**
 * Pieces shared by the click reports and the click analytics: the window on clicked_at (so the
 * monthly partitions prune), id lists where foreign ids (`1l12903`) match nothing, the
 * converted flag and the unique-click key.
 */

export const NOTHING = sql`false`;

/** Our ids among the values; a list of nothing but foreign ids matches no row. */
export function idsIn(
  column: Parameters<typeof eq>[0],
  values: (string | number)[] | undefined,
): SQL | undefined {
  if (!values) return undefined;
  const ids = values
    .map(String)
    .filter((v) => /^[1-9][0-9]{0,15}$/.test(v))
    .map(Number);
  return ids.length ? inArray(column, ids) : NOTHING;
}

export const clickedWithin = (start: Date, end: Date): SQL =>
  and(gte(clicks.clickedAt, start), lte(clicks.clickedAt, end))!;

/**
 * Whether a conversion was attributed to the click: one names it as the click that won
 * (conversions.click_id, any status). A clickref a conversion merely carried (a manual partner,
 * a voucher that won over the click) does not convert the click. One probe of
 * conversions_click_idx per click.
 */
export const convertedSql: SQL<boolean> = sql<boolean>`exists (select 1 from ${conversions} where ${conversions.clickId} = ${clicks.id})`;

/** A unique click: one per campaign and visitor (the IP digest; a click without one counts alone). */
export const uniqueKeySql = sql`(${clicks.campaignId}::text || ':' || coalesce(${clicks.ipDigest}, ${clicks.clickref}))`;
