import { z } from 'zod';
import { commaList } from './query-lists';

/** Field builders shared by the voucher-code bodies and the conversion intakes. */

/** A voucher code: 1-64 letters, digits, `-`, `_` or `.`; codes are matched ignoring case. */
export const voucherCodeText = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.-]+$/, {
      message: 'may only contain letters, digits and the characters - _ .',
    });

/** Most clickrefs one conversion may name. */
const MAX_CLICKREFS = 20;

const CLICKREF = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The clickrefs a brand passes back with a conversion: one, or several separated by commas (the
 * clicks it saw for the shopper; the last creditable one wins). Returned as a list.
 */
export const clickrefList = () =>
  z.string().transform((v, ctx) => {
    const refs = commaList(v);
    if (!refs.length || refs.length > MAX_CLICKREFS || !refs.every((r) => CLICKREF.test(r))) {
      ctx.addIssue({
        code: 'custom',
        params: { kind: 'invalid_format' },
        message: `must be up to ${MAX_CLICKREFS} clickrefs (letters, digits, - and _) separated by commas`,
      });
      return z.NEVER;
    }
    return [...new Set(refs)];
  });
