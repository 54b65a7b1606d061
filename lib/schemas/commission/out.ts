import { z } from 'zod';
import { AppliedCommissionKind } from '../enums';

/** Responses of the commission rule operations, in the reference's shapes (docs/commissions.md). */

const IdName = z.object({ id: z.string(), name: z.string() });
const nullableDate = z.string().nullable();

const MetaFieldOut = z.object({
  name: z.string(),
  values: z.array(z.string()),
  rules: z.array(
    z.object({ operator: z.string(), value: z.union([z.string(), z.array(z.string())]) }),
  ),
});

const CommissionStatus = z.enum(['ACTIVE', 'RETIRED', 'DELETED', 'SCHEDULED']);

const CommissionRateOut = z.object({
  id: z.string(),
  type: z.enum(['publisher', 'group', 'campaign']),
  name: z.string(),
  performance_value: z.number(),
  performance_model: z.string(),
  cookie_period: z.number().int().nullable(),
});

export const CommissionOut = z
  .object({
    id: z.string(),
    description: z.string(),
    start_date: nullableDate,
    end_date: nullableDate,
    last_modified: z.object({ id: z.string(), username: z.string(), date: nullableDate }),
    commission_based_on_field: z.string(),
    meta_fields: z.array(MetaFieldOut),
    status: CommissionStatus,
    rates: z.array(CommissionRateOut),
    version: z.number().int(),
    fixed_per: z.string().meta({ description: 'Ours: fixed_cpa paid per conversion or per item' }),
  })
  .meta({ id: 'Commission' });
export type CommissionOut = z.output<typeof CommissionOut>;

export const CommissionResponse = z.object({ commission: CommissionOut });
export const CommissionWithHistoryResponse = z.object({
  commission: CommissionOut,
  history: z.object({ data: z.array(z.unknown()) }).optional(),
});
export const CommissionListResponse = z.object({
  count: z.number().int(),
  commissions: z.array(CommissionOut),
});

export const PromotionOut = z
  .object({
    id: z.string(),
    description: z.string(),
    performance_value: z.number(),
    performance_model: z.string(),
    last_modified_by: z.string(),
    last_modified: z.string(),
    start_date: z.string(),
    end_date: nullableDate,
    cookie_period: z.number().int().nullable(),
    commission_based_on_field: z.string(),
    meta_fields: z.array(MetaFieldOut),
    publishers: z.array(IdName),
    groups: z.array(IdName),
    status: CommissionStatus,
    fixed_per: z.string(),
  })
  .meta({ id: 'PromotionalCommission' });
export type PromotionOut = z.output<typeof PromotionOut>;
export const PromotionResponse = z.object({ promotion: PromotionOut });
export const PromotionListResponse = z.object({
  count: z.number().int(),
  promotions: z.array(PromotionOut),
});

export const TierOut = z
  .object({
    id: z.string(),
    name: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    evaluation_period: z.number().int(),
    reward_pending: z.boolean(),
    reward_model: z.string(),
    performance_measurement: z.string(),
    meta_fields: z.array(MetaFieldOut),
    levels: z.array(z.object({ threshold: z.number(), bonus_value: z.number() })),
    publishers: z.array(IdName),
    groups: z.array(IdName),
    status: z.enum(['ACTIVE', 'COMPLETED', 'DELETED', 'SCHEDULED']),
  })
  .meta({ id: 'CommissionTier' });
export type TierOut = z.output<typeof TierOut>;
export const TierResponse = z.object({ tier: TierOut });
export const TierListResponse = z.object({ tiers: z.array(TierOut) });

export const VoucherCommissionOut = z
  .object({
    id: z.string(),
    description: z.string(),
    start_date: z.string(),
    end_date: nullableDate,
    group_limit: IdName.nullable(),
    last_modified: z.string(),
    last_modified_by: z.string(),
    meta_fields: z.array(
      z.object({
        name: z.string(),
        value: z.string(),
        weight: z.number().int(),
        rules: z.array(z.object({ operator: z.string(), value: z.unknown() })),
      }),
    ),
    performance_model: z.string(),
    performance_value: z.number(),
    status: CommissionStatus,
    voucher_codes: z.array(
      z.object({
        id: z.string(),
        code: z.string(),
        description: z.string().nullable(),
        start_date: z.string(),
        end_date: nullableDate,
        groups: z.array(IdName),
      }),
    ),
  })
  .meta({ id: 'VoucherCommission' });
