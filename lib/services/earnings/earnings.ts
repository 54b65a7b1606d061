import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { campaigns, earningsTotals, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { EarningStage } from '@/lib/schemas/enums';
import { requirePartnerAccess, requireRole } from '../access';
import { fromUnits, toUnits } from '@/lib/money/amount';
import { noStageUnits, stageTexts, type StageUnits } from './stage-amounts';

/**
 * Earnings: per commission currency, the commission pending, approved (not yet locked), locked
 * and payable, adjustments included (each counts where its conversion stands), read from the
 * running totals per partner, campaign, currency and stage (earnings_totals): constant work per
 * partner, however many conversions it has.
 */

export interface EarningsTotals {
  currency: string;
  pending: string;
  approved: string;
  locked: string;
  payable: string;
}

/** key -> currency -> units by stage. */
type Tally = Map<string, Map<string, StageUnits>>;

function add(tally: Tally, key: string, currency: string, stage: EarningStage, amount: string) {
  const byCurrency = tally.get(key) ?? new Map<string, StageUnits>();
  tally.set(key, byCurrency);
  const units = byCurrency.get(currency) ?? noStageUnits();
  byCurrency.set(currency, units);
  units[stage] += toUnits(amount);
}

function present(byCurrency: Map<string, StageUnits> | undefined): EarningsTotals[] {
  return [...(byCurrency ?? new Map<string, StageUnits>()).entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, u]) => ({ currency, ...stageTexts(u) }));
}

/** Which totals rows count (a partner, or campaigns), and what they are totalled by. */
interface Scope {
  where: SQL;
  keyOf: SQL<string>;
}

/**
 * The running totals (earnings_totals, kept by triggers in the same transaction as every move:
 * migration 0017_earnings_totals) summed per key, currency and stage: one index range, a few
 * rows per partner and campaign whatever the number of conversions. recompute.ts derives the
 * same figures from the conversions, locks and adjustments (the tests compare the two).
 */
async function tally(db: DbOrTx, scope: Scope): Promise<Tally> {
  const rows = await db
    .select({
      key: scope.keyOf,
      stage: earningsTotals.stage,
      currency: earningsTotals.commissionCurrency,
      sum: sql<string>`sum(${earningsTotals.amount})::text`,
    })
    .from(earningsTotals)
    .where(scope.where)
    .groupBy(sql`1`, earningsTotals.stage, earningsTotals.commissionCurrency);
  const out: Tally = new Map();
  for (const r of rows) add(out, String(r.key), r.currency, r.stage, r.sum);
  return dropEmpty(out);
}

/** A currency whose every stage nets to zero (all rejected, say) is not shown. */
function dropEmpty(tally: Tally): Tally {
  for (const byCurrency of tally.values())
    for (const [currency, u] of byCurrency)
      if (!u.pending && !u.approved && !u.locked && !u.payable) byCurrency.delete(currency);
  return tally;
}

const ONE = sql<string>`'all'`;

/** The partner's own user, or staff, may read a partner of their network's earnings. */
export async function requireEarningsReader(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
): Promise<void> {
  requirePartnerAccess(principal, partnerId);
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.id, partnerId), eq(partners.networkId, principal.networkId)));
  if (!partner) throw AppError.notFound('Partner');
}

/** A partner's totals per commission currency (the partner's own user, or staff). */
export async function partnerEarnings(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
): Promise<EarningsTotals[]> {
  await requireEarningsReader(db, principal, partnerId);
  const result = await tally(db, { where: eq(earningsTotals.partnerId, partnerId), keyOf: ONE });
  return present(result.get('all'));
}

export interface CampaignEarnings {
  campaigns: { campaignId: number; title: string; totals: EarningsTotals[] }[];
  totals: EarningsTotals[];
}

/**
 * Totals per campaign and over them all: staff see every campaign of the network, brand users
 * those of their brands (optionally one campaign).
 */
export async function campaignEarnings(
  db: DbOrTx,
  principal: Principal,
  campaignId?: number,
): Promise<CampaignEarnings> {
  requireRole(principal, ['network', 'brand'], 'read campaign earnings');
  const conditions = [eq(campaigns.networkId, principal.networkId)];
  if (principal.role === 'brand')
    conditions.push(
      principal.brandIds.length ? inArray(campaigns.brandId, principal.brandIds) : sql`false`,
    );
  if (campaignId !== undefined) conditions.push(eq(campaigns.id, campaignId));
  const visible = await db
    .select({ id: campaigns.id, title: campaigns.title })
    .from(campaigns)
    .where(and(...conditions))
    .orderBy(campaigns.id);
  if (campaignId !== undefined && !visible.length) throw AppError.notFound('Campaign');
  const ids = visible.map((c) => c.id);
  const none = !ids.length;
  const result = none
    ? new Map()
    : await tally(db, {
        where: inArray(earningsTotals.campaignId, ids),
        keyOf: sql<string>`${earningsTotals.campaignId}`,
      });
  const whole: Tally = new Map();
  for (const byCurrency of result.values())
    for (const [currency, u] of byCurrency as Map<string, StageUnits>)
      for (const stage of Object.keys(u) as EarningStage[])
        add(whole, 'all', currency, stage, fromUnits(u[stage]));
  return {
    campaigns: visible.map((c) => ({
      campaignId: c.id,
      title: c.title,
      totals: present(result.get(String(c.id))),
    })),
    totals: present(whole.get('all')),
  };
}
