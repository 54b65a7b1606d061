import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db/client';
import type { AppError } from '@/lib/errors';
import type {
  AnalyticsQuery,
  AnalyticsSide,
  AnalyticsSourceName,
} from '@/lib/schemas/analytics/common';

/**
 * What the analytics need to know of a source of events (clicks, conversions, impressions):
 * its table and columns, its metrics, dimensions and filter fields as SQL. The operations
 * (read-analytics.ts) are the same for every source.
 */

/** A filter field's SQL: text operators, or numeric ones; `within` wraps a child-row match. */
export interface FilterColumn {
  expr: SQL;
  numeric?: boolean;
  within?: (match: SQL) => SQL;
}

export interface AnalyticsSource {
  name: AnalyticsSourceName;
  /** The singular in role errors: "read brand click analytics". */
  noun: string;
  /** The columns scopes and date ranges read. */
  columns: { networkId: PgColumn; campaignId: PgColumn; partnerId: PgColumn; time: PgColumn };
  /** Conditions every query holds besides scope and ranges (clicks: creditable only). */
  always: SQL[];
  /** The rows, joined to what dimensions and filters read. */
  select(db: Db, fields: Record<string, SQL>, where: SQL): SelectQuery;
  /** The metric names each side may ask for (order_by may name them too). */
  metrics: Record<AnalyticsSide, readonly string[]>;
  /** Refuses what the request asks that we do not record, before any query. */
  checkMetrics?(metrics: string[]): void;
  checkGroups?(q: AnalyticsQuery): void;
  /** The metrics' SQL; `where` selects the rows (conversions check their currencies). */
  metricFields(
    db: Db,
    q: AnalyticsQuery,
    metrics: string[],
    where: SQL,
  ): Promise<Record<string, SQL>>;
  /** A dimension's output columns (date_time is the engine's: it needs the zone). */
  dimensionColumns(dimension: string): Record<string, SQL>;
  filterColumn(field: string): FilterColumn | undefined;
  /** The 400 for an order_by field that is neither a metric nor a grouped column. */
  orderByError(field: string, index: number, columns: string[]): AppError;
  /** Clicks check order_by after the scope (a refused scope answers 403 first). */
  ordersAfterScope?: boolean;
}

/** A select the engine may group, order and limit. */
export interface SelectQuery extends PromiseLike<Record<string, unknown>[]> {
  groupBy(...columns: SQL[]): SelectQuery;
  orderBy(...columns: SQL[]): SelectQuery;
  limit(n: number): SelectQuery;
}