export type VoucherCommissionOut = z.output<typeof VoucherCommissionOut>;
export const VoucherCommissionResponse = z.object({ voucher_commission: VoucherCommissionOut });
export const VoucherCommissionListResponse = z.object({
  count: z.number().int(),
  voucher_commissions: z.array(VoucherCommissionOut),
});

/** One commission as a partner's lists show it (default, campaign, promotional, voucher). */
export const PartnerCommissionOut = z
  .object({
    id: z.string().nullable(),
    type: z.enum(['default', 'campaign', 'promotional', 'voucher']),
    description: z.string(),
    start_date: nullableDate,
    end_date: nullableDate,
    commission_based_on_field: z.string(),
    status: CommissionStatus,
    meta_fields: z.array(MetaFieldOut),
    rates: z.array(
      z.object({
        id: z.string(),
        scope: z.enum(['publisher', 'group', 'campaign', 'voucher']),
        name: z.string(),
        performance_value: z.number(),
        performance_model: z.string(),
        cookie_period: z.number().int().nullable(),
      }),
    ),
  })
  .meta({ id: 'PartnerCommission' });
export type PartnerCommissionOut = z.output<typeof PartnerCommissionOut>;

/** A tier as a partner's lists show it. */
const PartnerTierOut = z.object({
  id: z.string(),
  name: z.string(),
  type: z.literal('tier'),
  scope: z.enum(['publisher', 'group', 'campaign']),
  start_date: nullableDate,
  end_date: nullableDate,
  performance_model: z.string(),
  performance_measurement: z.string(),
  status: z.string(),
  meta_fields: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  levels: z.array(z.object({ threshold: z.number(), bonus_value: z.number() })),
});

export const PartnerCommissionsResponse = z.object({
  commissions: z.array(z.union([PartnerCommissionOut, PartnerTierOut])),
});
export const ActivePartnerCommissionsResponse = z.object({
  active_commissions: z.array(PartnerCommissionOut),
});
export const PartnerCampaignCommissionsResponse = z.object({
  commissions: z.array(PromotionOut.omit({ publishers: true, groups: true, fixed_per: true })),
});
export const PartnerVoucherCommissionsResponse = z.object({
  voucher_commissions: z.array(VoucherCommissionOut.omit({ group_limit: true })),
});
export const PartnerPromotionsResponse = z.object({ promotions: z.array(PromotionOut) });

export const PartnerDefaultCommissionResponse = z.object({
  description: z.string(),
  performance_value: z.string(),
  performance_model: z.string(),
  last_modified_by: z.string(),
  last_modified: z.string(),
  publishers: z
    .object({ id: z.string(), performance_value: z.string(), name: z.string() })
    .optional(),
  groups: z.object({ id: z.string(), performance_value: z.string(), name: z.string() }).optional(),
});

/** What paid (or would pay) a conversion or an item. */
const AppliedCommissionOut = z
  .object({
    kind: AppliedCommissionKind,
    rule_id: z.string().nullable(),
    performance_model: z.enum(['percentage_cpa', 'fixed_cpa']),
    performance_value: z.string(),
    fixed_per: z.enum(['conversion', 'item']),
  })
  .meta({ id: 'AppliedCommission' });

export const CommissionPreviewV3Response = z.object({
  data: z.object({
    publisher_id: z.string(),
    currency: z.string(),
    commission: z.string(),
    rule: AppliedCommissionOut,
    items: z.array(
      z.object({
        sku: z.string().nullable(),
        category: z.string().nullable(),
        item_value: z.string(),
        item_commission: z.string(),
        rule: AppliedCommissionOut,
      }),
    ),
  }),
});
