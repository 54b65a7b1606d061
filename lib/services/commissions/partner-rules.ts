import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { partners, voucherCodes, type CommissionRuleRow } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { CampaignRow } from '../campaigns/read-campaigns';
import { toUnits } from '@/lib/money/amount';
import { groupsAt, loadResolveContext } from './load-context';
import { rulesOfKind, withNames, type RuleRecord } from './read-rules';
import { computeCommission, type Priced } from './compute-commission';
import { requireRuleCampaign } from './write-rules';

/** The rules of a campaign that can pay one partner (docs/commissions.md#partner-views). */
export interface PartnerRules {
  campaign: CampaignRow;
  partner: { id: number; name: string };
  groupIds: number[];
  records: RuleRecord[];
}

function concerns(
  row: CommissionRuleRow,
  partnerId: number,
  groupIds: number[],
  codes: Set<number>,
) {
  const targets =
    (row.partnerIds.length === 0 && row.groupIds.length === 0) ||
    row.partnerIds.includes(partnerId) ||
    row.groupIds.some((g) => groupIds.includes(g));
  switch (row.kind) {
    case 'campaign':
      return row.rates.some(
        (r) =>
          r.type === 'campaign' ||
          (r.type === 'publisher' && r.id === partnerId) ||
          (r.type === 'group' && groupIds.includes(r.id)),
      );
    case 'voucher':
      return (
        row.voucherCodeIds.some((id) => codes.has(id)) && (row.groupIds.length === 0 || targets)
      );
    default:
      return targets;
  }
}

async function requirePartner(db: Db, networkId: number, partnerId: number) {
  const [partner] = await db
    .select({ id: partners.id, name: partners.accountName })
    .from(partners)
    .where(and(eq(partners.id, partnerId), eq(partners.networkId, networkId)));
  if (!partner) throw AppError.notFound('Publisher');
  return partner;
}

/** Every rule (not deleted) of the campaign that concerns the partner, with names. */
export async function partnerRules(
  db: Db,
  principal: Principal,
  campaignId: number,
  partnerId: number,
  at: Date = new Date(),
): Promise<PartnerRules> {
  const campaign = await requireRuleCampaign(db, principal, campaignId);
  const partner = await requirePartner(db, principal.networkId, partnerId);
  const [groupIds, rows, codes] = await Promise.all([
    groupsAt(db, campaignId, partnerId, at),
    rulesOfKind(db, campaignId, ['campaign', 'promotion', 'tier', 'voucher']),
    db
      .select({ id: voucherCodes.id })
      .from(voucherCodes)
      .where(and(eq(voucherCodes.campaignId, campaignId), eq(voucherCodes.partnerId, partnerId))),
  ]);
  const mine = new Set(codes.map((c) => c.id));
  const records = await withNames(
    db,
    rows.filter((r) => concerns(r, partnerId, groupIds, mine)),
  );
  return { campaign, partner, groupIds, records };
}

export interface PreviewInput {
  partnerId: number;
  value: string;
  at?: Date;
  voucherCode?: string;
  items: { sku?: string; category?: string; item_value: string }[];
}

/**
 * What a conversion would pay the partner now (or at `at`), and by which rule: the same
 * resolution recording uses (docs/api-decisions.md#commission-preview). Nothing is written.
 */
export async function previewCommission(
  db: Db,
  principal: Principal,
  campaignId: number,
  input: PreviewInput,
): Promise<{ campaign: CampaignRow; priced: Priced }> {
  const campaign = await requireRuleCampaign(db, principal, campaignId);
  await requirePartner(db, principal.networkId, input.partnerId);
  const [code] = input.voucherCode
    ? await db
        .select({ id: voucherCodes.id })
        .from(voucherCodes)
        .where(
          and(
            eq(voucherCodes.campaignId, campaignId),
            sql`lower(${voucherCodes.code}) = lower(${input.voucherCode})`,
          ),
        )
    : [];
  const ctx = await loadResolveContext(db, campaign, {
    partnerId: input.partnerId,
    at: input.at ?? new Date(),
    voucherCodeId: code?.id ?? null,
  });
  const priced = computeCommission(
    ctx,
    toUnits(input.value),
    input.items.map((i) => ({ ...i, valueUnits: toUnits(i.item_value) })),
  );
  return { campaign, priced };
}
