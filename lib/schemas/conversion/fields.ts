import { z } from 'zod';

/** Field builders of the conversion bodies. Amounts are exact decimals: sent as a string or a number, kept as text. */

/** The bulk update's pattern for every text field; references we record follow it too, so bulk updates can name them. */
const TEXT_PATTERN = /^[a-zA-Z0-9 :\-_.,;#]+$/;
const PATTERN_MESSAGE = 'may only contain letters, digits, spaces and the characters : - _ . , ; #';

export const patternText = (max: number) =>
  z.string().trim().min(1).max(max).regex(TEXT_PATTERN, { message: PATTERN_MESSAGE });

/** An exact decimal amount 0..99999999.9999 with at most 4 decimals, returned as text. */
export const amount = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,8}(\.\d{1,4})?$/.test(v), {
      params: { kind: 'invalid_format' },
      message: 'must be a decimal number from 0 to 99999999.9999 with at most 4 decimals',
    });

/**
 * A date-time: ISO 8601 with Z or an offset (v3), or `YYYY-MM-DD HH:MM:SS` read as UTC (v1).
 * Returns a Date.
 */
export const dateTime = () =>
  z.string().transform((v, ctx) => {
    const s = v.trim();
    const v1 = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)$/.exec(s);
    const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?(Z|[+-]\d\d:?\d\d)$/.test(s);
    const date = v1
      ? new Date(`${v1[1]}-${v1[2]}-${v1[3]}T${v1[4]}:${v1[5]}:${v1[6]}Z`)
      : iso
        ? new Date(s)
        : null;
    // The round trip refuses dates that do not exist (2016-02-30).
    const valid =
      date !== null &&
      !Number.isNaN(date.getTime()) &&
      date.getUTCFullYear() >= 1900 &&
      date.getUTCFullYear() <= 9999 &&
      (!v1 ||
        date.toISOString().slice(0, 19) ===
          `${v1[1]}-${v1[2]}-${v1[3]}T${v1[4]}:${v1[5]}:${v1[6]}`);
    if (!valid) {
      ctx.addIssue({
        code: 'custom',
        params: { kind: 'invalid_datetime' },
        message:
          'must be a date-time from 1900 to 9999: YYYY-MM-DD HH:MM:SS (UTC) or ISO 8601 with an offset',
      });
      return z.NEVER;
    }
    return date!;
  });
