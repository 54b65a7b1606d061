import { z } from 'zod';
import {
  CommissionFixedPer,
  CommissionRateType,
  MetaFieldOperator,
  TierMeasurement,
  TierRewardModel,
} from '../enums';
import { entityId, requiredText, text, wholeNumber } from '../fields';
import { amount, dateTime } from '../conversion/fields';
import { doc } from '../doc';

/**
 * Bodies of the commission rule operations (partnerize-commissions, -promotional-commissions,
 * -tiers, -voucher-commissions; docs/commissions.md). Amounts are exact decimals (a number or a
 * string); dates ISO 8601 or `YYYY-MM-DD HH:MM:SS` (UTC).
 */

/** The reference's models; cpc is refused by name (clicks are not paid here). */
const PerformanceModelIn = z
  .string()
  .refine((v) => v === 'percentage_cpa' || v === 'fixed_cpa', {
    params: { kind: 'invalid_value' },
    message: 'must be percentage_cpa or fixed_cpa (cpc is not supported: clicks are not paid)',
  })
  .transform((v) => v as 'percentage_cpa' | 'fixed_cpa');

const basedOn = z
  .string()
  .nullable()
  .refine((v) => v === null || v === 'value', {
    params: { kind: 'invalid_value' },
    message: 'only value (the conversion or item value) is supported',
  });

const fixedPer = doc(
  CommissionFixedPer,
  'Ours: a fixed_cpa amount is paid once per conversion (default) or once per item',
);

const MetaName = z.enum(['sku', 'category']).meta({
  description: 'The item field the rule matches (items carry sku and category)',
});

const MetaRuleIn = z.strictObject({
  operator: MetaFieldOperator,
  value: z.union([text(255), z.number().transform(String), z.array(text(255)).min(1).max(500)]),
});

/** The v2 commission's meta fields: a name and rules with operators. */
const MetaFieldRulesIn = z.strictObject({
  name: MetaName,
  rules: z.array(MetaRuleIn).min(1).max(20),
});

/** Promotions: a name and the values it matches (any of them). */
const MetaFieldValuesIn = z.strictObject({
  name: MetaName,
  values: z.array(text(255)).min(1).max(500),
});

/** Tiers and voucher commissions: a name and one value (or a list). */
const MetaFieldValueIn = z.strictObject({
  name: MetaName,
  value: z.union([text(255), z.number().transform(String), z.array(text(255)).min(1).max(500)]),
});

export const CommissionRateIn = z.strictObject({
  id: entityId(),
  type: CommissionRateType,
  performance_value: amount(),
  performance_model: PerformanceModelIn,
  cookie_period: wholeNumber(0, 31_536_000).nullable().optional(),
});
export type CommissionRateIn = z.output<typeof CommissionRateIn>;

export const CreateCommissionIn = z.strictObject({
  description: text(300),
  start_date: dateTime(),
  end_date: dateTime().nullable().optional(),
  commission_based_on_field: basedOn.optional(),
  meta_fields: z.array(MetaFieldRulesIn).max(10).optional(),
  rates: z.array(CommissionRateIn).min(1).max(1000),
  fixed_per: fixedPer.optional(),
});
export type CreateCommissionIn = z.output<typeof CreateCommissionIn>;

export const UpdateCommissionIn = CreateCommissionIn.partial();
export type UpdateCommissionIn = z.output<typeof UpdateCommissionIn>;

const targets = {
  publishers: z.array(entityId()).max(1000).optional(),
  groups: z.array(entityId()).max(1000).optional(),
};

export const CreatePromotionIn = z.strictObject({
  description: text(300).optional(),
  performance_value: amount(),
  performance_model: PerformanceModelIn,
  start_date: dateTime(),
  end_date: dateTime().nullable().optional(),
  cookie_period: wholeNumber(0, 31_536_000).nullable().optional(),
  commission_based_on_field: basedOn.optional(),
  meta_fields: z.array(MetaFieldValuesIn).max(10).optional(),
  fixed_per: fixedPer.optional(),
  ...targets,
});
export type CreatePromotionIn = z.output<typeof CreatePromotionIn>;

export const UpdatePromotionIn = CreatePromotionIn.partial();
export type UpdatePromotionIn = z.output<typeof UpdatePromotionIn>;

const TierLevelIn = z.strictObject({
  threshold: amount(),
  bonus_value: amount(),
});

export const CreateTierIn = z.strictObject({
  id: z.string().optional(),
  name: requiredText(300),
  start_date: dateTime(),
  end_date: dateTime(),
  evaluation_period: wholeNumber(0, 86_399_999),
  reward_pending: z.boolean(),
  reward_model: TierRewardModel,
  performance_measurement: TierMeasurement,
  meta_fields: z.array(MetaFieldValueIn).max(10),
  levels: z.array(TierLevelIn).min(1).max(50),
  ...targets,
});
export type CreateTierIn = z.output<typeof CreateTierIn>;

export const UpdateTierIn = CreateTierIn.omit({ id: true }).partial();
export type UpdateTierIn = z.output<typeof UpdateTierIn>;

export const VoucherCommissionIn = z.strictObject({
  description: text(300).nullable().optional(),
  start_date: dateTime(),
  end_date: dateTime().nullable().optional(),
  group_limit_id: entityId().nullable().optional(),
  meta_fields: z.array(MetaFieldValueIn).max(10).optional(),
  voucher_codes: z.array(entityId()).min(1).max(1000),
  performance_value: amount(),
  performance_model: PerformanceModelIn,
  fixed_per: fixedPer.optional(),
});
export type VoucherCommissionIn = z.output<typeof VoucherCommissionIn>;

/** Ours: the preview's question (docs/api-decisions.md#commission-preview). */
export const CommissionPreviewIn = z.strictObject({
  publisher_id: entityId(),
  value: amount(),
  conversion_time: dateTime().optional(),
  voucher_code: text(255).optional(),
  items: z
    .array(
      z.strictObject({
        sku: text(255).optional(),
        category: text(255).optional(),
        item_value: amount(),
      }),
    )
    .max(500)
    .optional(),
});
export type CommissionPreviewIn = z.output<typeof CommissionPreviewIn>;

/** `at` of the list operations: the moment whose active and scheduled rules are listed. */
export const CommissionsAtQuery = z.object({ at: dateTime().optional() });

export const PartnerCommissionsQuery = z.object({
  status: z.enum(['scheduled']).optional(),
  type: z.enum(['default', 'campaign']).optional(),
});

export const CommissionsCsvQuery = z.object({
  start_date_time: dateTime().optional(),
  end_date_time: dateTime().optional(),
  type: z.enum(['default', 'standard', 'promotional', 'voucher']).optional(),
  status: z.enum(['retired', 'active', 'scheduled']).optional(),
});

export const IncludeHistoryQuery = z.object({ include: z.enum(['history']).optional() });
