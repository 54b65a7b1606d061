import { z } from 'zod';

/**
 * POST /campaign/{campaign_id}/conversion (v1, API Blueprint src/campaign_conversion.apib):
 * `{conversions: [{<one identifier>, status, reject_reason?}]}`. Each entry names a conversion
 * by `conversion_id` or `conversion_reference_id` (all its items) or one item by
 * `conversion_item_id`. Unknown attributes are ignored, as everywhere in v1.
 */

const V1_CONVERSION_STATUSES = ['approved', 'pending', 'rejected'] as const;

/** The three ways an entry names what it updates, in the reference's words. */
const V1_CONVERSION_IDENTIFIERS = [
  'conversion_id',
  'conversion_reference_id',
  'conversion_item_id',
] as const;
export type V1ConversionIdentifier = (typeof V1_CONVERSION_IDENTIFIERS)[number];

const V1_MAX_ENTRIES = 100_000;
const ID_PATTERN = /^[1-9][0-9]{0,15}$/;

/** An id as the API gives it (string or number); null reads as not sent. */
const idOf = (what: string) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => ID_PATTERN.test(v), {
      params: { kind: 'invalid_format' },
      message: `must be a ${what} id: digits, as the conversion report gives it`,
    })
    .nullish();

const referenceOf = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1).max(256))
    .nullish();

const ConversionStatusEntryIn = z
  .object({
    conversion_id: idOf('conversion'),
    conversion_reference_id: referenceOf(),
    conversion_item_id: idOf('conversion item'),
    status: z.enum(V1_CONVERSION_STATUSES),
    reject_reason: z.string().trim().max(255).nullish(),
  })
  .superRefine((entry, ctx) => {
    const sent = V1_CONVERSION_IDENTIFIERS.filter(
      (k) => entry[k] !== undefined && entry[k] !== null,
    );
    if (sent.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['conversion_id'],
        params: { kind: 'required' },
        message:
          'is required: each entry names one conversion_id, conversion_reference_id or conversion_item_id',
      });
    }
    for (const extra of sent.slice(1)) {
      ctx.addIssue({
        code: 'custom',
        path: [extra],
        params: { kind: 'invalid_value' },
        message: `cannot be sent with ${sent[0]}: each entry names one conversion or item`,
      });
    }
    if (entry.reject_reason && entry.status !== 'rejected') {
      ctx.addIssue({
        code: 'custom',
        path: ['reject_reason'],
        params: { kind: 'invalid_value' },
        message: `is only for status rejected (this entry sets ${entry.status})`,
      });
    }
  });
export type ConversionStatusEntryIn = z.output<typeof ConversionStatusEntryIn>;

/** The identifier an entry sends and its value (the schema guarantees exactly one). */
export function identifierOf(entry: ConversionStatusEntryIn): {
  name: V1ConversionIdentifier;
  value: string;
} {
  const name = V1_CONVERSION_IDENTIFIERS.find((k) => entry[k] !== undefined && entry[k] !== null)!;
  return { name, value: entry[name] ?? '' };
}

export const ConversionStatusUpdateV1In = z.object({
  conversions: z
    .array(ConversionStatusEntryIn)
    .min(1)
    .max(V1_MAX_ENTRIES)
    .superRefine((entries, ctx) => {
      const seen = new Map<string, number>();
      entries.forEach((entry, i) => {
        const { name, value } = identifierOf(entry);
        if (!name) return;
        const first = seen.get(`${name}:${value}`);
        if (first === undefined) seen.set(`${name}:${value}`, i);
        else
          ctx.addIssue({
            code: 'custom',
            path: [i, name],
            params: { kind: 'duplicate' },
            message: `is ${value}, already named by conversions[${first}]: name each conversion or item once`,
          });
      });
    }),
});
export type ConversionStatusUpdateV1In = z.output<typeof ConversionStatusUpdateV1In>;
