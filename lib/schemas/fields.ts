import { z } from 'zod';
import { TIME_ZONES, WEEKDAYS } from './reference';

/**
 * Field builders shared by request schemas. Legacy clients send some string fields as
 * numbers (phone, ids), so those accept both and normalise to a string.
 */

export const text = (max = 255) => z.string().trim().max(max);
export const requiredText = (max = 255) => z.string().trim().min(1).max(max);

/** A string field that legacy clients may send as a number (phone 555213456). */
export const looseText = (max = 255) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().max(max));

/** An entity id: digits, sent as a string or a number. */
export const entityId = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => /^[1-9][0-9]{0,17}$/.test(v), {
      params: { kind: 'invalid_value' },
      message: 'is not a valid id',
    })
    .transform(Number);

/** A numeric reference id (vertical, promotional_method, website_type) that must exist in `list`. */
export const referenceId = (list: Record<number, string>, what: string) =>
  z
    .union([z.number(), z.string().regex(/^\d+$/, { message: 'must be a whole number' })])
    .transform(Number)
    .refine((v) => v in list, {
      params: { kind: 'invalid_enum' },
      message: `is not a known ${what} id (see the API reference)`,
    });

export const email = () => z.string().trim().max(254).pipe(z.email());

export const ipAddress = () =>
  z
    .string()
    .trim()
    .refine((v) => z.ipv4().safeParse(v).success || z.ipv6().safeParse(v).success, {
      params: { kind: 'invalid_ip' },
      message: 'must be a valid IP address',
    });

/**
 * Bidirectional-text controls (U+202A-U+202E embeddings and overrides, U+2066-U+2069 isolates,
 * U+200E/U+200F marks, U+061C), raw or percent-encoded as UTF-8: they make a URL read as another
 * (`https://evil.test/\u202Egro.elpmaxe` shows as "example.org").
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
const ENCODED_BIDI_CONTROL = /%E2%80%A[A-E]|%E2%81%A[6-9]|%E2%80%8[EF]|%D8%9C/i;
/** user:pass@ (or a bare @) before the host: credentials, or a host disguised as one. */
const USERINFO = /^[a-z][a-z0-9+.-]*:\/*[^/?#]*@/i;

function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * An absolute http(s) URL, the rule of every URL field (websites, destinations, icons and logos,
 * webhooks): no bidi controls and no user name or password, each refused with its own message.
 */
export const httpUrl = () =>
  z
    .string()
    .trim()
    .max(2048)
    .superRefine((v, ctx) => {
      const refuse = (message: string) =>
        ctx.addIssue({ code: 'custom', params: { kind: 'invalid_url' }, message, input: v });
      if (BIDI_CONTROL.test(v) || ENCODED_BIDI_CONTROL.test(v))
        return refuse(
          'must not contain bidirectional text controls (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F)',
        );
      if (!isHttpUrl(v)) return refuse('must be a valid http or https URL');
      if (USERINFO.test(v))
        return refuse('must not contain a user name or password (user:password@)');
    });

/** A base64 data URL carrying an image (`data:image/png;base64,...`). */
export const imageDataUrl = () =>
  z
    .string()
    .max(12 * 1024 * 1024)
    .regex(/^data:[a-z0-9.+/-]+;base64,[A-Za-z0-9+/=\s]*$/i, {
      message: 'must be a base64 data URL (data:image/png;base64,...)',
    });

export const timeZone = () =>
  z
    .string()
    .trim()
    .refine((v) => TIME_ZONES.has(v), {
      params: { kind: 'invalid_timezone' },
      message: 'must be an IANA time zone name',
    });

/** Weekday name in any case; stored and returned lower case. */
export const weekday = () =>
  z
    .string()
    .trim()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(WEEKDAYS));

/** A number field that must be a whole number within bounds; legacy clients may quote it. */
export const wholeNumber = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^-?\d+$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));

/**
 * An exact decimal sent as a string or a number, with up to `integerDigits` digits before the
 * point and 4 after (-? with `signed`); kept as text so no float ever touches it (lib/money).
 */
export const decimalText = (integerDigits: number, message: string, signed = false) => {
  const pattern = new RegExp(`^${signed ? '-?' : ''}\\d{1,${integerDigits}}(\\.\\d{1,4})?$`);
  return z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => pattern.test(v), { params: { kind: 'invalid_format' }, message });
};
