import type { AdjustedConversion, AdjustmentRow, EarningsTotals } from '@/lib/services/earnings';
import type { EarningStage } from '@/lib/schemas/enums';
import type { AdjustmentV3Out, EarningsTotalsOut } from '@/lib/schemas/earnings';
import { isoDateTime } from './common';

export function presentAdjustmentV3(a: AdjustmentRow & { stage: EarningStage }): AdjustmentV3Out {
  return {
    adjustment_id: String(a.id),
    conversion_id: String(a.conversionId),
    campaign_id: String(a.campaignId),
    publisher_id: String(a.partnerId),
    kind: a.kind,
    value_delta: a.valueDelta,
    commission_delta: a.commissionDelta,
    commission_currency: a.commissionCurrency,
    stage: a.stage,
    reason: a.reason,
    created_by: a.createdBy === null ? null : String(a.createdBy),
    created_at: isoDateTime(a.createdAt),
  };
}

export function presentAdjustedConversion(c: AdjustedConversion) {
  return {
    conversion_id: String(c.conversion.id),
    commission: c.conversion.commission,
    net_commission: c.netCommission,
    stage: c.stage,
    adjustments: c.adjustments.map(presentAdjustmentV3),
  };
}

export const presentTotals = (t: EarningsTotals[]): EarningsTotalsOut[] => t;
