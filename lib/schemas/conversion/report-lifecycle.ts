import { z } from 'zod';
import { AdjustmentKind, AppliedCommissionKind } from '../enums';

/**
 * Ours in the conversion reports (the reference has no lock stage, adjustments or commission
 * rules in its conversion object): a conversion's lifecycle, its adjustments and the rule that
 * paid it and each item, as recorded. Amounts are JSON numbers like the rest of the v1 report.
 * Decisions: docs/api-decisions.md#conversion-report-lifecycle.
 */

const nstr = z.string().nullable();
const nnum = z.number().nullable();

const LIFECYCLE_STAGES = ['pending', 'approved', 'rejected', 'locked', 'payable'] as const;

const ReportAppliedCommissionOut = z
  .object({
    kind: AppliedCommissionKind,
    rule_id: nstr,
    performance_model: z.enum(['percentage_cpa', 'fixed_cpa']),
    performance_value: z.string(),
    fixed_per: z.enum(['conversion', 'item']),
  })
  .nullable()
  .meta({ description: 'The rule as it was when the sale was recorded (null for old rows)' });

/** Added to conversion_value: the rule that paid the conversion and its net amounts. */
export const conversionValueRuleFields = {
  commission_rule_id: nstr.meta({ description: 'The rule that paid most of the conversion' }),
  commission_kind: AppliedCommissionKind.nullable(),
  commission_applied: ReportAppliedCommissionOut,
  net_value: z.number().meta({ description: 'value plus every adjustment' }),
  net_commission: z
    .number()
    .meta({ description: 'commission (when locked: as frozen at lock) plus every adjustment' }),
};

/** Added to each conversion item: the rule that paid it. */
export const itemRuleFields = {
  item_commission_rule_id: nstr,
  item_commission_kind: AppliedCommissionKind.nullable(),
  item_commission_applied: ReportAppliedCommissionOut,
};

const ReportAdjustmentOut = z.object({
  adjustment_id: z.string(),
  kind: AdjustmentKind,
  value_delta: z.number(),
  commission_delta: z.number(),
  commission_currency: z.string(),
  reason: nstr,
  created_by: nstr,
  created_at: z.string().meta({ description: 'In the report time zone' }),
});

/** Added to conversion_data. */
export const conversionLifecycleFields = {
  lifecycle: z
    .object({
      stage: z.enum(LIFECYCLE_STAGES),
      approved_at: nstr.meta({
        description: 'The approval that counts (locked: the one the lock period ran from)',
      }),
      locked_at: nstr,
      payable_at: nstr,
      locked_commission: nnum.meta({ description: 'The commission frozen at lock' }),
    })
    .meta({ description: 'pending / rejected, or approved -> locked -> payable (ours)' }),
  adjustments: z
    .array(ReportAdjustmentOut)
    .meta({ description: 'Amendments and refunds, oldest first (ours)' }),
};
