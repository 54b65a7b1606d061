import { createHash } from 'node:crypto';
import { and, asc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { campaigns, conversions, partners, reportCursors, type ConversionStatus } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { ConversionReportQuery } from '@/lib/schemas/conversion';
import { requirePartnerAccess } from './access';
import { withItems, type ConversionRecord } from './conversions';

/**
 * The partner conversion report (op 34): a partner's conversions between two dates, walked
 * by id with cursor pagination. The first page fixes a snapshot bound (the partner's highest
 * conversion id at that moment); every cursor carries it, so conversions recorded during a
 * walk never shift or join it, and no row is returned twice or skipped. Totals are per
 * currency over the whole snapshot (the same on every page).
 *
 * Who: the partner's own user, and network staff. Legacy: the report knows approved,
 * pending and rejected; a fraudulent conversion reads (and filters) as rejected.
 */

export interface ReportRow extends ConversionRecord {
  campaignTitle: string;
  publisherName: string;
}

export interface ReportTotals {
  count: Record<string, number>;
  value: Record<string, number>;
  commission: Record<string, number>;
}

export interface ReportPage {
  rows: ReportRow[];
  totals: ReportTotals;
  /** The cursor for the next page; null on the last one. */
  nextCursorId: number | null;
}

const CURSOR_TTL_MS = 24 * 60 * 60 * 1000;

const storedStatuses = (statuses: ConversionReportQuery['statuses']): ConversionStatus[] | undefined =>
  statuses?.length ? [...new Set(statuses.flatMap((s): ConversionStatus[] => (s === 'rejected' ? ['rejected', 'fraudulent'] : [s])))] : undefined;

function fingerprintOf(query: ConversionReportQuery): string {
  const key = JSON.stringify([query.start_date.toISOString(), query.end_date.toISOString(), [...(query.statuses ?? [])].sort(), query.campaign_id ?? null]);
  return createHash('sha256').update(key).digest('hex').slice(0, 32);
}

interface Walk {
  partnerId: number;
  networkId: number;
  snapshotMaxId: number;
  lastId: number;
  fingerprint: string;
  where: SQL;
}

/** Checks access and the query, and resolves the cursor (or fixes the snapshot of a new walk). */
async function startWalk(db: DbOrTx, principal: Principal, partnerId: number, query: ConversionReportQuery): Promise<Walk> {
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.networkId, principal.networkId), eq(partners.id, partnerId)))
    .limit(1);
  if (!partner) throw AppError.notFound('Publisher');
  requirePartnerAccess(principal, partnerId);
  if (query.end_date < query.start_date) throw AppError.field(['end_date'], 'invalid_value', 'end_date must not be before start_date');
  const fingerprint = fingerprintOf(query);
  let snapshotMaxId: number;
  let lastId = 0;
  if (query.cursor_id !== undefined) {
    const [cursor] = await db
      .select()
      .from(reportCursors)
      .where(and(eq(reportCursors.id, query.cursor_id), eq(reportCursors.networkId, principal.networkId), eq(reportCursors.partnerId, partnerId)))
      .limit(1);
    if (!cursor || cursor.createdAt.getTime() < Date.now() - CURSOR_TTL_MS) {
      throw AppError.field(['cursor_id'], 'invalid_value', 'cursor_id is unknown or has expired (cursors last a day); start again from first_page');
    }
    if (cursor.fingerprint !== fingerprint) {
      throw AppError.field(['cursor_id'], 'invalid_value', 'cursor_id belongs to a report with other dates or filters; send the same query with it');
    }
    snapshotMaxId = cursor.snapshotMaxId;
    lastId = cursor.lastId;
  } else {
    const [max] = await db.select({ id: sql<string | null>`max(${conversions.id})` }).from(conversions).where(eq(conversions.partnerId, partnerId));
    snapshotMaxId = Number(max?.id ?? 0);
  }
  const conditions: SQL[] = [
    eq(conversions.networkId, principal.networkId),
    eq(conversions.partnerId, partnerId),
    lte(conversions.id, snapshotMaxId),
    gte(conversions.conversionTime, query.start_date),
    lte(conversions.conversionTime, query.end_date),
  ];
  const statuses = storedStatuses(query.statuses);
  if (statuses) conditions.push(inArray(conversions.status, statuses));
  if (query.campaign_id !== undefined) conditions.push(eq(conversions.campaignId, query.campaign_id));
  return { partnerId, networkId: principal.networkId, snapshotMaxId, lastId, fingerprint, where: and(...conditions)! };
}

