import type { AdjustmentIn } from '@/lib/schemas/earnings';
import type { AdjustmentInput } from '@/lib/services/earnings';

/** A POST .../conversions/{conversionId}/adjustments body as the adjustment. */
export function adjustmentInputOf(body: AdjustmentIn): AdjustmentInput {
  return {
    kind: body.kind,
    commissionDelta: body.commission_delta,
    valueDelta: body.value_delta,
    reason: body.reason,
  };
}
