import { sql, type SQL } from 'drizzle-orm';

/**
 * GROUP BY and ORDER BY by column position for an analytics select of `fields` (the reference's
 * explode operations, clicks and conversions alike): `order_by` names a metric or a grouped
 * column; nulls sort last.
 */
export function positionalGrouping(
  fields: Record<string, SQL>,
  dimNames: string[],
  orderBy: { field: string; direction: string }[] | undefined,
): { groups: SQL[]; order: SQL[] } {
  const names = Object.keys(fields);
  const position = (f: string) => sql.raw(String(names.indexOf(f) + 1));
  const order = (orderBy ?? []).map(
    (o) =>
      sql`${position(o.field)} ${sql.raw(o.direction === 'ASCENDING' ? 'asc' : 'desc')} nulls last`,
  );
  return { groups: dimNames.map(position), order };
}
