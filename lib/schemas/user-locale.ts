import { z } from 'zod';
import { Locale } from './enums';

/**
 * The calling user's language (ours: GET and PUT /v3/users/me/locale). The partner area and the
 * sign-up speak English, German, French and Spanish; any locale of the spec's list is kept, and
 * one whose language the pages do not speak shows them in the browser's language or English.
 */

export const OwnLocaleIn = z.strictObject({
  locale: Locale.meta({ description: "The user's locale, e.g. de or en_us" }),
});
export type OwnLocaleIn = z.output<typeof OwnLocaleIn>;

const OwnLocaleOut = z
  .object({ locale: z.string().meta({ description: "The user's locale" }) })
  .meta({ id: 'OwnLocale' });
type OwnLocaleOut = z.infer<typeof OwnLocaleOut>;

export const OwnLocaleResponse = z.object({ data: OwnLocaleOut });
