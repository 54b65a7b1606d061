import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { campaigns, partners, transactionQueries, transactionQueryReasons } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { TransactionQueryListQuery } from '@/lib/schemas/transaction-query';
import { transactionQueryWindow } from '@/lib/schemas/transaction-query-dates';
import { requirePartnerAccess, requireStaff } from '../access';
import { requireBrandSideCampaign } from '../conversions/read-conversions';

export type TransactionQueryRow = typeof transactionQueries.$inferSelect;

/** What a claim shows of its partner (no contact, address or tax details: brands read claims). */
const partnerColumns = {
  id: partners.id,
  name: partners.accountName,
  networkId: partners.networkId,
  networkStatus: partners.networkStatus,
  termsId: partners.termsId,
  reportingTimezone: partners.reportingTimezone,
  weekStart: partners.weekStart,
  createdBy: partners.createdBy,
  createdAt: partners.createdAt,
};
export interface TransactionQueryPartner {
  id: number;
  name: string;
  networkId: number;
  networkStatus: string;
  termsId: number | null;
  reportingTimezone: string;
  weekStart: string;
  createdBy: number | null;
  createdAt: Date;
}
export interface TransactionQueryRecord {
  row: TransactionQueryRow;
  campaign: typeof campaigns.$inferSelect;
  partner: TransactionQueryPartner;
  reason: string | null;
}

/** Who is listing: a partner's own claims, a campaign's (brand side), or the network's queue (staff). */
export type ListScope =
  { partnerId: number } | { campaignId: number } | { network: true; brandIds?: number[] };

const columnOf = {
  created_at: transactionQueries.createdAt,
  updated_at: transactionQueries.updatedAt,
  conversion_date_time: transactionQueries.conversionTime,
};

/** Claims with their campaign, partner and rejection reason. */
export async function withContext(
  db: DbOrTx,
  rows: TransactionQueryRow[],
): Promise<TransactionQueryRecord[]> {
  if (!rows.length) return [];
  const [cs, ps, rs] = await Promise.all([
    db
      .select()
      .from(campaigns)
      .where(inArray(campaigns.id, [...new Set(rows.map((r) => r.campaignId))])),
    db
      .select(partnerColumns)
      .from(partners)
      .where(inArray(partners.id, [...new Set(rows.map((r) => r.partnerId))])),
    rows.some((r) => r.reasonId !== null)
      ? db
          .select({ id: transactionQueryReasons.id, reason: transactionQueryReasons.reason })
          .from(transactionQueryReasons)
          .where(
            inArray(
              transactionQueryReasons.id,
              rows.flatMap((r) => (r.reasonId ? [r.reasonId] : [])),
            ),
          )
      : Promise.resolve([]),
  ]);
  const campaign = new Map(cs.map((c) => [c.id, c]));
  const partner = new Map(ps.map((p) => [p.id, p]));
  const reason = new Map(rs.map((r) => [r.id, r.reason]));
  return rows.map((row) => ({
    row,
    campaign: campaign.get(row.campaignId)!,
    partner: partner.get(row.partnerId)!,
    reason: row.reasonId === null ? null : (reason.get(row.reasonId) ?? null),
  }));
}

async function scopeCondition(db: DbOrTx, principal: Principal, scope: ListScope): Promise<SQL> {
  if ('partnerId' in scope) {
    requirePartnerAccess(principal, scope.partnerId);
    const [p] = await db
      .select({ id: partners.id })
      .from(partners)
      .where(and(eq(partners.id, scope.partnerId), eq(partners.networkId, principal.networkId)));
    if (!p) throw AppError.notFound('Publisher');
    return eq(transactionQueries.partnerId, scope.partnerId);
  }
  if ('campaignId' in scope) {
    await requireBrandSideCampaign(db, principal, scope.campaignId, 'read transaction queries');
    return eq(transactionQueries.campaignId, scope.campaignId);
  }
  requireStaff(principal, 'read the transaction query queue');
  return eq(transactionQueries.networkId, principal.networkId);
}

/** The date filters: the range on `date_range_column` and `conversion_date_time`. */
function dateConditions(query: TransactionQueryListQuery, now: Date): (SQL | undefined)[] {
  const { range, conversionTime } = transactionQueryWindow(query, now);
  const column = columnOf[query.date_range_column];
  return [
    range?.start ? gte(column, range.start) : undefined,
    range?.end ? lte(column, range.end) : undefined,
    conversionTime ? gte(transactionQueries.conversionTime, conversionTime.start) : undefined,
    conversionTime ? lt(transactionQueries.conversionTime, conversionTime.end) : undefined,
  ];
}

/** A page of claims (deleted ones never show), with the total count. */
export async function listTransactionQueries(
  db: DbOrTx,
  principal: Principal,
  scope: ListScope,
  query: TransactionQueryListQuery,
  now = new Date(),
): Promise<{ count: number; records: TransactionQueryRecord[] }> {
  const t = transactionQueries;
  const conditions: (SQL | undefined)[] = [
    await scopeCondition(db, principal, scope),
    ...dateConditions(query, now),
    isNull(t.deletedAt),
    query.transaction_query_id === undefined ? undefined : eq(t.id, query.transaction_query_id),
    query.transaction_query_type && eq(t.type, query.transaction_query_type),
    query.publisher_reference === undefined
      ? undefined
      : eq(t.partnerReference, query.publisher_reference),
    query.conversion_reference === undefined
      ? undefined
      : eq(t.conversionReference, query.conversion_reference),
    query.campaign_id === undefined ? undefined : eq(t.campaignId, query.campaign_id),
    query.current_state && eq(t.state, query.current_state),
  ];
  const where = and(...conditions);
  const order = query.order_by === 'DESC' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(order(columnOf[query.sort_column]), order(t.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(t)
      .where(where),
  ]);
  return { count: total?.n ?? 0, records: await withContext(db, rows) };
}

/**
 * Every matching claim, 500 at a time in the list's order (`tq_export`); access is checked
 * before the first page is read. Offset pages: a claim created during an export may shift it.
 */
export async function transactionQueryPages(
  db: DbOrTx,
  principal: Principal,
  scope: ListScope,
  query: TransactionQueryListQuery,
): Promise<AsyncIterable<TransactionQueryRecord[]>> {
  const now = new Date();
  const first = await listTransactionQueries(
    db,
    principal,
    scope,
    { ...query, limit: 500, offset: 0 },
    now,
  );
  return (async function* () {
    let page = first.records;
    for (let offset = 0; page.length;) {
      yield page;
      if (page.length < 500) return;
      offset += 500;
      page = (
        await listTransactionQueries(db, principal, scope, { ...query, limit: 500, offset }, now)
      ).records;
    }
  })();
}

/** One live claim of the campaign (brand side); unknown or deleted: 404. */
export async function claimOfCampaign(
  db: DbOrTx,
  campaignId: number,
  id: number,
  forUpdate = false,
): Promise<TransactionQueryRow> {
  const q = db
    .select()
    .from(transactionQueries)
    .where(
      and(
        eq(transactionQueries.id, id),
        eq(transactionQueries.campaignId, campaignId),
        isNull(transactionQueries.deletedAt),
      ),
    );
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw AppError.notFound('Transaction query');
  return row;
}
