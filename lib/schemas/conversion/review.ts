import { z } from 'zod';
import { Attribution, ConversionStatus } from '../enums';
import { JobV3Out } from '../job';
import { amount, patternText } from './fields';

/**
 * The console's conversion review (our operations): GET /v3/brand/conversions (a page of the
 * conversions the caller may decide on, across campaigns), GET /v3/brand/conversions/export (the
 * same filters as CSV) and POST /v3/brand/conversions/review (approve, reject or pend a selection
 * or a whole filter, run as conversion_bulk_update jobs, one per campaign).
 */

export const REVIEW_PAGE_MAX = 100;
/** The most conversions one review may name (the bulk update's own limit per job). */
export const REVIEW_MAX = 100_000;

const id = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^[1-9][0-9]{0,15}$/, { message: `must be a ${what} id` })
    .transform(Number);

const day = () =>
  z
    .string()
    .trim()
    .refine(
      (v) =>
        /^\d{4}-\d\d-\d\d$/.test(v) &&
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
        new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v,
      { params: { kind: 'invalid_format' }, message: 'must be a date (2026-11-27)' },
    );

export const REVIEW_STAGES = ['pending', 'approved', 'locked', 'payable', 'rejected'] as const;

const filterShape = {
  campaign_id: id('campaign').optional(),
  publisher_id: id('partner').optional(),
  status: ConversionStatus.optional(),
  stage: z.enum(REVIEW_STAGES).optional().meta({
    description: 'Where it stands: pending, approved (not locked), locked, payable, rejected',
  }),
  from: day().optional().meta({ description: 'Recorded on or after this day (UTC)' }),
  to: day().optional().meta({ description: 'Recorded on or before this day (UTC)' }),
  min_value: amount().optional(),
  max_value: amount().optional(),
  attribution: Attribution.optional(),
};

const checkRanges = (
  f: { from?: string; to?: string; min_value?: string; max_value?: string },
  ctx: z.RefinementCtx,
) => {
  if (f.from && f.to && f.to < f.from)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      params: { kind: 'invalid_value' },
      message: 'The end date must be on or after the start date',
    });
  if (f.min_value && f.max_value && Number(f.max_value) < Number(f.min_value))
    ctx.addIssue({
      code: 'custom',
      path: ['max_value'],
      params: { kind: 'invalid_value' },
      message: 'The highest value must be at least the lowest',
    });
};

export const ConversionReviewFilters = z.strictObject(filterShape).superRefine(checkRanges);
export type ConversionReviewFilters = z.output<typeof ConversionReviewFilters>;

export const ConversionReviewQuery = z
  .object({
    ...filterShape,
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(REVIEW_PAGE_MAX).default(25),
  })
  .superRefine(checkRanges);
export type ConversionReviewQuery = z.output<typeof ConversionReviewQuery>;

export const ConversionReviewRowOut = z
  .object({
    conversion_id: z.string(),
    conversion_reference: z.string(),
    campaign_id: z.string(),
    campaign_title: z.string(),
    publisher_id: z.string().nullable(),
    publisher_name: z.string().nullable(),
    conversion_time: z.string(),
    status: ConversionStatus,
    stage: z.enum(REVIEW_STAGES),
    attribution: Attribution,
    currency: z.string(),
    value: z.string(),
    net_value: z.string(),
    commission_currency: z.string(),
    commission: z.string(),
    net_commission: z.string(),
    reason: z.string().nullable(),
    item_count: z.number().int(),
  })
  .meta({ id: 'ConversionReviewRow' });
export type ConversionReviewRowOut = z.infer<typeof ConversionReviewRowOut>;

export const ConversionReviewListResponse = z.object({
  data: z.array(ConversionReviewRowOut),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});

export const REVIEW_ACTIONS = ['approve', 'reject', 'pend'] as const;

/**
 * Exactly one of conversion_ids (a selection) or filter (every conversion it matches). A
 * rejection needs its reason (the bulk update's `reason`), which the partner sees; the other
 * actions take none.
 */
export const ConversionReviewIn = z
  .strictObject({
    action: z.enum(REVIEW_ACTIONS),
    reason: patternText(255).optional(),
    conversion_ids: z.array(id('conversion')).min(1).max(REVIEW_MAX).optional(),
    filter: ConversionReviewFilters.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.action === 'reject' && !b.reason)
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        params: { kind: 'required' },
        message: 'Give the reason for the rejection; the partner sees it',
      });
    if (b.action !== 'reject' && b.reason)
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        params: { kind: 'invalid_value' },
        message: 'A reason goes only with a rejection',
      });
    if ((b.conversion_ids === undefined) === (b.filter === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['conversion_ids'],
        params: { kind: 'required' },
        message: 'Send exactly one of conversion_ids or filter',
      });
  });
export type ConversionReviewIn = z.output<typeof ConversionReviewIn>;

export const ConversionReviewResponse = z.object({
  data: z.object({
    conversion_count: z.number().int(),
    jobs: z.array(JobV3Out),
  }),
});
