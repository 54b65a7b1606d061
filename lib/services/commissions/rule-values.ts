import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import {
  partnerGroups,
  commissionRules,
  partners,
  voucherCodes,
  type MetaFieldRule,
} from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type {
  CommissionRateIn,
  CreateCommissionIn,
  CreatePromotionIn,
  CreateTierIn,
  UpdateCommissionIn,
  UpdatePromotionIn,
  UpdateTierIn,
  VoucherCommissionIn,
} from '@/lib/schemas/commission';
import type { CampaignRow } from '../campaigns/read-campaigns';
import { exactText, toUnits } from '@/lib/money/amount';

/** Column values of a rule, as the bodies of each kind set them. */
export type RuleValues = Partial<typeof commissionRules.$inferInsert>;

type MetaIn = { name: 'sku' | 'category'; value?: string | string[]; values?: string[] };

/** Promotions, tiers and vouchers send values; a list matches any of them, one value equals it. */
function metaOfValues(fields: MetaIn[] | undefined): MetaFieldRule[] | undefined {
  return fields?.map((f) => {
    const values = f.values ?? f.value ?? [];
    return Array.isArray(values)
      ? { name: f.name, rules: [{ operator: 'ONE_OF' as const, value: values }] }
      : { name: f.name, rules: [{ operator: 'EQUALS' as const, value: values }] };
  });
}

function checkWindow(values: RuleValues): void {
  if (values.startAt && values.endAt && values.endAt.getTime() <= values.startAt.getTime())
    throw AppError.field(['end_date'], 'invalid_value', 'end_date must be after start_date');
}

function checkPercent(
  model: string | null | undefined,
  value: string | null | undefined,
  field: string[],
) {
  if (model === 'percentage_cpa' && value != null && toUnits(value) > toUnits('100'))
    throw AppError.field(field, 'invalid_value', 'a percentage must be from 0 to 100');
}

const rateOf = (r: CommissionRateIn, i: number) => {
  checkPercent(r.performance_model, r.performance_value, ['rates', String(i), 'performance_value']);
  return {
    type: r.type,
    id: r.id,
    performanceModel: r.performance_model,
    performanceValue: exactText(r.performance_value),
    cookiePeriod: r.cookie_period ?? null,
  };
};

export function commissionValues(body: UpdateCommissionIn | CreateCommissionIn): RuleValues {
  const values: RuleValues = {
    description: body.description,
    startAt: body.start_date,
    endAt: body.end_date,
    metaFields: body.meta_fields as MetaFieldRule[] | undefined,
    rates: body.rates?.map(rateOf),
    fixedPer: body.fixed_per,
  };
  checkWindow(values);
  return values;
}

export function promotionValues(body: UpdatePromotionIn | CreatePromotionIn): RuleValues {
  checkPercent(body.performance_model, body.performance_value, ['performance_value']);
  const values: RuleValues = {
    description: body.description,
    performanceModel: body.performance_model,
    performanceValue:
      body.performance_value === undefined ? undefined : exactText(body.performance_value),
    startAt: body.start_date,
    endAt: body.end_date,
    cookiePeriod: body.cookie_period,
    metaFields: metaOfValues(body.meta_fields),
    partnerIds: body.publishers,
    groupIds: body.groups,
    fixedPer: body.fixed_per,
  };
  checkWindow(values);
  return values;
}

export function tierValues(body: UpdateTierIn | CreateTierIn): RuleValues {
  if (body.reward_model === 'percentage_cpa')
    body.levels?.forEach((l, i) =>
      checkPercent('percentage_cpa', l.bonus_value, ['levels', String(i), 'bonus_value']),
    );
  const thresholds = body.levels?.map((l) => exactText(l.threshold)) ?? [];
  if (new Set(thresholds).size !== thresholds.length)
    throw AppError.field(['levels'], 'invalid_value', "each level's threshold must be unique");
  const values: RuleValues = {
    description: body.name,
    startAt: body.start_date,
    endAt: body.end_date,
    evaluationPeriod: body.evaluation_period,
    rewardPending: body.reward_pending === undefined ? undefined : body.reward_pending ? 'y' : 'n',
    performanceModel: body.reward_model,
    performanceMeasurement: body.performance_measurement,
    metaFields: metaOfValues(body.meta_fields),
    levels: body.levels?.map((l) => ({
      threshold: exactText(l.threshold),
      bonusValue: exactText(l.bonus_value),
    })),
    partnerIds: body.publishers,
    groupIds: body.groups,
  };
  checkWindow(values);
  return values;
}

