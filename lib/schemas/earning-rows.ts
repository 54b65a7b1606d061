import { z } from 'zod';
import { AdjustmentKind, EARNING_STAGES } from './enums';

/** GET /v3/partner/{partnerId}/earnings/conversions (ours): the rows behind each earnings figure. */

export const EarningRowsQuery = z.strictObject({
  stage: z
    .enum(EARNING_STAGES)
    .optional()
    .meta({ description: 'pending, approved, locked or payable; every stage when absent' }),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as GBP')
    .optional()
    .meta({ description: 'Commission currency; every currency when absent' }),
});

export const EarningRowV3Out = z
  .object({
    conversion_id: z.string(),
    campaign_id: z.string(),
    campaign_name: z.string(),
    conversion_reference: z.string(),
    conversion_time: z.string(),
    value: z.string(),
    currency: z.string(),
    stage: z.enum(EARNING_STAGES),
    commission: z.string().meta({ description: 'As recorded (locked: as frozen at lock)' }),
    commission_currency: z.string(),
    net_commission: z.string().meta({ description: 'commission plus every adjustment' }),
    rule: z.string().meta({ description: 'The rule that paid it, in words' }),
    locked_at: z.string().nullable(),
    payable_at: z.string().nullable(),
    adjustments: z.array(
      z.object({
        adjustment_id: z.string(),
        kind: AdjustmentKind,
        commission_delta: z.string(),
        reason: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
  })
  .meta({ id: 'EarningRowV3' });
export type EarningRowV3Out = z.infer<typeof EarningRowV3Out>;

const pagination = z.object({
  total_page_count: z.number(),
  total_item_count: z.number(),
  first_page: z.string(),
  last_page: z.string(),
  next_page: z.string().nullable(),
  previous_page: z.string().nullable(),
});

export const EarningRowsV3Response = z.object({
  data: z.object({
    publisher_id: z.string(),
    rows: z.array(EarningRowV3Out),
    sums: z
      .array(z.object({ currency: z.string(), net_commission: z.string() }))
      .meta({ description: 'Net commission of the whole set (every page) per currency' }),
  }),
  hypermedia: z.object({ pagination }),
});
