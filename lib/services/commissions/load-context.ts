import { and, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import {
  partnerGroupMembers,
  partnerGroups,
  commissionRules,
  conversionItems,
  conversions,
} from '@/lib/db/schema';
import type { CampaignRow } from '../campaigns/read-campaigns';
import { exactText } from '@/lib/money/amount';
import type { ResolveContext, RuleCandidate } from './resolve-rule';

/** The partner's groups in the campaign that are active and inside their window at `at`. */
export async function groupsAt(
  db: DbOrTx,
  campaignId: number,
  partnerId: number,
  at: Date,
): Promise<number[]> {
  const rows = await db
    .select({ id: partnerGroups.id })
    .from(partnerGroupMembers)
    .innerJoin(partnerGroups, eq(partnerGroups.id, partnerGroupMembers.groupId))
    .where(
      and(
        eq(partnerGroups.campaignId, campaignId),
        eq(partnerGroupMembers.partnerId, partnerId),
        eq(partnerGroups.active, true),
        or(isNull(partnerGroups.startAt), lt(partnerGroups.startAt, at)),
        or(isNull(partnerGroups.endAt), gte(partnerGroups.endAt, at)),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * The partner's volume in a tier's period before `at`: revenue (sum of values) or items sold
 * (a conversion without items counts as one). Approved conversions only, pending too when the
 * tier rewards pending ones; the new conversion itself is not counted.
 */
async function tierVolume(
  db: DbOrTx,
  rule: RuleCandidate & { performanceMeasurement: string | null; rewardPending: string | null },
  campaignId: number,
  partnerId: number,
  at: Date,
): Promise<string> {
  const statuses = rule.rewardPending === 'y' ? ['approved', 'pending'] : ['approved'];
  const itemCount = sql<number>`(select greatest(count(*), 1) from ${conversionItems} where ${conversionItems.conversionId} = ${conversions.id})`;
  const [row] = await db
    .select({
      revenue: sql<string>`coalesce(sum(${conversions.value}), 0)::text`,
      items: sql<string>`coalesce(sum(${itemCount}), 0)::text`,
    })
    .from(conversions)
    .where(
      and(
        eq(conversions.campaignId, campaignId),
        eq(conversions.partnerId, partnerId),
        inArray(conversions.status, statuses as ('approved' | 'pending')[]),
        gte(conversions.conversionTime, rule.startAt),
        lt(conversions.conversionTime, at),
      ),
    );
  return rule.performanceMeasurement === 'total_items'
    ? exactText(row?.items ?? '0')
    : (row?.revenue ?? '0');
}

/** Everything `chooseRule` needs for one partner's conversion in a campaign at a time. */
export async function loadResolveContext(
  db: DbOrTx,
  campaign: CampaignRow,
  facts: { partnerId: number | null; at: Date; voucherCodeId: number | null },
): Promise<ResolveContext> {
  const base = {
    at: facts.at,
    partnerId: facts.partnerId,
    voucherCodeId: facts.voucherCodeId,
    campaignDefault: {
      rate: campaign.defaultCommissionRate,
      fixed: campaign.defaultCommissionValue,
    },
  };
  if (facts.partnerId === null) return { ...base, groupIds: [], rules: [], tierVolumes: new Map() };
  const [rules, groupIds] = await Promise.all([
    db
      .select()
      .from(commissionRules)
      .where(and(eq(commissionRules.campaignId, campaign.id), isNull(commissionRules.deletedAt))),
    groupsAt(db, campaign.id, facts.partnerId, facts.at),
  ]);
  const tierVolumes = new Map<number, string>();
  for (const rule of rules.filter((r) => r.kind === 'tier' && r.startAt <= facts.at))
    tierVolumes.set(rule.id, await tierVolume(db, rule, campaign.id, facts.partnerId, facts.at));
  return { ...base, groupIds, rules, tierVolumes };
}