export function voucherValues(body: VoucherCommissionIn): RuleValues {
  checkPercent(body.performance_model, body.performance_value, ['performance_value']);
  const values: RuleValues = {
    description: body.description ?? '',
    startAt: body.start_date,
    endAt: body.end_date ?? null,
    groupIds: body.group_limit_id ? [body.group_limit_id] : [],
    metaFields: metaOfValues(body.meta_fields) ?? [],
    voucherCodeIds: body.voucher_codes,
    performanceValue: exactText(body.performance_value),
    performanceModel: body.performance_model,
    // Ours and not in the answer, so a PUT sending back what a GET showed cannot carry it: left
    // out, it stays as it was (a new one: per conversion, the column's default).
    fixedPer: body.fixed_per,
  };
  checkWindow(values);
  return values;
}

async function missing(
  ids: number[],
  found: Promise<{ id: number }[]>,
): Promise<number | undefined> {
  const have = new Set((await found).map((r) => r.id));
  return ids.find((id) => !have.has(id));
}

/** Every group, partner and voucher code a rule names belongs to its campaign (or network). */
export async function checkReferences(
  db: DbOrTx,
  campaign: CampaignRow,
  values: RuleValues,
  fields: { groups: string[]; publishers: string[] },
): Promise<void> {
  const rates = values.rates ?? [];
  const groups = [
    ...(values.groupIds ?? []),
    ...rates.filter((r) => r.type === 'group').map((r) => r.id),
  ];
  const pubs = [
    ...(values.partnerIds ?? []),
    ...rates.filter((r) => r.type === 'publisher').map((r) => r.id),
  ];
  const vouchers = values.voucherCodeIds ?? [];
  const badCampaign = rates.findIndex((r) => r.type === 'campaign' && r.id !== campaign.id);
  if (badCampaign >= 0)
    throw AppError.field(
      ['rates', String(badCampaign), 'id'],
      'invalid_value',
      `a campaign rate's id must be this campaign (${campaign.id})`,
    );
  const badGroup = groups.length
    ? await missing(
        groups,
        db
          .select({ id: partnerGroups.id })
          .from(partnerGroups)
          .where(and(eq(partnerGroups.campaignId, campaign.id), inArray(partnerGroups.id, groups))),
      )
    : undefined;
  if (badGroup !== undefined)
    throw AppError.field(
      fields.groups,
      'invalid_value',
      `partner group ${badGroup} is not a group of campaign ${campaign.id}`,
    );
  const badPartner = pubs.length
    ? await missing(
        pubs,
        db
          .select({ id: partners.id })
          .from(partners)
          .where(and(eq(partners.networkId, campaign.networkId), inArray(partners.id, pubs))),
      )
    : undefined;
  if (badPartner !== undefined)
    throw AppError.field(
      fields.publishers,
      'invalid_value',
      `publisher ${badPartner} is not a partner of this network`,
    );
  const badVoucher = vouchers.length
    ? await missing(
        vouchers,
        db
          .select({ id: voucherCodes.id })
          .from(voucherCodes)
          .where(and(eq(voucherCodes.campaignId, campaign.id), inArray(voucherCodes.id, vouchers))),
      )
    : undefined;
  if (badVoucher !== undefined)
    throw AppError.field(
      ['voucher_codes'],
      'invalid_value',
      `voucher code ${badVoucher} is not a code of campaign ${campaign.id}`,
    );
}
