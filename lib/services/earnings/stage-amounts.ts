import type { EarningStage } from '@/lib/schemas/enums';
import { fromUnits } from '@/lib/money/amount';

/** Commission by stage, in units of 0.0001, while it is being added up. */
export type StageUnits = Record<EarningStage, bigint>;

export const noStageUnits = (): StageUnits => ({
  pending: 0n,
  approved: 0n,
  locked: 0n,
  payable: 0n,
});

/** The stages' sums as text. */
export const stageTexts = (u: StageUnits): Record<EarningStage, string> => ({
  pending: fromUnits(u.pending),
  approved: fromUnits(u.approved),
  locked: fromUnits(u.locked),
  payable: fromUnits(u.payable),
});
