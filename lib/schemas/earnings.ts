import { z } from 'zod';
import { AdjustmentKind } from './enums';
import { patternText } from './conversion/fields';
import { decimalText } from './fields';

/** Adjustments of approved conversions and the earnings totals (docs/jobs-and-conversions.md#lifecycle). */

/** A signed exact decimal: -99999999.9999..99999999.9999, at most 4 decimals, returned as text. */
const signedAmount = () =>
  decimalText(
    8,
    'must be a decimal number from -99999999.9999 to 99999999.9999 with at most 4 decimals',
    true,
  );

/** POST /v3/brand/campaigns/{campaignId}/conversions/{conversionId}/adjustments (ours). */
export const AdjustmentIn = z.strictObject({
  kind: AdjustmentKind.meta({
    description: 'amendment (either sign) or refund (negative: the sale was returned)',
  }),
  commission_delta: signedAmount().meta({
    description: "Added to the conversion's commission, in its commission currency",
  }),
  value_delta: signedAmount()
    .optional()
    .meta({ description: "Added to the conversion's value, in its currency (default 0)" }),
  reason: patternText(255).optional(),
});
export type AdjustmentIn = z.output<typeof AdjustmentIn>;

export const AdjustmentV3Out = z
  .object({
    adjustment_id: z.string(),
    conversion_id: z.string(),
    campaign_id: z.string(),
    publisher_id: z.string(),
    kind: AdjustmentKind,
    value_delta: z.string(),
    commission_delta: z.string(),
    commission_currency: z.string(),
    stage: z
      .string()
      .meta({ description: 'Where the conversion stands now: approved, locked or payable' }),
    reason: z.string().nullable(),
    created_by: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AdjustmentV3' });
export type AdjustmentV3Out = z.infer<typeof AdjustmentV3Out>;

export const AdjustmentV3Response = z.object({ data: AdjustmentV3Out });
export const AdjustmentV3ListResponse = z.object({
  data: z.object({
    conversion_id: z.string(),
    commission: z.string().meta({ description: 'As recorded' }),
    net_commission: z.string().meta({ description: 'Recorded plus every adjustment' }),
    stage: z.string(),
    adjustments: z.array(AdjustmentV3Out),
  }),
});

const totals = z.object({
  currency: z.string(),
  pending: z.string(),
  approved: z.string(),
  locked: z.string(),
  payable: z.string(),
});
export const EarningsTotalsOut = totals.meta({ id: 'EarningsTotals' });
export type EarningsTotalsOut = z.infer<typeof EarningsTotalsOut>;

/** GET /v3/partner/earnings and /v3/partners/{partnerId}/earnings (ours). */
export const PartnerEarningsV3Response = z.object({
  data: z.object({ publisher_id: z.string(), totals: z.array(EarningsTotalsOut) }),
});

/** GET /v3/brand/earnings (ours): per campaign, and the network's (or the brand's) whole. */
export const CampaignEarningsV3Response = z.object({
  data: z.object({
    campaigns: z.array(
      z.object({ campaign_id: z.string(), title: z.string(), totals: z.array(EarningsTotalsOut) }),
    ),
    totals: z.array(EarningsTotalsOut),
  }),
});
