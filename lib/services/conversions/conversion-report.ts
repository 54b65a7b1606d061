import { createHash } from 'node:crypto';
import { and, asc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { campaigns, conversions, partners, reportCursors } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { addTo, fromUnits } from '@/lib/money/amount';
import type { ConversionReportQuery } from '@/lib/schemas/conversion';
import { requirePartnerAccess } from '../access';
import { requireBrandSideCampaign, withItems, type ConversionRecord } from './read-conversions';
import { clicksOf, type ReportClick } from './report-clicks';
import {
  REPORTED_CURRENCY,
  REPORTED_VALUE,
  reportConditions,
  reportFingerprintKey,
  type ReportScope,
} from './report-filters';
import { loadLifecycles, type ConversionLifecycle } from './report-lifecycle';

/**
 * The conversion reports: a partner's conversions (partner side) or a campaign's (brand side)
 * in a date window, with the reference's filters, in conversion-id order.
 *
 * Paging: `offset` (with a real count; live data) or cursors. Partner cursors are stored: the
 * first page fixes a snapshot bound (the partner's highest conversion id), so conversions
 * recorded during a walk never shift or join it. Brand cursors are the last conversion id
 * returned (stateless): no row is returned twice or skipped, and conversions recorded during
 * the walk join its end. Totals are per currency over the whole set (the same on every page).
 *
 * Who: partner side, the partner's own user and staff; brand side, staff and brand users
 * granted the campaign's brand (partners 403).
 */

export interface ReportRow extends ConversionRecord {
  campaignTitle: string;
  /** Its lock, adjustments and claims, read for the whole page. */
  lifecycle: ConversionLifecycle;
  /** Null for an unattributed conversion (the brand side shows them; partners never see them). */
  partnerName: string | null;
  /** The winning click as stored; null when none won or it has aged out of the clicks table. */
  click: ReportClick | null;
}

interface ReportTotals {
  count: Record<string, number>;
  value: Record<string, number>;
  commission: Record<string, number>;
  /** Conversions in the whole set. */
  all: number;
}

export interface ReportPage {
  rows: ReportRow[];
  totals: ReportTotals;
  /** The offset of this page (0 for cursor pages). */
  offset: number;
  /** The cursor for the next page; null on the last one and in offset paging. */
  nextCursorId: number | null;
  mode: 'cursor' | 'offset';
}

export type ReportTarget =
  { side: 'partner'; partnerId: number } | { side: 'brand'; campaignId: number };

const CURSOR_TTL_MS = 24 * 60 * 60 * 1000;

interface Walk {
  scope: ReportScope;
  mode: 'cursor' | 'offset';
  /** Partner cursor walks: the highest id the walk may return. */
  snapshotMaxId: number | null;
  lastId: number;
  fingerprint: string;
  where: SQL;
}

const offsetMode = (q: ConversionReportQuery) =>
  q.cursor_id === undefined &&
  q.pagination !== 'cursor' &&
  (q.offset !== undefined || q.pagination === 'offset');

async function scopeOf(
  db: DbOrTx,
  principal: Principal,
  target: ReportTarget,
): Promise<ReportScope> {
  const networkId = principal.networkId;
  if (target.side === 'brand') {
    await requireBrandSideCampaign(
      db,
      principal,
      target.campaignId,
      'read the brand conversion report',
    );
    return { side: 'brand', networkId, campaignId: target.campaignId };
  }
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.networkId, networkId), eq(partners.id, target.partnerId)))
    .limit(1);
  if (!partner) throw AppError.notFound('Publisher');
  requirePartnerAccess(principal, target.partnerId);
  return { side: 'partner', networkId, partnerId: target.partnerId };
}

const badCursor = (message: string) => AppError.field(['cursor_id'], 'invalid_value', message);

/** Resolves a stored partner cursor, or fixes the snapshot of a new partner walk. */
async function partnerCursor(
  db: DbOrTx,
  scope: Extract<ReportScope, { side: 'partner' }>,
  cursorId: number | undefined,
  fingerprint: string,
): Promise<{ snapshotMaxId: number; lastId: number }> {
  if (cursorId === undefined) {
    const [max] = await db
      .select({ id: sql<string | null>`max(${conversions.id})` })
      .from(conversions)
      .where(eq(conversions.partnerId, scope.partnerId));
    return { snapshotMaxId: Number(max?.id ?? 0), lastId: 0 };
  }
  const [cursor] = await db
    .select()
    .from(reportCursors)
    .where(
      and(
        eq(reportCursors.id, cursorId),
        eq(reportCursors.networkId, scope.networkId),
        eq(reportCursors.partnerId, scope.partnerId),
      ),
    )
    .limit(1);
  if (!cursor || cursor.createdAt.getTime() < Date.now() - CURSOR_TTL_MS)
    throw badCursor(
      'cursor_id is unknown or has expired (cursors last a day); start again from first_page',
    );
  if (cursor.fingerprint !== fingerprint)
    throw badCursor(
      'cursor_id belongs to a report with other dates or filters; send the same query with it',
    );
  return { snapshotMaxId: cursor.snapshotMaxId, lastId: cursor.lastId };
}

