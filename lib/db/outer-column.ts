import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A column named with its table, for a correlated subquery that is itself a field of a
 * single-table select: drizzle writes such a field's own columns without their table, so
 * `${conversions.clickref}` inside the subquery would name the subquery's `clickref`.
 */
export function outerColumn(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
