import type { EarningRow } from '@/lib/services/earnings';
import type { EarningRowV3Out } from '@/lib/schemas/earning-rows';
import { isoDateTime } from './common';

export function presentEarningRow(r: EarningRow): EarningRowV3Out {
  return {
    conversion_id: String(r.conversionId),
    campaign_id: String(r.campaignId),
    campaign_name: r.campaignTitle,
    conversion_reference: r.conversionReference,
    conversion_time: isoDateTime(r.conversionTime),
    value: r.value,
    currency: r.currency,
    stage: r.stage,
    commission: r.commission,
    commission_currency: r.commissionCurrency,
    net_commission: r.netCommission,
    rule: r.rule,
    locked_at: r.lockedAt ? isoDateTime(r.lockedAt) : null,
    payable_at: r.payableAt ? isoDateTime(r.payableAt) : null,
    adjustments: r.adjustments.map((a) => ({
      adjustment_id: String(a.id),
      kind: a.kind as EarningRowV3Out['adjustments'][number]['kind'],
      commission_delta: a.commissionDelta,
      reason: a.reason,
      created_at: isoDateTime(a.createdAt),
    })),
  };
}
