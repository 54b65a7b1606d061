import { z } from 'zod';
import { ConversionStatus } from '../enums';
import { amount, customerTypeIn, itemText, patternText } from './fields';

const intField = () => z.number().int().min(0).max(2_147_483_647);

/** An update of one conversion (the reference's ConvUpd). At least one attribute. */
export const ConversionUpdateIn = z
  .strictObject({
    status: ConversionStatus.optional(),
    reason: patternText(255).optional(),
    ref_partnership_model_id: intField().optional(),
    force_commission_recalculation: z.boolean().optional(),
    publisher_reference: patternText(256).optional(),
    advertiser_reference: patternText(256).optional(),
    conversion_reference: patternText(256).optional(),
    customer_reference: patternText(256).optional(),
    traffic_source_id: intField().optional(),
    conversion_metric_id: intField().optional(),
    customer_type: customerTypeIn().optional(),
  })
  .refine((u) => Object.keys(u).length > 0, {
    params: { kind: 'required' },
    message: 'must set at least one attribute',
  });
export type ConversionUpdateIn = z.output<typeof ConversionUpdateIn>;

/** An update of one conversion item (the reference's ItemUpd). At least one attribute. */
export const ConversionItemUpdateIn = z
  .strictObject({
    status: ConversionStatus.optional(),
    item_value: amount().optional(),
    reason: patternText(255).optional(),
    force_commission_recalculation: z.boolean().optional(),
    display_to_publisher: z.boolean().optional(),
    category: itemText(128).optional(),
    sku: itemText(512).optional(),
  })
  .refine((u) => Object.keys(u).length > 0, {
    params: { kind: 'required' },
    message: 'must set at least one attribute',
  });
export type ConversionItemUpdateIn = z.output<typeof ConversionItemUpdateIn>;

const BULK_MAX_ENTRIES = 100_000;
export const BULK_FORMS = ['conversions', 'conversion_items', 'conversion_references'] as const;
export type BulkForm = (typeof BULK_FORMS)[number];

const entries = <T extends z.ZodType>(update: T) =>
  z
    .record(z.string().max(256), update)
    .refine((m) => Object.keys(m).length >= 1, {
      params: { kind: 'too_few_items' },
      message: 'must have at least 1 entry',
    })
    .refine((m) => Object.keys(m).length <= BULK_MAX_ENTRIES, {
      params: { kind: 'too_many_items' },
      message: `must have at most ${BULK_MAX_ENTRIES} entries`,
    });

/**
 * POST /v3/brand/campaigns/{campaignId}/conversions/bulk: exactly one of the three maps, each
 * `<identifier>: update`, 1..100,000 entries. conversions and conversion_items are keyed by
 * our ids, conversion_references by the references the brand recorded. job_reference (ours;
 * the reference defines it without wiring it in) becomes the job's reference, which
 * GET /v3/jobs?reference= searches. Which form and whether the keys are ids is checked by the
 * service (with the bulk update's own error code).
 */
export const BulkConversionUpdateIn = z.strictObject({
  conversions: entries(ConversionUpdateIn).optional(),
  conversion_items: entries(ConversionItemUpdateIn).optional(),
  conversion_references: entries(ConversionUpdateIn).optional(),
  job_reference: patternText(256).optional(),
});
export type BulkConversionUpdateIn = z.output<typeof BulkConversionUpdateIn>;
