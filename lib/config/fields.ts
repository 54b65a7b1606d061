import { z } from 'zod';

/**
 * The kinds of value an environment variable holds. Each field treats an empty or blank value
 * as unset (so `FOO=` means the default), and its error message says what it expects: a
 * failed parse is reported as `NAME: expects <message>`.
 */

const unsetIfBlank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A field with a default: unset or blank gives `fallback`. */
function withDefault<T>(schema: z.ZodType<T>, fallback: T) {
  return z.preprocess(unsetIfBlank, schema.optional()).transform((value) => value ?? fallback);
}

/** A field without a default: unset or blank gives undefined. */
export function optional<T>(schema: z.ZodType<T>) {
  return z.preprocess(unsetIfBlank, schema.optional());
}

const number = (expects: string, pattern: RegExp, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(pattern, { error: expects })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: expects });

const range = (min: number, max: number) =>
  max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;

const wholeNumber = (min: number, max: number) =>
  number(`a whole number ${range(min, max)}`, /^\d+$/, min, max);

/** A whole number from min to max (both included). */
export const whole = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  withDefault(wholeNumber(min, max), fallback);

/** Like whole(), with no default. */
export const optionalWhole = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  optional(wholeNumber(min, max));

const decimalNumber = (min: number, max: number) =>
  number(`a number from ${min} to ${max}`, /^\d+(\.\d+)?$/, min, max);

/** A number (fractions allowed) from min to max. */
export const decimal = (fallback: number, min: number, max: number) =>
  withDefault(decimalNumber(min, max), fallback);

/** Like decimal(), with no default. */
export const optionalDecimal = (min: number, max: number) => optional(decimalNumber(min, max));

const onOffWord = z.enum(['on', 'off'], { error: '"on" or "off"' }).transform((v) => v === 'on');

/** `on` or `off`, as a boolean. */
export const onOff = (fallback: boolean) => withDefault(onOffWord, fallback);

/** Like onOff(), with no default. */
export const optionalOnOff = () => optional(onOffWord);

/** One of the given words. */
export const oneOf = <const T extends readonly [string, ...string[]]>(
  words: T,
  fallback: T[number],
) => withDefault(z.enum(words, { error: words.map((w) => `"${w}"`).join(' or ') }), fallback);

/** An absolute URL, kept as written; with `trimSlash`, trailing slashes are dropped. */
export const url = (options: { trimSlash?: boolean } = {}) =>
  optional(
    z
      .url({ error: 'an absolute URL (scheme://host...)' })
      .transform((value) => (options.trimSlash ? value.replace(/\/+$/, '') : value)),
  );

/** Free text. */
export const text = () => optional(z.string());
export const textOr = (fallback: string) => withDefault(z.string(), fallback);

/** Text matching a pattern. */
export const matching = (pattern: RegExp, expects: string, fallback: string) =>
  withDefault(z.string().trim().regex(pattern, { error: expects }), fallback);

/** Like matching(), with no default. */
export const optionalMatching = (pattern: RegExp, expects: string) =>
  optional(z.string().trim().regex(pattern, { error: expects }));

const address = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
  error: 'a comma list of IP addresses or CIDR ranges',
});

/** A comma list of IP addresses or CIDR ranges (`10.0.0.0/8, ::1`); empty by default. */
export const addressList = () =>
  withDefault(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(address)),
    [],
  );
