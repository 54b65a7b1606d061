import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsFilter } from '@/lib/schemas/analytics/common';
import type { AnalyticsSource } from './source';

/**
 * filter_by as SQL: every filter must hold, the values of one are ORed; `not` negates one (a
 * missing value matches `not` filters only). A field the source does not record is null: it
 * matches no filter, and every row under `not`. The values of a filter travel as one array
 * parameter (`= any($1)`): one condition per filter however many values it lists, and PostgreSQL
 * hashes an equality list instead of testing the values one by one.
 */

const NOTHING = sql`false`;

const likeEscape = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

const PATTERNS: Record<string, (v: string) => string> = {
  STARTS_WITH: (v) => `${likeEscape(v)}%`,
  ENDS_WITH: (v) => `%${likeEscape(v)}`,
  CONTAINS: (v) => `%${likeEscape(v)}%`,
  SEARCH: (v) => `%${likeEscape(v)}%`,
};

function textCondition(expr: SQL, operator: string, values: string[]): SQL {
  const pattern = PATTERNS[operator];
  if (!pattern) return sql`${expr} = any(${sql.param(values)})`;
  const like = sql.raw(operator === 'SEARCH' ? 'ilike' : 'like');
  return sql`${expr} ${like} any(${sql.param(values.map(pattern))})`;
}

const NUMERIC_OPERATORS: Record<string, string> = {
  EQUALS: '=',
  GREATER_THAN: '>',
  GREATER_THAN_OR_EQUALS: '>=',
  LESS_THAN: '<',
  LESS_THAN_OR_EQUALS: '<=',
};

const numericCondition = (expr: SQL, operator: string, values: string[]): SQL =>
  sql`${expr} ${sql.raw(NUMERIC_OPERATORS[operator] ?? '=')} any(${sql.param(values)}::numeric[])`;

export function filterConditions(
  source: AnalyticsSource,
  filters: AnalyticsFilter[] | undefined,
): SQL[] {
  return (filters ?? []).map((f) => {
    const column = source.filterColumn(f.field);
    if (!column) return f.not ? sql`true` : NOTHING;
    const condition = column.numeric ? numericCondition : textCondition;
    const values = (Array.isArray(f.value) ? f.value : [f.value]).map(String);
    const any = sql`(${condition(column.expr, f.operator, values)})`;
    if (column.within) {
      const exists = column.within(any);
      return f.not ? sql`not ${exists}` : exists;
    }
    return f.not ? sql`(${column.expr} is null or not ${any})` : any;
  });
}
