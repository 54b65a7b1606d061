import { z } from 'zod';
import { decimalText, wholeNumber } from '../fields';

/** Closed value sets of campaign fields; requests and the record both build on them. */
export const WEEK_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const UNIQUE_CONVERSION_REFS = ['y', 'n', 'ignore'] as const;
export const CONVERSIONS_PER_CLICK_WORDS = ['y', 'n', 'suppress'] as const;
export const TRACKING_METHODS = ['pixel', 'api', 's2s'] as const;
export const DEEPLINK_METHODS = ['standard', 'direct'] as const;
export const APP_TRACKING_PROVIDERS = ['branch', 'partnerize'] as const;

/** Monday..Sunday in any case; stored and returned capitalised (the campaign sample). */
export const weekStart = () =>
  z
    .string()
    .trim()
    .transform((v) => v.charAt(0).toUpperCase() + v.slice(1).toLowerCase())
    .pipe(z.enum(WEEK_DAYS));

/** An exact decimal sent as a string or a number; kept as text so no float ever touches it. */
export const decimal = (integerDigits: number, max?: number) =>
  decimalText(
    integerDigits,
    `must be a decimal number with at most ${integerDigits} digits before the point and 4 after`,
  ).refine((v) => max === undefined || Number(v) <= max, {
    params: { kind: 'too_big' },
    message: `must be at most ${max}`,
  });

export const count = () => wholeNumber(0, 2_147_483_647);

/** An array of strings, or (Legacy) a string holding a JSON-encoded array of strings. */
export const jsonStringList = () =>
  z.union([
    z.array(z.string().max(255)).max(100),
    z.string().transform((v, ctx) => {
      try {
        const parsed: unknown = JSON.parse(v === '' ? '[]' : v);
        if (
          Array.isArray(parsed) &&
          parsed.length <= 100 &&
          parsed.every((x) => typeof x === 'string')
        )
          return parsed as string[];
      } catch {
        // reported below
      }
      ctx.addIssue({
        code: 'custom',
        params: { kind: 'invalid_format' },
        message: 'must be an array of strings or a JSON-encoded array of strings',
      });
      return z.NEVER;
    }),
  ]);
