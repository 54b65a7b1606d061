import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import {
  campaigns,
  conversionAdjustments,
  conversionLocks,
  conversions,
  partners,
} from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { EarningStage } from '@/lib/schemas/enums';
import { requirePartnerAccess, requireRole } from '../access';
import { fromUnits, toUnits } from '../conversions/commission';

/**
 * Earnings: per commission currency, the commission pending, approved (not yet locked), locked
 * and payable, adjustments included (each counts where its conversion stands). Three grouped
 * reads, each an index range per partner (conversions_partner_earnings_idx,
 * conversion_locks_partner_idx, conversion_adjustments_partner_idx): no anti-join, because a
 * locked conversion's commission is frozen in its lock row and approved = all approved - locked.
 */

export interface EarningsTotals {
  currency: string;
  pending: string;
  approved: string;
  locked: string;
  payable: string;
}

type Units = Record<EarningStage, bigint>;
/** key -> currency -> units by stage. */
type Tally = Map<string, Map<string, Units>>;

const zero = (): Units => ({ pending: 0n, approved: 0n, locked: 0n, payable: 0n });

function add(tally: Tally, key: string, currency: string, stage: EarningStage, amount: string) {
  const byCurrency = tally.get(key) ?? new Map<string, Units>();
  tally.set(key, byCurrency);
  const units = byCurrency.get(currency) ?? zero();
  byCurrency.set(currency, units);
  units[stage] += toUnits(amount);
}

function present(byCurrency: Map<string, Units> | undefined): EarningsTotals[] {
  return [...(byCurrency ?? new Map<string, Units>()).entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, u]) => ({
      currency,
      pending: fromUnits(u.pending),
      approved: fromUnits(u.approved),
      locked: fromUnits(u.locked),
      payable: fromUnits(u.payable),
    }));
}

/** Which rows count, and what they are totalled by (a partner, a campaign, or one whole). */
interface Scope {
  conversions: SQL;
  locks: SQL;
  adjustments: SQL;
  keyOf: { conversions: SQL<string>; locks: SQL<string>; adjustments: SQL<string> };
}

const adjustmentStage = sql<EarningStage | null>`case
  when ${conversionLocks.payableAt} is not null then 'payable'
  when ${conversionLocks.conversionId} is not null then 'locked'
  when ${conversions.status} = 'approved' then 'approved'
  when ${conversions.status} = 'pending' then 'pending' end`;

async function tally(db: DbOrTx, scope: Scope): Promise<Tally> {
  const [recorded, locked, adjusted] = await Promise.all([
    db
      .select({
        key: scope.keyOf.conversions,
        status: conversions.status,
        currency: conversions.commissionCurrency,
        sum: sql<string>`sum(${conversions.commission})::text`,
      })
      .from(conversions)
      .where(and(scope.conversions, inArray(conversions.status, ['pending', 'approved'])))
      .groupBy(sql`1`, conversions.status, conversions.commissionCurrency),
    db
      .select({
        key: scope.keyOf.locks,
        payable: sql<boolean>`${conversionLocks.payableAt} is not null`,
        currency: conversionLocks.commissionCurrency,
        sum: sql<string>`sum(${conversionLocks.commission})::text`,
      })
      .from(conversionLocks)
      .where(scope.locks)
      .groupBy(sql`1`, sql`2`, conversionLocks.commissionCurrency),
    db
      .select({
        key: scope.keyOf.adjustments,
        stage: adjustmentStage,
        currency: conversionAdjustments.commissionCurrency,
        sum: sql<string>`sum(${conversionAdjustments.commissionDelta})::text`,
      })
      .from(conversionAdjustments)
      .innerJoin(conversions, eq(conversions.id, conversionAdjustments.conversionId))
      .leftJoin(
        conversionLocks,
        eq(conversionLocks.conversionId, conversionAdjustments.conversionId),
      )
      .where(scope.adjustments)
      .groupBy(sql`1`, sql`2`, conversionAdjustments.commissionCurrency),
  ]);
  const out: Tally = new Map();
  for (const r of recorded)
    add(out, String(r.key), r.currency, r.status === 'pending' ? 'pending' : 'approved', r.sum);
  for (const r of locked) {
    const stage = r.payable ? 'payable' : 'locked';
    add(out, String(r.key), r.currency, stage, r.sum);
    // Locked rows are approved conversions too: approved counts only those not yet locked.
    add(out, String(r.key), r.currency, 'approved', `-${r.sum.replace(/^-/, '')}`);
  }
  for (const r of adjusted) if (r.stage) add(out, String(r.key), r.currency, r.stage, r.sum);
  return out;
}

const ONE = sql<string>`'all'`;

/** A partner's totals per commission currency (the partner's own user, or staff). */
export async function partnerEarnings(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
): Promise<EarningsTotals[]> {
  requirePartnerAccess(principal, partnerId);
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.id, partnerId), eq(partners.networkId, principal.networkId)));
  if (!partner) throw AppError.notFound('Partner');
  const result = await tally(db, {
    conversions: eq(conversions.partnerId, partnerId),
    locks: eq(conversionLocks.partnerId, partnerId),
    adjustments: eq(conversionAdjustments.partnerId, partnerId),
    keyOf: { conversions: ONE, locks: ONE, adjustments: ONE },
  });
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
        conversions: and(inArray(conversions.campaignId, ids), isNotNull(conversions.partnerId))!,
        locks: inArray(conversionLocks.campaignId, ids),
        adjustments: inArray(conversionAdjustments.campaignId, ids),
        keyOf: {
          conversions: sql<string>`${conversions.campaignId}`,
          locks: sql<string>`${conversionLocks.campaignId}`,
          adjustments: sql<string>`${conversionAdjustments.campaignId}`,
        },
      });
  const whole: Tally = new Map();
  for (const byCurrency of result.values())
    for (const [currency, u] of byCurrency as Map<string, Units>)
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