async function rowsAfter(db: DbOrTx, walk: Walk, afterId: number, limit: number): Promise<ReportRow[]> {
  const rows = await db
    .select({ conversion: conversions, campaignTitle: campaigns.title, publisherName: partners.accountName })
    .from(conversions)
    .innerJoin(campaigns, eq(campaigns.id, conversions.campaignId))
    .innerJoin(partners, eq(partners.id, conversions.partnerId))
    .where(and(walk.where, gt(conversions.id, afterId)))
    .orderBy(asc(conversions.id))
    .limit(limit);
  const records = await withItems(db, rows.map((r) => r.conversion));
  return records.map((record, i) => ({ ...record, campaignTitle: rows[i]!.campaignTitle, publisherName: rows[i]!.publisherName }));
}

async function totalsOf(db: DbOrTx, walk: Walk): Promise<ReportTotals> {
  const rows = await db
    .select({
      currency: conversions.currency,
      commissionCurrency: conversions.commissionCurrency,
      n: sql<number>`count(*)::int`,
      value: sql<string>`sum(${conversions.value})::text`,
      commission: sql<string>`sum(${conversions.commission})::text`,
    })
    .from(conversions)
    .where(walk.where)
    .groupBy(conversions.currency, conversions.commissionCurrency);
  const totals: ReportTotals = { count: {}, value: {}, commission: {} };
  const add = (map: Record<string, number>, key: string, v: number) => {
    map[key] = Math.round(((map[key] ?? 0) + v) * 10_000) / 10_000;
  };
  for (const r of rows) {
    add(totals.count, r.currency, r.n);
    add(totals.value, r.currency, Number(r.value));
    add(totals.commission, r.commissionCurrency, Number(r.commission));
  }
  return totals;
}

/** One page of the report (JSON and XML). */
export async function conversionReportPage(db: Db, principal: Principal, partnerId: number, query: ConversionReportQuery): Promise<ReportPage> {
  const walk = await startWalk(db, principal, partnerId, query);
  const [fetched, totals] = await Promise.all([rowsAfter(db, walk, walk.lastId, query.limit + 1), totalsOf(db, walk)]);
  const rows = fetched.slice(0, query.limit);
  let nextCursorId: number | null = null;
  if (fetched.length > query.limit) {
    const [cursor] = await db
      .insert(reportCursors)
      .values({ networkId: walk.networkId, partnerId, snapshotMaxId: walk.snapshotMaxId, lastId: rows[rows.length - 1]!.row.id, fingerprint: walk.fingerprint })
      .returning({ id: reportCursors.id });
    nextCursorId = cursor!.id;
    if (query.cursor_id === undefined) {
      // A new walk clears cursors past their day, a bounded number at a time.
      await db.execute(
        sql`delete from report_cursors where id in (select id from report_cursors where created_at < ${new Date(Date.now() - CURSOR_TTL_MS)} limit 1000)`,
      );
    }
  }
  return { rows, totals, nextCursorId };
}

/**
 * The whole report from the cursor on (or from the start), in pages, for the CSV export.
 * Access and the query are checked before the first page is yielded.
 */
export async function conversionReportPages(db: Db, principal: Principal, partnerId: number, query: ConversionReportQuery, pageSize = 500): Promise<AsyncGenerator<ReportRow[]>> {
  const walk = await startWalk(db, principal, partnerId, query);
  async function* pages() {
    let after = walk.lastId;
    for (;;) {
      const rows = await rowsAfter(db, walk, after, pageSize);
      if (!rows.length) return;
      yield rows;
      if (rows.length < pageSize) return;
      after = rows[rows.length - 1]!.row.id;
    }
  }
  return pages();
}