/** Checks access and the query, and resolves the cursor (or fixes the snapshot of a new walk). */
export async function startWalk(
  db: DbOrTx,
  principal: Principal,
  target: ReportTarget,
  query: ConversionReportQuery,
): Promise<Walk> {
  const scope = await scopeOf(db, principal, target);
  const fingerprint = createHash('sha256')
    .update(reportFingerprintKey(scope, query))
    .digest('hex')
    .slice(0, 32);
  const mode = offsetMode(query) ? 'offset' : 'cursor';
  let snapshotMaxId: number | null = null;
  let lastId = 0;
  if (mode === 'cursor' && scope.side === 'partner')
    ({ snapshotMaxId, lastId } = await partnerCursor(db, scope, query.cursor_id, fingerprint));
  else if (mode === 'cursor') lastId = query.cursor_id ?? 0;
  const conditions = reportConditions(scope, query);
  if (snapshotMaxId !== null) conditions.push(lte(conversions.id, snapshotMaxId));
  return { scope, mode, snapshotMaxId, lastId, fingerprint, where: and(...conditions)! };
}

async function readRows(
  db: DbOrTx,
  walk: Walk,
  page: { afterId: number; offset?: number; limit: number },
): Promise<ReportRow[]> {
  let select = db
    .select({
      conversion: conversions,
      campaignTitle: campaigns.title,
      partnerName: partners.accountName,
    })
    .from(conversions)
    .innerJoin(campaigns, eq(campaigns.id, conversions.campaignId))
    .leftJoin(partners, eq(partners.id, conversions.partnerId))
    .where(and(walk.where, gt(conversions.id, page.afterId)))
    .orderBy(asc(conversions.id))
    .limit(page.limit)
    .$dynamic();
  if (page.offset) select = select.offset(page.offset);
  const rows = await select;
  const records = await withItems(
    db,
    rows.map((r) => r.conversion),
  );
  const lifecycles = await loadLifecycles(db, records);
  const won = await clicksOf(db, records);
  return records.map((record, i) => ({
    ...record,
    lifecycle: lifecycles[i]!,
    click: record.row.clickId === null ? null : (won.get(record.row.clickId) ?? null),
    campaignTitle: rows[i]!.campaignTitle,
    partnerName: rows[i]!.partnerName,
  }));
}

async function totalsOf(db: DbOrTx, walk: Walk): Promise<ReportTotals> {
  const rows = await db
    .select({
      currency: REPORTED_CURRENCY,
      commissionCurrency: conversions.commissionCurrency,
      n: sql<number>`count(*)::int`,
      value: sql<string>`sum(${REPORTED_VALUE})::text`,
      commission: sql<string>`sum(${conversions.commission})::text`,
    })
    .from(conversions)
    .where(walk.where)
    .groupBy(sql`1`, conversions.commissionCurrency);
  const count: Record<string, number> = {};
  const value = new Map<string, bigint>();
  const commission = new Map<string, bigint>();
  let all = 0;
  for (const r of rows) {
    count[r.currency] = (count[r.currency] ?? 0) + r.n;
    addTo(value, r.currency, r.value);
    addTo(commission, r.commissionCurrency, r.commission);
    all += r.n;
  }
  // The report renders totals as numbers (the reference's); the sums are exact up to here.
  const numbers = (sums: Map<string, bigint>) =>
    Object.fromEntries([...sums].map(([key, units]) => [key, Number(fromUnits(units))]));
  return { count, value: numbers(value), commission: numbers(commission), all };
}

async function storeCursor(db: Db, walk: Walk, lastId: number, fresh: boolean): Promise<number> {
  if (walk.scope.side !== 'partner') return lastId;
  const [cursor] = await db
    .insert(reportCursors)
    .values({
      networkId: walk.scope.networkId,
      partnerId: walk.scope.partnerId,
      snapshotMaxId: walk.snapshotMaxId!,
      lastId,
      fingerprint: walk.fingerprint,
    })
    .returning({ id: reportCursors.id });
  if (fresh) {
    // A new walk clears cursors past their day, a bounded number at a time.
    await db.execute(
      sql`delete from report_cursors where id in (select id from report_cursors where created_at < ${new Date(Date.now() - CURSOR_TTL_MS)} limit 1000)`,
    );
  }
  return cursor!.id;
}

/** One page of the report (JSON and XML). */
export async function conversionReportPage(
  db: Db,
  principal: Principal,
  target: ReportTarget,
  query: ConversionReportQuery,
): Promise<ReportPage> {
  const walk = await startWalk(db, principal, target, query);
  const totals = await totalsOf(db, walk);
  if (walk.mode === 'offset') {
    const offset = query.offset ?? 0;
    const rows = await readRows(db, walk, { afterId: 0, offset, limit: query.limit });
    return { rows, totals, offset, nextCursorId: null, mode: 'offset' };
  }
  const fetched = await readRows(db, walk, { afterId: walk.lastId, limit: query.limit + 1 });
  const rows = fetched.slice(0, query.limit);
  const nextCursorId =
    fetched.length > query.limit
      ? await storeCursor(db, walk, rows[rows.length - 1]!.row.id, query.cursor_id === undefined)
      : null;
  return { rows, totals, offset: 0, nextCursorId, mode: 'cursor' };
}

/**
 * The whole report from the cursor on (or from the start), in pages, for the CSV export.
 * Access and the query are checked before the first page is yielded.
 */
export async function conversionReportPages(
  db: Db,
  principal: Principal,
  target: ReportTarget,
  query: ConversionReportQuery,
  pageSize = 500,
): Promise<AsyncGenerator<ReportRow[]>> {
  const walk = await startWalk(db, principal, target, query);
  async function* pages() {
    let after = walk.mode === 'cursor' ? walk.lastId : 0;
    for (;;) {
      const rows = await readRows(db, walk, { afterId: after, limit: pageSize });
      if (!rows.length) return;
      yield rows;
      if (rows.length < pageSize) return;
      after = rows[rows.length - 1]!.row.id;
    }
  }
  return pages();
}
