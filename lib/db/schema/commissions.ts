import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import {
  COMMISSION_FIXED_PER,
  COMMISSION_RULE_KINDS,
  PERFORMANCE_MODELS,
  TIER_MEASUREMENTS,
  TIER_REWARD_MODELS,
  type CommissionRateType,
  type MetaFieldOperator,
} from '../../schemas/enums';
import { amount, createdAt, id, ref, requiredRef, timestamptz, updatedAt } from './columns';
import { networks } from './networks';
import { campaigns } from './campaigns';
import { users } from './users';

/** One rate of a campaign commission: for the whole campaign, a partner group or a partner. */
export interface CommissionRate {
  type: CommissionRateType;
  /** The campaign, group or partner id the rate is for. */
  id: number;
  performanceModel: (typeof PERFORMANCE_MODELS)[number];
  /** A percentage or an amount in the campaign currency, as an exact decimal string. */
  performanceValue: string;
  cookiePeriod: number | null;
}

/** Item matching: every field's rules must hold (name is `sku` or `category`). */
export interface MetaFieldRule {
  name: 'sku' | 'category';
  rules: { operator: MetaFieldOperator; value: string | string[] }[];
}

export interface TierLevel {
  threshold: string;
  bonusValue: string;
}

/**
 * A commission rule of a campaign (docs/commissions.md): a campaign commission (rates by
 * campaign, group and partner), a time-bound promotion, a tier by a partner's volume, or a
 * voucher commission. Rates, targets and item rules are small lists kept as jsonb: a campaign has
 * few rules and they are resolved in memory. Rules are never edited in place once they have been
 * active: an update retires the row and creates its successor (`replaces_id`), so a conversion's
 * stored rule id always names what it was paid by (the conversion also keeps a snapshot).
 */
export const commissionRules = pgTable(
  'commission_rules',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    kind: text('kind', { enum: COMMISSION_RULE_KINDS }).notNull(),
    /** Tiers carry a name; the other kinds a description. */
    description: text('description').notNull().default(''),
    startAt: timestamptz('start_at').notNull(),
    endAt: timestamptz('end_at'),
    retiredAt: timestamptz('retired_at'),
    deletedAt: timestamptz('deleted_at'),
    /** Promotion, voucher and tier rules: one model and value (tiers: reward_model). */
    performanceModel: text('performance_model', { enum: TIER_REWARD_MODELS }),
    performanceValue: amount('performance_value'),
    fixedPer: text('fixed_per', { enum: COMMISSION_FIXED_PER }).notNull().default('conversion'),
    cookiePeriod: integer('cookie_period'),
    commissionBasedOnField: text('commission_based_on_field').notNull().default('value'),
    /** Campaign commissions: the rates. */
    rates: jsonb('rates').$type<CommissionRate[]>().notNull().default([]),
    /** Promotions and tiers: the partners and groups they are limited to (none: everybody). */
    partnerIds: jsonb('publisher_ids').$type<number[]>().notNull().default([]),
    groupIds: jsonb('group_ids').$type<number[]>().notNull().default([]),
    metaFields: jsonb('meta_fields').$type<MetaFieldRule[]>().notNull().default([]),
    /** Voucher commissions: the campaign's voucher codes they pay for. */
    voucherCodeIds: jsonb('voucher_code_ids').$type<number[]>().notNull().default([]),
    /** Tiers. */
    levels: jsonb('levels').$type<TierLevel[]>().notNull().default([]),
    performanceMeasurement: text('performance_measurement', { enum: TIER_MEASUREMENTS }),
    evaluationPeriod: integer('evaluation_period'),
    rewardPending: text('reward_pending', { enum: ['y', 'n'] }),
    /** 1: made by the v1 voucher API; migrate moves a rule to 2 (the v2 commission model). */
    version: integer('version').notNull().default(2),
    replacesId: ref('replaces_id'),
    createdBy: ref('created_by').references(() => users.id),
    updatedBy: ref('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('commission_rules_campaign_idx').on(t.campaignId, t.kind, t.id),
    index('commission_rules_network_idx').on(t.networkId, t.id),
  ],
);

export type CommissionRuleRow = typeof commissionRules.$inferSelect;
