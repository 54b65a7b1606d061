import { z } from 'zod';
import { Currency } from './enums';
import { amount, customerTypeIn, dateTime, itemText, patternText } from './conversion/fields';
import { clickrefList, voucherCodeText } from './voucher-code-fields';

/**
 * The fields of a conversion URL (`/conversion/key:value/...`, the reference's tracking call;
 * lib/services/attribution/conversion-path.ts splits it). Keys are the reference's
 * (campaign, clickref, conversionref, value) and those its tracking integrations use
 * (currency, customertype, voucher, custref, items in brackets with category, sku, value,
 * quantity), plus ours: pubref, advref, conversion_time, tracking_mode. Any other key is
 * kept as meta data (at most 20, keys `[a-z0-9_]{1,64}`, values up to 255 characters).
 */

/** Most items (after quantities are counted out) one conversion may carry, as in the v3 call. */
const MAX_URL_ITEMS = 1000;
const MAX_META_KEYS = 20;

const meta = z
  .record(
    z.string().regex(/^[a-z0-9_]{1,64}$/, {
      message: 'meta data keys are 1-64 lower-case letters, digits or _',
    }),
    z.string().max(255),
  )
  .refine((m) => Object.keys(m).length <= MAX_META_KEYS, {
    message: `at most ${MAX_META_KEYS} meta data keys`,
  });

/** `7` or a camref `7l12`: the campaign is the number before the `l`. */
const campaignRef = z
  .string()
  .regex(/^[1-9][0-9]{0,15}(l[0-9]{1,16})?$/, {
    message: 'must be a campaign id (7) or a camref of the campaign (7l12)',
  })
  .transform((v) => Number(v.split('l')[0]));

const ConversionUrlItemIn = z.object({
  category: itemText(128).optional(),
  sku: itemText(512).optional(),
  value: amount(),
  quantity: z
    .string()
    .regex(/^[1-9][0-9]{0,3}$/, { message: 'must be a whole number from 1 to 9999' })
    .transform(Number)
    .default(1),
  meta: meta.default({}),
});

export const ConversionUrlIn = z
  .object({
    campaign: campaignRef,
    conversionref: patternText(256),
    clickref: clickrefList().optional(),
    value: amount().optional(),
    currency: Currency.optional(),
    customertype: customerTypeIn().optional(),
    voucher: voucherCodeText().optional(),
    custref: patternText(256).optional(),
    pubref: patternText(256).optional(),
    advref: patternText(256).optional(),
    conversion_time: dateTime().optional(),
    /** Informational (the reference's api or pixel): a signature, not this, decides the source. */
    tracking_mode: z.enum(['api', 'pixel', 'js']).optional(),
    items: z.array(ConversionUrlItemIn).max(MAX_URL_ITEMS),
    meta,
  })
  .refine((v) => (v.items ?? []).reduce((n, i) => n + (i.quantity ?? 1), 0) <= MAX_URL_ITEMS, {
    path: ['items'],
    params: { kind: 'too_many_items' },
    message: `at most ${MAX_URL_ITEMS} items, quantities counted`,
  });
export type ConversionUrlIn = z.output<typeof ConversionUrlIn>;

/** The keys the schema reads; every other key is meta data. */
export const CONVERSION_URL_KEYS = new Set([
  'campaign',
  'conversionref',
  'clickref',
  'value',
  'currency',
  'customertype',
  'voucher',
  'custref',
  'pubref',
  'advref',
  'conversion_time',
  'tracking_mode',
]);
export const CONVERSION_URL_ITEM_KEYS = new Set(['category', 'sku', 'value', 'quantity']);

/** What a JSON answer of the conversion URL carries (`Accept: application/json`). */
export const ConversionUrlAnswer = z.object({
  conversion: z.object({
    conversion_id: z.string(),
    campaign_id: z.string(),
    conversion_reference: z.string(),
    publisher_id: z.string().nullable(),
    attribution: z.string(),
    source: z.string(),
    clickref: z.string().nullable(),
    voucher_code: z.string().nullable(),
    status: z.string(),
    /** False when the reference was already recorded: the answer is the first recording. */
    created: z.boolean(),
  }),
});
export type ConversionUrlAnswer = z.infer<typeof ConversionUrlAnswer>;
