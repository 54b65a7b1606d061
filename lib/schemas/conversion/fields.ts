import { z } from 'zod';
import { decimalText } from '../fields';
import type { CUSTOMER_TYPES } from '../enums';

/** Field builders of the conversion bodies. Amounts are exact decimals: sent as a string or a number, kept as text. */

/** The bulk update's pattern for every text field; references we record follow it too, so bulk updates can name them. */
const TEXT_PATTERN = /^[a-zA-Z0-9 :\-_.,;#]+$/;
const PATTERN_MESSAGE = 'may only contain letters, digits, spaces and the characters : - _ . , ; #';

export const patternText = (max: number) =>
  z.string().trim().min(1).max(max).regex(TEXT_PATTERN, { message: PATTERN_MESSAGE });

/**
 * An item's category or SKU as shops send them (`Organic Liquid Zinc(Full)`): any printable text
 * (control characters refused). Stored as text; JSON, XML and CSV outputs escape it.
 */
export const itemText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}]+$/u, { message: 'may not contain control characters (tabs, line breaks)' });

/**
 * new or existing, in any case (shops send `Existing`); stored lower case. Anything else is the
 * enum error the strict enum gave.
 */
export const customerTypeIn = () =>
  z
    .string()
    .trim()
    .refine((v) => /^(new|existing)$/i.test(v), {
      params: { kind: 'invalid_enum' },
      message: 'must be one of new, existing (in any case)',
    })
    .transform((v) => v.toLowerCase() as (typeof CUSTOMER_TYPES)[number])
    .meta({ description: 'new or existing, in any case; stored lower case' });

/** An exact decimal amount 0..99999999.9999 with at most 4 decimals, returned as text. */
export const amount = () =>
  decimalText(8, 'must be a decimal number from 0 to 99999999.9999 with at most 4 decimals');

/**
 * A date-time: ISO 8601 with Z or an offset (v3), or `YYYY-MM-DD HH:MM:SS` read as UTC (v1);
 * with `minutes`, also `YYYY-MM-DD HH:MM` (UTC, the transaction queries' documented form).
 * Returns a Date.
 */
export const dateTime = (options: { minutes?: boolean } = {}) =>
  z.string().transform((v, ctx) => {
    const s = v.trim();
    const v1 = (
      options.minutes
        ? /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d)(?::(\d\d))?$/
        : /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)$/
    ).exec(s);
    const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?(Z|[+-]\d\d:?\d\d)$/.test(s);
    const wall = v1 ? `${v1[1]}-${v1[2]}-${v1[3]}T${v1[4]}:${v1[5]}:${v1[6] ?? '00'}` : '';
    const date = v1 ? new Date(`${wall}Z`) : iso ? new Date(s) : null;
    // The round trip refuses dates that do not exist (2016-02-30).
    const valid =
      date !== null &&
      !Number.isNaN(date.getTime()) &&
      date.getUTCFullYear() >= 1900 &&
      date.getUTCFullYear() <= 9999 &&
      (!v1 || date.toISOString().slice(0, 19) === wall);
    if (!valid) {
      ctx.addIssue({
        code: 'custom',
        params: { kind: 'invalid_datetime' },
        message: `must be a date-time from 1900 to 9999: YYYY-MM-DD HH:MM${options.minutes ? '[:SS]' : ':SS'} (UTC) or ISO 8601 with an offset`,
      });
      return z.NEVER;
    }
    return date!;
  });
