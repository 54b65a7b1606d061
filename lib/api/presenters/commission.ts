import type {
  CommissionOut,
  PartnerCommissionOut,
  PromotionOut,
  TierOut,
  VoucherCommissionOut,
} from '@/lib/schemas/commission';
import { ruleStatus, type RuleRecord } from '@/lib/services/commissions';
import { isoDateTime, v1DateTime } from './common';

/** Commission rules in the reference's shapes (docs/commissions.md). */

const num = (v: string | null) => (v === null ? 0 : Number(v));
const v1 = (d: Date | null) => (d ? v1DateTime(d) : null);
const iso = (d: Date | null) => (d ? isoDateTime(d) : null);

type MetaFieldRule = RuleRecord['row']['metaFields'][number];

const metaRules = (fields: MetaFieldRule[]) =>
  fields.map((f) => ({
    name: f.name,
    values: f.rules.flatMap((r) => r.value),
    rules: f.rules.map((r) => ({ ...r })),
  }));

const metaValues = (fields: MetaFieldRule[]) =>
  fields.map((f) => ({ name: f.name, values: f.rules.flatMap((r) => r.value) }));

const end = ({ row }: RuleRecord) => row.retiredAt ?? row.endAt;

function names(record: RuleRecord) {
  return {
    publishers: record.row.partnerIds.map((id) => ({
      id: String(id),
      name: record.partnerNames.get(id) ?? '',
    })),
    groups: record.row.groupIds.map((id) => ({
      id: String(id),
      name: record.groupNames.get(id) ?? '',
    })),
  };
}

export function presentCommission(record: RuleRecord): CommissionOut {
  const { row } = record;
  return {
    id: String(row.id),
    description: row.description,
    start_date: iso(row.startAt),
    end_date: iso(end(record)),
    last_modified: {
      id: String(record.modifiedBy?.id ?? row.updatedBy ?? ''),
      username: record.modifiedBy?.username ?? '',
      date: iso(row.updatedAt),
    },
    commission_based_on_field: row.commissionBasedOnField,
    meta_fields: metaRules(row.metaFields),
    status: ruleStatus(row),
    rates: row.rates.map((r) => ({
      id: String(r.id),
      type: r.type,
      name:
        r.type === 'publisher'
          ? (record.partnerNames.get(r.id) ?? '')
          : r.type === 'group'
            ? (record.groupNames.get(r.id) ?? '')
            : 'Campaign',
      performance_value: Number(r.performanceValue),
      performance_model: r.performanceModel,
      cookie_period: r.cookiePeriod,
    })),
    version: row.version,
    fixed_per: row.fixedPer,
  };
}

export function presentPromotion(record: RuleRecord): PromotionOut {
  const { row } = record;
  return {
    id: String(row.id),
    description: row.description,
    performance_value: num(row.performanceValue),
    performance_model: row.performanceModel ?? 'fixed_cpa',
    last_modified_by: String(row.updatedBy ?? ''),
    last_modified: v1DateTime(row.updatedAt),
    start_date: v1DateTime(row.startAt),
    end_date: v1(end(record)),
    cookie_period: row.cookiePeriod,
    commission_based_on_field: row.commissionBasedOnField,
    meta_fields: metaRules(row.metaFields),
    ...names(record),
    status: ruleStatus(row),
    fixed_per: row.fixedPer,
  };
}

export function presentTier(record: RuleRecord): TierOut {
  const { row } = record;
  const status = ruleStatus(row);
  return {
    id: String(row.id),
    name: row.description,
    start_date: v1DateTime(row.startAt),
    end_date: v1(end(record)) ?? '',
    evaluation_period: row.evaluationPeriod ?? 0,
    reward_pending: row.rewardPending === 'y',
    reward_model: row.performanceModel ?? 'percentage_cpa',
    performance_measurement: row.performanceMeasurement ?? 'total_revenue',
    meta_fields: metaRules(row.metaFields),
    levels: row.levels.map((l) => ({
      threshold: Number(l.threshold),
      bonus_value: Number(l.bonusValue),
    })),
    ...names(record),
    status: status === 'RETIRED' ? 'COMPLETED' : status,
  };
}

