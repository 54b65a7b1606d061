import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import {
  campaigns,
  commissionRules,
  conversionAdjustments,
  conversionLocks,
  conversions,
} from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { EarningStage } from '@/lib/schemas/enums';
import { exactText, sumText } from '@/lib/money/amount';
import { requireEarningsReader } from './earnings';
import { ruleInWords } from './rule-words';

/**
 * The rows behind a partner's earnings figures: its conversions in a stage (and currency), each
 * with the commission that counts in that stage (a locked conversion's frozen lock amount), the
 * rule that paid it in words, its lock and payable dates, and its adjustments. The stage and the
 * amounts are those of the totals (earnings.ts), so a figure's rows sum to it.
 */

interface EarningRowAdjustment {
  id: number;
  kind: string;
  commissionDelta: string;
  reason: string | null;
  createdAt: Date;
}

export interface EarningRow {
  conversionId: number;
  campaignId: number;
  campaignTitle: string;
  conversionReference: string;
  conversionTime: Date;
  value: string;
  currency: string;
  stage: EarningStage;
  commission: string;
  commissionCurrency: string;
  netCommission: string;
  rule: string;
  lockedAt: Date | null;
  payableAt: Date | null;
  adjustments: EarningRowAdjustment[];
}

export interface EarningRowsQuery {
  stage?: EarningStage;
  currency?: string;
  limit: number;
  offset: number;
}

export interface EarningRowsPage {
  rows: EarningRow[];
  /** Rows in the whole set (every page). */
  count: number;
  /** Net commission of the whole set per currency: the figure the rows stand behind. */
  sums: { currency: string; commission: string }[];
}

const stageSql = sql<EarningStage | null>`case
  when ${conversionLocks.payableAt} is not null then 'payable'
  when ${conversionLocks.conversionId} is not null then 'locked'
  when ${conversions.status} = 'approved' then 'approved'
  when ${conversions.status} = 'pending' then 'pending' end`;
const currencySql = sql<string>`coalesce(${conversionLocks.commissionCurrency}, ${conversions.commissionCurrency})`;
const commissionSql = sql<string>`coalesce(${conversionLocks.commission}, ${conversions.commission})`;
const adjustedSql = sql<string>`coalesce((select sum(${conversionAdjustments.commissionDelta}) from ${conversionAdjustments} where ${conversionAdjustments.conversionId} = ${conversions.id}), 0)`;

function scoped(db: DbOrTx, fields: Record<string, SQL>, where: SQL) {
  return db
    .select(fields)
    .from(conversions)
    .leftJoin(conversionLocks, eq(conversionLocks.conversionId, conversions.id))
    .where(where)
    .$dynamic();
}

async function adjustmentsByConversion(db: DbOrTx, ids: number[]) {
  const out = new Map<number, EarningRowAdjustment[]>();
  if (!ids.length) return out;
  const rows = await db
    .select({
      id: conversionAdjustments.id,
      conversionId: conversionAdjustments.conversionId,
      kind: conversionAdjustments.kind,
      commissionDelta: conversionAdjustments.commissionDelta,
      reason: conversionAdjustments.reason,
      createdAt: conversionAdjustments.createdAt,
    })
    .from(conversionAdjustments)
    .where(inArray(conversionAdjustments.conversionId, ids))
    .orderBy(asc(conversionAdjustments.id));
  for (const { conversionId, ...a } of rows)
    out.set(conversionId, [...(out.get(conversionId) ?? []), a]);
  return out;
}

/** A partner's conversions behind its earnings figures, newest first (the partner or staff). */
export async function partnerEarningRows(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
  q: EarningRowsQuery,
): Promise<EarningRowsPage> {
  await requireEarningsReader(db, principal, partnerId);
  const where = and(
    eq(conversions.partnerId, partnerId),
    eq(conversions.networkId, principal.networkId),
    q.stage ? sql`${stageSql} = ${q.stage}` : sql`${stageSql} is not null`,
    q.currency ? sql`${currencySql} = ${q.currency}` : undefined,
  )!;
  const [page, sums] = await Promise.all([
    scoped(db, { id: sql<number>`${conversions.id}` }, where)
      .orderBy(desc(conversions.conversionTime), desc(conversions.id))
      .limit(q.limit)
      .offset(q.offset),
    scoped(
      db,
      {
        currency: currencySql,
        count: sql<number>`count(*)::int`,
        commission: sql<string>`(sum(${commissionSql}) + sum(${adjustedSql}))::text`,
      },
      where,
    ).groupBy(sql`1`),
  ]);
  const ids = page.map((r) => Number(r.id));
  const rows = ids.length ? await loadRows(db, ids) : [];
  return {
    rows,
    count: sums.reduce((n, s) => n + Number(s.count), 0),
    sums: sums
      .map((s) => ({
        currency: String(s.currency),
        commission: exactText(String(s.commission)),
      }))
      .sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}

async function loadRows(db: DbOrTx, ids: number[]): Promise<EarningRow[]> {
  const [found, adjustments] = await Promise.all([
    db
      .select({
        conversionId: conversions.id,
        campaignId: conversions.campaignId,
        campaignTitle: campaigns.title,
        conversionReference: conversions.conversionReference,
        conversionTime: conversions.conversionTime,
        value: conversions.value,
        currency: conversions.currency,
        stage: stageSql,
        commission: commissionSql,
        commissionCurrency: currencySql,
        kind: conversions.commissionKind,
        applied: conversions.commissionApplied,
        ruleName: commissionRules.description,
        lockedAt: conversionLocks.lockedAt,
        payableAt: conversionLocks.payableAt,
      })
      .from(conversions)
      .innerJoin(campaigns, eq(campaigns.id, conversions.campaignId))
      .leftJoin(conversionLocks, eq(conversionLocks.conversionId, conversions.id))
      .leftJoin(
        commissionRules,
        and(
          isNotNull(conversions.commissionRuleId),
          eq(commissionRules.id, conversions.commissionRuleId),
        ),
      )
      .where(inArray(conversions.id, ids)),
    adjustmentsByConversion(db, ids),
  ]);
  const byId = new Map(found.map((r) => [r.conversionId, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r || !r.stage) return [];
    const adj = adjustments.get(id) ?? [];
    const { kind, applied, ruleName, ...rest } = r;
    return [
      {
        ...rest,
        stage: r.stage,
        commission: exactText(r.commission),
        value: exactText(r.value),
        netCommission: sumText([r.commission, ...adj.map((a) => a.commissionDelta)]),
        rule: ruleInWords(kind, ruleName, applied, r.commissionCurrency),
        lockedAt: r.lockedAt ? new Date(r.lockedAt) : null,
        payableAt: r.payableAt ? new Date(r.payableAt) : null,
        conversionTime: new Date(r.conversionTime),
        adjustments: adj,
      },
    ];
  });
}
