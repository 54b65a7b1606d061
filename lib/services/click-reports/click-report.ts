import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { clicks, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { ClickReportQuery } from '@/lib/schemas/click-report';
import { NOTHING, clickedWithin, convertedSql, idsIn, uniqueKeySql } from './click-conditions';
import { reportScope, scopeCondition, type ClickScope } from './click-scope';

/**
 * The click reports: a partner's clicks (partner side) or a campaign's (brand side) in a date
 * window, in click-time order, offset-paged with the whole set's count and unique clicks.
 * Invalid clicks are included with their verdict (the presenter decides what a partner reads).
 */

export type ClickRow = typeof clicks.$inferSelect & { converted: boolean; partnerName: string };

export type ClickReportTarget =
  { side: 'partner'; partnerId: number } | { side: 'brand'; campaignId: number };

export interface ClickReportPage {
  rows: ClickRow[];
  count: number;
  uniqueCount: number;
  offset: number;
}

function conditions(scope: ClickScope, q: ClickReportQuery): SQL {
  const statuses = q.statuses?.length ? q.statuses : undefined;
  const wantsFresh = statuses?.includes('fresh');
  const wantsUsed = statuses?.includes('used');
  const status = !statuses
    ? undefined
    : wantsFresh && wantsUsed
      ? undefined
      : wantsFresh
        ? sql`not ${convertedSql}`
        : wantsUsed
          ? convertedSql
          : NOTHING;
  const list: (SQL | undefined)[] = [
    scopeCondition(scope),
    clickedWithin(q.start_date, q.end_date),
    status,
    idsIn(clicks.campaignId, q.campaign_ids),
    idsIn(clicks.partnerId, q.publisher_ids),
    q.publisher_references ? inArray(clicks.pubref, q.publisher_references) : undefined,
    q.advertiser_references ? inArray(clicks.adref, q.advertiser_references) : undefined,
  ];
  return and(...list.filter((c): c is SQL => c !== undefined))!;
}

function selectRows(db: DbOrTx, where: SQL) {
  return db
    .select({ click: clicks, converted: convertedSql, partnerName: partners.accountName })
    .from(clicks)
    .innerJoin(partners, eq(partners.id, clicks.partnerId))
    .where(where)
    .orderBy(asc(clicks.clickedAt), asc(clicks.id))
    .$dynamic();
}

const toRow = (r: { click: typeof clicks.$inferSelect; converted: boolean; partnerName: string }) =>
  ({ ...r.click, converted: Boolean(r.converted), partnerName: r.partnerName }) as ClickRow;

/** One page of the report (JSON and XML). */
export async function clickReportPage(
  db: Db,
  principal: Principal,
  target: ClickReportTarget,
  query: ClickReportQuery,
): Promise<ClickReportPage> {
  const scope = await reportScope(db, principal, target);
  const where = conditions(scope, query);
  const [totals] = await db
    .select({
      n: sql<number>`count(*)::int`,
      unique: sql<number>`count(distinct ${uniqueKeySql})::int`,
    })
    .from(clicks)
    .where(where);
  const offset = query.offset ?? 0;
  const rows = await selectRows(db, where).limit(query.limit).offset(offset);
  return { rows: rows.map(toRow), count: totals!.n, uniqueCount: totals!.unique, offset };
}

/** Every row of the report from `offset` on, in pages, for the CSV export (access checked first). */
export async function clickReportPages(
  db: Db,
  principal: Principal,
  target: ClickReportTarget,
  query: ClickReportQuery,
  pageSize = 1000,
): Promise<AsyncGenerator<ClickRow[]>> {
  const scope = await reportScope(db, principal, target);
  const where = conditions(scope, query);
  async function* pages() {
    let offset = query.offset ?? 0;
    for (;;) {
      const rows = (await selectRows(db, where).limit(pageSize).offset(offset)).map(toRow);
      if (!rows.length) return;
      yield rows;
      if (rows.length < pageSize) return;
      offset += pageSize;
    }
  }
  return pages();
}