export function presentVoucherCommission(record: RuleRecord): VoucherCommissionOut {
  const { row } = record;
  const limit = row.groupIds[0];
  return {
    id: String(row.id),
    description: row.description,
    start_date: v1DateTime(row.startAt),
    end_date: v1(end(record)),
    group_limit:
      limit === undefined ? null : { id: String(limit), name: record.groupNames.get(limit) ?? '' },
    last_modified: v1DateTime(row.updatedAt),
    last_modified_by: String(row.updatedBy ?? ''),
    meta_fields: row.metaFields.map((f) => ({
      name: f.name,
      // One value as the reference types it; a list shows in full in rules.
      value: f.rules.flatMap((r) => r.value).join(','),
      weight: 1,
      rules: f.rules.map((r) => ({ ...r })),
    })),
    performance_model: row.performanceModel ?? 'fixed_cpa',
    performance_value: num(row.performanceValue),
    status: ruleStatus(row),
    voucher_codes: record.vouchers.map((v) => ({
      id: String(v.id),
      code: v.code,
      description: v.description,
      start_date: v1DateTime(v.startAt ?? v.createdAt),
      end_date: v1(v.endAt),
      groups: v.partnerGroupIds.map((id) => ({
        id: String(id),
        name: record.groupNames.get(id) ?? '',
      })),
    })),
  };
}

const TYPES = { campaign: 'campaign', promotion: 'promotional', voucher: 'voucher' } as const;

/** A rule as a partner's commission lists show it: its rates with their scope. */
export function presentPartnerCommission(
  record: RuleRecord,
  partnerId: number,
  groupIds: number[],
): PartnerCommissionOut {
  const { row } = record;
  const single = (
    scope: 'publisher' | 'group' | 'campaign' | 'voucher',
    id: string,
    name: string,
  ) => ({
    id,
    scope,
    name,
    performance_value: num(row.performanceValue),
    performance_model: row.performanceModel ?? 'fixed_cpa',
    cookie_period: row.cookiePeriod,
  });
  const rates =
    row.kind === 'campaign'
      ? presentCommission(record)
          .rates.filter(
            (r) =>
              r.type === 'campaign' ||
              (r.type === 'publisher' && r.id === String(partnerId)) ||
              (r.type === 'group' && groupIds.includes(Number(r.id))),
          )
          .map(({ type, ...r }) => ({ ...r, scope: type }))
      : row.kind === 'voucher'
        ? record.vouchers.map((v) => single('voucher', String(v.id), v.code))
        : [single('publisher', String(partnerId), record.partnerNames.get(partnerId) ?? '')];
  return {
    id: String(row.id),
    type: TYPES[row.kind as keyof typeof TYPES],
    description: row.description,
    start_date: iso(row.startAt),
    end_date: iso(end(record)),
    commission_based_on_field: row.commissionBasedOnField,
    status: ruleStatus(row),
    meta_fields: metaRules(row.metaFields),
    rates,
  };
}

/** A tier as a partner's commission lists show it. */
export function presentPartnerTier(record: RuleRecord) {
  const tier = presentTier(record);
  const { row } = record;
  return {
    id: tier.id,
    name: tier.name,
    type: 'tier' as const,
    scope: (row.partnerIds.length ? 'publisher' : row.groupIds.length ? 'group' : 'campaign') as
      'publisher' | 'group' | 'campaign',
    start_date: iso(row.startAt),
    end_date: iso(end(record)),
    performance_model: tier.reward_model,
    performance_measurement: tier.performance_measurement,
    status: tier.status,
    meta_fields: metaValues(row.metaFields),
    levels: tier.levels,
  };
}
