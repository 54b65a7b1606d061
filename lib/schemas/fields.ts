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
  z.union([z.string(), z.number()]).transform((v) => String(v).trim()).pipe(z.string().max(max));

/** An entity id: digits, sent as a string or a number. */
export const entityId = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => /^[1-9][0-9]{0,17}$/.test(v), { params: { kind: 'invalid_value' }, message: 'is not a valid id' })
    .transform(Number);

/** A numeric reference id (vertical, promotional_method, website_type) that must exist in `list`. */
export const referenceId = (list: Record<number, string>, what: string) =>
  z
    .union([z.number(), z.string().regex(/^\d+$/, { message: 'must be a whole number' })])
    .transform(Number)
    .refine((v) => v in list, { params: { kind: 'invalid_enum' }, message: `is not a known ${what} id (see the API reference)` });

export const email = () => z.string().trim().max(254).pipe(z.email());

export const ipAddress = () =>
  z
    .string()
    .trim()
    .refine((v) => z.ipv4().safeParse(v).success || z.ipv6().safeParse(v).success, {
      params: { kind: 'invalid_ip' },
      message: 'must be a valid IP address',
    });

export const httpUrl = () =>
  z
    .string()
    .trim()
    .max(2048)
    .refine(
      (v) => {
        try {
          const u = new URL(v);
          return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
        } catch {
          return false;
        }
      },
      { params: { kind: 'invalid_url' }, message: 'must be a valid http or https URL' },
    );

/** A base64 data URL carrying an image (`data:image/png;base64,...`). */
export const imageDataUrl = () =>
  z
    .string()
    .max(12 * 1024 * 1024)
    .regex(/^data:[a-z0-9.+/-]+;base64,[A-Za-z0-9+/=\s]*$/i, { message: 'must be a base64 data URL (data:image/png;base64,...)' });

export const timeZone = () =>
  z.string().trim().refine((v) => TIME_ZONES.has(v), { params: { kind: 'invalid_timezone' }, message: 'must be an IANA time zone name' });

/** Weekday name in any case; stored and returned lower case. */
export const weekday = () =>
  z
    .string()
    .trim()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(WEEKDAYS));

/** A number field that must be a whole number within bounds; legacy clients may quote it. */
export const wholeNumber = (min: number, max: number) =>
  z.union([z.number(), z.string().regex(/^-?\d+$/).transform(Number)]).pipe(z.number().int().min(min).max(max));
